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

describe('dictionary loading', () => {
  it('accepts files already decompressed (served with Content-Encoding: gzip)', async () => {
    const { readFile } = await import('node:fs/promises');
    const { gunzip } = await import('./gunzip.js');
    const { dirname, join } = await import('node:path');
    const { createRequire } = await import('node:module');
    const dir = join(dirname(dirname(createRequire(import.meta.url).resolve('@patdx/kuromoji'))), 'dict');
    const plain = await createMecabTokenizer({
      loadFile: async (name) => gunzip(new Uint8Array(await readFile(join(dir, name)))),
    });
    expect(plain.tokenize('東京都に行く')).toEqual(['東京', '都', 'に', '行く']);
  });
});

describe('dictionaryUrl (the browser path: fetch from a folder URL)', () => {
  it('fetches the files over HTTP from a local server', async () => {
    const { createServer } = await import('node:http');
    const { readFile } = await import('node:fs/promises');
    const { dirname, join, basename } = await import('node:path');
    const { createRequire } = await import('node:module');
    const dir = join(dirname(dirname(createRequire(import.meta.url).resolve('@patdx/kuromoji'))), 'dict');
    const requested: string[] = [];
    const server = createServer((request, response) => {
      const url = request.url ?? '';
      const name = basename(url);
      if (url.startsWith('/dict/')) requested.push(name);
      (url.startsWith('/dict/') ? readFile(join(dir, name)) : Promise.reject(new Error('not found'))).then(
        (bytes) => response.end(bytes),
        () => {
          response.statusCode = 404;
          response.end();
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const fetched = await createMecabTokenizer({ dictionaryUrl: `http://127.0.0.1:${port}/dict` });
      expect(fetched.tokenize('すもももももももものうち')).toEqual(['すもも', 'も', 'もも', 'も', 'もも', 'の', 'うち']);
      expect(requested.sort()).toEqual(['base.dat.gz', 'cc.dat.gz', 'check.dat.gz', 'tid.dat.gz', 'tid_map.dat.gz']);
      const missing = await createMecabTokenizer({ dictionaryUrl: `http://127.0.0.1:${port}/nowhere/x/` }).catch(
        (error: unknown) => error,
      );
      expect(String((missing as Error).message)).toMatch(/HTTP 404|cannot load/);
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
    for (const array of [dictionary.units, dictionary.firstUnit, dictionary.firstEntries, dictionary.entries, dictionary.costs]) {
      expect(array.buffer).toBeInstanceOf(SharedArrayBuffer);
    }
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
