import { createBleu, pythonSplit, type Tokenizer } from '@bleukit/core';
import { createChrf } from '@bleukit/chrf';
import { createRibes } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import { analyze } from '../analyze/analyze.js';
import type { CompareMtArguments } from '../compare-mt-arguments.js';
import { parseProfile } from '../report/profile.js';
import type { CorpusFiles } from '../report/report-context.js';
import { analysisReportView } from './analysis-view.js';
import { renderHtmlReport } from './render-report.js';
import type { ReportView } from './report-view.js';
import { addSegmentDetails } from './segment-details.js';

/** compare-mt's words: its files are tokenized already, one token per space (sacreBLEU's `-tok none`). */
const TOKENS: Tokenizer = { name: 'none', tokenize: (line) => pythonSplit(line) };

/** Whether any `--compare_scores` profile asks for a bootstrap. */
function wantsBootstrap(args: CompareMtArguments): boolean {
  return (args.compareScores ?? []).some((text) => {
    const value = parseProfile('--compare_scores', text).values.get('bootstrap');
    return value !== undefined && value !== '0';
  });
}

/**
 * The report of `bleukit compare-mt --output_directory DIR` (its `DIR/index.html`): the
 * systems of the command line analyzed as `bleukit analyze` analyzes them, on compare-mt's
 * tokens (one token per space) with BLEU, chrF, TER and RIBES, sacreBLEU's paired bootstrap
 * when a `--compare_scores` profile asks for a bootstrap, and every segment linked. Its tables are
 * bleukit's analyses of the same files (the text report holds compare-mt's own numbers).
 */
export function compareMtReportView(args: CompareMtArguments, files: CorpusFiles, version: string): ReportView {
  const lines = (path: string): string[] => files.tokens(path).map((words) => words.join(' '));
  const outs = args.outFiles.map(lines);
  const names = args.sysNames ?? outs.map((_, k) => `sys${k + 1}`);
  const bootstrap = wantsBootstrap(args);
  const data = analyze({
    referenceFiles: [args.refFile],
    references: [lines(args.refFile)],
    systems: outs.map((out, k) => ({ name: names[k] ?? `sys${k + 1}`, file: args.outFiles[k] as string, lines: out })),
    words: (line) => pythonSplit(line),
    wordsInfo: { tokenizer: 'none', lowercase: false },
    metrics: [
      { metric: createBleu({ tokenizer: TOKENS }), sentence: createBleu({ tokenizer: TOKENS, effectiveOrder: true }) },
      { metric: createChrf() },
      { metric: createTer() },
      { metric: createRibes() },
    ],
    ...(args.srcFile === null ? {} : { source: { file: args.srcFile, lines: lines(args.srcFile) } }),
    significance: bootstrap ? [{ test: 'bs', samples: 1000 }] : [],
    bucketSamples: bootstrap ? 1000 : 0,
    ...(args.seed === null ? {} : { seed: args.seed }),
    version,
  });
  return addSegmentDetails(analysisReportView(data, { title: args.reportTitle, words: (line) => pythonSplit(line) }));
}

/** {@link compareMtReportView} as the HTML page to write to `DIR/index.html`. */
export function compareMtHtml(args: CompareMtArguments, files: CorpusFiles, version: string): string {
  return renderHtmlReport(compareMtReportView(args, files, version));
}
