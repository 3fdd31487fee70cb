import { computeChrf, type Chrf } from '@bleukit/chrf';
import { BleukitError, computeBleu, describeValue, type Bleu } from '@bleukit/core';
import { bleuProfiles } from './bleu-profiles.js';
import { chrfProfiles } from './chrf-profiles.js';
import type { NgramProfiles } from './ngram-profiles.js';
import { checkLines, checkWeights } from './checks.js';
import { sentenceSet } from './sentence-set.js';

/** The metrics {@link aggregateScores} can aggregate: chrF (chrF++) and BLEU. */
export type AggregateMetric = Chrf | Bleu;

/** Options of {@link aggregateScores}. */
export interface AggregateOptions {
  /**
   * One non-negative weight per reference: the references' n-gram counts are summed weighted,
   * and the weights' sum takes the place of R. Default: 1 each.
   */
  weights?: readonly number[];
}

/**
 * Each hypothesis against all references at once, in time linear in their number (reference
 * aggregation, Vamvas & Sennrich 2024): the references' n-gram counts are summed, the
 * hypothesis's multiplied by the number of references (R), and the sums scored as one pair.
 *
 * - chrF (and chrF++, over its word n-grams too): fastChrF's `aggregate_chrf` definition. Per
 *   order, hypothesis n-grams R·|hyp| (0 where the references have none), reference n-grams
 *   Σ|ref|, matches Σ_g min(R·hyp(g), Σ ref(g)); then chrF's own arithmetic in double precision
 *   (fastChrF computes in float32, so its values differ in the last digits; its whitespace is
 *   Rust's, this is chrF's Python whitespace).
 * - BLEU: the same sums divided by R, so that the hypothesis keeps its own n-gram totals (BLEU's
 *   `exp` and `floor` smoothing depend on them): statistics `[hypLen, Σ refLen / R,
 *   Σ_g min(R·hyp(g), Σ ref(g)) / R per order, hypothesis totals]` with the instance's smoothing and
 *   effective order, that is, clipping against the mean reference counts and a brevity penalty
 *   against the mean reference length.
 *
 * Either is an approximation of the mean of the pairwise scores, not equal to it: it scores the
 * hypothesis against an averaged reference (for one reference it is the sentence score itself).
 * `references` `null`: the hypotheses themselves (each included, as in MBR).
 */
export function aggregateScores(
  hypotheses: readonly string[],
  references: readonly string[] | null,
  metric: AggregateMetric,
  options: AggregateOptions = {},
): Float64Array {
  checkLines(hypotheses, 'hypotheses');
  if (references !== null) checkLines(references, 'references');
  const id = typeof metric === 'object' && metric !== null ? (metric as { id?: unknown }).id : undefined;
  if (id !== 'chrf' && id !== 'bleu') {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] Reference aggregation works for chrF, chrF++ and BLEU (n-gram counts can be summed), received ` +
        `${typeof id === 'string' ? `a metric with id ${JSON.stringify(id)}` : describeValue(metric)}. Use pairwise scores for TER and RIBES.`,
    );
  }
  const refs = references ?? hypotheses;
  if (refs.length === 0) {
    throw new BleukitError('invalid-input', '[bleukit] Reference aggregation needs at least one reference; received none.');
  }
  const weights = checkWeights(options.weights, refs.length, 'references');
  const set = sentenceSet(hypotheses, references);
  const profiles = metric.id === 'chrf' ? chrfProfiles(metric, set.unique, set.sides, 'all') : bleuProfiles(metric, set.unique, set.sides, 'all');
  const { order, ids, counts, starts, totals } = profiles;

  // Σ over references of each n-gram's count (weighted), and of each order's total.
  const summed = new Float64Array(profiles.nodes);
  const refTotals = new Float64Array(order);
  let weightSum = 0;
  for (let j = 0; j < refs.length; j++) {
    const ref = set.columns[j] as number;
    const weight = weights === undefined ? 1 : (weights[j] as number);
    weightSum += weight;
    for (let k = starts[ref * order] as number; k < (starts[ref * order + order] as number); k++) {
      summed[ids[k] as number] = (summed[ids[k] as number] as number) + weight * (counts[k] as number);
    }
    for (let n = 0; n < order; n++) refTotals[n] = (refTotals[n] as number) + weight * (totals[ref * order + n] as number);
  }

  const score = metric.id === 'chrf' ? chrfAggregate(metric, profiles, refTotals) : bleuAggregate(metric, profiles, refTotals);
  const matches = new Float64Array(order);
  const byUnique = new Float64Array(set.unique.length).fill(Number.NaN);
  const out = new Float64Array(hypotheses.length);
  for (let i = 0; i < hypotheses.length; i++) {
    const hyp = set.rows[i] as number;
    if (Number.isNaN(byUnique[hyp] as number)) {
      let k = starts[hyp * order] as number;
      for (let n = 0; n < order; n++) {
        const end = starts[hyp * order + n + 1] as number;
        let sum = 0;
        for (; k < end; k++) {
          const scaled = weightSum * (counts[k] as number);
          const reference = summed[ids[k] as number] as number;
          sum += scaled < reference ? scaled : reference;
        }
        matches[n] = sum;
      }
      byUnique[hyp] = score(hyp, weightSum, matches);
    }
    out[i] = byUnique[hyp] as number;
  }
  return out;
}

type AggregateScore = (hyp: number, weightSum: number, matches: Float64Array) => number;

function chrfAggregate(chrf: Chrf, profiles: NgramProfiles, refTotals: Float64Array): AggregateScore {
  const { order, totals } = profiles;
  const settings = { beta: chrf.beta, order, epsSmoothing: chrf.epsSmoothing };
  const stats = new Float64Array(3 * order);
  return (hyp, weightSum, matches) => {
    for (let n = 0; n < order; n++) {
      const refTotal = refTotals[n] as number;
      stats[3 * n] = refTotal > 0 ? weightSum * (totals[hyp * order + n] as number) : 0;
      stats[3 * n + 1] = refTotal;
      stats[3 * n + 2] = matches[n] as number;
    }
    return computeChrf(stats, settings);
  };
}

function bleuAggregate(bleu: Bleu, profiles: NgramProfiles, refTotals: Float64Array): AggregateScore {
  const { order, totals } = profiles;
  const options = { smoothMethod: bleu.smoothMethod, smoothValue: bleu.smoothValue, effectiveOrder: bleu.effectiveOrder };
  const stats = new Float64Array(2 + 2 * order);
  return (hyp, weightSum, matches) => {
    stats[0] = totals[hyp * order] as number;
    stats[1] = (refTotals[0] as number) / weightSum;
    for (let n = 0; n < order; n++) {
      stats[2 + n] = (matches[n] as number) / weightSum;
      stats[2 + order + n] = totals[hyp * order + n] as number;
    }
    return computeBleu(stats, options).score;
  };
}
