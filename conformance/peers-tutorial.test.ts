// The numbers behind two often-repeated BLEU tutorial claims, per preset, and `comparePresets`.
import { comparePresets, formatCompareTable, resolvePreset, scorePreset, type Tokenizer } from '@bleukit/core';
import * as regex from '@bleukit/tokenizer-regex';
import { describe, expect, it } from 'vitest';

const tokenizers = new Map<string, Tokenizer>(
  Object.values(regex)
    .filter((value): value is Tokenizer => typeof value === 'object' && value !== null && 'tokenize' in value)
    .map((tokenizer) => [tokenizer.name, tokenizer]),
);
// sacreBLEU's and HF's 13a are mteval-v13a's case-preserving rules.
tokenizers.set('13a', tokenizers.get('13a') ?? (regex.tokenizerMteval13aCased as Tokenizer));
const resolveTokenizer = (name: string) => tokenizers.get(name);

const score = (preset: string, overrides: Parameters<typeof resolvePreset>[1], hyp: string, refs: string[]) =>
  scorePreset(resolvePreset(preset, overrides), [hyp], refs.map((r) => [r]), { resolveTokenizer });

describe('"the cat is on the mat" against "there is a cat on the mat" / "the cat sits on the mat"', () => {
  // p1..p4 = 6/6, 3/5, 1/4, 0/3 and c = r = 6: no 4-gram matches, so unsmoothed BLEU is 0.
  const hyp = 'the cat is on the mat';
  const refs = ['there is a cat on the mat', 'the cat sits on the mat'];
  it.each([
    ['sacrebleu', { smoothing: 'none' }],
    ['nmt', {}],
    ['torchmetrics', {}],
    ['torchmetrics', { smoothing: 'add-one' }],
    ['multi-bleu', {}],
    ['multi-bleu-detok', {}],
    ['mteval-v13a', { smoothing: 'none' }],
  ] as const)('%s %j scores exactly 0', (preset, overrides) => {
    const result = score(preset, overrides, hyp, refs);
    expect(result.score).toBe(0);
    expect(result.precisions.slice(0, 3)).toEqual([1, 0.6, 0.25]);
  });
  it('nltk (method0) returns a tiny non-zero float and warns about the 4-grams', () => {
    const result = score('nltk', {}, hyp, refs);
    // BP · (1 · 0.6 · 0.25 · 2.2250738585072014e-308)^(1/4)
    expect(result.score).toBeCloseTo(0, 70);
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBe(Math.exp(0.25 * (Math.log(0.6) + Math.log(0.25) + Math.log(2.2250738585072014e-308))));
    expect(result.warnings).toBe(1);
  });
  it('smoothed presets rescue the zero order, each their own way', () => {
    expect(score('sacrebleu', {}, hyp, refs).score / 100).toBeCloseTo((0.6 * 0.25 * (1 / 6)) ** 0.25, 14);
    expect(score('mteval-v13a', {}, hyp, refs).score).toBeCloseTo((0.6 * 0.25 * (1 / 6)) ** 0.25, 14);
    expect(score('nmt', { smoothing: 'add-one' }, hyp, refs).score).toBeCloseTo(((4 / 6) * (2 / 5) * (1 / 4)) ** 0.25, 14);
    expect(score('nltk', { smoothing: 'method1' }, hyp, refs).score).toBeCloseTo((0.6 * 0.25 * (0.1 / 3)) ** 0.25, 14);
  });
});

describe('legacy NLTK (zero precisions dropped): the tutorial numbers', () => {
  const refs = ['this is a ship', 'it is ship', 'ship it is', 'a ship, it is'];
  it.each([
    ['it is ship', 1.0],
    ['it is a ship', 0.8409],
    ['it', 0.1353],
    ['it it it it it it it', 0.6148],
    ['it a b c d e f g h i j k l m n', 0.6043],
    ['ship ship ship', 0.7598],
    ['it ship', 0.6065],
  ])('%s → %d', (hyp, expected) => {
    expect(score('nltk-legacy', {}, hyp, refs).score).toBeCloseTo(expected, 4);
  });
  it('NLTK 3.8 gives ~1e-77…1e-231 instead for the same hypotheses', () => {
    expect(score('nltk', {}, 'it is a ship', refs).score).toBeLessThan(1e-70);
  });
});

describe('comparePresets', () => {
  it('names the shortest-reference rule for nmt and the tie rule for torchmetrics', () => {
    // Hypothesis of 10 tokens; references of 4 and 11 tokens (the closest is 11, the shortest 4).
    const hyp = 'a b c d e f g h i j';
    const rows = comparePresets([hyp], [['a b c d'], ['a b c d e f g h i j k']], { resolveTokenizer });
    const row = (name: string) => rows.find((r) => r.preset === name);
    expect(row('sacrebleu')?.differsBecause).toEqual([]);
    expect(row('nmt')?.differsBecause).toEqual(['reference length: shortest reference (sacrebleu: closest, tie → shorter)']);
    expect(row('nmt')?.score).toBe(1);
    expect(row('multi-bleu')?.differsBecause).toEqual([]);
    expect(formatCompareTable(rows)).toContain('nmt');
  });
  it('names the tie rule for torchmetrics and peer failures', () => {
    const rows = comparePresets(['a b c d e'], [['a b c d e f'], ['a b c d']], { resolveTokenizer });
    const torchmetrics = rows.find((r) => r.preset === 'torchmetrics');
    expect(torchmetrics?.differsBecause).toEqual([
      'reference length: closest, tie → first listed (sacrebleu: closest, tie → shorter)',
    ]);
    const empty = comparePresets([''], [['a b c d']], { resolveTokenizer });
    expect(empty.find((r) => r.preset === 'nmt')?.formatted).toBe('error: ZeroDivisionError: float division by zero');
    expect(empty.find((r) => r.preset === 'multi-bleu')?.score).toBeNull();
  });
});
