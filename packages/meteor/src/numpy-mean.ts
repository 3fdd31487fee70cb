// NumPy's float64 mean, which Hugging Face's `meteor` reports (`np.mean(scores)`): NumPy adds a
// contiguous array by pairwise summation, so its sum can differ in the last bits from adding the
// values in order.

/** Below this many values NumPy adds one by one; up to the block size, in eight lanes. */
const BLOCK = 128;

function pairwiseSum(values: readonly number[], start: number, n: number): number {
  if (n < 8) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[start + i] as number;
    return sum;
  }
  if (n <= BLOCK) {
    const r = new Float64Array(8);
    for (let j = 0; j < 8; j++) r[j] = values[start + j] as number;
    let i = 8;
    for (; i < n - (n % 8); i += 8) for (let j = 0; j < 8; j++) r[j] = (r[j] as number) + (values[start + i + j] as number);
    let sum = ((r[0]! + r[1]!) + (r[2]! + r[3]!)) + ((r[4]! + r[5]!) + (r[6]! + r[7]!));
    for (; i < n; i++) sum += values[start + i] as number;
    return sum;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return pairwiseSum(values, start, half) + pairwiseSum(values, start + half, n - half);
}

/**
 * `numpy.mean` of float64 values, bit for bit: NumPy's pairwise sum divided by the count (NaN for
 * no values, as NumPy). Hugging Face's `meteor` is this mean of NLTK's sentence values.
 */
export function numpyMean(values: readonly number[]): number {
  return pairwiseSum(values, 0, values.length) / values.length;
}
