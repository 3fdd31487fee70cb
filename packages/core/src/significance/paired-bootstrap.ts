import { bootstrapConfidence } from './bootstrap-confidence.js';
import { estimateConfidence } from './confidence-interval.js';
import { numpyMean } from './numpy-mean.js';
import { createNumpyRng } from './numpy-rng.js';
import { pValue, type PairedSystemResult, type PairedTestResult } from './paired-result.js';
import { checkMatrices, resampledScores } from './resampled-scores.js';
import { checkCount, type ResamplingOptions } from './resampling-options.js';
import { resamplingScorer, type ResamplingMetric } from './resampling-metric.js';
import { resolveSeed } from './resampling-seed.js';
import { matrixTotals, toStatisticsMatrix, type SegmentStatisticsInput, type StatisticsMatrix } from './statistics-matrix.js';

/** Options of {@link pairedBootstrap}. */
export interface PairedBootstrapOptions extends ResamplingOptions {
  /** Resamples, sacreBLEU's `--paired-bs-n` (default 1000). */
  samples?: number;
}

function systemResult(
  score: number,
  baselineScore: number,
  baselineScores: Float64Array,
  scores: Float64Array,
  samples: number,
): PairedSystemResult {
  const diff = Math.abs(baselineScore - score);
  const deltas = new Float64Array(samples);
  for (let j = 0; j < samples; j++) deltas[j] = Math.abs((scores[j] as number) - (baselineScores[j] as number));
  const meanDelta = numpyMean(deltas);
  let count = 0;
  for (let j = 0; j < samples; j++) if ((deltas[j] as number) - meanDelta > diff) count++;
  return { score, pValue: pValue(count, samples), ...estimateConfidence(scores) };
}

/**
 * sacreBLEU's paired bootstrap resampling test (`--paired-bs`) over per-segment statistics.
 * The baseline gets a bootstrap CI as with `-ci` (exact mean); each system is resampled with the
 * baseline on the same draws: its mean (NumPy's, of the sorted scores) and CI, and the p-value
 * `(#{j : |sys_j − base_j| − mean_j|sys_j − base_j| > |base − sys|} + 1) / (samples + 1)`.
 *
 * Seed quirk kept from sacreBLEU: the systems' draws use `default_rng(seed or None)`, so seed 0
 * (like `none`) resamples them from fresh OS entropy, each system its own, while the baseline's
 * CI still uses seed 0. Any other seed gives every system the same draws as the baseline.
 */
export function pairedBootstrap(
  metric: ResamplingMetric,
  baseline: SegmentStatisticsInput,
  systems: readonly SegmentStatisticsInput[],
  options: PairedBootstrapOptions = {},
): PairedTestResult {
  const samples = checkCount(options.samples, 'samples', 1000);
  const seed = resolveSeed(options.seed);
  const base = toStatisticsMatrix(baseline, 'baseline statistics');
  const others = systems.map((system, i) => toStatisticsMatrix(system, `statistics of system ${i + 1}`));
  const scorer = resamplingScorer(metric);
  checkMatrices(scorer, [base, ...others], ['the baseline', ...others.map((_, i) => `system ${i + 1}`)]);

  const confidence = bootstrapConfidence(metric, base, { samples, seed: seed.value });
  const baselineScore = confidence.score;
  const scoreOf = (matrix: StatisticsMatrix) => scorer.exact(matrixTotals(matrix));
  const draw = () => createNumpyRng(seed.value === 0n ? null : seed.value).integers(base.segments, samples * base.segments);

  let results: PairedSystemResult[];
  if (seed.value === null || seed.value === 0n) {
    // Unseeded: every system gets its own draws, and the baseline is rescored on them.
    results = others.map((matrix) => {
      const [baseScores, scores] = resampledScores(scorer, [base, matrix], draw(), samples) as [Float64Array, Float64Array];
      return systemResult(scoreOf(matrix), baselineScore, baseScores, scores, samples);
    });
  } else {
    // Seeded: the draws equal the baseline CI's, so the baseline's resampled scores are reused
    // and all systems are summed in one pass per resample.
    const all = others.length > 0 ? resampledScores(scorer, others, draw(), samples) : [];
    results = others.map((matrix, i) =>
      systemResult(scoreOf(matrix), baselineScore, confidence.scores, all[i] as Float64Array, samples),
    );
  }
  return {
    test: 'bs',
    samples,
    seed: seed.label,
    baseline: { score: baselineScore, pValue: null, mean: confidence.mean, ci: confidence.ci },
    systems: results,
  };
}
