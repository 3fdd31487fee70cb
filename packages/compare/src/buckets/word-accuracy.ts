import { BleukitError, pythonStrip } from '@bleukit/core';
import { bucketDetails } from './bucket-intervals.js';
import { wordBucketerFromProfile } from './word-bucketer-profile.js';
import { ACCURACY_TYPES, printWordReport } from './word-report.js';
import { corpusAccuracy, sourceWordCounts, targetWordCounts, type Alignments, type WordCounts, type WordLabels } from './word-statistics.js';
import type { WordBucketer } from './word-bucketer.js';
import { pythonInt, ProfileReader, type Profile } from '../report/profile.js';
import type { Corpus, CorpusFiles, ReportContext } from '../report/report-context.js';

/** The keys every word accuracy profile takes, in compare-mt's order. */
const BUCKET_KEYS = ['acc_type', 'bucket_type', 'bucket_cutoffs', 'freq_count_file', 'freq_corpus_file', 'label_set'];
const REPORT_KEYS = ['title', 'case_insensitive', 'output_bucket_details'];

/** The keys of `--compare_word_accuracies` (compare-mt's `generate_word_accuracy_report`). */
export const WORD_ACCURACY_KEYS: readonly string[] = [
  'src', // accepted and unused: compare-mt passes it to the HTML report only
  ...BUCKET_KEYS,
  'ref_labels',
  'out_labels',
  ...REPORT_KEYS,
];

/** The keys of `--compare_src_word_accuracies` (compare-mt's `generate_src_word_accuracy_report`). */
export const SOURCE_WORD_ACCURACY_KEYS: readonly string[] = ['ref_align_file', ...BUCKET_KEYS, 'src_labels', ...REPORT_KEYS];

function accType(reader: ProfileReader, fallback: string): string {
  const text = reader.string('acc_type', fallback);
  for (const type of text.split('+')) {
    if (!ACCURACY_TYPES.includes(type)) {
      throw reader.error(`unknown acc_type ${JSON.stringify(type)}; give ${ACCURACY_TYPES.join(', ')} or several joined by '+', e.g. acc_type=prec+rec.`);
    }
  }
  return text;
}

/**
 * `ref_labels=` and `out_labels=` (`;`-separated, one per output), read and checked against the
 * corpora. As in compare-mt, output labels are checked even without reference labels, and then
 * go unused.
 */
function wordLabels(reader: ProfileReader, context: ReportContext): WordLabels | null {
  const refName = reader.string('ref_labels', null);
  const outText = reader.string('out_labels', null);
  if (refName !== null && outText === null) throw reader.error('ref_labels= needs out_labels= too: one label file per output, joined by ";".');
  if (outText === null) return null;
  const outNames = outText.split(';');
  if (outNames.length !== context.outs.length) {
    throw reader.error(`out_labels= names ${outNames.length} files for ${context.outs.length} outputs; give one label file per output, joined by ";".`);
  }
  const outs = outNames.map((name, o) => checkLines(context.files.tokens(name), name, context.outs[o] as Corpus, `output ${o + 1}`));
  return refName === null ? null : { ref: context.files.tokens(refName), refName, outs, outNames };
}

function checkLines(labels: Corpus, name: string, corpus: Corpus, what: string): Corpus {
  if (labels.length !== corpus.length) {
    throw new BleukitError('length-mismatch', `${name} has ${labels.length} lines for the ${corpus.length} lines of ${what}; a label file has one line per sentence`);
  }
  return labels;
}

/**
 * compare-mt's `--compare_word_accuracies` analysis (`generate_word_accuracy_report`): word
 * precision, recall or F-measure of each output by bucket, as compare-mt prints it (any
 * `Reading frequency from …` line first).
 */
export function wordAccuracyReport(profile: Profile, context: ReportContext): string {
  const reader = new ProfileReader(profile, WORD_ACCURACY_KEYS);
  const type = accType(reader, 'fmeas');
  const labels = wordLabels(reader, context);
  const { bucketer, printed } = wordBucketerFromProfile(reader, context.ref, context.files);
  return printed + report('Word Accuracy Analysis', reader, type, bucketer, targetWordCounts(bucketer, context.ref, context.outs, labels), context);
}

/** The report of counts made: bucket details when asked for (they draw from the generator), then the tables. */
function report(header: string, reader: ProfileReader, accType: string, bucketer: WordBucketer, counts: WordCounts, context: ReportContext): string {
  const details = reader.bool('output_bucket_details') ? bucketDetails(counts, context.random) : null;
  const title = reader.string('title', null);
  const accuracy = corpusAccuracy(counts);
  return printWordReport({ header, bucketer, accuracy, accType, title, details, sysNames: context.sysNames }, context.fmt);
}

/** An alignment file as compare-mt reads it: each line `s-t s-t …`, source then reference positions. */
export function readAlignments(files: CorpusFiles, path: string): Alignments {
  return files.lines(path).map((line, i) =>
    pythonStrip(line)
      .split(' ')
      .map((pair) => {
        const parts = pair.split('-');
        const from = parts.length === 2 ? pythonInt(parts[0] as string) : undefined;
        const to = parts.length === 2 ? pythonInt(parts[1] as string) : undefined;
        if (from === undefined || to === undefined) {
          throw new BleukitError('invalid-input', `${path}:${i + 1}: cannot read ${JSON.stringify(pair)} as an alignment; each line holds source-reference position pairs such as 0-0 1-2`);
        }
        return [from, to] as const;
      }),
  );
}

/**
 * compare-mt's `--compare_src_word_accuracies` analysis (`generate_src_word_accuracy_report`):
 * the recall of source words by bucket, through an alignment of source to reference words.
 */
export function sourceWordAccuracyReport(profile: Profile, context: ReportContext): string {
  const reader = new ProfileReader(profile, SOURCE_WORD_ACCURACY_KEYS);
  const type = accType(reader, 'rec');
  if (type !== 'rec') throw reader.error('source word accuracy is a recall: acc_type can only be rec.');
  const alignmentName = reader.string('ref_align_file', null);
  if (context.src === undefined || alignmentName === null) {
    throw reader.error('source word accuracy needs the source (--src_file) and ref_align_file=, the source-to-reference word alignment.');
  }
  const labelName = reader.string('src_labels', null);
  const labels = labelName === null ? null : checkLines(context.files.tokens(labelName), labelName, context.src, 'the source');
  const alignments = readAlignments(context.files, alignmentName);
  const { bucketer, printed } = wordBucketerFromProfile(reader, context.src, context.files);
  const counts = sourceWordCounts(bucketer, context.ref, context.outs, {
    src: context.src,
    alignments,
    alignmentName,
    labels,
    labelName: labelName ?? 'src_labels',
  });
  return printed + report('Source Word Accuracy Analysis', reader, type, bucketer, counts, context);
}
