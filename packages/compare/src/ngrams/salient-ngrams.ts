import { BleukitError } from '@bleukit/core';
import { compareCodePoints } from '../report/code-point-order.js';
import { headLength, tailLength } from '../report/python-slice.js';
import type { NgramKey } from './ngram-counts.js';

/** An n-gram with its score for one pair of systems, and the two counts the score came from. */
export interface SalientNgram {
  readonly ngram: NgramKey;
  /** `(left + alpha) / (left + right + 2 alpha)`. */
  readonly score: number;
  readonly left: number;
  readonly right: number;
}

/**
 * compare-mt's `extract_salient_features` over the n-grams of either system: each scored by
 * the smoothed share of the left system, `(left + alpha) / (left + right + 2 alpha)`.
 */
export function salientNgrams(keys: Iterable<NgramKey>, left: ReadonlyMap<NgramKey, number>, right: ReadonlyMap<NgramKey, number>, alpha: number): SalientNgram[] {
  const scored: SalientNgram[] = [];
  for (const ngram of keys) {
    const l = left.get(ngram) ?? 0;
    const r = right.get(ngram) ?? 0;
    if (l + r + 2 * alpha === 0) {
      throw new BleukitError('invalid-argument', `alpha=${alpha} divides by zero for the n-gram "${ngram}", which neither system has (compare-mt fails here too); give an alpha above 0, e.g. alpha=1.0.`);
    }
    scored.push({ ngram, score: (l + alpha) / (l + r + 2 * alpha), left: l, right: r });
  }
  return scored;
}

/**
 * bleukit's order for n-grams of equal score, where compare-mt's follows Python's set order (which
 * changes from run to run): the larger count of the two systems together first, then the n-gram's
 * text in code point order.
 */
function tieOrder(a: SalientNgram, b: SalientNgram): number {
  return b.left + b.right - (a.left + a.right) || compareCodePoints(a.ngram, b.ngram);
}

/**
 * The two lists compare-mt reports for `report_length` (Python's slices, so 0 and negative
 * lengths behave as compare-mt's): the highest scores (left system ahead) and the lowest
 * (right system ahead), each from the extreme inwards.
 */
export function extremeNgrams(scored: SalientNgram[], reportLength: number): { top: SalientNgram[]; bottom: SalientNgram[] } {
  const top = [...scored].sort((a, b) => b.score - a.score || tieOrder(a, b)).slice(0, headLength(scored.length, reportLength));
  const bottom = [...scored].sort((a, b) => a.score - b.score || tieOrder(a, b)).slice(0, tailLength(scored.length, reportLength));
  return { top, bottom };
}
