/** Reports bytes received so far (`total` is 0 when unknown). */
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
 * A ja-mecab `loadFile` that fetches the dictionary file from `url` and reports the bytes
 * received, of the total its `Content-Length` gives (0 when the server does not say).
 */
export function createProgressLoader(
  url: string,
  onProgress: ByteProgress,
  fetchFn: typeof fetch = fetch,
): () => Promise<Uint8Array> {
  return async () => {
    const response = await fetchFn(url);
    if (!response.ok) throw new Error(`GET ${url} answered HTTP ${response.status}`);
    const total = Number(response.headers.get('Content-Length') ?? 0) || 0;
    let loaded = 0;
    return readAll(response, (bytes) => {
      loaded += bytes;
      onProgress(loaded, total);
    });
  };
}

/**
 * Reports a data file's download as a fraction (`undefined` when the size is unknown) and a
 * message: `Loading the IPADIC dictionary: 1.2 of 9.7 MB`.
 */
export function reportDownload(
  what: string,
  onProgress: ((fraction: number | undefined, message: string) => void) | undefined,
): ByteProgress {
  return (loaded, total) => {
    const megabytes = (loaded / 1e6).toFixed(1);
    onProgress?.(
      total > 0 ? Math.min(1, loaded / total) : undefined,
      total > 0 ? `Loading ${what}: ${megabytes} of ${(total / 1e6).toFixed(1)} MB` : `Loading ${what}: ${megabytes} MB`,
    );
  };
}

/** The text of a gzip-compressed UTF-8 file (the app's data files are served compressed). */
export async function gunzipText(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}
