// METEOR's WordNet in the command line. The tables' binary form is found through the package's
// export (the bundled CLI is not where @bleukit/wordnet's own loader looks for it) and read once
// by the main thread into shared memory; every thread, `--jobs` workers included, wraps those
// bytes as typed arrays: one copy in memory, nothing parsed, nothing copied by message. Without
// the binary form (or with one of another layout) the data file is parsed once, in the main
// thread, into the same shared form.
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
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

/**
 * A file's bytes read straight into a `SharedArrayBuffer`, in as few calls as the system allows
 * (an asynchronous read of 10 MB takes 20 round trips through the thread pool, each waiting its
 * turn on a busy machine).
 */
function readShared(path: string): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const bytes = new Uint8Array(new SharedArrayBuffer(size));
    let at = 0;
    while (at < size) {
      const read = readSync(fd, bytes, at, size - at, at);
      if (read === 0) break;
      at += read;
    }
    return at === size ? bytes : bytes.subarray(0, at);
  } finally {
    closeSync(fd);
  }
}

/** Reads `@bleukit/wordnet`'s tables into shared memory, once per process. */
export function readWordNetData(): Promise<SharedWordNetData> {
  reading ??= (async () => {
    const require = createRequire(import.meta.url);
    let binary: Uint8Array | undefined;
    try {
      binary = readShared(require.resolve(`@bleukit/wordnet/${WORDNET_BINARY_FILE_NAME}`));
    } catch {
      binary = undefined;
    }
    if (binary !== undefined && wordNetTablesFromBytes(binary) !== undefined) return { bytes: binary };
    let path: string;
    try {
      path = require.resolve(`@bleukit/wordnet/${WORDNET_FILE_NAME}`);
    } catch {
      throw new CliError(2, [bleukitError('-m meteor needs @bleukit/wordnet, which is not installed next to bleukit. Reinstall bleukit (pnpm install).')]);
    }
    return { bytes: wordNetTablesToBytes(parseWordNetTables(readFileSync(path, 'utf8')), SharedArrayBuffer) };
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
