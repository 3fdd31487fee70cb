import { BleukitError, bootstrapConfidence, type Metric, type ResamplingSeed } from '@bleukit/core';
import { cutoffBucket, cutoffNames, cutoffValues } from '../buckets/cutoffs.js';
import { scoreSentenceBucketer } from '../buckets/sentence-bucketer.js';
import { pythonFloat, pythonInt } from '../report/profile.js';
import { pyFloat, pyInt, type PyNumber } from '../scorers/index.js';
import type { BucketScore, SentenceBucketSystem, SentenceBucketTable } from './analysis-data.js';
import type { CorpusCounts } from './corpus-counts.js';
import { LABEL_TYPES, LabelBuckets, type LabelBucketing } from './label-buckets.js';
import type { SegmentColumn } from './segment-column.js';
import type { SegmentStatistics } from './segment-statistics.js';

/** compare-mt's default cutoffs of the length buckets (`10:20:30:40:50:60`). */
export const LENGTH_CUTOFFS: readonly number[] = [10, 20, 30, 40, 50, 60];
/** compare-mt's default cutoffs of the length difference buckets. */
export const LENGTH_DIFF_CUTOFFS: readonly number[] = [-20, -10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 11, 21];

/** What the bucket scores are computed from. */
export interface BucketScoring {
  readonly metrics: readonly Metric[];
  /** `statistics[m][o]`: system `o`'s statistics of metric `m`, `statisticsSize` numbers a segment. */
  readonly statistics: readonly (readonly SegmentStatistics[])[];
  /** The `nrefs` the metrics score with (signature only). */
  readonly nrefs: number;
  /** Bootstrap resamples for each bucket's interval (sacreBLEU's `-ci`); 0 for none. */
  readonly samples: number;
  readonly seed: ResamplingSeed | undefined;
}

/** One bucket's corpus score on one metric, with its interval when asked for. */
function bucketScore(metric: Metric, all: SegmentStatistics, lines: readonly number[], scoring: BucketScoring): BucketScore {
  if (lines.length === 0) return { score: null, mean: null, ci: null };
  const width = metric.statisticsSize;
  if (scoring.samples > 0) {
    const data = new Float64Array(lines.length * width);
    for (let k = 0; k < lines.length; k++) for (let j = 0, at = ((lines[k] as number) - 1) * width; j < width; j++) data[k * width + j] = all[at + j] as number;
    const { score, mean, ci } = bootstrapConfidence(metric, { segments: lines.length, width, data }, { samples: scoring.samples, seed: scoring.seed ?? 12345 });
    return { score, mean, ci };
  }
  // Summed in line order, straight from the statistics: TER's and RIBES's are floats, summed as
  // sacreBLEU sums them.
  const sums = new Float64Array(width);
  for (let k = 0; k < lines.length; k++) for (let j = 0, at = ((lines[k] as number) - 1) * width; j < width; j++) sums[j] = (sums[j] as number) + (all[at + j] as number);
  return { score: metric.scoreStatistics(sums, scoring.nrefs).score, mean: null, ci: null };
}

function table(
  by: SentenceBucketTable['by'],
  title: string | { readonly title: string; readonly metric: string },
  names: readonly string[],
  // A sentence's bucket, or its buckets (multilabels), a sentence in each.
  bucketOf: (system: number, segment: number) => number | readonly number[],
  segments: number,
  scoring: BucketScoring,
): SentenceBucketTable {
  const systems = scoring.statistics[0]?.length ?? 0;
  const lines = names.map(() => Array.from({ length: systems }, (): number[] => []));
  for (let o = 0; o < systems; o++) {
    for (let s = 0; s < segments; s++) {
      const bucket = bucketOf(o, s);
      if (typeof bucket === 'number') (lines[bucket]?.[o] as number[]).push(s + 1);
      else for (const b of bucket) (lines[b]?.[o] as number[]).push(s + 1);
    }
  }
  return {
    by,
    ...(typeof title === 'string' ? { title } : title),
    buckets: names.map((name, b) => ({
      name,
      systems: Array.from({ length: systems }, (_, o): SentenceBucketSystem => {
        const bucketLines = (lines[b] as number[][])[o] as number[];
        return {
          system: o,
          count: bucketLines.length,
          scores: scoring.metrics.map((metric, m) => bucketScore(metric, (scoring.statistics[m] as SegmentStatistics[])[o] as SegmentStatistics, bucketLines, scoring)),
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

/**
 * Sentences by their label (one a line of `file`), as its type says (see `LabelBuckets`): by
 * default one bucket per label, in the order they first appear; a multilabel's sentence counts
 * once in each of its labels' buckets (once in `other` for all its labels outside the set; compare-mt
 * crashes on multilabel sentence buckets).
 */
export function labelTable(labels: { readonly file: string; readonly labels: readonly string[] } & LabelBucketing, scoring: BucketScoring): SentenceBucketTable {
  const buckets = new LabelBuckets(labels, () => labels.labels, false, `--labels ${labels.file}`);
  const ofLine = labels.labels.map((label, s) => [...new Set(buckets.bucketsOf(label, () => `${labels.file}:${s + 1}`))]);
  const type = LABEL_TYPES[buckets.type].name;
  return { ...table('label', type, buckets.names, (_, s) => ofLine[s] as readonly number[], labels.labels.length, scoring), labelType: buckets.type };
}

/** Sentence buckets by one metric's sentence score: the metric's id, and the cutoffs (compare-mt's by default). */
export interface ScoreBucketRequest {
  readonly metric: string;
  /**
   * The cutoffs, as compare-mt's `bucket_cutoffs` reads them (an int prints as `10`, a float as
   * `10.0`); by default compare-mt's for a score on a 0–100 scale (`--scorer_scale 100`): the
   * tenths, 10.0 to 90.0.
   */
  readonly cutoffs?: readonly PyNumber[];
}

/**
 * Sentences by their sentence score on one metric (`scores[o]`, system `o`'s score of each
 * segment, read in segment order), bucketed by compare-mt's `ScoreSentenceBucketer` on a 0–100 scale.
 */
export function scoreTable(metric: { readonly id: string; readonly name: string }, scores: readonly SegmentColumn[], request: ScoreBucketRequest, scoring: BucketScoring): SentenceBucketTable {
  let current = 0;
  const bucketer = scoreSentenceBucketer({ name: metric.name, idstr: metric.id, scale: 100 }, () => current, request.cutoffs);
  const sentence = { out: [], ref: [], src: undefined, label: undefined, where: () => '' };
  const segments = scores[0]?.segments ?? 0;
  const bucketOf = (o: number, s: number) => {
    current = (scores[o] as SegmentColumn).get(s);
    return bucketer.bucketOf(sentence) as number;
  };
  return table('score', { title: `sentence ${metric.name}`, metric: metric.id }, bucketer.buckets, bucketOf, segments, scoring);
}

/**
 * Reads `--score-buckets`: metric ids joined by `,`, each optionally followed by its cutoffs joined
 * by `:` (`bleu`, `chrf:20:40:60`, `bleu,ter:25.5:50`); throws a clear error for an unknown
 * metric or a cutoff that is not a number.
 */
export function parseScoreBuckets(text: string, metricIds: readonly string[]): ScoreBucketRequest[] {
  return text.split(',').map((part) => {
    const [metric = '', ...cutoffTexts] = part.split(':');
    if (!metricIds.includes(metric)) {
      throw new BleukitError('invalid-argument', `[bleukit] cannot bucket sentences by the score '${metric}': give one of the metrics scored (${metricIds.join(', ')}), optionally followed by cutoffs (e.g. --score-buckets ${metricIds[0] ?? 'bleu'}:20:40:60).`);
    }
    if (cutoffTexts.length === 0) return { metric };
    const cutoffs = cutoffTexts.map((cutoff) => {
      const int = pythonInt(cutoff);
      if (int !== undefined) return pyInt(int);
      const float = pythonFloat(cutoff);
      if (float === undefined || !Number.isFinite(float)) {
        throw new BleukitError('invalid-argument', `[bleukit] --score-buckets ${part}: the cutoff '${cutoff}' is not a number; give numbers joined by ':' (e.g. --score-buckets ${metric}:20:40:60).`);
      }
      return pyFloat(float);
    });
    return { metric, cutoffs };
  });
}
