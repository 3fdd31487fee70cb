// Serves the IPADIC files of @sglkc/kuromoji that the ja-mecab tokenizer fetches: copied into
// the build under `kuromoji-dict/` (with `files.json`, their sizes, for a byte-exact progress bar)
// and served from node_modules by the dev server.
import { readdirSync, readFileSync, statSync, createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Folder of the served files, relative to the app's base. */
export const DICTIONARY_FOLDER = 'kuromoji-dict';

function dictionaryDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@sglkc/kuromoji/package.json')), 'dict');
}

function sizes(dir: string): Record<string, number> {
  const result: Record<string, number> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.dat.gz')) result[name] = statSync(join(dir, name)).size;
  }
  return result;
}

/** The Vite plugin: emits the dictionary with the build, serves it in dev. */
export function kuromojiDictionary(): Plugin {
  return {
    name: 'bleukit-kuromoji-dictionary',
    configureServer(server) {
      const dir = dictionaryDir();
      const manifest = JSON.stringify(sizes(dir));
      server.middlewares.use(`/${DICTIONARY_FOLDER}/`, (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (name === 'files.json') {
          response.setHeader('Content-Type', 'application/json');
          response.end(manifest);
          return;
        }
        if (!/^[a-z_]+\.dat\.gz$/.test(name)) return next();
        response.setHeader('Content-Type', 'application/octet-stream');
        createReadStream(join(dir, name)).on('error', () => next()).pipe(response);
      });
    },
    generateBundle() {
      const dir = dictionaryDir();
      const files = sizes(dir);
      for (const name of Object.keys(files)) {
        this.emitFile({ type: 'asset', fileName: `${DICTIONARY_FOLDER}/${name}`, source: readFileSync(join(dir, name)) });
      }
      this.emitFile({ type: 'asset', fileName: `${DICTIONARY_FOLDER}/files.json`, source: JSON.stringify(files) });
    },
  };
}
