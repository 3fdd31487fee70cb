import type { AnalysisData } from '@bleukit/compare/analyze';
import { CliError, bleukitError } from '../../cli-error.js';

/** `--html FILE`: the HTML report of the analysis. */
export async function writeHtmlReport(path: string, data: AnalysisData): Promise<void> {
  void data;
  throw new CliError(2, [bleukitError(`--html ${path}: the HTML report is not offered by bleukit analyze yet; use -f json (every table as data) or --segments FILE.csv meanwhile.`)]);
}
