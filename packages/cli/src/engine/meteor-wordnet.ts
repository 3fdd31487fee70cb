// METEOR's WordNet in the command line. The tables' binary form is found through the package's
// export (the bundled CLI is not where @bleukit/wordnet's own loader looks for it) and read once
// by the main thread into shared memory; every thread, `--jobs` workers included, wraps those
// bytes as typed arrays: one copy in memory, nothing parsed, nothing copied by message. Without
// the binary form (or with one of another layout) the data file is parsed once, in the main
// thread, into the same shared form.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  parseWordNetTables,
  WORDNET_BINARY_FILE_NAME,
  WORDNET_FILE_NAME,
  wordNetFromTables,
  wordNetTablesFromBytes,
  wordNetTablesToBytes,
  type WordNet,
} from '@bleukit/wordnet';
import { CliError, bleukitError } from '../cli-error.js';

/** WordNet's tables in their binary form, on a `SharedArrayBuffer` that every thread reads. */
export interface SharedWordNetData {
  bytes: Uint8Array;
}

let reading: Promise<SharedWordNetData> | undefined;

/** Reads `@bleukit/wordnet`'s tables into shared memory, once per process. */
export function readWordNetData(): Promise<SharedWordNetData> {
  reading ??= (async () => {
    const require = createRequire(import.meta.url);
    let binary: Buffer | undefined;
    try {
      binary = await readFile(require.resolve(`@bleukit/wordnet/${WORDNET_BINARY_FILE_NAME}`));
    } catch {
      binary = undefined;
    }
    if (binary !== undefined && wordNetTablesFromBytes(binary) !== undefined) {
      const bytes = new Uint8Array(new SharedArrayBuffer(binary.length));
      bytes.set(binary);
      return { bytes };
    }
    let path: string;
    try {
      path = require.resolve(`@bleukit/wordnet/${WORDNET_FILE_NAME}`);
    } catch {
      throw new CliError(2, [bleukitError('-m meteor needs @bleukit/wordnet, which is not installed next to bleukit. Reinstall bleukit (pnpm install).')]);
    }
    return { bytes: wordNetTablesToBytes(parseWordNetTables(await readFile(path, 'utf8')), SharedArrayBuffer) };
  })();
  return reading;
}

let wrapped: { data: SharedWordNetData; wordnet: WordNet } | undefined;

/** WordNet's tables as views on the shared bytes, made once per thread. */
export function wordNetFrom(data: SharedWordNetData): WordNet {
  if (wrapped?.data.bytes.buffer !== data.bytes.buffer) {
    const tables = wordNetTablesFromBytes(data.bytes);
    if (tables === undefined) throw new Error('internal: the shared WordNet tables are not of this layout');
    wrapped = { data, wordnet: wordNetFromTables(tables) };
  }
  return wrapped.wordnet;
}
