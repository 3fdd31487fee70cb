// Where the data file comes from: a caller's loader (a browser fetches it), or this package's own
// data/wordnet-3.0.txt read from disk (Node, Deno, Bun). Node modules are imported only on that
// last path, by a computed name, so bundlers for the browser never see them.
import { parseWordNet, type WordNet } from './wordnet.js';

/** The data file's name, as the package exports it (`@bleukit/wordnet/wordnet-3.0.txt`). */
export const WORDNET_FILE_NAME = 'wordnet-3.0.txt';

/** Options of {@link loadWordNet}. */
export interface LoadWordNetOptions {
  /**
   * Returns the text of `wordnet-3.0.txt` (in a browser: `() => fetch(url).then((r) => r.text())`).
   * Default: read this package's installed copy from disk, which needs Node's `fs`.
   */
  loadFile?: () => Promise<string>;
}

let installed: Promise<WordNet> | undefined;

/** Reads this package's data/wordnet-3.0.txt from disk (Node, Deno, Bun). */
async function readInstalledFile(): Promise<string> {
  const fsName = 'node:fs/promises';
  const { readFile } = (await import(/* @vite-ignore */ fsName)) as { readFile: (path: unknown, encoding: 'utf8') => Promise<string> };
  // `../data/` from both src/ (run from source in this repository) and dist/ (installed).
  const url = new (globalThis as unknown as { URL: new (url: string, base: string) => unknown }).URL(
    `../data/${WORDNET_FILE_NAME}`,
    (import.meta as unknown as { url: string }).url,
  );
  return readFile(url, 'utf8');
}

/**
 * Loads WordNet 3.0 once: the installed copy is read and parsed on the first call, and every
 * later call gets the same tables. With `loadFile`, the file comes from there (not cached).
 */
export function loadWordNet(options: LoadWordNetOptions = {}): Promise<WordNet> {
  if (options.loadFile !== undefined) return options.loadFile().then(parseWordNet);
  installed ??= readInstalledFile().then(parseWordNet, (cause: unknown) => {
    installed = undefined;
    throw new Error(
      `[bleukit] [wordnet] could not read ${WORDNET_FILE_NAME} from the installed @bleukit/wordnet; ` +
        'outside Node, pass loadWordNet({ loadFile }) that returns its text.',
      { cause },
    );
  });
  return installed;
}
