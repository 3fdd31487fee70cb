import { computeBleu, type Bleu } from '@bleukit/core';
import { bleuProfiles } from './bleu-profiles.js';
import { createMatchKernel } from './match-kernel.js';
import type { PairKernel } from './pair-kernel.js';
import type { SentenceSet } from './sentence-set.js';

/**
 * BLEU of every pair as `bleu.sentenceScore(hyp, [ref])`: statistics
 * `[hypLen, refLen, correct_1…N, total_1…N]` scored by core's `computeBleu` with the instance's
 * smoothing and effective order (sacreBLEU's `sentence_bleu()` and `-sl` use effective order:
 * create the instance with `effectiveOrder: true` for those).
 */
export function bleuKernel(bleu: Bleu, set: SentenceSet): PairKernel {
  const profiles = bleuProfiles(bleu, set.unique, set.sides, 'shared');
  const order = profiles.order;
  const totals = profiles.totals;
  const options = { smoothMethod: bleu.smoothMethod, smoothValue: bleu.smoothValue, effectiveOrder: bleu.effectiveOrder };
  const stats = new Float64Array(2 + 2 * order);
  return createMatchKernel(profiles, set, (hyp, ref, matches) => {
    stats[0] = totals[hyp * order] as number;
    stats[1] = totals[ref * order] as number;
    for (let n = 0; n < order; n++) {
      stats[2 + n] = matches[n] as number;
      stats[2 + order + n] = totals[hyp * order + n] as number;
    }
    return computeBleu(stats, options).score;
  });
}
