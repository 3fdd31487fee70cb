// A CommonJS bundle loaded through V8's code cache: the bytecode of the functions a typical run
// compiles, kept in a file beside the bundle (`<bundle>.cache`), so that starting skips parsing
// and compiling them. The build writes the cache after exercising the bundle (scripts/bundle.mjs).
//
// A cache only ever saves time. Its first 32 bytes are the SHA-256 of the bundle it was made
// from, and it is used only for those very bytes (V8 itself checks the source's length, its own
// version and flags, not the text): a missing, stale or rejected cache means compiling as usual.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/** What became of the cache: used, absent, made from other bytes (`stale`), or refused by V8 (another Node, other flags). */
export type CodeCacheState = 'used' | 'absent' | 'stale' | 'rejected';

/** A loaded bundle: its `module.exports` and what became of its cache. */
export interface LoadedBundle {
  readonly exports: Record<string, unknown>;
  readonly cache: CodeCacheState;
}

const DIGEST_BYTES = 32;

/** The cache file of a bundle. */
export function codeCachePath(bundle: string): string {
  return `${bundle}.cache`;
}

function digest(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** The cache's V8 data if it was made from `bytes`, else why not. */
function readCache(bundle: string, bytes: Uint8Array): Buffer | 'absent' | 'stale' {
  let cache: Buffer;
  try {
    cache = readFileSync(codeCachePath(bundle));
  } catch {
    return 'absent';
  }
  if (cache.length <= DIGEST_BYTES || !digest(bytes).equals(cache.subarray(0, DIGEST_BYTES))) return 'stale';
  return cache.subarray(DIGEST_BYTES);
}

/** Imports a module as `import()` does where the importer's file is (a script compiled here has no module loader). */
export type ImportModule = (specifier: string) => Promise<unknown>;

/**
 * The bundle compiled as Node wraps a CommonJS file (same line numbers), with `cachedData` if
 * given; its wrapper has one parameter more, `__bleukitImport`, the loader's {@link ImportModule}.
 */
function compile(bundle: string, bytes: Buffer, cachedData: Buffer | undefined): Script {
  const source = `(function (exports, require, module, __filename, __dirname, __bleukitImport) {${bytes.toString('utf8')}\n})`;
  return new Script(source, { filename: bundle, ...(cachedData === undefined ? {} : { cachedData }) });
}

function run(bundle: string, script: Script, importModule: ImportModule | undefined): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(bundle), module, bundle, dirname(bundle), importModule);
  return module.exports;
}

/**
 * Loads the CommonJS bundle at the absolute path `bundle`, through its code cache when that was
 * made from it; `importModule` is what the bundle gets for `import()` (the caller's own).
 */
export function loadCachedBundle(bundle: string, importModule?: ImportModule): LoadedBundle {
  const bytes = readFileSync(bundle);
  const cached = readCache(bundle, bytes);
  const script = compile(bundle, bytes, typeof cached === 'string' ? undefined : cached);
  const cache: CodeCacheState = typeof cached === 'string' ? cached : script.cachedDataRejected === true ? 'rejected' : 'used';
  return { exports: run(bundle, script, importModule), cache };
}

/**
 * Writes the code cache of the bundle at `bundle`: loads it without a cache, awaits `exercise`
 * on its exports (so that the functions a run needs are compiled and go into the cache), then
 * writes the bundle's digest and V8's data.
 */
export async function writeCodeCache(
  bundle: string,
  exercise: (exports: Record<string, unknown>) => Promise<void>,
  importModule?: ImportModule,
): Promise<void> {
  const bytes = readFileSync(bundle);
  const script = compile(bundle, bytes, undefined);
  await exercise(run(bundle, script, importModule));
  writeFileSync(codeCachePath(bundle), Buffer.concat([digest(bytes), script.createCachedData()]));
}
