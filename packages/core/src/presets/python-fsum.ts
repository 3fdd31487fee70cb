/** The partial sums of {@link pythonFsum}, kept between calls (no array made per call). */
let partials = new Float64Array(32);

/**
 * Python's `math.fsum`: the correctly rounded sum of `values` (Shewchuk's exact partial sums),
 * which NLTK uses for its weighted log precisions.
 */
export function pythonFsum(values: Iterable<number>): number {
  // An iterable is read in full first, so that no code runs while the partials are in use.
  const list: readonly number[] = Array.isArray(values) ? values : Array.from(values);
  let size = 0;
  for (let i = 0; i < list.length; i++) {
    let x = list[i] as number;
    let count = 0;
    for (let j = 0; j < size; j++) {
      let y = partials[j] as number;
      if (Math.abs(x) < Math.abs(y)) {
        const larger = y;
        y = x;
        x = larger;
      }
      const high = x + y;
      const low = y - (high - x);
      if (low !== 0) partials[count++] = low;
      x = high;
    }
    if (count === partials.length) {
      const larger = new Float64Array(2 * count);
      larger.set(partials);
      partials = larger;
    }
    partials[count] = x;
    size = count + 1;
  }
  // Round the partials to one double, as CPython does (half-even on the exact sum).
  let n = size;
  if (n === 0) return 0;
  let high = partials[--n] as number;
  let low = 0;
  while (n > 0) {
    const x = high;
    const y = partials[--n] as number;
    high = x + y;
    const yr = high - x;
    low = y - yr;
    if (low !== 0) break;
  }
  if (n > 0 && ((low < 0 && (partials[n - 1] as number) < 0) || (low > 0 && (partials[n - 1] as number) > 0))) {
    const y = low * 2;
    const x = high + y;
    const yr = x - high;
    if (y === yr) high = x;
  }
  return high;
}
