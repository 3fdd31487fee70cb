// Parity with the C++ library: models trained here with spm_train (unigram and BPE, with and
// without byte fallback, user and control symbols, every normalization the FLORES models and
// others use), then every training line and thousands of seeded fuzz lines encoded by this
// package and by spm_encode. The models are trained afresh on each run (spm_train is not
// deterministic), so the comparison is live, never against stored pieces.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pythonSplit } from '@bleukit/core';
import { checkTokenizer } from '@bleukit/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spmEncode, spmToolsMissing, trainModel, type TrainFlags } from '../../../test-support/sentencepiece-tools.js';
import { wmtSampleLines } from '../../../test-support/wmt-lines.js';
import { largeUnigramModel } from '../test/large-model.js';
import { multilingualLines } from '../test/multilingual-lines.js';
import { createSentencePieceTokenizer } from './tokenizer.js';
import { SentencePieceProcessor } from './sentencepiece.js';

const samples = join(import.meta.dirname, '../../../samples');

/** The bundled samples, the WMT sample and generated multilingual text: what the models learn from. */
function trainingLines(): string[] {
  const bundled: string[] = [];
  for (const pair of readdirSync(samples, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of readdirSync(join(samples, pair.name))) {
      bundled.push(...readFileSync(join(samples, pair.name, file), 'utf8').split('\n'));
    }
  }
  return [...bundled, ...wmtSampleLines(), ...multilingualLines(20_000, 1)].filter((line) => line !== '');
}

const USER_SYMBOLS = { user_defined_symbols: '<sep>,[MASK],©', control_symbols: '<ctrl>' };

/** The models: name, spm_train flags. */
const MODELS: readonly [string, TrainFlags][] = [
  // FLORES-101/200 and spBLEU-1K settings: unigram, nmt_nfkc, a large vocabulary (as large as this text allows).
  ['flores-like', { model_type: 'unigram', vocab_size: 8000, hard_vocab_limit: false, character_coverage: 0.9995 }],
  ['unigram-bytes', { model_type: 'unigram', vocab_size: 3000, byte_fallback: true, character_coverage: 0.98, ...USER_SYMBOLS }],
  ['unigram-identity', {
    model_type: 'unigram', vocab_size: 2000, normalization_rule_name: 'identity', add_dummy_prefix: false,
    remove_extra_whitespaces: false, character_coverage: 0.99,
  }],
  ['unigram-suffix', {
    model_type: 'unigram', vocab_size: 2000, treat_whitespace_as_suffix: true, normalization_rule_name: 'nfkc', byte_fallback: true,
  }],
  ['bpe', { model_type: 'bpe', vocab_size: 6000 }],
  ['bpe-bytes', { model_type: 'bpe', vocab_size: 3000, byte_fallback: true, character_coverage: 0.98, ...USER_SYMBOLS }],
  ['bpe-identity', {
    model_type: 'bpe', vocab_size: 1000, normalization_rule_name: 'identity', add_dummy_prefix: false, character_coverage: 0.98,
  }],
  ['bpe-suffix', {
    model_type: 'bpe', vocab_size: 2000, treat_whitespace_as_suffix: true, normalization_rule_name: 'nfkc_cf',
    remove_extra_whitespaces: false,
  }],
];

/** Lines where this package and spm_encode differ: how many, and the first few. */
function differences(model: string, lines: readonly string[], expected: readonly string[]): { count: number; first: string[] } {
  const processor = SentencePieceProcessor.fromBytes(readFileSync(model));
  const first: string[] = [];
  let count = 0;
  lines.forEach((line, i) => {
    const ours = processor.encodeAsPieces(line).join(' ');
    if (ours !== expected[i] && count++ < 5) first.push(`${JSON.stringify(line)}: ${JSON.stringify(ours)} vs ${JSON.stringify(expected[i])}`);
  });
  return { count, first };
}

describe('C++ SentencePiece parity (spm_train, spm_encode)', () => {
  it('has the C++ tools', () => {
    expect(spmToolsMissing).toBeUndefined();
  });

  describe.skipIf(spmToolsMissing !== undefined)('models trained here', () => {
    let dir: string;
    let lines: string[];
    const models = new Map<string, string>();

    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'bleukit-spm-'));
      lines = trainingLines();
      for (const [name, flags] of MODELS) models.set(name, trainModel(dir, name, lines, { num_threads: 2, ...flags }));
    }, 120_000);

    afterAll(() => {
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
    });

    it.each(MODELS.map(([name]) => name))('%s: every training line and 5,000 fuzz lines as spm_encode', (name) => {
      const model = models.get(name) as string;
      expect(lines.length).toBeGreaterThan(25_000);
      const expected = spmEncode(model, lines);
      expect(differences(model, lines, expected)).toEqual({ count: 0, first: [] });
      const seed = MODELS.findIndex(([other]) => other === name) + 100;
      const fuzz = multilingualLines(5_000, seed, true);
      const fuzzExpected = spmEncode(model, fuzz);
      expect(differences(model, fuzz, fuzzExpected)).toEqual({ count: 0, first: [] });
      // The lines reach what the model has: byte pieces, user symbols kept whole.
      const pieces = new Set([...expected, ...fuzzExpected].flatMap((line) => line.split(' ')));
      if (name.endsWith('-bytes')) {
        expect(['<sep>', '[MASK]', '©'].filter((piece) => !pieces.has(piece))).toEqual([]);
        expect([...pieces].filter((piece) => /^<0x[0-9A-F]{2}>$/.test(piece)).length).toBeGreaterThan(10);
      }
    });

    it('a model the size of FLORES-200 (256,000 pieces, nmt_nfkc rules): a quarter of the lines and 2,000 fuzz lines as spm_encode', () => {
      const large = largeUnigramModel(readFileSync(models.get('flores-like') as string), lines, 256_000, 7);
      const path = join(dir, 'large.model');
      writeFileSync(path, large);
      expect(SentencePieceProcessor.fromBytes(large).model.pieces).toHaveLength(256_000);
      const sample = [...lines.filter((_, i) => i % 4 === 0), ...multilingualLines(2_000, 300, true)];
      expect(differences(path, sample, spmEncode(path, sample))).toEqual({ count: 0, first: [] });
    }, 60_000);

    it('meets the tokenizer contract and names each model by its hash', async () => {
      const bytes = readFileSync(models.get('flores-like') as string);
      const tokenizer = await createSentencePieceTokenizer({ model: bytes });
      expect(tokenizer.name).toMatch(/^spm-[0-9a-f]{12}$/);
      expect(checkTokenizer(tokenizer)).toEqual([]);
      const other = await createSentencePieceTokenizer({ model: readFileSync(models.get('bpe') as string) });
      expect(other.name).not.toBe(tokenizer.name);
      expect(checkTokenizer(other)).toEqual([]);
    });

    it('splits the joined pieces as sacreBLEU does (whitespace inside a piece separates tokens)', async () => {
      const model = models.get('unigram-identity') as string;
      const tokenizer = await createSentencePieceTokenizer({ model: readFileSync(model) });
      const line = 'a\u3000b\u00a0c  d';
      const [pieces] = spmEncode(model, [line]);
      expect(tokenizer.tokenize(line)).toEqual(pythonSplit(pieces as string));
    });

    it('refuses word and char models, saying which types it encodes', async () => {
      const model = trainModel(dir, 'word', lines.slice(0, 3000), { model_type: 'word', vocab_size: 500 });
      await expect(createSentencePieceTokenizer({ model: readFileSync(model) })).rejects.toThrow(
        '[tokenizer-sentencepiece] the model file cannot be used: word models are not supported; this encoder handles unigram and BPE models',
      );
    });
  });
});
