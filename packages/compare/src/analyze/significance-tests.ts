import { pairedApproximateRandomization, pairedBootstrap, type Metric, type ResamplingSeed } from '@bleukit/core';
import type { SignificanceTest } from './analysis-data.js';
import { float64Statistics, type StatisticsRows } from './segment-statistics.js';

/** A paired test to run: sacreBLEU's `--paired-bs` (`bs`) or `--paired-ar` (`ar`). */
export interface SignificanceRequest {
  readonly test: 'bs' | 'ar';
  /** Resamples (bs, sacreBLEU's default 1000) or trials (ar, default 10000). */
  readonly samples: number;
}

/**
 * Every system against the first on every metric, by core's paired tests, which are sacreBLEU's
 * (the same numbers as `bleukit -pbs`/`-par`). The tests resample at random: each metric's
 * statistics of every system are taken whole (`toArray`) for its test, and let go after it.
 */
export function significanceTest(
  request: SignificanceRequest,
  metrics: readonly Metric[],
  statistics: readonly (readonly StatisticsRows[])[],
  seed: ResamplingSeed | undefined,
): SignificanceTest {
  const segments = statistics[0]?.[0]?.segments ?? 0;
  let label = '';
  const results = metrics.map((metric, m) => {
    const width = metric.statisticsSize;
    // Core's tests read Float64: a compact metric's statistics are widened for its test only.
    const [base, ...others] = (statistics[m] as StatisticsRows[]).map((data) => ({ segments, width, data: float64Statistics(data.toArray()) }));
    const options = seed === undefined ? {} : { seed };
    const result = request.test === 'bs'
      ? pairedBootstrap(metric, base as { segments: number; width: number; data: Float64Array }, others, { ...options, samples: request.samples })
      : pairedApproximateRandomization(metric, base as { segments: number; width: number; data: Float64Array }, others, { ...options, trials: request.samples });
    label = result.seed;
    return {
      metric: metric.id,
      systems: [result.baseline, ...result.systems].map((system, o) => ({ system: o, score: system.score, pValue: system.pValue, mean: system.mean, ci: system.ci })),
    };
  });
  return { test: request.test, samples: request.samples, seed: label, metrics: results };
}
