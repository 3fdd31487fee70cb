/** One bar of a score histogram: scores in `[from, to)` (the last bin includes `to`). */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/**
 * Counts sentence scores (0–100) into `bins` equal-width bins. Scores outside 0–100 are clamped
 * to the nearest end; NaN is ignored.
 */
export function scoreHistogram(scores: ArrayLike<number>, bins = 10): HistogramBin[] {
  const width = 100 / bins;
  const result: HistogramBin[] = Array.from({ length: bins }, (_, i) => ({
    from: i * width,
    to: (i + 1) * width,
    count: 0,
  }));
  for (let i = 0; i < scores.length; i++) {
    const score = scores[i] as number;
    if (Number.isNaN(score)) continue;
    const index = Math.min(bins - 1, Math.max(0, Math.floor(score / width)));
    (result[index] as HistogramBin).count++;
  }
  return result;
}
