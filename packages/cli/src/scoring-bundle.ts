// The scoring command's one-file bundle (scripts/bundle.mjs): `bleukit REF -i HYP -m …` in one
// thread starts from one CommonJS file, compiled through V8's code cache (cached-bundle.ts), rather
// than from the executable's modules. The commands with modules of their own (analyze, compare-mt,
// pairwise, mbr, self-bleu) and `--jobs N` runs (whose workers start before the command loads,
// bin.ts) start from bin.js as before.
import { fileURLToPath } from 'node:url';
import { jobsInArguments } from './arguments/jobs-in-arguments.js';
import { loadCachedBundle } from './cached-bundle.js';
import type { RunCli } from './process-cli.js';

/** The bundle's file name beside the executable, defined by scripts/bundle.mjs (undefined in tsc's output). */
declare const BLEUKIT_SCORING_BUNDLE: string | undefined;

/**
 * The commands that do not run from the scoring bundle, by first word, with the module (under
 * dist/) that run-cli imports for each: the build leaves these modules out of the bundle.
 */
export const COMMANDS_FROM_BIN: Readonly<Record<string, string>> = {
  analyze: 'commands/analyze/analyze-command.js',
  'compare-mt': 'commands/compare-mt/compare-mt-command.js',
  pairwise: 'commands/pairwise/pairwise-command.js',
  mbr: 'commands/mbr/mbr-command.js',
  'self-bleu': 'commands/self-bleu/self-bleu-command.js',
};

/** Whether the command line runs from the scoring bundle: scoring (or another command of run-cli) in one thread. */
export function runsFromScoringBundle(argv: readonly string[]): boolean {
  return !Object.hasOwn(COMMANDS_FROM_BIN, argv[0] ?? '') && jobsInArguments(argv) <= 1;
}

/**
 * run-cli's `runCli` from the scoring bundle, or undefined where there is none (tsc's output
 * alone) or where the command line does not run from it (see {@link runsFromScoringBundle}).
 * `importModule` is the caller's `import()`, which the bundle uses for packages it loads by name.
 */
export function bundledScoring(argv: readonly string[], importModule: (specifier: string) => Promise<unknown>): RunCli | undefined {
  if (typeof BLEUKIT_SCORING_BUNDLE === 'undefined' || !runsFromScoringBundle(argv)) return undefined;
  return loadCachedBundle(fileURLToPath(new URL(BLEUKIT_SCORING_BUNDLE, import.meta.url)), importModule).exports.runCli as RunCli;
}
