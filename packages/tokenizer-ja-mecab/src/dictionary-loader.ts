// Where the dictionary file comes from: a caller's loader, a URL (browser), or this package's
// own `dist/ipadic.bin` (Node). Node modules are imported only on that last path, by a computed
// name, so bundlers for the browser never see them.

import { IPADIC_FILE_NAME, Memory } from './ipadic-file.js';

/**
 * Returns the bytes of the dictionary file (`ipadic.bin`, or a gzip-compressed copy of it),
 * given its name.
 */
export type DictionaryFileLoader = (fileName: string) => Promise<ArrayBuffer | Uint8Array>;

interface FetchResponse {
  ok: boolean;
  status: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The URL fetched for `dictionaryUrl`: the file itself, or `ipadic.bin` in a folder URL (ending with `/`). */
export function dictionaryFileUrl(url: string | { readonly href: string }): string {
  const text = typeof url === 'string' ? url : url.href;
  return text.endsWith('/') ? text + IPADIC_FILE_NAME : text;
}

/** Loads the file over `fetch` from `url` ({@link dictionaryFileUrl}). */
export function fetchDictionaryFile(url: string | { readonly href: string }): DictionaryFileLoader {
  const target = dictionaryFileUrl(url);
  return async () => {
    const fetchFn = (globalThis as unknown as { fetch?: (url: string) => Promise<FetchResponse> }).fetch;
    if (!fetchFn) throw new Error('this runtime has no fetch; pass a loadFile option instead');
    // a relative URL ('/ipadic.bin') is resolved by fetch against the page
    const response = await fetchFn(target);
    if (!response.ok) throw new Error(`GET ${target} answered HTTP ${response.status}`);
    return response.arrayBuffer();
  };
}

interface NodeProcess {
  versions?: { node?: string };
}

/** True on Node (and Bun/Deno in Node mode), where the installed package can be read from disk. */
export function isNodeRuntime(): boolean {
  const process = (globalThis as unknown as { process?: NodeProcess }).process;
  return typeof process?.versions?.node === 'string';
}

interface FileUrl {
  readonly pathname: string;
}

interface FileHandle {
  stat(): Promise<{ size: number }>;
  read(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  close(): Promise<void>;
}

/**
 * Reads this package's `dist/ipadic.bin` from disk (Node only) straight into shared memory, in
 * one read, so that the tables are views over it and posting them to workers copies nothing.
 */
export function installedDictionaryFile(): DictionaryFileLoader {
  return async (fileName) => {
    const fsName = 'node:fs/promises';
    const { open } = (await import(/* @vite-ignore */ fsName)) as { open: (path: FileUrl) => Promise<FileHandle> };
    // `../dist/` from both src/ (run from source in this repository) and dist/ (installed).
    const path = new (globalThis as unknown as { URL: new (url: string, base: string) => FileUrl }).URL(
      `../dist/${fileName}`,
      (import.meta as unknown as { url: string }).url,
    );
    const file = await open(path);
    try {
      const { size } = await file.stat();
      const bytes = new Uint8Array(new Memory(size));
      for (let at = 0; at < size; ) {
        const { bytesRead } = await file.read(bytes, at, size - at, at);
        if (bytesRead === 0) throw new Error(`${path.pathname} ended after ${at} of ${size} bytes`);
        at += bytesRead;
      }
      return bytes;
    } finally {
      await file.close();
    }
  };
}
