import { createNumpyRng } from './numpy-rng.js';
import { pValue, type PairedTestResult } from './paired-result.js';
import { checkMatrices } from './resampled-scores.js';
import { checkCount, type ResamplingOptions } from './resampling-options.js';
import { resamplingScorer, type ResamplingMetric } from './resampling-metric.js';
import { resolveSeed } from './resampling-seed.js';
import { matrixTotals, toStatisticsMatrix, type SegmentStatisticsInput, type StatisticsMatrix } from './statistics-matrix.js';

/** Options of {@link pairedApproximateRandomization}. */
export interface PairedApproximateRandomizationOptions extends ResamplingOptions {
  /** Trials, sacreBLEU's `--paired-ar-n` (default 10000). */
  trials?: number;
}

/**
 * The swap mask re-cut into bytes: byte `t·groups + g` holds the mask bits of segments
 * `8g … 8g+7` in trial `t` (bit b = segment 8g+b; missing segments past the end are 0).
 */
function maskBytes(words: Uint32Array, trials: number, segments: number): Uint8Array {
  const groups = Math.ceil(segments / 8);
  const bytes = new Uint8Array(trials * groups);
  for (let t = 0; t < trials; t++) {
    for (let g = 0; g < groups; g++) {
      const offset = t * segments + 8 * g;
      const word = offset >>> 5;
      const shift = offset & 31;
      let bits = (words[word] as number) >>> shift;
      if (shift > 24 && word + 1 < words.length) bits |= (words[word + 1] as number) << (32 - shift);
      const valid = segments - 8 * g;
      bytes[t * groups + g] = valid >= 8 ? bits & 0xff : bits & ((1 << valid) - 1);
    }
  }
  return bytes;
}

/**
 * For each group of 8 segments, the sums of (baseline − system) statistics over all 256 subsets:
 * entry `(g·256 + subset)·width + k`. A trial's swapped sum is then one lookup per group.
 */
function subsetTables(base: StatisticsMatrix, system: StatisticsMatrix, tables: Float64Array): void {
  const { segments, width } = base;
  const groups = Math.ceil(segments / 8);
  for (let g = 0; g < groups; g++) {
    const start = g * 256 * width;
    tables.fill(0, start, start + width);
    for (let subset = 1; subset < 256; subset++) {
      const lowest = subset & -subset;
      const segment = 8 * g + (31 - Math.clz32(lowest));
      const from = start + (subset ^ lowest) * width;
      const to = start + subset * width;
      if (segment >= segments) {
        tables.copyWithin(to, from, from + width);
        continue;
      }
      const row = segment * width;
      for (let k = 0; k < width; k++) {
        tables[to + k] = (tables[from + k] as number) + (base.data[row + k] as number) - (system.data[row + k] as number);
      }
    }
  }
}

/**
 * sacreBLEU's paired approximate randomization test (`--paired-ar`) over per-segment statistics.
 * Trial t swaps the baseline's and the system's statistics on the segments where
 * `default_rng(seed).integers(2, (trials, n), dtype=bool)` is true; the p-value is
 * `(#{t : |BLEU(A_t) − BLEU(B_t)| > |base − sys|} + 1) / (trials + 1)`.
 *
 * Each pseudo-system is the system's corpus statistics plus the summed (baseline − system)
 * differences of the swapped segments, read from 8-segment subset tables, so a trial costs n/8
 * vector additions and two BLEU computations. Integer counts keep every sum exact.
 */
export function pairedApproximateRandomization(
  metric: ResamplingMetric,
  baseline: SegmentStatisticsInput,
  systems: readonly SegmentStatisticsInput[],
  options: PairedApproximateRandomizationOptions = {},
): PairedTestResult {
  const trials = checkCount(options.trials, 'trials', 10000);
  const seed = resolveSeed(options.seed);
  const base = toStatisticsMatrix(baseline, 'baseline statistics');
  const others = systems.map((system, i) => toStatisticsMatrix(system, `statistics of system ${i + 1}`));
  const scorer = resamplingScorer(metric);
  const width = checkMatrices(scorer, [base, ...others], ['the baseline', ...others.map((_, i) => `system ${i + 1}`)]);
  const n = base.segments;
  const groups = Math.ceil(n / 8);
  const draw = () => maskBytes(createNumpyRng(seed.value).booleans(trials * n), trials, n);

  const baseTotals = matrixTotals(base);
  const baselineScore = scorer.exact(baseTotals);
  const shared = seed.value === null ? undefined : draw();
  const tables = new Float64Array(groups * 256 * width);
  const swapped = new Float64Array(width);
  const a = new Float64Array(width);
  const b = new Float64Array(width);

  const results = others.map((system) => {
    const totals = matrixTotals(system);
    const score = scorer.exact(totals);
    const diff = Math.abs(baselineScore - score);
    const mask = shared ?? draw();
    subsetTables(base, system, tables);
    let count = 0;
    for (let t = 0; t < trials; t++) {
      swapped.fill(0);
      const row = t * groups;
      for (let g = 0; g < groups; g++) {
        const entry = (g * 256 + (mask[row + g] as number)) * width;
        for (let k = 0; k < width; k++) swapped[k] = (swapped[k] as number) + (tables[entry + k] as number);
      }
      // A takes the baseline where the mask is set, the system elsewhere; B the complement.
      for (let k = 0; k < width; k++) {
        a[k] = (totals[k] as number) + (swapped[k] as number);
        b[k] = (baseTotals[k] as number) - (swapped[k] as number);
      }
      if (Math.abs(scorer.exact(a) - scorer.exact(b)) > diff) count++;
    }
    return { score, pValue: pValue(count, trials), mean: null, ci: null };
  });
  return {
    test: 'ar',
    samples: trials,
    seed: seed.label,
    baseline: { score: baselineScore, pValue: null, mean: null, ci: null },
    systems: results,
  };
}
