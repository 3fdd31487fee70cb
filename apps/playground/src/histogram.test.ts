import { describe, expect, it } from 'vitest';
import { scoreHistogram } from './histogram.js';

describe('scoreHistogram', () => {
  it('counts scores into ten bins, 100 in the last and out-of-range values clamped', () => {
    const bins = scoreHistogram([0, 5, 9.99, 10, 55, 99.9, 100, -1, 150, Number.NaN]);
    expect(bins.map((b) => b.count)).toEqual([4, 1, 0, 0, 0, 1, 0, 0, 0, 3]);
    expect(bins[0]).toEqual({ from: 0, to: 10, count: 4 });
    expect(bins[9]?.to).toBe(100);
  });

  it('takes a bin count and typed arrays', () => {
    expect(scoreHistogram(new Float64Array([0, 50, 100]), 4).map((b) => b.count)).toEqual([1, 0, 1, 1]);
    expect(scoreHistogram([]).every((b) => b.count === 0)).toBe(true);
  });
});
