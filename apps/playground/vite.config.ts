import { defaultClientConditions, defineConfig } from 'vite';
import { kuromojiDictionary } from './vite-plugins/kuromoji-dictionary.js';
import { serviceWorker } from './vite-plugins/service-worker.js';

// Workspace packages are bundled from their TypeScript sources (the "@bleukit/source" export
// condition), so the app needs no package build first and sees edits at once in dev.
export default defineConfig({
  base: './',
  resolve: { conditions: ['@bleukit/source', ...defaultClientConditions] },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1024 },
  plugins: [kuromojiDictionary(), serviceWorker()],
});
