// The scorer against sacreBLEU 2.6.0's sentence BLEU vectors (../shared/conformance/sacrebleu):
// every record with sacreBLEU's sentence defaults (exp smoothing, effective order, order 4,
// cased) and a tokenizer that `-l en-<lang>` picks (13a, zh, ja-mecab).
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../test-support/shared.js';
import { bleu } from './bleu-scorer.js';

interface SentenceRecord {
  id: string;
  hyp: string;
  refs: (string | null)[];
  options: { tokenize: string | null; lowercase: boolean; smooth_method: string; max_ngram_order: number; effective_order: boolean };
  result: { score: number };
  stats: { sys_len: number; ref_len: number; correct: number[]; total: number[] };
}

const LANGUAGE: Record<string, string> = { '13a': 'de', zh: 'zh', 'ja-mecab': 'ja' };

const records = readJsonl<SentenceRecord>('conformance/sacrebleu/bleu-sentence.jsonl').filter(
  ({ options: o, refs }) =>
    o.tokenize !== null && o.tokenize in LANGUAGE && !o.lowercase && o.smooth_method === 'exp' &&
    o.max_ngram_order === 4 && o.effective_order && refs.every((ref) => ref !== null),
);

const scorers = Object.fromEntries(
  Object.entries(LANGUAGE).map(([tok, language]) => [tok, bleu({ targetLanguage: language })]),
);

describe('bleu scorer = sacreBLEU sentence_score', () => {
  it('covers the three default tokenizers', () => {
    expect(records.length).toBe(698);
  });

  it.each(records.map((record) => [record.id, record.options.tokenize, record] as const))('%s (%s)', async (_id, tok, record) => {
    const result = await scorers[tok as string]!({ output: record.hyp, expected: record.refs as string[] });
    const { sys_len, ref_len, correct, total } = record.stats;
    expect(result.metadata.statistics).toEqual([sys_len, ref_len, ...correct, ...total]);
    const expected = record.result.score;
    expect(Math.abs(result.metadata.bleu - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));
    expect(result.score).toBe(Math.min(1, result.metadata.bleu / 100));
    expect(result.metadata.signature).toContain(`nrefs:${record.refs.length}|case:mixed|eff:yes|tok:${tok === 'ja-mecab' ? 'ja-mecab-' : tok}`);
  });
});

describe('bleu scorer', () => {
  const german = bleu({ targetLanguage: 'de' });

  it('puts the 0–100 value, signature and tokenizer in metadata, the 0–1 score outside', async () => {
    const result = await german({ output: 'Die Katze saß auf der Matte.', expected: 'Die Katze saß auf einer Matte.' });
    expect(result.name).toBe('BLEU');
    expect(result.score).toBeCloseTo(result.metadata.bleu / 100, 15);
    expect(result.metadata.tokenizer).toBe('13a');
    expect(result.metadata.signature).toMatch(/^nrefs:1\|case:mixed\|eff:yes\|tok:13a\|smooth:exp\|version:/);
  });

  it('caps the score at 1 (sacreBLEU gives 100.00000000000004 for an identical sentence)', async () => {
    const result = await german({ output: 'The cat sat on the mat.', expected: ['The cat sat on the mat.'] });
    expect(result.metadata.bleu).toBeGreaterThan(100);
    expect(result.score).toBe(1);
  });

  it('scores an identical unspaced Japanese or Chinese sentence 1, not ~0', async () => {
    for (const [language, text] of [['ja', '猫がマットの上に座った。'], ['zh', '猫坐在垫子上。']] as const) {
      const result = await bleu({ targetLanguage: language })({ output: text, expected: text });
      expect(result.score).toBe(1);
    }
  });

  it('notes when an output is too short for 4-grams or shorter than the reference', async () => {
    const result = await german({ output: 'Danke.', expected: 'Vielen Dank für Ihre Hilfe.' });
    expect(result.metadata.notes).toEqual([
      expect.stringContaining('the output has 2 tokens'),
      expect.stringContaining('brevity penalty'),
    ]);
    expect((await german({ output: 'a b c d e', expected: 'a b c d e' })).metadata.notes).toEqual([]);
  });

  it('treats a word like "constructor" as a word', async () => {
    const result = await german({ output: 'the constructor of toString', expected: 'the constructor of toString' });
    expect(result.score).toBe(1);
  });

  it.each([
    ['ko', /ko-mecab.*chrF/],
    ['th', /Thai.*chrF/],
    ['my', /Burmese.*chrF/],
  ])('refuses %s with a message that points to chrF', async (language, message) => {
    const scorer = bleu({ targetLanguage: language });
    await expect(scorer({ output: 'x', expected: 'x' })).rejects.toThrow(message);
  });

  it('refuses a reference list in the corpus layout and a missing reference', async () => {
    await expect(german({ output: 'a', expected: [['a', 'b']] })).rejects.toThrow(/array of arrays, the corpus layout/);
    await expect(german({ output: 'a' })).rejects.toThrow(/expected should be the reference/);
    await expect(german({ output: 'a', expected: [] })).rejects.toThrow(/non-empty array of strings/);
  });
});

describe('corpus BLEU from the same scorer', () => {
  const scorer = bleu({ targetLanguage: 'de' });
  const outputs = ['Die Katze saß auf der Matte.', 'Es regnet heute.', 'Danke.'];
  const expected = ['Die Katze saß auf einer Matte.', ['Heute regnet es.', 'Es regnet heute.'], 'Vielen Dank.'];

  it('sums statistics instead of averaging sentence scores', async () => {
    const results = await Promise.all(outputs.map((output, i) => scorer({ output, expected: expected[i] })));
    const fromResults = await scorer.corpusFromResults(results);
    const direct = await scorer.corpus(outputs, expected);
    expect(fromResults.metadata).toEqual(direct.metadata);
    expect(direct.metadata.signature).toMatch(/^nrefs:var\|case:mixed\|eff:no\|tok:13a\|smooth:exp/);
    const average = results.reduce((sum, result) => sum + result.score, 0) / results.length;
    expect(direct.score).not.toBeCloseTo(average, 3);
  });

  it('names a transposed reference list', async () => {
    await expect(scorer.corpus(outputs, [outputs, outputs])).rejects.toThrow(/looks transposed: it holds 2 lists of 3/);
    await expect(scorer.corpus(outputs, ['a'])).rejects.toThrow(/3 outputs and 1 expected/);
  });
});
