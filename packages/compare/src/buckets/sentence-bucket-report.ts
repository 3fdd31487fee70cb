import { BleukitError } from '@bleukit/core';
import { readCutoffs } from './cutoffs.js';
import { cellOf, printBucketTable, reportHeader } from './bucket-table.js';
import {
  labelSentenceBucketer,
  lengthDiffSentenceBucketer,
  lengthSentenceBucketer,
  multilabelSentenceBucketer,
  numericalLabelSentenceBucketer,
  scoreSentenceBucketer,
  type BucketedSentence,
  type SentenceBucketer,
} from './sentence-bucketer.js';
import { createScorer, evalWithPairedBootstrap, pyInt, type PyNumber, type Scorer, type SystemBootstrap } from '../scorers/index.js';
import { ProfileReader, type Profile } from '../report/profile.js';
import type { Formatter } from '../report/formatter.js';
import type { Corpus, ReportContext, Sentence } from '../report/report-context.js';

/** The keys of `--compare_sentence_buckets` (compare-mt's `generate_sentence_bucketed_report`). */
export const SENTENCE_BUCKET_KEYS: readonly string[] = [
  'bucket_type',
  'bucket_cutoffs',
  'statistic_type',
  'score_measure',
  'label_set',
  'ref_labels',
  'out_labels',
  'title',
  'case_insensitive',
  'output_bucket_details',
];

/** compare-mt's sentence bucket types. */
export const SENTENCE_BUCKET_TYPES: readonly string[] = ['score', 'length', 'lengthdiff', 'label', 'multilabel', 'numlabel'];

/** What each sentence bucket prints: the number of sentences, or the bucket's corpus score. */
export const SENTENCE_STATISTIC_TYPES: readonly string[] = ['count', 'score'];

function labelSet(reader: ProfileReader, type: string): string[] {
  const text = reader.string('label_set', null);
  if (text === null) throw reader.error(`bucket_type=${type} needs label_set=, the labels joined by '+', e.g. label_set=long+short.`);
  return text.split('+');
}

function sentenceBucketer(reader: ProfileReader, context: ReportContext, scoreMeasure: string): SentenceBucketer {
  const type = reader.string('bucket_type', 'score');
  const cutoffs = readCutoffs(reader);
  switch (type) {
    case 'score': {
      const scorer = createScorer(scoreMeasure, { scale: context.scorerScale, intScale: context.scorerScaleIsInt });
      const caseInsensitive = reader.bool('case_insensitive');
      const score = caseInsensitive
        ? (s: BucketedSentence): number => sentenceScore(scorer, lower(s.ref), lower(s.out), undefined)
        : (s: BucketedSentence): number => sentenceScore(scorer, s.ref, s.out, s.src);
      return scoreSentenceBucketer(scorer, score, cutoffs);
    }
    case 'length':
      return lengthSentenceBucketer(cutoffs);
    case 'lengthdiff':
      return lengthDiffSentenceBucketer(cutoffs);
    case 'label':
      return labelSentenceBucketer(labelSet(reader, type));
    case 'multilabel':
      return multilabelSentenceBucketer(labelSet(reader, type));
    case 'numlabel':
      return numericalLabelSentenceBucketer(cutoffs);
    default:
      throw reader.error(`unknown bucket_type=${type}; sentence buckets are ${SENTENCE_BUCKET_TYPES.join(', ')}.`);
  }
}

function lower(sentence: Sentence): Sentence {
  return sentence.map((word) => word.toLowerCase());
}

function sentenceScore(scorer: Scorer, ref: Sentence, out: Sentence, src: Sentence | undefined): number {
  return scorer.scoreSentence(ref, out, src).score.value;
}


/**
 * The sentence labels: `ref_labels=` (one file for every output) or else `out_labels=` (one file
 * per output, joined by `;`), each line's first word; null without label files.
 */
function sentenceLabels(reader: ProfileReader, context: ReportContext): ((output: number) => Corpus) | null {
  const refName = reader.string('ref_labels', null);
  if (refName !== null) {
    const labels = context.files.tokens(refName);
    if (labels.length !== context.ref.length) {
      throw new BleukitError('length-mismatch', `${refName} has ${labels.length} lines for ${context.ref.length} reference lines; give one label per sentence, one per line`);
    }
    return () => labels;
  }
  const outText = reader.string('out_labels', null);
  if (outText === null) return null;
  const names = outText.split(';');
  if (names.length !== context.outs.length) {
    throw reader.error(`out_labels= names ${names.length} files for ${context.outs.length} outputs; give one label file per output, joined by ";".`);
  }
  const files = names.map((name, o) => {
    const labels = context.files.tokens(name);
    const lines = (context.outs[o] as Corpus).length;
    if (labels.length !== lines) throw new BleukitError('length-mismatch', `${name} has ${labels.length} lines for the ${lines} lines of output ${o + 1}; give one label per sentence, one per line`);
    return labels;
  });
  return (output) => files[output] as Corpus;
}

/** The sentence ids of each bucket, for one output (compare-mt's `create_bucketed_corpus`). */
function bucketIds(bucketer: SentenceBucketer, context: ReportContext, output: number, labels: Corpus | null): number[][] {
  const ids: number[][] = bucketer.buckets.map(() => []);
  const out = context.outs[output] as Corpus;
  const { ref, src } = context;
  // One object for every sentence, filled in turn: a bucketer reads it only while it is called.
  let i = 0;
  const sentence: { -readonly [K in keyof BucketedSentence]: BucketedSentence[K] } = {
    out: [],
    ref: [],
    src: undefined,
    label: undefined,
    where: () => `sentence ${i + 1} of output ${output + 1}`,
  };
  for (; i < ref.length; i++) {
    sentence.out = out[i] as Sentence;
    sentence.ref = ref[i] as Sentence;
    sentence.src = src?.[i];
    sentence.label = labels?.[i]?.[0];
    const bucket = bucketer.bucketOf(sentence);
    if (typeof bucket === 'number') (ids[bucket] as number[]).push(i);
    else for (const b of bucket) (ids[b] as number[]).push(i);
  }
  return ids;
}

function pick(corpus: Corpus, ids: readonly number[]): Sentence[] {
  return ids.map((i) => corpus[i] as Sentence);
}

/** Everything {@link printSentenceReport} prints. */
export interface SentenceReport {
  readonly bucketer: SentenceBucketer;
  /** `title=`, else `bucket type: NAME, statistic type: STATISTIC`. */
  readonly title: string;
  /** Per output, per bucket: the count (an int) or the score. */
  readonly stats: readonly (readonly PyNumber[])[];
  /** With `output_bucket_details=True` and a score: sentences per bucket and each bucket's bootstrap interval. */
  readonly details: { readonly counts: readonly number[]; readonly intervals: readonly (readonly (readonly [PyNumber, PyNumber])[])[] } | null;
  readonly sysNames: readonly string[];
}

/** compare-mt's `SentenceReport.print`. */
export function printSentenceReport(report: SentenceReport, fmt: Formatter): string {
  const { bucketer, details } = report;
  return (
    `${reportHeader('Sentence Bucket Analysis')}--- ${report.title}\n` +
    printBucketTable(
      {
        heading: bucketer.idstr,
        buckets: bucketer.buckets,
        sysNames: report.sysNames,
        value: (o, b) => cellOf(report.stats, o, b),
        details: details === null ? null : { heading: '# sents', counts: details.counts, interval: (o, b) => cellOf(details.intervals, o, b) },
      },
      fmt,
    )
  );
}

/**
 * compare-mt's `--compare_sentence_buckets` analysis (`generate_sentence_bucketed_report`): the
 * sentences bucketed by reference length, length difference, sentence score or label, and per
 * bucket either their number (`statistic_type=count`) or their corpus score
 * (`statistic_type=score,score_measure=…`), with `output_bucket_details=True` the number of
 * sentences and a bootstrap interval per bucket.
 *
 * compare-mt 0.2.11 crashes on `statistic_type=count` with bucket types that do not read the
 * reference (`length`, `label`, `multilabel`, `numlabel`): it drops the reference, then appends
 * to it. Here those give the report the bucketer describes: the number of sentences by
 * reference length, or by label. It also crashes on `output_bucket_details=True` with a score
 * (its interval function takes two arguments and is given three); here each bucket gets the
 * interval that function means, compare-mt's paired bootstrap of the bucket's sentences, drawn
 * from the shared generator system by system, bucket by bucket. Multilabel sentences, where
 * compare-mt fails too, count in the bucket of each of their labels.
 */
export function sentenceBucketReport(profile: Profile, context: ReportContext): string {
  const reader = new ProfileReader(profile, SENTENCE_BUCKET_KEYS);
  const labels = sentenceLabels(reader, context);
  const scoreMeasure = reader.string('score_measure', 'sentbleu');
  const bucketer = sentenceBucketer(reader, context, scoreMeasure);
  const statistic = reader.string('statistic_type', 'count');
  if (!SENTENCE_STATISTIC_TYPES.includes(statistic)) {
    throw reader.error(`unknown statistic_type=${statistic}; give ${SENTENCE_STATISTIC_TYPES.join(' or ')}.`);
  }
  const caseInsensitive = reader.bool('case_insensitive');
  const scorer =
    statistic === 'score' ? createScorer(scoreMeasure, { caseInsensitive, scale: context.scorerScale, intScale: context.scorerScaleIsInt }) : null;
  const { ref, outs, src } = context;
  const buckets = outs.map((_, o) => bucketIds(bucketer, context, o, labels === null ? null : labels(o)));
  const stats = buckets.map((bucketsOfOutput, o) =>
    bucketsOfOutput.map((ids): PyNumber => {
      if (scorer === null) return pyInt(ids.length);
      return scorer.scoreCorpus(pick(ref, ids), pick(outs[o] as Corpus, ids), src === undefined ? undefined : pick(src, ids)).score;
    }),
  );
  let details: SentenceReport['details'] = null;
  if (scorer !== null && reader.bool('output_bucket_details')) {
    details = {
      counts: (buckets[0] as number[][]).map((ids) => ids.length),
      intervals: buckets.map((bucketsOfOutput, o) =>
        bucketsOfOutput.map((ids) => {
          const bucketSrc = src === undefined ? undefined : pick(src, ids);
          if (ids.length === 0) {
            // compare-mt scores each sample of an empty bucket as an empty corpus, drawing nothing.
            const empty = scorer.scoreCorpus([], [], bucketSrc).score;
            return [empty, empty] as const;
          }
          const { sysStats } = evalWithPairedBootstrap(pick(ref, ids), [pick(outs[o] as Corpus, ids)], bucketSrc, scorer, { random: context.random });
          const stats = sysStats[0] as SystemBootstrap;
          return [stats.lowerBound, stats.upperBound] as const;
        }),
      ),
    };
  }
  const title = reader.string('title', null);
  return printSentenceReport(
    {
      bucketer,
      title: title !== null && title !== '' ? title : `bucket type: ${bucketer.name}, statistic type: ${scorer === null ? statistic : scorer.name}`,
      stats,
      details,
      sysNames: context.sysNames,
    },
    context.fmt,
  );
}
