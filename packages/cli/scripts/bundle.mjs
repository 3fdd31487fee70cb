// Bundles the executable and its worker, after tsc: `dist/bin.js` and `dist/statistics-worker.js`
// become single files (with the code they share in `dist/bundle-*.js`), so starting `bleukit` or a
// `--jobs` worker reads a few files instead of about a hundred modules. The Japanese and
// SentencePiece tokenizers and the test sets stay separate packages, imported only when a run uses them.
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// Chunks sit beside the entries: the engine finds its worker at ./statistics-worker.js.
for (const name of readdirSync(dist)) if (/^bundle-.*\.js$/.test(name)) rmSync(join(dist, name));
await build({
  entryPoints: [join(dist, 'bin.js'), join(dist, 'statistics-worker.js')],
  outdir: dist,
  allowOverwrite: true,
  bundle: true,
  splitting: true,
  chunkNames: 'bundle-[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['@bleukit/tokenizer-ja', '@bleukit/tokenizer-ja-mecab', '@bleukit/tokenizer-intl-segmenter', '@bleukit/tokenizer-sentencepiece', '@bleukit/test-sets'],
  logLevel: 'warning',
});
