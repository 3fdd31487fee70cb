import { bootstrapHalfWidth } from './confidence-interval.js';
import { exactMean } from './exact-mean.js';
import { createNumpyRng } from './numpy-rng.js';
import { checkMatrices, resampledScores } from './resampled-scores.js';
import { checkCount, type ResamplingOptions, type ResamplingRecord } from './resampling-options.js';
import { resamplingScorer, type ResamplingMetric } from './resampling-metric.js';
import { resolveSeed } from './resampling-seed.js';
import { matrixTotals, toStatisticsMatrix, type SegmentStatisticsInput } from './statistics-matrix.js';

/** Options of {@link bootstrapConfidence}. */
export interface BootstrapOptions extends ResamplingOptions {
  /** Resamples, sacreBLEU's `--confidence-n` (default 1000). */
  samples?: number;
}

/** A bootstrap confidence interval: sacreBLEU's `(μ = mean ± ci)`. */
export interface BootstrapConfidence extends ResamplingRecord {
  readonly test: 'bs';
  /** The score of the whole corpus (the actual score, not resampled). */
  readonly score: number;
  /** Mean of the resampled scores, exactly Python's `statistics.mean`. */
  readonly mean: number;
  /** Half-width of the 95% interval. */
  readonly ci: number;
  /** The score of each resample, in draw order. */
  readonly scores: Float64Array;
}


/**
 * sacreBLEU's bootstrap confidence interval (`-ci`, `corpus_score(…, n_bootstrap=N)`), computed
 * from per-segment statistics: `samples` resamples of the segments drawn with
 * `default_rng(seed).choice(n, (samples, n))`, each scored from its summed statistics; the mean is
 * exact and `ci` is half the 95% interval. Same seed, same numbers as sacreBLEU.
 *
 * @example
 * ```ts
 * const stats = hyps.map((h, i) => bleu.segmentStatistics(h, [refs[i]]));
 * const { score, mean, ci } = bootstrapConfidence(bleu, stats, { samples: 1000, seed: 12345 });
 * formatBleu(bleu.scoreStatistics(sumStatistics(stats), 1), {}, { mean, ci });
 * ```
 */
export function bootstrapConfidence(
  metric: ResamplingMetric,
  segments: SegmentStatisticsInput,
  options: BootstrapOptions = {},
): BootstrapConfidence {
  const samples = checkCount(options.samples, 'samples', 1000);
  const seed = resolveSeed(options.seed);
  const matrix = toStatisticsMatrix(segments);
  const scorer = resamplingScorer(metric);
  checkMatrices(scorer, [matrix], ['segment statistics']);
  const indices = createNumpyRng(seed.value).integers(matrix.segments, samples * matrix.segments);
  const scores = resampledScores(scorer, [matrix], indices, samples)[0] as Float64Array;
  return {
    test: 'bs',
    samples,
    seed: seed.label,
    score: scorer.exact(matrixTotals(matrix)),
    mean: exactMean(scores),
    ci: bootstrapHalfWidth(scores),
    scores,
  };
}
