// Emits `sw.js`: the service worker (service-worker-script.js) headed by this build's version and file
// list, so the app works offline after one visit and a new build replaces the old cache.
// The dictionary is left out of the list (≈ 10 MB): the worker caches it the first time
// ja-mecab is used.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { DICTIONARY_FOLDER } from './ipadic-dictionary.js';

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'service-worker-script.js');

/** The Vite plugin (build only). */
export function serviceWorker(): Plugin {
  return {
    name: 'bleukit-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.startsWith(`${DICTIONARY_FOLDER}/`) && !name.endsWith('.map'))
        .sort();
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
        `const FILES = ${JSON.stringify(['./', ...files])};\n`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: header + template });
    },
  };
}
