// The Compare view's form, read into `bleukit analyze`'s options (compare-analysis.ts): each field
// is one of the command's options, with a clear message when a value cannot be used.
import { parseFrequencyCutoffs, type LabelType } from '@bleukit/compare/analyze';
import type { CompareOptions } from './compare-analysis.js';
import type { NamedLines, ScoreSettings } from './score-systems.js';

/** Which paired test to run against the first system (`-pbs`, `-par`, or none; sacreBLEU takes one at a time). */
export type SignificanceChoice = 'bs' | 'ar' | 'none';

/** Where word frequencies come from besides the references (`--freq-corpus`, `--freq-counts`). */
export type FrequencyChoice = 'references' | 'corpus' | 'counts';

/** The Compare view's fields as the user left them. */
export interface CompareFields {
  significance: SignificanceChoice;
  /** `-pbsn N`. */
  bsSamples: string;
  /** `-parn N`. */
  arSamples: string;
  /** `--bucket-ci N`; 0 for no intervals. */
  bucketCi: string;
  /** `SACREBLEU_SEED`: an integer, or `none`. */
  seed: string;
  /** The metric of `--score-buckets` (empty: no such buckets). */
  scoreMetric: string;
  /** Its cutoffs, separated by spaces, commas or colons (empty: compare-mt's 10, 20, … 90). */
  scoreCutoffs: string;
  source?: NamedLines | undefined;
  labels?: NamedLines | undefined;
  /** `--label-type` (default `label`). */
  labelType?: LabelType;
  /** `--label-cutoffs` for `numlabel`, separated by spaces, commas or colons (empty: 0.25, 0.5, 0.75). */
  labelCutoffs?: string;
  frequencySource: FrequencyChoice;
  frequencyFile?: NamedLines | undefined;
}

/** The metrics the form scores, by the ids `--score-buckets` takes. */
export function scoredMetricIds(settings: Pick<ScoreSettings, 'chrf' | 'ter' | 'ribes' | 'meteor'>): string[] {
  return ['bleu', ...(settings.chrf !== 'off' ? ['chrf'] : []), ...(settings.ter ? ['ter'] : []), ...(settings.ribes ? ['ribes'] : []), ...(settings.meteor ? ['meteor'] : [])];
}

function count(text: string, what: string, example: string, least: number): number {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isInteger(value) || value < least) throw new Error(`${what}: '${text}' is not a whole number ≥ ${least}; give one, e.g. ${example}.`);
  return value;
}

/** `--score-buckets` as the command line spells it: `chrf`, or `chrf:20:40:60`. */
export function scoreBucketsText(metric: string, cutoffs: string): string {
  if (metric === '') return '';
  const values = cutoffs.split(/[\s,:]+/).filter((cutoff) => cutoff !== '');
  return [metric, ...values].join(':');
}

/** `--label-type` and `--label-cutoffs` as the fields give them; nothing for plain labels. */
function labelBuckets(fields: CompareFields): CompareOptions['labelBuckets'] {
  const type = fields.labelType ?? 'label';
  if (type === 'label') return undefined;
  const cutoffs = (fields.labelCutoffs ?? '').split(/[\s,:]+/).filter((cutoff) => cutoff !== '');
  if (type !== 'numlabel' || cutoffs.length === 0) return { type };
  try {
    return { type, cutoffs: parseFrequencyCutoffs(cutoffs.join(':'), '--label-cutoffs') };
  } catch (error) {
    // What is wrong, from the command line's message, said for the field.
    const what = /^\[bleukit\] .*?: (.*); give/.exec((error as Error).message)?.[1] ?? (error as Error).message;
    throw new Error(`Label cutoffs: ${what}; give increasing numbers separated by spaces, e.g. 0.25 0.5 0.75.`);
  }
}

/** The options of `bleukit analyze` the fields give; throws an error saying which field to fix and how. */
export function compareOptions(fields: CompareFields): CompareOptions {
  const significance: CompareOptions['significance'] = [];
  if (fields.significance === 'bs') {
    significance.push({ test: 'bs', samples: count(fields.bsSamples, 'Paired bootstrap resamples', '1000', 1) });
  }
  if (fields.significance === 'ar') {
    significance.push({ test: 'ar', samples: count(fields.arSamples, 'Approximate randomization trials', '10000', 1) });
  }
  const seed = fields.seed.trim();
  if (fields.frequencySource !== 'references' && fields.frequencyFile === undefined) {
    const what = fields.frequencySource === 'corpus' ? 'a corpus (a text, one segment a line)' : 'a word<TAB>count file';
    throw new Error(`Word frequencies from ${what}: drop or choose the file, or count frequencies in the references only.`);
  }
  return {
    significance,
    bucketSamples: count(fields.bucketCi, 'Bucket intervals', '200 (or 0 for none)', 0),
    ...(seed === '' ? {} : { seed }),
    scoreBuckets: scoreBucketsText(fields.scoreMetric, fields.scoreCutoffs),
    ...(fields.source ? { source: fields.source } : {}),
    ...(fields.labels ? { labels: fields.labels } : {}),
    ...(fields.labels && labelBuckets(fields) ? { labelBuckets: labelBuckets(fields) } : {}),
    ...(fields.frequencySource !== 'references' && fields.frequencyFile ? { frequencies: { source: fields.frequencySource, file: fields.frequencyFile } } : {}),
  };
}
