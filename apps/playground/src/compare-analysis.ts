// The Compare view's analysis: `bleukit analyze` on the systems and references of the form, with
// the form's tokenizer and metrics, computed by @bleukit/compare in the compare worker.
import type { Tokenizer } from '@bleukit/core';
import { analyze, type AnalysisData } from '@bleukit/compare/analyze';
import { analysisHtml } from '@bleukit/compare/html';
import { PAIRED_BOOTSTRAP, bleuFor, extraMetrics, hasBlankReference, type NamedLines, type ScoreInput } from './score-systems.js';

/** Bootstrap resamples of each sentence bucket's interval (`bleukit analyze --bucket-ci 200`). */
export const BUCKET_SAMPLES = 200;

/**
 * Every analysis of the systems against the references, as `bleukit analyze -f json` gives it;
 * with `labels` (one a line: document, domain, anything), sentence buckets by label too.
 */
export function compareAnalysis(input: ScoreInput, tokenizer: Tokenizer, version: string, labels?: NamedLines): AnalysisData {
  const { corpus, sentence } = bleuFor(input.settings, tokenizer);
  const extra = extraMetrics(input.settings, { tokenizer, skipEmpty: hasBlankReference(input.references) });
  return analyze({
    referenceFiles: input.references.map((ref) => ref.name),
    references: input.references.map((ref) => ref.lines),
    systems: input.systems.map((system) => ({ name: system.name, file: system.name, lines: system.lines })),
    words: (line) => corpus.tokenize(line),
    wordsInfo: { tokenizer: tokenizer.name, lowercase: input.settings.lowercase },
    metrics: [{ metric: corpus, sentence }, ...extra.map((metric) => ({ metric }))],
    significance: input.systems.length > 1 ? [{ test: 'bs', samples: PAIRED_BOOTSTRAP.samples }] : [],
    seed: PAIRED_BOOTSTRAP.seed,
    bucketSamples: BUCKET_SAMPLES,
    ...(labels ? { labels: { file: labels.name, labels: labels.lines } } : {}),
    version,
  });
}

/** The analysis as the HTML report shows it (the same page `bleukit analyze --html` writes). */
export function compareReport(data: AnalysisData, tokenizer: Tokenizer, input: ScoreInput): string {
  const { corpus } = bleuFor(input.settings, tokenizer);
  return analysisHtml(data, { title: `Compare: ${data.systems.map((s) => s.name).join(' vs. ')}`, words: (line) => corpus.tokenize(line) });
}
