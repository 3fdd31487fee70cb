import { describe, expect, it } from 'vitest';
import { createProgressLoader } from './dictionary-progress.js';

function fakeFetch(files: Record<string, Uint8Array[]>): typeof fetch {
  return (async (url: string) => {
    const name = url.slice(url.lastIndexOf('/') + 1);
    if (name === 'files.json') {
      const sizes = Object.fromEntries(Object.entries(files).map(([n, chunks]) => [n, chunks.reduce((s, c) => s + c.length, 0)]));
      return new Response(JSON.stringify(sizes));
    }
    const chunks = files[name];
    if (!chunks) return new Response('', { status: 404 });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    return new Response(body);
  }) as typeof fetch;
}

describe('createProgressLoader', () => {
  it('returns each file whole and reports bytes received over the total of files.json', async () => {
    const progress: [number, number][] = [];
    const load = createProgressLoader(
      'https://example.test/dict/',
      (loaded, total) => progress.push([loaded, total]),
      fakeFetch({ 'a.dat.gz': [new Uint8Array([1, 2]), new Uint8Array([3])], 'b.dat.gz': [new Uint8Array([4])] }),
    );
    expect(Array.from(await load('a.dat.gz'))).toEqual([1, 2, 3]);
    expect(Array.from(await load('b.dat.gz'))).toEqual([4]);
    expect(progress).toEqual([[2, 4], [3, 4], [4, 4]]);
  });

  it('names the URL and status of a failed request', async () => {
    const load = createProgressLoader('https://example.test/dict/', () => {}, fakeFetch({}));
    await expect(load('x.dat.gz')).rejects.toThrow('GET https://example.test/dict/x.dat.gz answered HTTP 404');
  });
});
