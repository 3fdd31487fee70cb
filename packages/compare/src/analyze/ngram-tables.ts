import { extremeNgrams, salientNgrams, type SalientNgram } from '../ngrams/salient-ngrams.js';
import type { NgramEntry, NgramTable } from './analysis-data.js';
import type { CorpusCounts } from './corpus-counts.js';

/** What the n-gram tables compare, and how many n-grams each list has. */
export interface NgramSettings {
  readonly minLength: number;
  readonly maxLength: number;
  readonly alpha: number;
  readonly reportLength: number;
}

/** compare-mt's defaults: 1- to 4-grams, alpha 1, 50 n-grams a list. */
export const NGRAM_DEFAULTS: NgramSettings = { minLength: 1, maxLength: 4, alpha: 1, reportLength: 50 };

/** The compared statistic of one system, per n-gram id. */
function statistic(counts: CorpusCounts, type: NgramTable['compareType'], system: number): Int32Array {
  const match = counts.match[system] as Int32Array;
  if (type === 'match') return match;
  if (type === 'over') return counts.over[system] as Int32Array;
  const under = new Int32Array(counts.size);
  for (let id = 0; id < counts.size; id++) under[id] = (counts.reference[id] as number) - (match[id] as number);
  return under;
}

/**
 * The salient n-grams of a pair: every n-gram of the lengths asked that either system has
 * (counted with the table's statistic) is scored by compare-mt's smoothed ratio; ties are in the
 * package's documented order (larger count of both first, then the n-gram's text).
 */
export function ngramTable(counts: CorpusCounts, left: number, right: number, compareType: NgramTable['compareType'], settings: NgramSettings): NgramTable {
  const leftCounts = statistic(counts, compareType, left);
  const rightCounts = statistic(counts, compareType, right);
  const keys = new Uint8Array(counts.size);
  for (let id = 0; id < counts.size; id++) {
    const length = counts.order[id] as number;
    if (length < settings.minLength || length > settings.maxLength) continue;
    if ((leftCounts[id] as number) > 0 || (rightCounts[id] as number) > 0) keys[id] = 1;
  }
  const pair = salientNgrams(keys, leftCounts, rightCounts, settings.alpha, counts.index);
  const { top, bottom } = extremeNgrams(pair, settings.reportLength, counts.index);
  const entry = (ngram: SalientNgram): NgramEntry => ({ ngram: counts.index.text(ngram.id), score: ngram.score, left: ngram.left, right: ngram.right });
  return {
    left,
    right,
    compareType,
    alpha: settings.alpha,
    minLength: settings.minLength,
    maxLength: settings.maxLength,
    leftLeads: top.map(entry),
    rightLeads: bottom.map(entry),
  };
}
