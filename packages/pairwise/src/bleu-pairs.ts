import { computeBleu, type Bleu } from '@bleukit/core';
import { bleuProfiles } from './bleu-profiles.js';
import { createMatchKernel } from './match-kernel.js';
import type { PairKernel } from './pair-kernel.js';
import type { SentenceSet } from './sentence-set.js';

/** Scores kept at most: past this many the memo starts over. */
const MEMO_LIMIT = 1 << 20;

/**
 * BLEU of every pair as `bleu.sentenceScore(hyp, [ref])`: statistics
 * `[hypLen, refLen, correct_1…N, total_1…N]` scored by core's `computeBleu` with the instance's
 * smoothing and effective order (sacreBLEU's `sentence_bleu()` and `-sl` use effective order:
 * create the instance with `effectiveOrder: true` for those).
 *
 * The score is a function of the hypothesis and reference lengths and the matches alone (the
 * totals follow from the hypothesis length), and few pairs differ in all of them (30,000 distinct
 * among the 1,048,576 pairs of 1,024 WMT sentences), while `computeBleu`'s correctly rounded
 * logarithms and glibc's exponential cost microseconds: each distinct tuple is scored once.
 */
export function bleuKernel(bleu: Bleu, set: SentenceSet): PairKernel {
  const profiles = bleuProfiles(bleu, set.unique, set.sides, 'shared');
  const order = profiles.order;
  const totals = profiles.totals;
  const options = { smoothMethod: bleu.smoothMethod, smoothValue: bleu.smoothValue, effectiveOrder: bleu.effectiveOrder };
  const stats = new Float64Array(2 + 2 * order);
  let longest = 0;
  for (let u = 0; u < profiles.sentences; u++) longest = Math.max(longest, totals[u * order] as number);
  // Lengths and matches are at most the longest line's length: digits of one number in that base.
  const base = longest + 1;
  const packed = base ** (order + 2) <= Number.MAX_SAFE_INTEGER;
  const memo = new Map<number | string, number>();
  return createMatchKernel(profiles, set, (hyp, ref, matches) => {
    const hypLength = totals[hyp * order] as number;
    const refLength = totals[ref * order] as number;
    let key: number | string;
    if (packed) {
      key = hypLength * base + refLength;
      for (let n = 0; n < order; n++) key = key * base + (matches[n] as number);
    } else key = `${hypLength} ${refLength} ${matches.join(' ')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    stats[0] = hypLength;
    stats[1] = refLength;
    for (let n = 0; n < order; n++) {
      stats[2 + n] = matches[n] as number;
      stats[2 + order + n] = totals[hyp * order + n] as number;
    }
    const score = computeBleu(stats, options).score;
    if (memo.size === MEMO_LIMIT) memo.clear();
    memo.set(key, score);
    return score;
  });
}
