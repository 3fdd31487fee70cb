// NumPy's float64 sum of a contiguous 1-D array (`np.add.reduce`), whose rounding differs from a
// left-to-right loop: below 8 elements it adds in order; up to 128 it keeps eight running sums
// (element i goes to sum i mod 8) and combines them as ((s0+s1)+(s2+s3))+((s4+s5)+(s6+s7)) before
// adding the leftover tail in order; above 128 it splits at half the length rounded down to a
// multiple of 8 and adds the two halves' sums.

const BLOCK = 128;

function pairwiseSum(values: ArrayLike<number>, start: number, n: number): number {
  if (n < 8) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[start + i] as number;
    return sum;
  }
  if (n <= BLOCK) {
    let r0 = values[start] as number;
    let r1 = values[start + 1] as number;
    let r2 = values[start + 2] as number;
    let r3 = values[start + 3] as number;
    let r4 = values[start + 4] as number;
    let r5 = values[start + 5] as number;
    let r6 = values[start + 6] as number;
    let r7 = values[start + 7] as number;
    let i = 8;
    for (; i < n - (n % 8); i += 8) {
      const k = start + i;
      r0 += values[k] as number;
      r1 += values[k + 1] as number;
      r2 += values[k + 2] as number;
      r3 += values[k + 3] as number;
      r4 += values[k + 4] as number;
      r5 += values[k + 5] as number;
      r6 += values[k + 6] as number;
      r7 += values[k + 7] as number;
    }
    let sum = r0 + r1 + (r2 + r3) + (r4 + r5 + (r6 + r7));
    for (; i < n; i++) sum += values[start + i] as number;
    return sum;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return pairwiseSum(values, start, half) + pairwiseSum(values, start + half, n - half);
}

/** `np.sum(values)` for a float64 array, in NumPy's pairwise order. */
export function numpySum(values: ArrayLike<number>): number {
  return pairwiseSum(values, 0, values.length);
}

/** `np.mean(values)` for a float64 array: the pairwise sum divided by the length. */
export function numpyMean(values: ArrayLike<number>): number {
  return numpySum(values) / values.length;
}
