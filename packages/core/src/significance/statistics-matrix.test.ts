import { describe, expect, it } from 'vitest';
import { matrixTotals, toStatisticsMatrix } from './statistics-matrix.js';

describe('toStatisticsMatrix', () => {
  it('packs rows and sums columns', () => {
    const matrix = toStatisticsMatrix([
      [3, 4, 2, 1, 3, 2],
      [1, 1, 1, 0, 1, 0],
    ]);
    expect(matrix).toMatchObject({ segments: 2, width: 6 });
    expect(Array.from(matrix.data)).toEqual([3, 4, 2, 1, 3, 2, 1, 1, 1, 0, 1, 0]);
    expect(Array.from(matrixTotals(matrix))).toEqual([4, 5, 3, 1, 4, 2]);
    expect(toStatisticsMatrix(matrix)).toBe(matrix);
  });

  it.each([
    [[], /non-empty array/],
    [[[]], /segment 1 should hold the metric's statistics/],
    [[[1, 1, 1, 1], [1, 1]], /segment 2 has 2 numbers but segment 1 has 4/],
    [[[1, 1, Number.NaN, 1]], /segment 1, position 3 should be a finite number/],
    [{ segments: 2, width: 4, data: new Float64Array(4) }, /segments × width/],
  ])('rejects %j', (input, message) => {
    expect(() => toStatisticsMatrix(input as never)).toThrow(message);
  });
});
