// The Compare view's analysis: `bleukit analyze` on the systems and references of the last score,
// with the form's tokenizer and metrics and the view's options, computed by @bleukit/compare in the
// scoring worker (which has the tokenizer, and ja-mecab's dictionary, loaded already).
import { pythonRstrip, type ResamplingSeed, type Tokenizer } from '@bleukit/core';
import { analyze, formatAnalysisText, parseScoreBuckets, readFrequencyFile, type AnalysisData, type LabelType, type PyNumber } from '@bleukit/compare/analyze';
import { addSegmentDetails, analysisReportView, renderHtmlReport } from '@bleukit/compare/html';
import type { MeteorSupport } from './load-meteor.js';
import { PAIRED_BOOTSTRAP, bleuFor, extraMetrics, hasBlankReference, type NamedLines, type ScoreInput } from './score-systems.js';

/** Bootstrap resamples of each sentence bucket's interval, unless the view says otherwise (`--bucket-ci 200`). */
export const BUCKET_SAMPLES = 200;

/** What the Compare view adds to the scoring form: `bleukit analyze`'s own options. */
export interface CompareOptions {
  /** `--src FILE`: the source, shown with the examples and segments. */
  source?: NamedLines;
  /** `--labels FILE`: one label a line (document, domain, anything), for sentence buckets by label. */
  labels?: NamedLines;
  /** `--label-type TYPE` and `--label-cutoffs C1:C2…`: how the labels make buckets (default one bucket per label). */
  labelBuckets?: { type: LabelType; cutoffs?: PyNumber[] };
  /** `--freq-corpus FILE` (`corpus`) or `--freq-counts FILE` (`counts`): word frequencies from a file. */
  frequencies?: { source: 'corpus' | 'counts'; file: NamedLines };
  /** `--score-buckets M[:C1:C2…]`, as the command line takes it (empty: none). */
  scoreBuckets?: string;
  /** `-pbs -pbsn N` and `-par -parn N`: the paired tests against the first system. */
  significance: { test: 'bs' | 'ar'; samples: number }[];
  /** `--bucket-ci N` (0: no intervals). */
  bucketSamples: number;
  /** `SACREBLEU_SEED` (default 12345). */
  seed?: ResamplingSeed;
}

/** The view's options until the user changes them: sacreBLEU's paired bootstrap and bucket intervals. */
export const DEFAULT_COMPARE_OPTIONS: CompareOptions = {
  significance: [{ test: 'bs', samples: PAIRED_BOOTSTRAP.samples }],
  bucketSamples: BUCKET_SAMPLES,
  seed: PAIRED_BOOTSTRAP.seed,
};

/** An analysis as the view shows and offers it: the data (`-f json`), the report (`--html`) and the text report (`-f text`). */
export interface CompareResult {
  data: AnalysisData;
  html: string;
  text: string;
}

/** Lines as the command line reads a file (`line.rstrip()`). */
const stripped = (lines: readonly string[]): string[] => lines.map((line) => pythonRstrip(line));

/** The labels, stripped as `--labels` strips them; an empty one is an error naming its line. */
function labelsOf(file: NamedLines): { file: string; labels: string[] } {
  const labels = file.lines.map((line) => line.trim());
  const empty = labels.indexOf('');
  if (empty >= 0) throw new Error(`${file.name}:${empty + 1}: the label is empty; give every line a label (e.g. its document or domain).`);
  return { file: file.name, labels };
}

/**
 * Every analysis of the systems against the references, as `bleukit analyze -f json` gives it
 * with the same options; `meteor` when the form scores METEOR.
 */
export function compareAnalysis(input: ScoreInput, tokenizer: Tokenizer, version: string, options: CompareOptions = DEFAULT_COMPARE_OPTIONS, meteor?: MeteorSupport): AnalysisData {
  const { corpus, sentence } = bleuFor(input.settings, tokenizer);
  const extra = extraMetrics(input.settings, { tokenizer, skipEmpty: hasBlankReference(input.references), ...(meteor ? { meteor } : {}) });
  const metrics = [{ metric: corpus, sentence }, ...extra.map((metric) => ({ metric }))];
  const words = (line: string) => corpus.tokenize(line);
  const scoreBuckets = options.scoreBuckets?.trim() ? parseScoreBuckets(options.scoreBuckets.trim(), metrics.map((entry) => entry.metric.id)) : [];
  const { frequencies, source, labels } = options;
  return analyze({
    referenceFiles: input.references.map((ref) => ref.name),
    references: input.references.map((ref) => stripped(ref.lines)),
    systems: input.systems.map((system) => ({ name: system.name, file: system.name, lines: stripped(system.lines) })),
    words,
    wordsInfo: { tokenizer: tokenizer.name, lowercase: input.settings.lowercase },
    metrics,
    significance: input.systems.length > 1 ? options.significance : [],
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    bucketSamples: options.bucketSamples,
    scoreBuckets,
    ...(source ? { source: { file: source.name, lines: stripped(source.lines) } } : {}),
    ...(labels ? { labels: { ...labelsOf(labels), ...options.labelBuckets } } : {}),
    ...(frequencies
      ? { frequencies: readFrequencyFile(frequencies.source, frequencies.file.name, stripped(frequencies.file.lines), words, input.settings.lowercase) }
      : {}),
    version,
  });
}

/**
 * The analysis as the view offers it: the HTML report (the page `bleukit analyze --html` writes)
 * and the text report (`-f text`).
 */
export function compareReports(data: AnalysisData, tokenizer: Tokenizer, input: ScoreInput): Omit<CompareResult, 'data'> {
  const { corpus } = bleuFor(input.settings, tokenizer);
  const words = (line: string) => corpus.tokenize(line);
  const view = analysisReportView(data, { title: `Compare: ${data.systems.map((s) => s.name).join(' vs. ')}`, words });
  const html = renderHtmlReport(addSegmentDetails(view));
  const text = formatAnalysisText(data, (line) => {
    const row = data.segmentTable[line - 1];
    return { references: row?.references ?? [], outputs: row?.systems.map((system) => system.output) ?? [], source: row?.source ?? null };
  });
  return { html, text };
}
