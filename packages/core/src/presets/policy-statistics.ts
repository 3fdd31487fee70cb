import { NgramMatcher } from '../ngram-matcher.js';
import { referenceLength, type ReferenceLengthPolicy } from './reference-length-policy.js';

/** Corpus sums a peer's BLEU is computed from (orders 1..N at index 0..N−1). */
export interface PolicyStatistics {
  /** Σ hypothesis lengths (c). */
  hypLen: number;
  /** Σ effective reference lengths (r) under the reference length policy. */
  refLen: number;
  /** Σ clipped n-gram matches per order. */
  matches: number[];
  /** Σ hypothesis n-grams per order, each segment's count raised to the denominator floor first. */
  totals: number[];
  /** Number of segments. */
  segments: number;
}

/** How {@link policyStatistics} counts. */
export interface PolicyStatisticsOptions {
  /** Highest order counted. */
  order: number;
  referenceLength: ReferenceLengthPolicy;
  /**
   * Per-segment lower bound of each order's n-gram count: 0 for everyone but NLTK, whose
   * `max(1, l_n)` makes every segment shorter than n add 1 to the corpus denominator.
   */
  denominatorFloor: number;
}

/**
 * Sums clipped matches (max-over-references clipping) and n-gram totals over tokenized segments,
 * choosing each segment's reference length by policy. `references[i]` are segment i's references;
 * every segment needs at least one.
 */
export function policyStatistics(
  hypotheses: readonly (readonly string[])[],
  references: readonly (readonly (readonly string[])[])[],
  options: PolicyStatisticsOptions,
): PolicyStatistics {
  const { order, denominatorFloor } = options;
  const matcher = new NgramMatcher(order);
  const segment = new Array<number>(2 + 2 * order);
  const result: PolicyStatistics = {
    hypLen: 0,
    refLen: 0,
    matches: new Array<number>(order).fill(0),
    totals: new Array<number>(order).fill(0),
    segments: hypotheses.length,
  };
  for (let i = 0; i < hypotheses.length; i++) {
    const hyp = hypotheses[i] as readonly string[];
    const refs = references[i] as readonly (readonly string[])[];
    matcher.statistics(hyp, refs, segment);
    result.hypLen += hyp.length;
    result.refLen += referenceLength(
      options.referenceLength,
      hyp.length,
      refs.map((ref) => ref.length),
    );
    for (let n = 0; n < order; n++) {
      result.matches[n] = (result.matches[n] as number) + (segment[2 + n] as number);
      const total = segment[2 + order + n] as number;
      result.totals[n] = (result.totals[n] as number) + Math.max(total, denominatorFloor);
    }
  }
  return result;
}
