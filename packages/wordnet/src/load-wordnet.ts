// Where the tables come from: a caller's loader (a browser fetches the text), or this package's
// own files read from disk (Node, Deno, Bun): the binary form the package build writes
// (dist/wordnet-3.0.bin, views on its bytes, nothing parsed), else data/wordnet-3.0.txt parsed.
// Node modules are imported only on that last path, by a computed name, so bundlers for the
// browser never see them.
import { parseWordNet, wordNetFromTables, type WordNet } from './wordnet.js';
import { wordNetTablesFromBytes } from './wordnet-tables.js';

/** The data file's name, as the package exports it (`@bleukit/wordnet/wordnet-3.0.txt`). */
export const WORDNET_FILE_NAME = 'wordnet-3.0.txt';
/**
 * The tables' binary form, which the package build writes from the data file (exported as
 * `@bleukit/wordnet/wordnet-3.0.bin`; see `wordNetTablesFromBytes`).
 */
export const WORDNET_BINARY_FILE_NAME = 'wordnet-3.0.bin';

/** Options of {@link loadWordNet}. */
export interface LoadWordNetOptions {
  /**
   * Returns the text of `wordnet-3.0.txt` (in a browser: `() => fetch(url).then((r) => r.text())`).
   * Default: read this package's installed copy from disk, which needs Node's `fs`.
   */
  loadFile?: () => Promise<string>;
}

let installed: Promise<WordNet> | undefined;

type ReadFileSync = (path: unknown, encoding?: 'utf8') => string | Uint8Array;

/** Reads this package's tables from disk (Node, Deno, Bun): the binary form when it is there and of this version, else the text. */
async function readInstalled(): Promise<WordNet> {
  // Read in one call: an asynchronous read of 10 MB takes 20 round trips through the thread pool,
  // each waiting its turn on a busy machine.
  const fsName = 'node:fs';
  const { readFileSync } = (await import(/* @vite-ignore */ fsName)) as { readFileSync: ReadFileSync };
  // `../dist/` and `../data/` from both src/ (run from source in this repository) and dist/ (installed).
  const url = (path: string) =>
    new (globalThis as unknown as { URL: new (url: string, base: string) => unknown }).URL(path, (import.meta as unknown as { url: string }).url);
  let bytes: Uint8Array | undefined;
  try {
    bytes = readFileSync(url(`../dist/${WORDNET_BINARY_FILE_NAME}`)) as Uint8Array;
  } catch {
    bytes = undefined;
  }
  const tables = bytes === undefined ? undefined : wordNetTablesFromBytes(bytes);
  if (tables !== undefined) return wordNetFromTables(tables);
  return parseWordNet(readFileSync(url(`../data/${WORDNET_FILE_NAME}`), 'utf8') as string);
}

/**
 * Loads WordNet 3.0 once: the installed copy is read on the first call, and every later call
 * gets the same tables. With `loadFile`, the file comes from there (not cached).
 */
export function loadWordNet(options: LoadWordNetOptions = {}): Promise<WordNet> {
  if (options.loadFile !== undefined) return options.loadFile().then(parseWordNet);
  installed ??= readInstalled().catch((cause: unknown) => {
    installed = undefined;
    throw new Error(
      `[bleukit] [wordnet] could not read ${WORDNET_FILE_NAME} from the installed @bleukit/wordnet; ` +
        'outside Node, pass loadWordNet({ loadFile }) that returns its text.',
      { cause },
    );
  });
  return installed;
}
