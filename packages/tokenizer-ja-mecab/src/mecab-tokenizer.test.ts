import { BleukitError } from '@bleukit/core';
import { checkTokenizer } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';
import { MECAB_TOKENIZER_NAME, createMecabTokenizer } from './index.js';

const tokenizer = await createMecabTokenizer();

describe('createMecabTokenizer', () => {
  it('meets the tokenizer contract', () => {
    expect(checkTokenizer(tokenizer)).toEqual([]);
  });

  it('names MeCab, IPADIC and the engine in the signature', () => {
    expect(tokenizer.name).toBe(MECAB_TOKENIZER_NAME);
    expect(tokenizer.name.startsWith('ja-mecab-0.996-IPA')).toBe(true);
  });

  // MeCab + IPADIC behaviour (checked against `mecab -Owakati`), one rule per row.
  it.each([
    ['dictionary words', '吾輩は猫である。', '吾輩 は 猫 で ある 。'],
    ['ASCII digit runs stay whole, decimals split', '価格は3.14ドル', '価格 は 3 . 14 ドル'],
    ['full-width digits', '２０２３年', '２ ０ ２ ３ 年'],
    ['unknown katakana runs are grouped', 'ブレウキットを使う', 'ブレウキット を 使う'],
    ['spaces are skipped, U+3000 disappears in split', 'Hello world\u3000テスト', 'Hello world テスト'],
    ['unknown kanji get 1- and 2-character candidates', '我们在2020年完成了这个项目', '我 们在 2020 年 完成 了 这个 项目'],
    ['symbol runs group across known symbols', '«。…文', '«。… 文'],
    ['astral characters are DEFAULT and group together', '𠀀𠀁字与扩展B区', '𠀀𠀁 字 与 扩展 B 区'],
    [
      'a grouped unknown word has at most 25 characters',
      'Donaudampfschifffahrtsgesellschaftskapitänsmütze',
      'D o n a u d a m p f s c h i f f f a h r t s g esellschaftskapitänsmütze',
    ],
    ['empty line', '', ''],
  ])('%s', (_rule, input, expected) => {
    expect(tokenizer.tokenize(input).join(' ')).toBe(expected);
  });

  it('shares one dictionary load between calls', async () => {
    const again = await createMecabTokenizer();
    expect(again.tokenize('東京都に行く')).toEqual(tokenizer.tokenize('東京都に行く'));
  });

  it('loads from a custom loader and reports a missing file with the fix', async () => {
    const error = await createMecabTokenizer({
      loadFile: async (name) => {
        throw new Error(`no ${name}`);
      },
    }).catch((e: unknown) => e);
    expect(BleukitError.isInstance(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/cannot load the IPADIC file .*dictionaryUrl/);
  });
});

/** This package's built dictionary file, as Node's default load reads it. */
const builtFile = (): Promise<Buffer> => import('node:fs/promises').then(({ readFile }) => readFile(new URL('../dist/ipadic.bin', import.meta.url)));

describe('dictionary loading', () => {
  it('loads a gzip-compressed copy of the file through loadFile, asking for it by name', async () => {
    const { gzipSync } = await import('node:zlib');
    const compressed = gzipSync(await builtFile(), { level: 1 });
    const asked: string[] = [];
    const fromGzip = await createMecabTokenizer({
      loadFile: async (name) => {
        asked.push(name);
        return compressed;
      },
    });
    expect(asked).toEqual(['ipadic.bin']);
    expect(fromGzip.tokenize('東京都に行く')).toEqual(['東京', '都', 'に', '行く']);
  });

  it('refuses bytes that are not the dictionary file, saying what to serve', async () => {
    const html = new TextEncoder().encode('<!doctype html><title>Not found</title>');
    const error = await createMecabTokenizer({ loadFile: async () => html }).catch((e: unknown) => e);
    expect(BleukitError.isInstance(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(
      /cannot load the IPADIC file ipadic\.bin from the loadFile option: Error: not a bleukit IPADIC file \(it starts with "<!doctyp", not "BKIPADIC"\)\. Serve the dist\/ipadic\.bin/,
    );
  });
});

describe('dictionaryUrl (the browser path: fetch from a URL)', () => {
  it('fetches the file over HTTP from a local server, by its URL or its folder\'s', async () => {
    const { createServer } = await import('node:http');
    const bytes = await builtFile();
    const requested: string[] = [];
    const server = createServer((request, response) => {
      const url = request.url ?? '';
      requested.push(url);
      if (url === '/dict/ipadic.bin' || url === '/other/name.bin') {
        response.end(bytes);
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const byFolder = await createMecabTokenizer({ dictionaryUrl: `http://127.0.0.1:${port}/dict/` });
      expect(byFolder.tokenize('すもももももももものうち')).toEqual(['すもも', 'も', 'もも', 'も', 'もも', 'の', 'うち']);
      const byFile = await createMecabTokenizer({ dictionaryUrl: new URL(`http://127.0.0.1:${port}/other/name.bin`) });
      expect(byFile.tokenize('東京都に行く')).toEqual(['東京', '都', 'に', '行く']);
      expect(requested).toEqual(['/dict/ipadic.bin', '/other/name.bin']);
      const missing = await createMecabTokenizer({ dictionaryUrl: `http://127.0.0.1:${port}/nowhere/` }).catch(
        (error: unknown) => error,
      );
      expect(BleukitError.isInstance(missing)).toBe(true);
      expect(String((missing as Error).message)).toContain(
        `cannot load the IPADIC file ipadic.bin from http://127.0.0.1:${port}/nowhere/ipadic.bin: Error: GET http://127.0.0.1:${port}/nowhere/ipadic.bin answered HTTP 404.`,
      );
    } finally {
      server.close();
    }
  });
});

describe('loadMecabDictionary (one dictionary for every thread)', () => {
  const lines = ['吾輩は猫である。', '東京都に行く', 'ブレウキットを使う', '２０２３年の価格は3.14ドル', '我们在2020年完成了这个项目'];

  it('loads the dictionary into shared memory, and a tokenizer made from it splits as the default one', async () => {
    const { loadMecabDictionary } = await import('./index.js');
    const dictionary = await loadMecabDictionary();
    const arrays = [dictionary.units, dictionary.firstUnit, dictionary.firstEntries, dictionary.entries, dictionary.costs];
    for (const array of arrays) expect(array.buffer).toBeInstanceOf(SharedArrayBuffer);
    // views over the one file read, not copies
    expect(new Set(arrays.map((array) => array.buffer)).size).toBe(1);
    const fromDictionary = await createMecabTokenizer({ dictionary: structuredClone(dictionary) });
    expect(lines.map((line) => fromDictionary.tokenize(line))).toEqual(lines.map((line) => tokenizer.tokenize(line)));
  });

  it('is posted to a worker thread without a copy, and the worker splits as this thread does', async () => {
    const { Worker } = await import('node:worker_threads');
    const { loadMecabDictionary } = await import('./index.js');
    const dictionary = await loadMecabDictionary();
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      import(workerData.url).then(async ({ createMecabTokenizer }) => {
        const tokenizer = await createMecabTokenizer({ dictionary: workerData.dictionary });
        parentPort.postMessage({
          shared: workerData.dictionary.units.buffer instanceof SharedArrayBuffer,
          tokens: workerData.lines.map((line) => tokenizer.tokenize(line)),
        });
      });`;
    const url = new URL('../dist/index.js', import.meta.url).href;
    const worker = new Worker(code, { eval: true, workerData: { url, dictionary, lines } });
    try {
      const reply = await new Promise<{ shared: boolean; tokens: string[][] }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(reply.shared).toBe(true);
      expect(reply.tokens).toEqual(lines.map((line) => tokenizer.tokenize(line)));
    } finally {
      await worker.terminate();
    }
  });

  it('refuses a dictionary option that is not one, saying what to pass', async () => {
    const error = await createMecabTokenizer({ dictionary: { units: [] } as never }).catch((e: unknown) => e);
    expect(BleukitError.isInstance(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/not a dictionary from loadMecabDictionary\(\)/);
  });
});
