import { bootstrapConfidence, type Metric, type ResamplingSeed } from '@bleukit/core';
import { cutoffBucket, cutoffNames, cutoffValues } from '../buckets/cutoffs.js';
import { pyInt } from '../scorers/index.js';
import type { BucketScore, SentenceBucketSystem, SentenceBucketTable } from './analysis-data.js';
import type { CorpusCounts } from './corpus-counts.js';

/** compare-mt's default cutoffs of the length buckets (`10:20:30:40:50:60`). */
export const LENGTH_CUTOFFS: readonly number[] = [10, 20, 30, 40, 50, 60];
/** compare-mt's default cutoffs of the length difference buckets. */
export const LENGTH_DIFF_CUTOFFS: readonly number[] = [-20, -10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 11, 21];

/** What the bucket scores are computed from. */
export interface BucketScoring {
  readonly metrics: readonly Metric[];
  /** `statistics[m][o]`: system `o`'s statistics of metric `m`, `statisticsSize` numbers a segment. */
  readonly statistics: readonly (readonly Float64Array[])[];
  /** The `nrefs` the metrics score with (signature only). */
  readonly nrefs: number;
  /** Bootstrap resamples for each bucket's interval (sacreBLEU's `-ci`); 0 for none. */
  readonly samples: number;
  readonly seed: ResamplingSeed | undefined;
}

/** One bucket's corpus score on one metric, with its interval when asked for. */
function bucketScore(metric: Metric, all: Float64Array, lines: readonly number[], scoring: BucketScoring): BucketScore {
  if (lines.length === 0) return { score: null, mean: null, ci: null };
  const width = metric.statisticsSize;
  const data = new Float64Array(lines.length * width);
  lines.forEach((line, k) => data.set(all.subarray((line - 1) * width, line * width), k * width));
  if (scoring.samples > 0) {
    const { score, mean, ci } = bootstrapConfidence(metric, { segments: lines.length, width, data }, { samples: scoring.samples, seed: scoring.seed ?? 12345 });
    return { score, mean, ci };
  }
  // Summed in line order: TER's and RIBES's statistics are floats, summed as sacreBLEU sums them.
  const sums = new Float64Array(width);
  for (let k = 0; k < lines.length; k++) for (let j = 0; j < width; j++) sums[j] = (sums[j] as number) + (data[k * width + j] as number);
  return { score: metric.scoreStatistics(sums, scoring.nrefs).score, mean: null, ci: null };
}

function table(
  by: SentenceBucketTable['by'],
  title: string,
  names: readonly string[],
  bucketOf: (system: number, segment: number) => number,
  segments: number,
  scoring: BucketScoring,
): SentenceBucketTable {
  const systems = scoring.statistics[0]?.length ?? 0;
  const lines = names.map(() => Array.from({ length: systems }, (): number[] => []));
  for (let o = 0; o < systems; o++) {
    for (let s = 0; s < segments; s++) (lines[bucketOf(o, s)]?.[o] as number[]).push(s + 1);
  }
  return {
    by,
    title,
    buckets: names.map((name, b) => ({
      name,
      systems: Array.from({ length: systems }, (_, o): SentenceBucketSystem => {
        const bucketLines = (lines[b] as number[][])[o] as number[];
        return {
          system: o,
          count: bucketLines.length,
          scores: scoring.metrics.map((metric, m) => bucketScore(metric, (scoring.statistics[m] as Float64Array[])[o] as Float64Array, bucketLines, scoring)),
          lines: bucketLines,
        };
      }),
    })),
  };
}

function cutoffTable(by: 'length' | 'lengthdiff', title: string, cutoffs: readonly number[], value: (o: number, s: number) => number, segments: number, scoring: BucketScoring): SentenceBucketTable {
  const values = cutoffValues(cutoffs.map(pyInt));
  return table(by, title, cutoffNames(cutoffs.map(pyInt), 'int'), (o, s) => cutoffBucket(value(o, s), values), segments, scoring);
}

/** Sentences by their closest reference's length (each system's closest, BLEU's rule). */
export function lengthTable(counts: CorpusCounts, scoring: BucketScoring, cutoffs = LENGTH_CUTOFFS): SentenceBucketTable {
  const segments = counts.shortestReference.length;
  return cutoffTable('length', 'reference length', cutoffs, (o, s) => (counts.referenceLengths[o] as Int32Array)[s] as number, segments, scoring);
}

/** Sentences by the output's length minus its closest reference's. */
export function lengthDiffTable(counts: CorpusCounts, scoring: BucketScoring, cutoffs = LENGTH_DIFF_CUTOFFS): SentenceBucketTable {
  const segments = counts.shortestReference.length;
  const diff = (o: number, s: number) => ((counts.lengths[o] as Int32Array)[s] as number) - ((counts.referenceLengths[o] as Int32Array)[s] as number);
  return cutoffTable('lengthdiff', 'len(output)-len(reference)', cutoffs, diff, segments, scoring);
}

/** Sentences by their label (one a line), labels in the order they first appear. */
export function labelTable(labels: readonly string[], scoring: BucketScoring): SentenceBucketTable {
  const order = new Map<string, number>();
  for (const label of labels) if (!order.has(label)) order.set(label, order.size);
  return table('label', 'label', [...order.keys()], (_, s) => order.get(labels[s] as string) as number, labels.length, scoring);
}
