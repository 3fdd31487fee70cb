import { computeChrf, type Chrf } from '@bleukit/chrf';
import { chrfProfiles } from './chrf-profiles.js';
import { createMatchKernel } from './match-kernel.js';
import type { PairKernel } from './pair-kernel.js';
import type { SentenceSet } from './sentence-set.js';

/**
 * chrF (chrF++) of every pair as `chrf.sentenceScore(hyp, [ref])`: per order `[hyp, ref, match]`
 * with sacreBLEU's rule that an order the reference lacks counts no hypothesis n-grams, then
 * chrF's own arithmetic.
 */
export function chrfKernel(chrf: Chrf, set: SentenceSet): PairKernel {
  const profiles = chrfProfiles(chrf, set.unique, set.sides, 'shared');
  const order = profiles.order;
  const totals = profiles.totals;
  const settings = { beta: chrf.beta, order, epsSmoothing: chrf.epsSmoothing };
  const stats = new Float64Array(3 * order);
  return createMatchKernel(profiles, set, (hyp, ref, matches) => {
    for (let n = 0; n < order; n++) {
      const refTotal = totals[ref * order + n] as number;
      stats[3 * n] = refTotal > 0 ? (totals[hyp * order + n] as number) : 0;
      stats[3 * n + 1] = refTotal;
      stats[3 * n + 2] = matches[n] as number;
    }
    return computeChrf(stats, settings);
  });
}
