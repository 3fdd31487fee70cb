import { numpyMean } from './numpy-mean.js';

/** Sorted ascending copy; bootstrap statistics are order statistics. */
function sorted(scores: ArrayLike<number>): Float64Array {
  return Float64Array.from(scores).sort();
}

/**
 * Half the width of sacreBLEU's 95% bootstrap interval: with the N scores sorted, the distance
 * between the ⌊N/40⌋-th smallest and the ⌊N/40⌋-th largest, halved.
 */
export function bootstrapHalfWidth(scores: ArrayLike<number>): number {
  return halfWidthOfSorted(sorted(scores));
}

function halfWidthOfSorted(values: Float64Array): number {
  const low = Math.floor(values.length / 40);
  const high = values.length - low - 1;
  return 0.5 * ((values[high] as number) - (values[low] as number));
}

/**
 * sacreBLEU's `estimate_ci` for a paired bootstrap system: NumPy's mean of the **sorted** scores
 * (its pairwise summation sees them in ascending order, which decides the last bit) and the
 * 95% half-width. Checked against the paired bootstrap records, where the unsorted mean differs.
 */
export function estimateConfidence(scores: ArrayLike<number>): { mean: number; ci: number } {
  const values = sorted(scores);
  return { mean: numpyMean(values), ci: halfWidthOfSorted(values) };
}
