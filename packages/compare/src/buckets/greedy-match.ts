import type { Sentence } from '../report/report-context.js';

/** Where each word occurs in a sentence, word → positions in order. */
export function wordPositions(sentence: Sentence): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  sentence.forEach((word, i) => {
    const list = positions.get(word);
    if (list === undefined) positions.set(word, [i]);
    else list.push(i);
  });
  return positions;
}

/** A greedy matching between an output sentence and its reference, both ways. */
export interface WordMatching {
  /** For each output word, the reference position it matches, or -1. */
  readonly out: Int32Array;
  /** For each reference word, the output position matching it, or -1. */
  readonly ref: Int32Array;
}

/**
 * compare-mt's word matching (bucketers.py's `_calc_trg_matches`): the k-th occurrence of a word
 * in the output matches the k-th occurrence of that word in the reference, if there is one.
 * `refPositions` is {@link wordPositions} of the reference, computed once for every output.
 */
export function greedyMatch(refLength: number, refPositions: ReadonlyMap<string, readonly number[]>, out: Sentence): WordMatching {
  const outMatches = new Int32Array(out.length).fill(-1);
  const refMatches = new Int32Array(refLength).fill(-1);
  const seen = new Map<string, number>();
  out.forEach((word, i) => {
    const positions = refPositions.get(word);
    if (positions === undefined) return;
    const k = seen.get(word) ?? 0;
    seen.set(word, k + 1);
    const position = positions[k];
    if (position === undefined) return;
    outMatches[i] = position;
    refMatches[position] = i;
  });
  return { out: outMatches, ref: refMatches };
}
