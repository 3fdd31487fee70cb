// METEOR's WordNet in the command line. The data file is found through the package's export (the
// bundled CLI is not where @bleukit/wordnet's own loader looks for it), read once by the main
// thread into shared memory, and parsed once per thread from that one copy: `--jobs` workers
// neither read the file again nor get a copy of it by message.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { TextDecoder } from 'node:util';
import { parseWordNet, WORDNET_FILE_NAME, type WordNet } from '@bleukit/wordnet';
import { CliError, bleukitError } from '../cli-error.js';

/** The bytes of WordNet's data file, on a `SharedArrayBuffer` that every thread reads. */
export interface SharedWordNetData {
  bytes: Uint8Array;
}

let reading: Promise<SharedWordNetData> | undefined;

/** Reads `@bleukit/wordnet`'s data file into shared memory, once per process. */
export function readWordNetData(): Promise<SharedWordNetData> {
  reading ??= (async () => {
    let path: string;
    try {
      path = createRequire(import.meta.url).resolve(`@bleukit/wordnet/${WORDNET_FILE_NAME}`);
    } catch {
      throw new CliError(2, [bleukitError('-m meteor needs @bleukit/wordnet, which is not installed next to bleukit. Reinstall bleukit (pnpm install).')]);
    }
    const file = await readFile(path);
    const bytes = new Uint8Array(new SharedArrayBuffer(file.length));
    bytes.set(file);
    return { bytes };
  })();
  return reading;
}

let parsed: { data: SharedWordNetData; wordnet: WordNet } | undefined;

/** WordNet's tables from the shared bytes, parsed once per thread. */
export function wordNetFrom(data: SharedWordNetData): WordNet {
  if (parsed?.data.bytes.buffer !== data.bytes.buffer) {
    parsed = { data, wordnet: parseWordNet(new TextDecoder().decode(data.bytes)) };
  }
  return parsed.wordnet;
}
