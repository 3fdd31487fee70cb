import { describe, expect, it } from 'vitest';
import { numpyMean, numpySum } from './numpy-mean.js';

const values = (n: number) => Array.from({ length: n }, (_, i) => ((-1) ** i * ((i % 7) + 1)) / (i + 3) * 10 ** (i % 5));

describe('numpySum (NumPy pairwise summation)', () => {
  // np.sum of the same float64 values, printed by NumPy; 129 and 1000 differ from a plain loop.
  it.each([
    [5, 6531.52380952381],
    [8, 6528.5515873015875],
    [9, 6710.369769119769],
    [17, 4399.30916323099],
    [128, 4309.842444959617],
    [129, 4332.743208318394],
    [1000, 3818.2045144933268],
  ])('n = %i → %s', (n, expected) => {
    expect(numpySum(values(n))).toBe(expected);
    expect(numpyMean(values(n))).toBe(expected / n);
  });

  it('differs from left-to-right summation where NumPy does', () => {
    const loop = values(1000).reduce((a, b) => a + b, 0);
    expect(loop).toBe(3818.2045144933245);
    expect(numpySum(values(1000))).not.toBe(loop);
  });
});
