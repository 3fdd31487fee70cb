// Counting how well the aligned reference positions keep their order.

/** Fenwick tree reused from call to call (grown as needed): counting allocates nothing. */
let tree = new Int32Array(0);

/**
 * Pairs `i < j` of the sequence with `positions[i] < positions[j]` (Kendall's ascending pairs), in
 * O(n log n) with a Fenwick tree over the positions. Positions are non-negative integers; only the
 * first `length` are counted (default: all).
 */
export function ascendingPairs(positions: ArrayLike<number>, length: number = positions.length): number {
  let max = 0;
  for (let k = 0; k < length; k++) max = Math.max(max, positions[k]!);
  const size = max + 2;
  if (tree.length < size) tree = new Int32Array(Math.max(size, 2 * tree.length, 256));
  tree.fill(0, 0, size);
  let ascending = 0;
  for (let k = 0; k < length; k++) {
    const p = positions[k]!;
    // Earlier positions smaller than p: prefix sum over [0, p).
    for (let x = p; x > 0; x -= x & -x) ascending += tree[x]!;
    for (let x = p + 1; x < size; x += x & -x) tree[x]!++;
  }
  return ascending;
}

/**
 * NLTK's count of "increasing pairs": the pairs inside each run of consecutive positions that go
 * up by exactly one (`[3, 4, 5, 1, 2]` → runs of 3 and 2 → 3 + 1 = 4), not all ascending pairs;
 * only the first `length` positions are counted (default: all).
 */
export function nltkIncreasingPairs(positions: ArrayLike<number>, length: number = positions.length): number {
  let pairs = 0;
  let run = 1;
  for (let k = 1; k <= length; k++) {
    if (k < length && positions[k]! === positions[k - 1]! + 1) {
      run++;
    } else {
      pairs += (run * (run - 1)) / 2;
      run = 1;
    }
  }
  return pairs;
}

/**
 * The pairs of aligned hypothesis words whose reference positions are out of order: hypothesis
 * indices `[i, j]`, `i < j`, both aligned, with `alignment[i] >= alignment[j]`. These are the
 * pairs Kendall's tau counts against a translation (with the ascending pairs they make up all
 * `n(n−1)/2` pairs of the `n` aligned words). Unaligned words (negative positions) are skipped.
 */
export function crossingPairs(alignment: ArrayLike<number>): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < alignment.length; i++) {
    const a = alignment[i]!;
    if (a < 0) continue;
    for (let j = i + 1; j < alignment.length; j++) {
      const b = alignment[j]!;
      if (b >= 0 && a >= b) pairs.push([i, j]);
    }
  }
  return pairs;
}
