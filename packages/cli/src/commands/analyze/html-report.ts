import { writeFileSync } from 'node:fs';
import type { AnalysisData } from '@bleukit/compare/analyze';
import { CliError, bleukitError } from '../../cli-error.js';

/**
 * `--html FILE`: the analysis as one self-contained HTML page (`@bleukit/compare/html`, loaded
 * only when asked for); `words` is the run's tokenizer, so the page's segment lists and n-gram
 * matches see the words the analyses counted.
 */
export async function writeHtmlReport(path: string, data: AnalysisData, words: (line: string) => readonly string[]): Promise<void> {
  const { analysisHtml } = await import('@bleukit/compare/html');
  const html = analysisHtml(data, { words });
  try {
    writeFileSync(path, html);
  } catch (error) {
    throw new CliError(1, [bleukitError(`cannot write ${path} (--html): ${(error as Error).message}; give a path in a folder you can write to.`)]);
  }
}
