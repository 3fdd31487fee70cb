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
 * compare-mt's `calc_bucket_details`: `samples` times, draws ceil(n/2) sentences with replacement
 * from the shared generator, sums their counts and computes each bucket's accuracy; the intervals
 * are the sorted values' 2.5th and 97.5th percentile.
 */
export function bucketDetails(counts: WordCounts, random: LegacyRandom, samples = 1000): BucketDetails {
  const { sentences, outputs, buckets } = counts;
  if (sentences === 0) throw new BleukitError('invalid-input', 'output_bucket_details=True needs at least one sentence');
  const cells = outputs * buckets;
  const totals = new Int32Array(buckets);
  for (let s = 0; s < sentences; s++) {
    for (let b = 0; b < buckets; b++) totals[b] = (totals[b] as number) + (counts.refTotals[s * buckets + b] as number);
  }
  const size = Math.ceil(sentences * 0.5);
  const recall = Array.from({ length: cells }, () => new Float64Array(samples));
  const precision = Array.from({ length: cells }, () => new Float64Array(samples));
  const fmeasure = Array.from({ length: cells }, () => new Float64Array(samples));
  const ref = new Int32Array(buckets);
  const out = new Int32Array(cells);
  const matched = new Int32Array(cells);
  for (let k = 0; k < samples; k++) {
    const ids = random.randint(sentences, size);
    ref.fill(0);
    out.fill(0);
    matched.fill(0);
    for (const s of ids) {
      const refBase = s * buckets;
      for (let b = 0; b < buckets; b++) ref[b] = (ref[b] as number) + (counts.refTotals[refBase + b] as number);
      const base = s * cells;
      for (let c = 0; c < cells; c++) {
        out[c] = (out[c] as number) + (counts.outTotals[base + c] as number);
        matched[c] = (matched[c] as number) + (counts.outMatches[base + c] as number);
      }
    }
    for (let c = 0; c < cells; c++) {
      const accuracy = accuracyOf(matched[c] as number, ref[c % buckets] as number, out[c] as number);
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
