import { computeBleu, type ComputeBleuOptions } from '../compute-bleu.js';
import type { Metric } from '../metric.js';

/** BLEU settings a resampling function scores with; a `Bleu` from `createBleu` fits. */
export type ResamplingBleu = ComputeBleuOptions & { readonly maxNgramOrder?: number };

/** What the resampling tests score with: BLEU settings, or any {@link Metric} (chrF, TER…). */
export type ResamplingMetric = ResamplingBleu | Metric;

/** How the resampling tests turn summed statistics into scores. */
export interface ResamplingScorer {
  /** Statistics per segment the metric expects (undefined: BLEU settings without an order). */
  readonly width: number | undefined;
  /** What a wrong width is checked against, for the error message. */
  readonly widthRule: string;
  /** Score of exactly summed statistics (the actual score, approximate randomization). */
  exact(stats: ArrayLike<number>): number;
  /** Score of statistics summed in float32, as sacreBLEU's NumPy bootstrap sums and scores them. */
  float32(stats: ArrayLike<number>): number;
}

function isMetric(metric: ResamplingMetric): metric is Metric {
  return typeof (metric as Metric).scoreStatistics === 'function' && typeof (metric as Metric).statisticsSize === 'number';
}

/** The scorer for BLEU settings or a metric. */
export function resamplingScorer(metric: ResamplingMetric): ResamplingScorer {
  if (isMetric(metric) && metric.id !== 'bleu') {
    const exact = (stats: ArrayLike<number>) => metric.scoreStatistics(stats, 1).score;
    return {
      width: metric.statisticsSize,
      widthRule: `${metric.statisticsSize} for ${metric.name}`,
      exact,
      float32: metric.scoreFloat32Sums === undefined ? exact : (stats) => (metric.scoreFloat32Sums as (s: ArrayLike<number>) => number)(stats),
    };
  }
  // BLEU scores float32 sums with float64 arithmetic, exactly as sacreBLEU does.
  const bleu = metric as ResamplingBleu;
  const score = (stats: ArrayLike<number>) => computeBleu(stats, bleu).score;
  return {
    width: bleu.maxNgramOrder === undefined ? undefined : 2 + 2 * bleu.maxNgramOrder,
    widthRule: '2 + 2 × max n-gram order',
    exact: score,
    float32: score,
  };
}
