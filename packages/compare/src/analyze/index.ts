export { analyze } from './analyze.js';
export type { AnalyzeInput, AnalyzeMetric, AnalyzeSystem } from './analyze.js';
export * from './analysis-data.js';
export { formatAnalysisText } from './analysis-text.js';
export type { LineTexts, TextReportOptions } from './analysis-text.js';
export { parseSegmentSort, segmentPairRows, segmentRowsCsv, segmentSortKeys } from './segment-export.js';
export type { SegmentPairRow, SegmentSort } from './segment-export.js';
export type { SignificanceRequest } from './significance-tests.js';
export type { NgramSettings } from './ngram-tables.js';
