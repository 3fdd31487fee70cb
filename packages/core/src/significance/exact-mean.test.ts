import { describe, expect, it } from 'vitest';
import { exactMean } from './exact-mean.js';

describe('exactMean (Python statistics.mean on floats)', () => {
  // Expected values printed by Python 3 `statistics.mean`; the naive mean differs in the first rows.
  it.each([
    [[0.1, 0.2, 0.3], 0.2],
    [[1e16, 1, -1e16], 0.3333333333333333],
    [Array.from({ length: 10 }, () => 1 / 3), 0.3333333333333333],
    [[70.1, 70.2, 70.3, 70.4, 70.5, 70.6, 70.7], 70.4],
    [[5e-324, 0], 0],
    [[5e-324, 5e-324, 5e-324, 0], 5e-324],
    [[1.5e-323, 0], 1e-323],
    [[0, 0, 0], 0],
    [[-2.5, 2.5, 100], 33.333333333333336],
  ])('%j → %s', (values, expected) => {
    expect(exactMean(values)).toBe(expected);
  });

  it('is independent of order', () => {
    const values = Array.from({ length: 1000 }, (_, i) => Math.sin(i) * 10 ** (i % 9));
    expect(exactMean([...values].reverse())).toBe(exactMean(values));
  });
});
