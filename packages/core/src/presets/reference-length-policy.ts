/**
 * How a segment's effective reference length is chosen from its references' lengths:
 * - `closest`: the length closest to the hypothesis length, a tie going to the shorter one
 *   (sacreBLEU, NLTK, Moses `multi-bleu.perl`, `mteval-v13a.pl`);
 * - `shortest`: the shortest reference (TF-NMT / Hugging Face evaluate, `mteval-v13a.pl
 *   --brevity-penalty shortest`);
 * - `closest-first`: the closest, a tie going to the reference listed first (torchmetrics).
 */
export type ReferenceLengthPolicy = 'closest' | 'shortest' | 'closest-first';

/** The reference length policies. */
export const REFERENCE_LENGTH_POLICIES: readonly ReferenceLengthPolicy[] = [
  'closest',
  'shortest',
  'closest-first',
];

/**
 * Effective reference length of one segment under `policy` (-1 when there is no reference).
 *
 * @example
 * ```ts
 * referenceLength('closest', 5, [6, 4]); // 4
 * referenceLength('closest-first', 5, [6, 4]); // 6
 * referenceLength('shortest', 10, [4, 11]); // 4
 * ```
 */
export function referenceLength(
  policy: ReferenceLengthPolicy,
  hypLength: number,
  refLengths: ArrayLike<number>,
): number {
  let best = -1;
  let bestDiff = Infinity;
  for (let i = 0; i < refLengths.length; i++) {
    const length = refLengths[i] as number;
    if (policy === 'shortest') {
      if (best < 0 || length < best) best = length;
      continue;
    }
    const diff = Math.abs(hypLength - length);
    if (diff < bestDiff || (policy === 'closest' && diff === bestDiff && length < best)) {
      best = length;
      bestDiff = diff;
    }
  }
  return best;
}
