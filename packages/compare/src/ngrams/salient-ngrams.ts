import { BleukitError } from '@bleukit/core';
import { compareCodePoints } from '../report/code-point-order.js';
import { headLength, tailLength } from '../report/python-slice.js';
import type { NgramIndex } from './ngram-index.js';

/** An n-gram with its score for one pair of systems, and the two counts the score came from. */
export interface SalientNgram {
  readonly id: number;
  /** `(left + alpha) / (left + right + 2 alpha)`. */
  readonly score: number;
  readonly left: number;
  readonly right: number;
}

/** compare-mt's scores of one pair: every n-gram of either side, and what each scored. */
export interface PairScores {
  readonly ids: Int32Array;
  readonly scores: Float64Array;
  readonly left: Int32Array;
  readonly right: Int32Array;
}

/**
 * compare-mt's `extract_salient_features` over the n-grams `keys` (flags by id): each scored by
 * the smoothed share of the left system, `(left + alpha) / (left + right + 2 alpha)`.
 */
export function salientNgrams(keys: Uint8Array, left: Int32Array, right: Int32Array, alpha: number, index: NgramIndex): PairScores {
  let count = 0;
  for (let id = 0; id < keys.length; id++) count += keys[id] as number;
  const ids = new Int32Array(count);
  const scores = new Float64Array(count);
  let k = 0;
  for (let id = 0; id < keys.length; id++) {
    if (keys[id] === 0) continue;
    const l = left[id] as number;
    const r = right[id] as number;
    if (l + r + 2 * alpha === 0) {
      throw new BleukitError('invalid-argument', `alpha=${alpha} divides by zero for the n-gram "${index.text(id)}", which neither system has (compare-mt fails here too); give an alpha above 0, e.g. alpha=1.0.`);
    }
    ids[k] = id;
    scores[k] = (l + alpha) / (l + r + 2 * alpha);
    k++;
  }
  return { ids, scores, left, right };
}

/**
 * The k-th smallest of `values` (from 0; the value sorting would put at `k`), by Hoare's
 * selection: a list of scores is partitioned around a pivot, then only the part holding `k`,
 * rather than sorted. Reorders `values`.
 */
function kthSmallest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] as number;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i++] = values[j] as number;
        values[j--] = swap;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k] as number;
  }
  return values[k] as number;
}

/**
 * The `length` n-grams of highest score (`highest`) or lowest, extreme first. Ties are in
 * bleukit's order, where compare-mt follows Python's set order (which changes from run to run):
 * the larger count of the two systems together first, then the n-gram's text in code point order.
 */
function extreme(pair: PairScores, length: number, highest: boolean, index: NgramIndex): SalientNgram[] {
  if (length === 0) return [];
  // The score of the last n-gram kept: everything beyond it is in, its ties compete for the rest.
  const scores = pair.scores;
  const bound = kthSmallest(Float64Array.from(scores), highest ? scores.length - length : length - 1);
  const chosen: SalientNgram[] = [];
  pair.scores.forEach((score, k) => {
    if (highest ? score < bound : score > bound) return;
    const id = pair.ids[k] as number;
    chosen.push({ id, score, left: pair.left[id] as number, right: pair.right[id] as number });
  });
  chosen.sort(
    (a, b) =>
      (highest ? b.score - a.score : a.score - b.score) ||
      b.left + b.right - (a.left + a.right) ||
      compareCodePoints(index.text(a.id), index.text(b.id)),
  );
  return chosen.slice(0, length);
}

/**
 * The two lists compare-mt reports for `report_length` (with Python's slices, so 0 and negative
 * lengths behave as in compare-mt): the highest scores (left system ahead) and the lowest (right
 * system ahead), each from the extreme inwards.
 */
export function extremeNgrams(pair: PairScores, reportLength: number, index: NgramIndex): { top: SalientNgram[]; bottom: SalientNgram[] } {
  const count = pair.ids.length;
  return {
    top: extreme(pair, headLength(count, reportLength), true, index),
    bottom: extreme(pair, tailLength(count, reportLength), false, index),
  };
}
