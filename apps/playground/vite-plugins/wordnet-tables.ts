// Serves METEOR's WordNet 3.0 tables, @bleukit/wordnet's `wordnet-3.0.txt` (2.9 MB),
// gzip-compressed, as `wordnet/wordnet-<hash>.txt.gz` (see data-file.ts), with WordNet's licence
// beside it (`wordnet/LICENSE-WORDNET`, which the file's header names; the licence asks for its
// notice on every copy); the scoring worker fetches the tables only when METEOR is chosen
// (src/load-meteor.ts).
import type { Plugin } from 'vite';
import { dataFile } from './data-file.js';

/** Folder of the served file, relative to the app's base. */
export const WORDNET_FOLDER = 'wordnet';

/** The Vite plugin: emits the tables with the build, serves them in dev. */
export function wordnetTables(): Plugin {
  return dataFile({
    name: 'bleukit-wordnet-tables',
    source: '@bleukit/wordnet/wordnet-3.0.txt',
    folder: WORDNET_FOLDER,
    extension: 'txt',
    define: '__BLEUKIT_WORDNET_FILE__',
    notice: { package: '@bleukit/wordnet', file: 'LICENSE-WORDNET' },
  });
}
