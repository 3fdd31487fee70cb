import { closeSync, openSync, writeSync } from 'node:fs';
import type { AnalysisData, SegmentWords } from '@bleukit/compare/analyze';
import { CliError, bleukitError } from '../../cli-error.js';

/**
 * `--html FILE`: the analysis as one self-contained HTML page (`@bleukit/compare/html`, loaded
 * only when asked for); `words` is the run's tokenizer, so the page's segment lists and n-gram
 * matches see the words the analyses counted; `segmentWords`, the lines as word ids as `analyze`
 * kept them, spares tokenizing them again. The page is written as UTF-8 in pieces of 64 kB.
 */
export async function writeHtmlReport(path: string, data: AnalysisData, words: (line: string) => readonly string[], segmentWords?: SegmentWords): Promise<void> {
  const { writeAnalysisHtml } = await import('@bleukit/compare/html');
  const failed = (error: unknown) => new CliError(1, [bleukitError(`cannot write ${path} (--html): ${(error as Error).message}; give a path in a folder you can write to.`)]);
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (error) {
    throw failed(error);
  }
  try {
    // Written piece by piece as it is made: the page of a large corpus is never one string.
    writeAnalysisHtml(
      data,
      (piece) => {
        try {
          for (let at = 0; at < piece.length; ) at += writeSync(fd, piece, at);
        } catch (error) {
          throw failed(error);
        }
      },
      { words, ...(segmentWords === undefined ? {} : { segmentWords }) },
    );
  } finally {
    closeSync(fd);
  }
}
