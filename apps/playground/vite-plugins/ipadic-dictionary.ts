// Serves the ja-mecab dictionary, the `ipadic.bin` that @bleukit/tokenizer-ja-mecab builds,
// gzip-compressed (≈ 10 MB instead of ≈ 23 MB; the tokenizer inflates it with
// DecompressionStream), as `ipadic/ipadic-<hash>.bin.gz` (see data-file.ts).
import type { Plugin } from 'vite';
import { dataFile } from './data-file.js';

/** Folder of the served file, relative to the app's base. */
export const DICTIONARY_FOLDER = 'ipadic';

/** The Vite plugin: emits the dictionary with the build, serves it in dev. */
export function ipadicDictionary(): Plugin {
  return dataFile({
    name: 'bleukit-ipadic-dictionary',
    source: '@bleukit/tokenizer-ja-mecab/ipadic.bin',
    folder: DICTIONARY_FOLDER,
    extension: 'bin',
    define: '__BLEUKIT_IPADIC_FILE__',
  });
}
