import { describe, expect, it } from 'vitest';
import { computeBleu } from './compute-bleu.js';

const exp = { smoothMethod: 'exp', effectiveOrder: false } as const;

// [hypLen, refLen, c1..c4, t1..t4]
function stats(hypLen: number, refLen: number, correct: number[], total: number[]): number[] {
  return [hypLen, refLen, ...correct, ...total];
}

describe('computeBleu', () => {
  it('is the geometric mean of the four precisions over N, not N − 1', () => {
    const result = computeBleu(stats(10, 10, [8, 6, 4, 2], [10, 9, 8, 7]), exp);
    const expected = 100 * Math.exp((Math.log(0.8) + Math.log(6 / 9) + Math.log(0.5) + Math.log(2 / 7)) / 4);
    expect(result.score).toBeCloseTo(expected, 10);
    const wrongMean = 100 * Math.exp((Math.log(0.8) + Math.log(6 / 9) + Math.log(0.5) + Math.log(2 / 7)) / 3);
    expect(result.score).not.toBeCloseTo(wrongMean, 3);
  });

  it('applies the brevity penalty exp(1 − r/c) only when the hypothesis is shorter', () => {
    const short = computeBleu(stats(8, 10, [8, 7, 6, 5], [8, 7, 6, 5]), exp);
    expect(short.bp).toBeCloseTo(Math.exp(1 - 10 / 8), 15);
    expect(short.bp).not.toBeCloseTo(Math.exp(1 - 8 / 10), 3);
    expect(short.score).toBeCloseTo(100 * Math.exp(1 - 10 / 8), 10);
    const long = computeBleu(stats(12, 10, [8, 7, 6, 5], [12, 11, 10, 9]), exp);
    expect(long.bp).toBe(1);
  });

  it('gives BP 0 for an empty hypothesis against a non-empty reference', () => {
    const result = computeBleu(stats(0, 5, [0, 0, 0, 0], [0, 0, 0, 0]), exp);
    expect(result).toMatchObject({ score: 0, bp: 0, ratio: 0 });
  });

  it.each([
    ['exp', [100 * (3 / 5), 100 * (1 / 4), 100 / (2 * 3), 100 / (4 * 2)]],
    ['floor', [100 * (3 / 5), 100 * (1 / 4), (100 * 0.1) / 3, (100 * 0.1) / 2]],
    ['none', [100 * (3 / 5), 100 * (1 / 4), 0, 0]],
  ] as const)('smooths zero-match orders with %s', (smoothMethod, precisions) => {
    const result = computeBleu(stats(5, 5, [3, 1, 0, 0], [5, 4, 3, 2]), { smoothMethod, effectiveOrder: false });
    result.precisions.forEach((p, i) => expect(p).toBeCloseTo(precisions[i] as number, 12));
    if (smoothMethod === 'none') expect(result.score).toBe(0);
  });

  it('adds k to counts and totals of orders ≥ 2 with add-k, and reports the smoothed counts', () => {
    const result = computeBleu(stats(5, 5, [3, 1, 0, 0], [5, 4, 3, 2]), { smoothMethod: 'add-k', effectiveOrder: false });
    expect(result.counts).toEqual([3, 2, 1, 1]);
    expect(result.totals).toEqual([5, 5, 4, 3]);
  });

  it('stops at the first order without n-grams; effective order averages up to there', () => {
    const plain = computeBleu(stats(2, 2, [2, 1, 0, 0], [2, 1, 0, 0]), exp);
    expect(plain.score).toBe(0);
    const effective = computeBleu(stats(2, 2, [2, 1, 0, 0], [2, 1, 0, 0]), { ...exp, effectiveOrder: true });
    expect(effective.score).toBeCloseTo(100, 10);
  });

  it('returns 0 with unsmoothed counts when nothing matched', () => {
    const result = computeBleu(stats(4, 4, [0, 0, 0, 0], [4, 3, 2, 1]), { smoothMethod: 'add-k', effectiveOrder: false });
    expect(result).toMatchObject({ score: 0, counts: [0, 0, 0, 0], totals: [4, 3, 2, 1], precisions: [0, 0, 0, 0] });
  });
});
