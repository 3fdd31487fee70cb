import type { AnalysisData } from '../analyze/analysis-data.js';
import { analysisReportView, buildReportView, type AnalysisViewOptions } from './analysis-view.js';
import { renderHtmlReport, writeHtmlReport } from './render-report.js';
import { addSegmentDetails, type SegmentDetailOptions } from './segment-details.js';

/**
 * The HTML report of an analysis, as `bleukit analyze --html FILE` writes it: every table and
 * chart, segments linked, TER's edit path and RIBES's alignment embedded within the budget.
 * Give `words`, the run's tokenizer, so segment lists and n-gram matches see the analyses' words.
 */
export function analysisHtml(data: AnalysisData, options: AnalysisViewOptions & SegmentDetailOptions = {}): string {
  return renderHtmlReport(addSegmentDetails(analysisReportView(data, options), options));
}

/**
 * {@link analysisHtml} as UTF-8 bytes, handed to `write` in pieces of 64 kB as they are made (each
 * valid until `write` returns), for writing a report of many segments to a file or a stream
 * without holding the page, or the segments' texts, as one string each: the texts are made from
 * the words as each piece is written.
 */
export function writeAnalysisHtml(data: AnalysisData, write: (piece: Uint8Array) => void, options: AnalysisViewOptions & SegmentDetailOptions = {}): void {
  writeHtmlReport(addSegmentDetails(buildReportView(data, options, true), options), write);
}
