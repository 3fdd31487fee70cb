import type { AccuracyIntervals, BucketDetails } from './bucket-intervals.js';
import { cellOf, printBucketTable, reportHeader } from './bucket-table.js';
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

/** compare-mt's `WordReport.print`: one table per accuracy type. */
export function printWordReport(report: WordReport, fmt: Formatter): string {
  const { bucketer, accuracy, details } = report;
  const title = report.title !== null && report.title !== '' ? report.title : `word ${report.accType} by ${bucketer.name} bucket`;
  let text = reportHeader(report.header);
  for (const type of report.accType.split('+')) {
    const shown = SHOWN[type] as keyof AccuracyIntervals;
    text += `--- ${title}\n`;
    text += printBucketTable(
      {
        heading: bucketer.name,
        buckets: bucketer.buckets,
        sysNames: report.sysNames,
        value: (o, b) => cellOf(accuracy, o, b)[shown],
        details:
          details === null
            ? null
            : {
                heading: '# words',
                counts: details.counts,
                interval: (o, b) => {
                  const { lower, upper } = cellOf(details.intervals, o, b)[shown];
                  return [lower, upper];
                },
              },
      },
      fmt,
    );
  }
  return text;
}
