import type { AccuracyIntervals, BucketDetails, Interval } from './bucket-intervals.js';
import type { WordBucketer } from './word-bucketer.js';
import type { BucketAccuracy } from './word-statistics.js';
import type { Formatter } from '../report/formatter.js';

/** The accuracy types of `acc_type=` (joined by `+`). */
export const ACCURACY_TYPES: readonly string[] = ['prec', 'rec', 'fmeas'];

/**
 * The value each `acc_type` prints. compare-mt 0.2.11 looks `prec` up at the index where its
 * statistics hold recall, and `rec` where they hold precision, so its `prec` table shows recall
 * and its `rec` table precision; the report keeps that, to print compare-mt's numbers.
 */
const SHOWN: Record<string, keyof AccuracyIntervals> = { prec: 'recall', rec: 'precision', fmeas: 'fmeasure' };

/** Everything {@link printWordReport} prints. */
export interface WordReport {
  /** `Word Accuracy Analysis` or `Source Word Accuracy Analysis`. */
  readonly header: string;
  readonly bucketer: WordBucketer;
  /** Per output, per bucket. */
  readonly accuracy: readonly (readonly BucketAccuracy[])[];
  /** `acc_type`, e.g. `fmeas` or `prec+rec`. */
  readonly accType: string;
  /** `title=`, or null for `word ACC_TYPE by NAME bucket`. */
  readonly title: string | null;
  readonly details: BucketDetails | null;
  readonly sysNames: readonly string[];
}

/** compare-mt's `print_header`. */
export function reportHeader(header: string): string {
  return `********************** ${header} ************************\n`;
}

/** compare-mt's `WordReport.print`: one table per accuracy type, each followed by a blank line. */
export function printWordReport(report: WordReport, fmt: Formatter): string {
  const { bucketer, accuracy, details } = report;
  const title = report.title !== null && report.title !== '' ? report.title : `word ${report.accType} by ${bucketer.name} bucket`;
  let text = reportHeader(report.header);
  for (const type of report.accType.split('+')) {
    const shown = SHOWN[type] as keyof AccuracyIntervals;
    text += `--- ${title}\n${bucketer.name}`;
    if (details !== null) text += '\t# words';
    for (const name of report.sysNames) text += `\t${name}`;
    text += '\n';
    bucketer.buckets.forEach((bucket, b) => {
      text += bucket;
      if (details !== null) text += `\t${details.counts[b] as number}`;
      accuracy.forEach((output, o) => {
        text += `\t${fmt((output[b] as BucketAccuracy)[shown])}`;
        if (details !== null) {
          const { lower, upper }: Interval = ((details.intervals[o] as AccuracyIntervals[])[b] as AccuracyIntervals)[shown];
          text += ` [${fmt(lower)}, ${fmt(upper)}]`;
        }
      });
      text += '\n';
    });
    text += '\n';
  }
  return text;
}
