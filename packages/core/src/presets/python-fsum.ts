/**
 * Python's `math.fsum`: the correctly rounded sum of `values` (Shewchuk's exact partial sums),
 * which NLTK uses for its weighted log precisions.
 */
export function pythonFsum(values: Iterable<number>): number {
  const partials: number[] = [];
  for (let x of values) {
    let count = 0;
    for (let j = 0; j < partials.length; j++) {
      let y = partials[j] as number;
      if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
      const high = x + y;
      const low = y - (high - x);
      if (low !== 0) partials[count++] = low;
      x = high;
    }
    partials.length = count;
    partials.push(x);
  }
  // Round the partials to one double, as CPython does (half-even on the exact sum).
  let n = partials.length;
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
