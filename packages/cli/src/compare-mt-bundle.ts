// compare-mt's one-file bundle (scripts/bundle.mjs): `bleukit compare-mt` uses none of the scoring
// commands' modules, so it starts from one CommonJS file of its own, compiled through V8's code
// cache (cached-bundle.ts), rather than from the executable's modules.
import { fileURLToPath } from 'node:url';
import { loadCachedBundle } from './cached-bundle.js';
import type { RunCli } from './process-cli.js';

/** The bundle's file name beside the executable, defined by scripts/bundle.mjs (undefined in tsc's output). */
declare const BLEUKIT_COMPARE_MT_BUNDLE: string | undefined;

/** compare-mt's `runCli` from its bundle, or undefined where there is none (tsc's output alone). */
export function bundledCompareMt(): RunCli | undefined {
  if (typeof BLEUKIT_COMPARE_MT_BUNDLE === 'undefined') return undefined;
  return loadCachedBundle(fileURLToPath(new URL(BLEUKIT_COMPARE_MT_BUNDLE, import.meta.url))).exports.runCli as RunCli;
}
