/**
 * Length of the reference closest in length to the hypothesis; on a tie the shorter one
 * (sacreBLEU's rule: hypothesis 5, references 4 and 6 → 4, in either order).
 */
export function closestReferenceLength(hypLength: number, refLengths: ArrayLike<number>): number {
  let best = -1;
  let bestDiff = Infinity;
  for (let i = 0; i < refLengths.length; i++) {
    const length = refLengths[i] as number;
    const diff = Math.abs(hypLength - length);
    if (diff < bestDiff || (diff === bestDiff && length < best)) {
      best = length;
      bestDiff = diff;
    }
  }
  return best;
}
