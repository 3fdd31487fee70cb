/**
 * The aligned hypothesis words that keep their order: a longest subsequence of the aligned
 * words whose reference positions strictly increase (the first such one, by patience sorting,
 * O(n log n)). The other aligned words are the ones that moved: every crossing pair has at least
 * one of them, and no smaller set of words has that property. Unaligned words (negative
 * positions) are in neither.
 */
export function wordsInOrder(alignment: ArrayLike<number>): Set<number> {
  /** tails[k]: the word ending the best increasing run of length k + 1 found so far. */
  const tails: number[] = [];
  const previous = new Int32Array(alignment.length).fill(-1);
  for (let i = 0; i < alignment.length; i++) {
    const position = alignment[i] as number;
    if (position < 0) continue;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((alignment[tails[middle] as number] as number) < position) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[i] = tails[low - 1] as number;
    tails[low] = i;
  }
  const kept = new Set<number>();
  for (let i = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; i >= 0; i = previous[i] as number) kept.add(i);
  return kept;
}
