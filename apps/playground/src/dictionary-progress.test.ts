import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createProgressLoader, gunzipText, reportDownload } from './dictionary-progress.js';

/** A fetch answering `url` with `chunks` (and their total as Content-Length unless `length` is false), 404 otherwise. */
function fakeFetch(url: string, chunks: Uint8Array[], length = true): typeof fetch {
  return (async (requested: string) => {
    if (requested !== url) return new Response('', { status: 404 });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    return new Response(body, { headers: length ? { 'Content-Length': String(size) } : {} });
  }) as typeof fetch;
}

describe('createProgressLoader', () => {
  const url = 'https://example.test/ipadic/ipadic-0123456789ab.bin.gz';
  const chunks = [new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([4])];

  it('returns the file whole and reports bytes received of its Content-Length', async () => {
    const progress: [number, number][] = [];
    const load = createProgressLoader(url, (loaded, total) => progress.push([loaded, total]), fakeFetch(url, chunks));
    expect(Array.from(await load())).toEqual([1, 2, 3, 4]);
    expect(progress).toEqual([[2, 4], [3, 4], [4, 4]]);
  });

  it('reports a total of 0 when the server sends no length', async () => {
    const progress: [number, number][] = [];
    const load = createProgressLoader(url, (loaded, total) => progress.push([loaded, total]), fakeFetch(url, chunks, false));
    expect(Array.from(await load())).toEqual([1, 2, 3, 4]);
    expect(progress).toEqual([[2, 0], [3, 0], [4, 0]]);
  });

  it('names the URL and status of a failed request', async () => {
    const load = createProgressLoader('https://example.test/ipadic/missing.bin.gz', () => {}, fakeFetch(url, chunks));
    await expect(load()).rejects.toThrow('GET https://example.test/ipadic/missing.bin.gz answered HTTP 404');
  });
});

describe('reportDownload', () => {
  it('reports a fraction and megabytes of the total, or megabytes alone when the size is unknown', () => {
    const seen: [number | undefined, string][] = [];
    const report = reportDownload('WordNet 3.0 for METEOR', (fraction, message) => seen.push([fraction, message]));
    report(250_000, 1_000_000);
    report(1_000_000, 1_000_000);
    report(1_234_567, 0);
    expect(seen).toEqual([
      [0.25, 'Loading WordNet 3.0 for METEOR: 0.3 of 1.0 MB'],
      [1, 'Loading WordNet 3.0 for METEOR: 1.0 of 1.0 MB'],
      [undefined, 'Loading WordNet 3.0 for METEOR: 1.2 MB'],
    ]);
  });
});

describe('gunzipText', () => {
  it('inflates what gzip compressed, multi-byte characters included', async () => {
    const text = 'naïve café 日本語\n'.repeat(1000);
    expect(await gunzipText(gzipSync(Buffer.from(text, 'utf8')))).toBe(text);
  });
});
