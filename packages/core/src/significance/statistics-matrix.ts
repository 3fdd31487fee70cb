import { BleukitError, describeValue } from '../errors.js';

/**
 * Per-segment BLEU statistics of one system as one flat array: row `i` (segment `i`) is
 * `data[i·width … (i+1)·width)`, laid out `[hypLen, refLen, correct_1…N, total_1…N]`.
 * Resampling reads it many thousand times, so it is packed once.
 */
export interface StatisticsMatrix {
  /** Number of segments (rows). */
  readonly segments: number;
  /** Numbers per segment (`2 + 2·maxNgramOrder` for BLEU, the metric's `statisticsSize`). */
  readonly width: number;
  /** `segments · width` statistics, row after row. */
  readonly data: Float64Array;
}

/** Segment statistics as rows (`bleu.segmentStatistics(…)` results) or an already packed matrix. */
export type SegmentStatisticsInput = readonly ArrayLike<number>[] | StatisticsMatrix;

function isMatrix(input: SegmentStatisticsInput): input is StatisticsMatrix {
  return !Array.isArray(input);
}

/**
 * Packs per-segment statistics into a {@link StatisticsMatrix} (a matrix is checked and returned
 * as is). Throws when there are no segments, rows differ in length or a value is not a finite
 * number.
 *
 * @example
 * ```ts
 * const matrix = toStatisticsMatrix(hyps.map((h, i) => bleu.segmentStatistics(h, [refs[i]])));
 * ```
 */
export function toStatisticsMatrix(input: SegmentStatisticsInput, what = 'segment statistics'): StatisticsMatrix {
  if (isMatrix(input)) {
    const { segments, width, data } = input;
    if (!(data instanceof Float64Array) || !Number.isInteger(segments) || segments < 1 || data.length !== segments * width) {
      throw new BleukitError(
        'invalid-input',
        `[bleukit] ${what}: a statistics matrix needs segments ≥ 1 and a Float64Array of segments × width numbers, ` +
          `received segments = ${describeValue(segments)}, width = ${describeValue(width)}, ${describeValue(data?.length)} numbers.`,
      );
    }
    return input;
  }
  if (!Array.isArray(input) || input.length === 0) {
    throw new BleukitError(
      'invalid-input',
      `[bleukit] ${what} should be a non-empty array of per-segment statistics (one per segment), received ${describeValue(input)}.`,
    );
  }
  const width = (input[0] as ArrayLike<number>).length;
  if (!Number.isInteger(width) || width < 1) {
    throw new BleukitError(
      'invalid-input',
      `[bleukit] ${what}: segment 1 should hold the metric's statistics (for BLEU [hypLen, refLen, correct…, total…]), received ${describeValue(input[0])}.`,
    );
  }
  const data = new Float64Array(input.length * width);
  input.forEach((row, i) => {
    if (row.length !== width) {
      throw new BleukitError(
        'invalid-input',
        `[bleukit] ${what}: segment ${i + 1} has ${row.length} numbers but segment 1 has ${width}; compute all of them with the same metric settings.`,
      );
    }
    for (let k = 0; k < width; k++) {
      const value = row[k];
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new BleukitError(
          'invalid-input',
          `[bleukit] ${what}: segment ${i + 1}, position ${k + 1} should be a finite number, received ${describeValue(value)}.`,
        );
      }
      data[i * width + k] = value;
    }
  });
  return { segments: input.length, width, data };
}

/** Column sums of a matrix (the corpus statistics), exact for integer counts. */
export function matrixTotals(matrix: StatisticsMatrix): Float64Array {
  const { segments, width, data } = matrix;
  const total = new Float64Array(width);
  for (let i = 0; i < segments; i++) {
    for (let k = 0; k < width; k++) total[k] = (total[k] as number) + (data[i * width + k] as number);
  }
  return total;
}
