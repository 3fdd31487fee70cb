// Writes `precache.json`: the build's files the service worker caches on install, so the app
// works offline after one visit. Dictionary files are left out (≈ 18 MB): the service worker
// caches them the first time ja-mecab is used.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { DICTIONARY_FOLDER } from './kuromoji-dictionary.js';

/** The Vite plugin (build only). */
export function precacheManifest(): Plugin {
  return {
    name: 'bleukit-precache-manifest',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.startsWith(`${DICTIONARY_FOLDER}/`) && !name.endsWith('.map'))
        .sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'precache.json',
        source: JSON.stringify({ version, files: ['./', ...files] }),
      });
    },
  };
}
