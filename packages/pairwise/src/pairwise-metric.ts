import type { Chrf } from '@bleukit/chrf';
import { BleukitError, describeValue, type Bleu } from '@bleukit/core';
import type { Ribes } from '@bleukit/ribes';
import type { Ter } from '@bleukit/ter';
import { bleuKernel } from './bleu-pairs.js';
import { chrfKernel } from './chrf-pairs.js';
import type { LineNumbers, PairKernel } from './pair-kernel.js';
import { ribesKernel } from './ribes-pairs.js';
import type { SentenceSet } from './sentence-set.js';
import { terKernel } from './ter-pairs.js';

/**
 * A metric instance whose sentence score fills each cell: `createBleu` (`@bleukit/core`),
 * `createChrf` (`@bleukit/chrf`, chrF++ with `wordOrder: 2`), `createTer` (`@bleukit/ter`) or
 * `createRibes` (`@bleukit/ribes`), with any of their settings.
 */
export type PairwiseMetric = Bleu | Chrf | Ter | Ribes;

/** The metric ids {@link PairwiseMetric} covers. */
export const PAIRWISE_METRICS: readonly PairwiseMetric['id'][] = ['bleu', 'chrf', 'ter', 'ribes'];

/** Checks that `metric` is one of the {@link PairwiseMetric} instances. */
export function checkMetric(metric: unknown): asserts metric is PairwiseMetric {
  const id = typeof metric === 'object' && metric !== null ? (metric as { id?: unknown }).id : undefined;
  if (typeof id === 'string' && (PAIRWISE_METRICS as readonly string[]).includes(id)) return;
  throw new BleukitError(
    'invalid-argument',
    `[bleukit] The metric should be a BLEU, chrF, TER or RIBES instance (id ${PAIRWISE_METRICS.join(', ')}), received ` +
      `${typeof id === 'string' ? `a metric with id ${JSON.stringify(id)}` : describeValue(metric)}. Example: createChrf() from @bleukit/chrf.`,
  );
}

/**
 * Whether `metric(a, b)` equals `metric(b, a)` for every pair of lines, to the last bit: only chrF
 * (chrF++) with `beta: 1` and the default effective-order averaging, whose F1 of the averaged
 * precision and recall is the same both ways round in floating point too. chrF with β ≠ 1 weighs
 * recall and precision differently, sentence BLEU has a brevity penalty and hypothesis-side
 * precisions, TER divides by the reference's length, RIBES aligns in the hypothesis's order, and
 * chrF's epsilon smoothing scores an order only one side has differently each way. (The clipped
 * n-gram matches of BLEU and chrF are symmetric all the same: a square matrix matches each pair
 * once and scores it both ways.)
 */
export function isSymmetric(metric: PairwiseMetric): boolean {
  checkMetric(metric);
  return metric.id === 'chrf' && metric.beta === 1 && !metric.epsSmoothing;
}

/** The kernel that scores `set`'s pairs under `metric`. */
export function createKernel(metric: PairwiseMetric, set: SentenceSet, lines: LineNumbers): PairKernel {
  switch (metric.id) {
    case 'chrf':
      return chrfKernel(metric, set);
    case 'bleu':
      return bleuKernel(metric, set);
    case 'ter':
      return terKernel(metric, set);
    case 'ribes':
      return ribesKernel(metric, set, lines);
  }
}
