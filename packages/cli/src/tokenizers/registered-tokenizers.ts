import { createTokenizerRegistry, tokenizerEntries, type TokenizerPackage, type TokenizerRegistry } from '@bleukit/core/registry';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { importModule } from '../import-module.js';

// The command line's tokenizers are the packages it depends on that describe tokenizers in their
// package.json (`"bleukit": { "tokenizers": [...] }`): adding a tokenizer package to the
// dependencies of packages/cli/package.json registers it, and nothing else lists it. The bundle
// (scripts/bundle.mjs) finds them when it is built and inlines their descriptions, so a run reads
// no manifest; unbundled (tests, tsc's output) they are read here at start. A package's code is
// imported only when one of its tokenizers is used.

/** The registered packages' names and descriptions, inlined by the bundle; undefined unbundled. */
declare const BLEUKIT_REGISTERED_TOKENIZERS: readonly { name: string; bleukit: unknown }[] | undefined;
/** Imports of the packages the bundle carries (the default tokenizer's), by name; undefined unbundled. */
declare const BLEUKIT_BUNDLED_TOKENIZERS: Readonly<Record<string, () => Promise<Record<string, unknown>>>> | undefined;

/** Imports a registered package: from the bundle when it is there, else by name from node_modules. */
function importer(name: string): () => Promise<Record<string, unknown>> {
  const bundled = typeof BLEUKIT_BUNDLED_TOKENIZERS === 'undefined' ? undefined : BLEUKIT_BUNDLED_TOKENIZERS[name];
  return bundled ?? (() => importModule<Record<string, unknown>>(name));
}

const require = createRequire(import.meta.url);

function readJson(path: string | URL): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** This package's manifest (one folder up from `src/` and `dist/` alike). */
function ownManifest(): { dependencies?: Record<string, string> } {
  return readJson(new URL('../../package.json', import.meta.url));
}

/** The tokenizer packages among the dependencies of `@bleukit/cli`, in the order they are listed. */
export function registeredPackages(): TokenizerPackage[] {
  if (typeof BLEUKIT_REGISTERED_TOKENIZERS !== 'undefined') {
    return BLEUKIT_REGISTERED_TOKENIZERS.map((manifest) => ({ manifest, load: importer(manifest.name) }));
  }
  const found: TokenizerPackage[] = [];
  for (const name of Object.keys(ownManifest().dependencies ?? {})) {
    let manifest: Record<string, unknown>;
    try {
      manifest = readJson(require.resolve(`${name}/package.json`));
    } catch (error) {
      // A dependency that does not export its manifest describes no tokenizer; one that is not
      // there at all is a checkout where `pnpm install` has not run since it was registered.
      if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND') continue;
      process.stderr.write(`bleukit: error: ${name} is registered in @bleukit/cli's dependencies but not installed; run pnpm install.\n`);
      process.exit(2);
    }
    if (tokenizerEntries(manifest).length === 0) continue;
    found.push({ manifest, load: importer(name) });
  }
  return found;
}

/** The command line's tokenizer registry. */
export const REGISTRY: TokenizerRegistry = createTokenizerRegistry(registeredPackages());
