import { BleukitError, describeValue } from '@bleukit/core';
import { aggregateScores } from './aggregate-scores.js';
import { checkLines, checkWeights } from './checks.js';
import { checkMetric, type PairwiseMetric } from './pairwise-metric.js';
import { pairwiseScores } from './pairwise-scores.js';

/** Options of {@link mbrSelect}. */
export interface MbrOptions {
  /** The utility: BLEU, chrF (chrF++), TER or RIBES, as for {@link pairwiseScores}. */
  metric: PairwiseMetric;
  /** The pseudo-references. Default: the candidates themselves, each one included (as mbrs does). */
  pseudoReferences?: readonly string[];
  /** One non-negative weight per pseudo-reference (sample counts, probabilities). Default: 1 each. */
  weights?: readonly number[];
  /**
   * Reference aggregation (chrF, chrF++ and BLEU only): each candidate against the summed n-gram
   * counts of the pseudo-references, linear in their number (see {@link aggregateScores}), instead
   * of the mean of the pairwise scores. Default false.
   */
  aggregate?: boolean;
}

/** What {@link mbrSelect} chose and why. */
export interface MbrResult {
  /** Index of the chosen candidate: the best expected utility, the earliest of equal ones. */
  readonly index: number;
  /**
   * Each candidate's expected utility: the (weighted) mean of its scores against the
   * pseudo-references (summed in their order, then divided by the count or the weights' sum);
   * with `aggregate`, its aggregate score. On the metric's scale (TER: lower is better).
   */
  readonly utilities: Float64Array;
  /** Every candidate index, best first (the earlier first among equal utilities): the n-best list. */
  readonly ranking: Int32Array;
}

/**
 * Minimum Bayes risk selection: the candidate that agrees most with the others, as MBR decoding
 * and reranking pick one of N sampled translations. For TER, whose lower scores are better, the
 * lowest expected TER wins.
 *
 * @example
 * ```ts
 * const { index, ranking } = mbrSelect(samples, { metric: createChrf() });
 * samples[index]; // the translation to keep
 * ```
 */
export function mbrSelect(candidates: readonly string[], options: MbrOptions): MbrResult {
  checkLines(candidates, 'candidates');
  if (candidates.length === 0) {
    throw new BleukitError('invalid-input', '[bleukit] MBR needs at least one candidate to choose from; received an empty list.');
  }
  if (typeof options !== 'object' || options === null) {
    throw new BleukitError('invalid-argument', `[bleukit] mbrSelect options should be an object with a metric, received ${describeValue(options)}. Example: mbrSelect(samples, { metric: createChrf() }).`);
  }
  const metric = options.metric;
  checkMetric(metric);
  const references = options.pseudoReferences ?? null;
  if (references !== null) {
    checkLines(references, 'pseudoReferences');
    if (references.length === 0) {
      throw new BleukitError('invalid-input', '[bleukit] pseudoReferences is empty: give at least one, or leave it out to use the candidates themselves.');
    }
  }
  const count = (references ?? candidates).length;
  const weights = checkWeights(options.weights, count, references === null ? 'candidates (the pseudo-references by default)' : 'pseudoReferences');
  let utilities: Float64Array;
  if (options.aggregate === true) {
    if (metric.id !== 'chrf' && metric.id !== 'bleu') {
      throw new BleukitError('invalid-argument', `[bleukit] MBR with aggregate works for chrF, chrF++ and BLEU; ${metric.name} needs the pairwise mode (aggregate: false).`);
    }
    utilities = aggregateScores(candidates, references, metric, weights === undefined ? {} : { weights });
  } else {
    const scores = pairwiseScores(candidates, references, metric);
    utilities = new Float64Array(candidates.length);
    let weightSum = 0;
    if (weights !== undefined) for (const w of weights) weightSum += w;
    for (let i = 0; i < candidates.length; i++) {
      let sum = 0;
      const row = i * count;
      if (weights === undefined) for (let j = 0; j < count; j++) sum += scores[row + j] as number;
      else for (let j = 0; j < count; j++) sum += (weights[j] as number) * (scores[row + j] as number);
      utilities[i] = sum / (weights === undefined ? count : weightSum);
    }
  }
  const sign = metric.higherIsBetter ? 1 : -1;
  const order = Array.from(utilities.keys());
  // Array.prototype.sort is stable: equal utilities keep the earlier candidate first.
  order.sort((a, b) => sign * ((utilities[b] as number) - (utilities[a] as number)));
  const ranking = Int32Array.from(order);
  return { index: ranking[0] as number, utilities, ranking };
}
