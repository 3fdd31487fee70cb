// Emits `sw.js`: the service worker (service-worker-script.js) headed by this build's version and file
// list, so the app works offline after one visit and a new build replaces the old cache.
// The data files are left out of the list (ja-mecab's dictionary, ≈ 10 MB, and METEOR's WordNet
// tables, ≈ 1 MB): the worker caches each the first time it is used, in one cache named by the
// data files' names (which carry hashes of their content). A new build with the same data files
// keeps that cache; one where either is replaced drops it (both download again on next use).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { DICTIONARY_FOLDER } from './ipadic-dictionary.js';
import { WORDNET_FOLDER } from './wordnet-tables.js';

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'service-worker-script.js');

const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Folders of the files cached on first use rather than on install. */
const ON_USE = [DICTIONARY_FOLDER, WORDNET_FOLDER].map((folder) => `${folder}/`);
const onUse = (name: string): boolean => ON_USE.some((folder) => name.startsWith(folder));

/** The Vite plugin (build only). */
export function serviceWorker(): Plugin {
  return {
    name: 'bleukit-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => !name.endsWith('.map'));
      const files = names.filter((name) => !onUse(name)).sort();
      const cachedOnUse = names.filter(onUse).sort();
      const hash = createHash('sha256');
      for (const name of files) {
        const output = bundle[name];
        if (!output) continue;
        hash.update(name).update(output.type === 'chunk' ? output.code : output.source);
      }
      const template = readFileSync(TEMPLATE, 'utf8');
      hash.update(template);
      const header =
        `const VERSION = ${JSON.stringify(hash.digest('hex').slice(0, 16))};\n` +
        `const FILES = ${JSON.stringify(['./', ...files])};\n` +
        `const RUNTIME_VERSION = ${JSON.stringify(shortHash(cachedOnUse.join('\n')))};\n`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: header + template });
    },
  };
}
