import { BleukitError } from '@bleukit/core';
import { accuracyOf, type WordCounts } from './word-statistics.js';
import type { LegacyRandom } from '../random/index.js';

/** A bootstrap interval: the 2.5th and 97.5th percentile of the resampled values. */
export interface Interval {
  readonly lower: number;
  readonly upper: number;
}

/** The intervals of one bucket of one output. */
export interface AccuracyIntervals {
  readonly recall: Interval;
  readonly precision: Interval;
  readonly fmeasure: Interval;
}

/** What `output_bucket_details=True` adds: words per bucket and bootstrap intervals. */
export interface BucketDetails {
  /** Reference words per bucket. */
  readonly counts: Int32Array;
  /** Per output, per bucket. */
  readonly intervals: AccuracyIntervals[][];
}

function interval(values: Float64Array, samples: number): Interval {
  values.sort();
  return { lower: values[Math.trunc(samples * 0.025)] as number, upper: values[Math.trunc(samples * 0.975)] as number };
}

/**
 * Each sentence's non-zero counts as (cell, count) pairs, cells numbered reference totals first
 * (one per bucket), then output totals, then output matches (one per output and bucket): a
 * sentence touches few buckets, so a sample sums a fraction of the full rows.
 */
function sparseRows(counts: WordCounts): { offsets: Int32Array; cells: Int32Array; values: Int32Array } {
  const { sentences, outputs, buckets } = counts;
  const width = outputs * buckets;
  const offsets = new Int32Array(sentences + 1);
  const cells: number[] = [];
  const values: number[] = [];
  const push = (cell: number, value: number): void => {
    if (value === 0) return;
    cells.push(cell);
    values.push(value);
  };
  for (let s = 0; s < sentences; s++) {
    for (let b = 0; b < buckets; b++) push(b, counts.refTotals[s * buckets + b] as number);
    for (let c = 0; c < width; c++) push(buckets + c, counts.outTotals[s * width + c] as number);
    for (let c = 0; c < width; c++) push(buckets + width + c, counts.outMatches[s * width + c] as number);
    offsets[s + 1] = cells.length;
  }
  return { offsets, cells: Int32Array.from(cells), values: Int32Array.from(values) };
}

/**
 * compare-mt's `calc_bucket_details`: `samples` times, draws ceil(n/2) sentences with replacement
 * from the shared generator, sums their counts and computes each bucket's accuracy; the intervals
 * are the sorted values' 2.5th and 97.5th percentile.
 */
export function bucketDetails(counts: WordCounts, random: LegacyRandom, samples = 1000): BucketDetails {
  const { sentences, outputs, buckets } = counts;
  if (sentences === 0) throw new BleukitError('invalid-input', 'output_bucket_details=True needs at least one sentence');
  const width = outputs * buckets;
  const totals = new Int32Array(buckets);
  for (let s = 0; s < sentences; s++) {
    for (let b = 0; b < buckets; b++) totals[b] = (totals[b] as number) + (counts.refTotals[s * buckets + b] as number);
  }
  const size = Math.ceil(sentences * 0.5);
  const recall = Array.from({ length: width }, () => new Float64Array(samples));
  const precision = Array.from({ length: width }, () => new Float64Array(samples));
  const fmeasure = Array.from({ length: width }, () => new Float64Array(samples));
  const { offsets, cells, values } = sparseRows(counts);
  const sums = new Int32Array(buckets + 2 * width);
  for (let k = 0; k < samples; k++) {
    const ids = random.randint(sentences, size);
    sums.fill(0);
    for (let i = 0; i < ids.length; i++) {
      const s = ids[i] as number;
      const end = offsets[s + 1] as number;
      for (let j = offsets[s] as number; j < end; j++) {
        const cell = cells[j] as number;
        sums[cell] = (sums[cell] as number) + (values[j] as number);
      }
    }
    for (let c = 0; c < width; c++) {
      const accuracy = accuracyOf(sums[buckets + width + c] as number, sums[c % buckets] as number, sums[buckets + c] as number);
      (recall[c] as Float64Array)[k] = accuracy.recall;
      (precision[c] as Float64Array)[k] = accuracy.precision;
      (fmeasure[c] as Float64Array)[k] = accuracy.fmeasure;
    }
  }
  const intervals = Array.from({ length: outputs }, (_, o) =>
    Array.from({ length: buckets }, (_, b) => {
      const c = o * buckets + b;
      return {
        recall: interval(recall[c] as Float64Array, samples),
        precision: interval(precision[c] as Float64Array, samples),
        fmeasure: interval(fmeasure[c] as Float64Array, samples),
      };
    }),
  );
  return { counts: totals, intervals };
}
