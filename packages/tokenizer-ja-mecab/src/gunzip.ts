// gzip decompression with the web-standard DecompressionStream, present in browsers and in
// Node 18+, so the same code runs everywhere without a zlib dependency.

interface WebStreams {
  DecompressionStream: new (format: 'gzip') => object;
  Blob: new (parts: Uint8Array[]) => { stream(): { pipeThrough(transform: object): object } };
  Response: new (body: object) => { arrayBuffer(): Promise<ArrayBuffer> };
}

/**
 * Decompresses gzip data. Bytes without the gzip magic number are returned as they are: a web
 * server may have sent `Content-Encoding: gzip`, and then the browser has decompressed already.
 */
export async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const web = globalThis as unknown as Partial<WebStreams>;
  if (!web.DecompressionStream || !web.Blob || !web.Response) {
    throw new Error('this runtime has no DecompressionStream (Node 18+, Chrome 80+, Safari 16.4+, Firefox 113+)');
  }
  const stream = new web.Blob([bytes]).stream().pipeThrough(new web.DecompressionStream('gzip'));
  return new Uint8Array(await new web.Response(stream).arrayBuffer());
}
