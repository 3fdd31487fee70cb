// Emits `sw.js`: the service worker (service-worker-script.js) headed by this build's version and file
// list, so the app works offline after one visit and a new build replaces the old cache.
// The dictionary is left out of the list (≈ 10 MB): the worker caches it the first time
// ja-mecab is used, in a cache named by the dictionary's file name (which carries a hash of its
// content). A new build with the same dictionary keeps that cache; a replaced one drops it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { DICTIONARY_FOLDER } from './ipadic-dictionary.js';

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'service-worker-script.js');

const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The Vite plugin (build only). */
export function serviceWorker(): Plugin {
  return {
    name: 'bleukit-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => !name.endsWith('.map'));
      const files = names.filter((name) => !name.startsWith(`${DICTIONARY_FOLDER}/`)).sort();
      const cachedOnUse = names.filter((name) => name.startsWith(`${DICTIONARY_FOLDER}/`)).sort();
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
