// A large data file the app fetches only when it is needed (ja-mecab's dictionary, METEOR's
// WordNet tables): gzip-compressed, emitted with the build under its own folder, served from
// memory by the dev server. Its name carries a hash of its content, which the app reads from a
// `define`, so that no cache (the service worker keeps what it fetched) can answer with an older
// file. The app inflates it with DecompressionStream.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What to serve: the package file, the folder and file name to serve it as, and the define naming it. */
export interface DataFile {
  /** Vite plugin name. */
  name: string;
  /** A package export resolving to the file (`@bleukit/tokenizer-ja-mecab/ipadic.bin`). */
  source: string;
  /** Folder of the served file, relative to the app's base; also the file name's stem. */
  folder: string;
  /** Extension of the served file before `.gz` (`bin`, `txt`). */
  extension: string;
  /** The global the app reads the served path from (`__BLEUKIT_IPADIC_FILE__`). */
  define: string;
  /** A file of the package copied beside the served file as it is (the data's licence). */
  notice?: { package: string; file: string };
}

interface Served {
  /** Path from the app's base: `<folder>/<folder>-<hash>.<extension>.gz`. */
  path: string;
  bytes: Uint8Array;
}

function serve(file: DataFile): Served {
  const raw = readFileSync(createRequire(import.meta.url).resolve(file.source));
  const hash = createHash('sha256').update(raw).digest('hex').slice(0, 12);
  return { path: `${file.folder}/${file.folder}-${hash}.${file.extension}.gz`, bytes: gzipSync(raw, { level: 9 }) };
}

/** The Vite plugin: emits the file with the build, serves it in dev. */
export function dataFile(file: DataFile): Plugin {
  let served: Served | undefined;
  const load = (): Served => (served ??= serve(file));
  return {
    name: file.name,
    config() {
      return { define: { [file.define]: JSON.stringify(load().path) } };
    },
    configureServer(server) {
      server.middlewares.use(`/${load().path}`, (_request, response) => {
        const { bytes } = load();
        response.setHeader('Content-Type', 'application/octet-stream');
        response.setHeader('Content-Length', bytes.length);
        response.end(bytes);
      });
    },
    generateBundle() {
      const { path, bytes } = load();
      this.emitFile({ type: 'asset', fileName: path, source: bytes });
      if (file.notice) {
        const root = dirname(createRequire(import.meta.url).resolve(`${file.notice.package}/package.json`));
        this.emitFile({ type: 'asset', fileName: `${file.folder}/${file.notice.file}`, source: readFileSync(join(root, file.notice.file)) });
      }
    },
  };
}
