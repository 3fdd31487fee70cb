import { defaultClientConditions, defineConfig } from 'vite';
import { ipadicDictionary } from './vite-plugins/ipadic-dictionary.js';
import { serviceWorker } from './vite-plugins/service-worker.js';
import { wordnetTables } from './vite-plugins/wordnet-tables.js';

// Workspace packages are bundled from their TypeScript sources (the "@bleukit/source" export
// condition), so the app sees edits at once in dev; only ja-mecab's dictionary file comes from a
// package build (tokenizer-ja-mecab's dist/ipadic.bin). WordNet's tables are @bleukit/wordnet's
// committed data file.
export default defineConfig({
  base: './',
  resolve: { conditions: ['@bleukit/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1024 },
  plugins: [ipadicDictionary(), wordnetTables(), serviceWorker()],
});
