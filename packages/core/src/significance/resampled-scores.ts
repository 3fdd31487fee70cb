import { BleukitError } from '../errors.js';
import type { ResamplingScorer } from './resampling-metric.js';
import type { StatisticsMatrix } from './statistics-matrix.js';

/** Below this every float32 partial sum of integer counts is exact (2^24). */
const FLOAT32_EXACT = 16777216;

/**
 * Checks that the matrices fit the metric and each other, and returns their shared width.
 */
export function checkMatrices(
  scorer: ResamplingScorer,
  matrices: readonly StatisticsMatrix[],
  names: readonly string[],
): number {
  const first = matrices[0] as StatisticsMatrix;
  const expected = scorer.width ?? first.width;
  matrices.forEach((matrix, i) => {
    if (matrix.width !== expected) {
      throw new BleukitError(
        'invalid-input',
        `[bleukit] ${names[i]} has ${matrix.width} statistics per segment, expected ${expected} ` +
          `(${scorer.widthRule}); compute all statistics with the same metric settings.`,
      );
    }
    if (matrix.segments !== first.segments) {
      throw new BleukitError(
        'length-mismatch',
        `[bleukit] ${names[i]} has ${matrix.segments} segments but ${names[0]} has ${first.segments}; ` +
          `paired tests need the same segments for every system.`,
      );
    }
  });
  return expected;
}

/**
 * The score of every bootstrap resample, for several systems sharing the same draws: row `j` of
 * `indices` (n segment numbers) selects the segments of resample `j`. The systems' rows are
 * interleaved into one wide matrix so that each resample is one sequential pass.
 *
 * Like sacreBLEU (NumPy float32 arrays summed along the segment axis), sums are float32: exact
 * for counts while a sum stays below 2^24, rounded to float32 after each addition beyond.
 */
export function resampledScores(
  scorer: ResamplingScorer,
  matrices: readonly StatisticsMatrix[],
  indices: Int32Array,
  samples: number,
): Float64Array[] {
  const first = matrices[0] as StatisticsMatrix;
  const n = first.segments;
  const width = first.width;
  const systems = matrices.length;
  const rowWidth = width * systems;
  const wide = new Float64Array(n * rowWidth);
  let largest = 0;
  matrices.forEach((matrix, s) => {
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < width; k++) {
        const value = Math.fround(matrix.data[i * width + k] as number);
        wide[i * rowWidth + s * width + k] = value;
        if (Math.abs(value) > largest) largest = Math.abs(value);
      }
    }
  });
  const exact = largest * n < FLOAT32_EXACT && matrices.every((m) => m.data.every(Number.isInteger));

  const scores = matrices.map(() => new Float64Array(samples));
  const sum = new Float64Array(rowWidth);
  const views = matrices.map((_, s) => sum.subarray(s * width, (s + 1) * width));
  for (let j = 0; j < samples; j++) {
    sum.fill(0);
    const row = j * n;
    if (exact) {
      for (let i = 0; i < n; i++) {
        const base = (indices[row + i] as number) * rowWidth;
        for (let k = 0; k < rowWidth; k++) sum[k] = (sum[k] as number) + (wide[base + k] as number);
      }
    } else {
      for (let i = 0; i < n; i++) {
        const base = (indices[row + i] as number) * rowWidth;
        for (let k = 0; k < rowWidth; k++) sum[k] = Math.fround((sum[k] as number) + (wide[base + k] as number));
      }
    }
    for (let s = 0; s < systems; s++) {
      (scores[s] as Float64Array)[j] = scorer.float32(views[s] as Float64Array);
    }
  }
  return scores;
}
