/**
 * Sufficient statistics of BLEU for one segment or a whole corpus, laid out as sacreBLEU does:
 * `[hypLen, refLen, correct_1 … correct_N, total_1 … total_N]` (length `2 + 2N`).
 *
 * Plain numbers, so they serialize as JSON and add up exactly: score shards anywhere, sum them
 * with {@link addStatistics}, then score the sum.
 */
export type Statistics = number[];

/** Number of n-gram orders a statistics vector holds. */
export function statisticsOrder(stats: ArrayLike<number>): number {
  return (stats.length - 2) / 2;
}

/** Adds `stats` into `target` element by element (in place) and returns `target`. */
export function addStatistics<T extends { [i: number]: number; length: number }>(
  target: T,
  stats: ArrayLike<number>,
): T {
  for (let i = 0; i < stats.length; i++) target[i] = (target[i] ?? 0) + (stats[i] ?? 0);
  return target;
}

/** Sums segment statistics into corpus statistics (zeros for an empty list). */
export function sumStatistics(segments: Iterable<ArrayLike<number>>, order = 4): Statistics {
  let total: Statistics | undefined;
  for (const stats of segments) {
    total ??= new Array<number>(stats.length).fill(0);
    addStatistics(total, stats);
  }
  return total ?? new Array<number>(2 + 2 * order).fill(0);
}
