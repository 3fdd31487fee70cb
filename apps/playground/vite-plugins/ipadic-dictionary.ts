// Serves the ja-mecab dictionary, the `ipadic.bin` that @bleukit/tokenizer-ja-mecab builds,
// gzip-compressed (≈ 10 MB instead of ≈ 23 MB; the tokenizer inflates it with
// DecompressionStream): emitted with the build under `ipadic/`, served from memory by the dev
// server. Its name carries a hash of its content, which the app reads from a `define`
// (`__BLEUKIT_IPADIC_FILE__`), so that no cache (the service worker keeps what it fetched) can
// answer with an older dictionary.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Folder of the served file, relative to the app's base. */
export const DICTIONARY_FOLDER = 'ipadic';

interface Served {
  /** Path from the app's base: `ipadic/ipadic-<hash>.bin.gz`. */
  path: string;
  bytes: Uint8Array;
}

function dictionary(): Served {
  const raw = readFileSync(createRequire(import.meta.url).resolve('@bleukit/tokenizer-ja-mecab/ipadic.bin'));
  const hash = createHash('sha256').update(raw).digest('hex').slice(0, 12);
  return { path: `${DICTIONARY_FOLDER}/ipadic-${hash}.bin.gz`, bytes: gzipSync(raw, { level: 9 }) };
}

/** The Vite plugin: emits the dictionary with the build, serves it in dev. */
export function ipadicDictionary(): Plugin {
  let served: Served | undefined;
  const load = (): Served => (served ??= dictionary());
  return {
    name: 'bleukit-ipadic-dictionary',
    config() {
      return { define: { __BLEUKIT_IPADIC_FILE__: JSON.stringify(load().path) } };
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
    },
  };
}
