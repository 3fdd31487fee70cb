/** Bytes of one dictionary file, as `files.json` beside the files lists them. */
export type DictionarySizes = Record<string, number>;

/** Reports bytes received so far over all files (`total` is 0 when unknown). */
export type ByteProgress = (loaded: number, total: number) => void;

async function readAll(response: Response, onChunk: (bytes: number) => void): Promise<Uint8Array> {
  if (!response.body) {
    const buffer = new Uint8Array(await response.arrayBuffer());
    onChunk(buffer.byteLength);
    return buffer;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
    onChunk(value.byteLength);
  }
  const result = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return result;
}

/**
 * A ja-mecab `loadFile` that fetches the dictionary files from `baseUrl` (a folder URL ending
 * in `/`) and reports the bytes received over all files, the total taken from `files.json`.
 */
export function createProgressLoader(
  baseUrl: string,
  onProgress: ByteProgress,
  fetchFn: typeof fetch = fetch,
): (fileName: string) => Promise<Uint8Array> {
  let sizes: Promise<DictionarySizes> | undefined;
  let loaded = 0;
  return async (fileName) => {
    sizes ??= fetchFn(`${baseUrl}files.json`)
      .then((response) => (response.ok ? (response.json() as Promise<DictionarySizes>) : {}))
      .catch(() => ({}));
    const total = Object.values(await sizes).reduce((sum, size) => sum + size, 0);
    const url = baseUrl + fileName;
    const response = await fetchFn(url);
    if (!response.ok) throw new Error(`GET ${url} answered HTTP ${response.status}`);
    return readAll(response, (bytes) => {
      loaded += bytes;
      onProgress(loaded, total);
    });
  };
}
