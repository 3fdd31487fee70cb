// loadSentencePieceModel: one compiled model on shared memory for every thread, against the
// tokenizer made from the file's bytes, on the bundled samples (whose pieces spm_encode recorded,
// see recorded-samples.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BleukitError } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { createSentencePieceTokenizer, loadSentencePieceModel } from './tokenizer.js';

const samples = join(import.meta.dirname, '../../../samples');
const model = readFileSync(join(samples, 'spm', 'samples.model'));
const lines = ['en-ja/ref.ja', 'en-ja/hyp.fluent.ja', 'en-de/ref.en'].flatMap((file) => readFileSync(join(samples, file), 'utf8').trimEnd().split('\n'));

describe('loadSentencePieceModel (one model for every thread)', () => {
  it('compiles the model into shared memory, named by its hash; a tokenizer made from it splits as one made from the bytes', async () => {
    const fromBytes = await createSentencePieceTokenizer({ model });
    const compiled = await loadSentencePieceModel({ model });
    expect(compiled.name).toBe('spm-3427bf379e49');
    const { tables } = compiled;
    const arrays = [tables.trie, tables.reserved, tables.pieceBytes, tables.pieceStarts, tables.scores, tables.types, tables.searchScores, tables.settings.precompiledCharsmap];
    for (const array of arrays) expect(array.buffer).toBeInstanceOf(SharedArrayBuffer);
    const fromCompiled = await createSentencePieceTokenizer({ model: structuredClone(compiled) });
    expect(fromCompiled.name).toBe('spm-3427bf379e49');
    expect(lines).toHaveLength(90);
    expect(lines.map((line) => fromCompiled.tokenize(line))).toEqual(lines.map((line) => fromBytes.tokenize(line)));
    expect((await createSentencePieceTokenizer({ model: compiled, name: 'flores200' })).name).toBe('flores200');
  });

  it('is posted to a worker thread without a copy, and the worker splits as this thread does', async () => {
    const { Worker } = await import('node:worker_threads');
    const compiled = await loadSentencePieceModel({ model });
    const tokenizer = await createSentencePieceTokenizer({ model: compiled });
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      import(workerData.url).then(async ({ createSentencePieceTokenizer }) => {
        const tokenizer = await createSentencePieceTokenizer({ model: workerData.compiled });
        parentPort.postMessage({
          shared: workerData.compiled.tables.trie.buffer instanceof SharedArrayBuffer,
          name: tokenizer.name,
          tokens: workerData.lines.map((line) => tokenizer.tokenize(line)),
        });
      });`;
    const url = new URL('../dist/index.js', import.meta.url).href;
    const worker = new Worker(code, { eval: true, workerData: { url, compiled, lines } });
    try {
      const reply = await new Promise<{ shared: boolean; name: string; tokens: string[][] }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(reply.shared).toBe(true);
      expect(reply.name).toBe(tokenizer.name);
      expect(reply.tokens).toEqual(lines.map((line) => tokenizer.tokenize(line)));
    } finally {
      await worker.terminate();
    }
  });

  it('refuses a model option that is neither bytes nor a compiled model, saying what to pass', async () => {
    const error = await createSentencePieceTokenizer({ model: { name: 'x', tables: { trie: [] } } as never }).catch((e: unknown) => e);
    expect(BleukitError.isInstance(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/neither a \.model file's bytes nor a model from loadSentencePieceModel\(\)/);
  });
});
