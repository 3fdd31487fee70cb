// gzip decompression with the web-standard DecompressionStream, present in browsers and in
// Node 18+, so the same code runs everywhere without a zlib dependency.

interface WebStreams {
  DecompressionStream: new (format: 'gzip') => object;
  Blob: new (parts: Uint8Array[]) => { stream(): { pipeThrough(transform: object): object } };
  Response: new (body: object) => { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Decompresses gzip data. */
export async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const web = globalThis as unknown as Partial<WebStreams>;
  if (!web.DecompressionStream || !web.Blob || !web.Response) {
    throw new Error('this runtime has no DecompressionStream (Node 18+, Chrome 80+, Safari 16.4+, Firefox 113+)');
  }
  const stream = new web.Blob([bytes]).stream().pipeThrough(new web.DecompressionStream('gzip'));
  return new Uint8Array(await new web.Response(stream).arrayBuffer());
}
