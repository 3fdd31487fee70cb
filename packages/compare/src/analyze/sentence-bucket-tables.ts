import { BleukitError, bootstrapConfidence, type Metric, type ResamplingSeed } from '@bleukit/core';
import { cutoffBucket, cutoffNames, cutoffValues } from '../buckets/cutoffs.js';
import { scoreSentenceBucketer } from '../buckets/sentence-bucketer.js';
import { pythonFloat, pythonInt } from '../report/profile.js';
import { pyFloat, pyInt, type PyNumber } from '../scorers/index.js';
import type { BucketScore, SentenceBucketSystem, SentenceBucketTable } from './analysis-data.js';
import type { CorpusCounts } from './corpus-counts.js';
import { SegmentColumn, type SpillFile } from './segment-column.js';
import { LABEL_TYPES, LabelBuckets, type LabelBucketing } from './label-buckets.js';
import type { StatisticsRows } from './segment-statistics.js';

/** compare-mt's default cutoffs of the length buckets (`10:20:30:40:50:60`). */
export const LENGTH_CUTOFFS: readonly number[] = [10, 20, 30, 40, 50, 60];
/** compare-mt's default cutoffs of the length difference buckets. */
export const LENGTH_DIFF_CUTOFFS: readonly number[] = [-20, -10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 11, 21];

/** What the bucket scores are computed from. */
export interface BucketScoring {
  readonly metrics: readonly Metric[];
  /** `statistics[m][o]`: system `o`'s statistics of metric `m`, `statisticsSize` numbers a segment. */
  readonly statistics: readonly (readonly StatisticsRows[])[];
  /** The `nrefs` the metrics score with (signature only). */
  readonly nrefs: number;
  /** Bootstrap resamples for each bucket's interval (sacreBLEU's `-ci`); 0 for none. */
  readonly samples: number;
  readonly seed: ResamplingSeed | undefined;
  /** Where each segment's bucket is kept (see `SegmentColumn`); none: the buckets' lines are listed in memory. */
  readonly spill?: SpillFile | undefined;
}

/** An empty bucket's score. */
const noScore = (): BucketScore => ({ score: null, mean: null, ci: null });

/** One bucket's corpus score on one metric with its bootstrap interval: the bucket's rows gathered (in line order) and resampled. */
function bootstrapScore(metric: Metric, all: StatisticsRows, lines: readonly number[], scoring: BucketScoring): BucketScore {
  if (lines.length === 0) return noScore();
  const width = metric.statisticsSize;
  const data = new Float64Array(lines.length * width);
  for (let k = 0; k < lines.length; k++) all.getRow((lines[k] as number) - 1, data.subarray(k * width, (k + 1) * width));
  const { score, mean, ci } = bootstrapConfidence(metric, { segments: lines.length, width, data }, { samples: scoring.samples, seed: scoring.seed ?? 12345 });
  return { score, mean, ci };
}

/**
 * Each bucket's corpus score on one metric, its statistics summed in line order: TER's and
 * RIBES's are floats, summed as sacreBLEU sums them. One pass over the segments for every bucket
 * (`segments` and `buckets` list each segment of a bucket with its bucket, in segment order), so
 * that statistics kept in a spill file are read once.
 */
function summedScores(metric: Metric, all: StatisticsRows, bucketCount: number, segments: readonly number[], buckets: readonly number[], scoring: BucketScoring): BucketScore[] {
  const width = metric.statisticsSize;
  const sums = Array.from({ length: bucketCount }, () => new Float64Array(width));
  const counted = new Uint8Array(bucketCount);
  const row = new Float64Array(width);
  for (let k = 0, read = -1; k < segments.length; k++) {
    const s = segments[k] as number;
    if (s !== read) all.getRow((read = s), row);
    const b = buckets[k] as number;
    const into = sums[b] as Float64Array;
    for (let j = 0; j < width; j++) into[j] = (into[j] as number) + (row[j] as number);
    counted[b] = 1;
  }
  return sums.map((into, b) => (counted[b] === 0 ? noScore() : { score: metric.scoreStatistics(into, scoring.nrefs).score, mean: null, ci: null }));
}

/**
 * Each system's bucket of every segment, when every segment is in exactly one bucket, as columns
 * in the spill file (two bytes a segment and system on disk), from which a bucket's lines are made
 * when read; undefined when a segment is in none or several (multilabels): the lines are then
 * listed as they are found.
 */
function bucketColumns(bucketOf: (system: number, segment: number) => number | readonly number[], systems: number, segments: number, spill: SpillFile): SegmentColumn[] | undefined {
  const columns = Array.from({ length: systems }, () => new SegmentColumn(segments, 1, { type: 'u16', widen: true, spill }));
  for (let o = 0; o < systems; o++) {
    const column = columns[o] as SegmentColumn;
    for (let s = 0; s < segments; s++) {
      const bucket = bucketOf(o, s);
      if (typeof bucket !== 'number' && bucket.length !== 1) return undefined;
      column.set(s, 0, typeof bucket === 'number' ? bucket : (bucket[0] as number));
    }
  }
  return columns;
}

/** The lines (from 1) of bucket `b` in `column`, ascending: `count` of them. */
function linesIn(column: SegmentColumn, b: number, count: number): number[] {
  const lines = new Array<number>(count);
  for (let s = 0, k = 0; k < count; s++) if (column.get(s) === b) lines[k++] = s + 1;
  return lines;
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
  // With a spill file, each segment's bucket is kept there and a bucket's lines are made when read
  // (the page and the JSON read each once); otherwise listed here.
  const columns = scoring.spill === undefined ? undefined : bucketColumns(bucketOf, systems, segments, scoring.spill);
  const lines = columns === undefined ? names.map(() => Array.from({ length: systems }, (): number[] => [])) : undefined;
  // `[bucket][system]`: how many lines.
  const counts = names.map(() => new Array<number>(systems).fill(0));
  const linesOf = (b: number, o: number): readonly number[] => (lines !== undefined ? ((lines[b] as number[][])[o] as number[]) : linesIn((columns as SegmentColumn[])[o] as SegmentColumn, b, (counts[b] as number[])[o] as number));
  // `[system][metric][bucket]`.
  const scores: BucketScore[][][] = [];
  for (let o = 0; o < systems; o++) {
    // Each segment of a bucket with its bucket, in segment order, for the sums.
    const inSegment: number[] = [];
    const inBucket: number[] = [];
    for (let s = 0; s < segments; s++) {
      const bucket = columns !== undefined ? (columns[o] as SegmentColumn).get(s) : bucketOf(o, s);
      const count = typeof bucket === 'number' ? 1 : bucket.length;
      for (let k = 0; k < count; k++) {
        const b = typeof bucket === 'number' ? bucket : (bucket[k] as number);
        (lines?.[b]?.[o] as number[] | undefined)?.push(s + 1);
        (counts[b] as number[])[o] = ((counts[b] as number[])[o] as number) + 1;
        inSegment.push(s);
        inBucket.push(b);
      }
    }
    if (scoring.samples > 0) {
      // Each bucket's lines made once for every metric's interval.
      const byMetric: BucketScore[][] = scoring.metrics.map(() => []);
      names.forEach((_, b) => {
        const bucketLines = linesOf(b, o);
        scoring.metrics.forEach((metric, m) => (byMetric[m] as BucketScore[]).push(bootstrapScore(metric, (scoring.statistics[m] as StatisticsRows[])[o] as StatisticsRows, bucketLines, scoring)));
      });
      scores.push(byMetric);
      continue;
    }
    scores.push(scoring.metrics.map((metric, m) => summedScores(metric, (scoring.statistics[m] as StatisticsRows[])[o] as StatisticsRows, names.length, inSegment, inBucket, scoring)));
  }
  return {
    by,
    ...(typeof title === 'string' ? { title } : title),
    buckets: names.map((name, b) => ({
      name,
      systems: Array.from({ length: systems }, (_, o): SentenceBucketSystem => {
        const system = o;
        const count = (counts[b] as number[])[o] as number;
        const bucketScores = scoring.metrics.map((_, m) => ((scores[o] as BucketScore[][])[m] as BucketScore[])[b] as BucketScore);
        if (lines !== undefined) return { system, count, scores: bucketScores, lines: linesOf(b, o) };
        return {
          system,
          count,
          scores: bucketScores,
          // Made each time it is read (a getter: JSON.stringify and structured clone read it as a value).
          get lines() {
            return linesOf(b, o);
          },
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
  return cutoffTable('length', 'reference length', cutoffs, (o, s) => (counts.referenceLengths[o] as SegmentColumn).get(s), counts.segments, scoring);
}

/** Sentences by the output's length minus its closest reference's. */
export function lengthDiffTable(counts: CorpusCounts, scoring: BucketScoring, cutoffs = LENGTH_DIFF_CUTOFFS): SentenceBucketTable {
  const diff = (o: number, s: number) => (counts.lengths[o] as SegmentColumn).get(s) - (counts.referenceLengths[o] as SegmentColumn).get(s);
  return cutoffTable('lengthdiff', 'len(output)-len(reference)', cutoffs, diff, counts.segments, scoring);
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
