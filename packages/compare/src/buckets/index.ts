export { wordAccuracyReport, sourceWordAccuracyReport, readAlignments, WORD_ACCURACY_KEYS, SOURCE_WORD_ACCURACY_KEYS } from './word-accuracy.js';
export { sentenceBucketReport, printSentenceReport, SENTENCE_BUCKET_KEYS, SENTENCE_BUCKET_TYPES, SENTENCE_STATISTIC_TYPES } from './sentence-bucket-report.js';
export type { SentenceReport } from './sentence-bucket-report.js';
export { printWordReport, ACCURACY_TYPES } from './word-report.js';
export { printBucketTable, reportHeader } from './bucket-table.js';
export type { BucketTable } from './bucket-table.js';
export type { WordReport } from './word-report.js';
export { wordBucketerFromProfile, WORD_BUCKET_TYPES } from './word-bucketer-profile.js';
export type { WordBucketerSetup } from './word-bucketer-profile.js';
export { caseBucketer, frequencyBucketer, labelBucketer, multilabelBucketer, numericalLabelBucketer } from './word-bucketer.js';
export type { FrequencyTable, WordBucketer } from './word-bucketer.js';
export {
  labelSentenceBucketer,
  lengthDiffSentenceBucketer,
  lengthSentenceBucketer,
  multilabelSentenceBucketer,
  numericalLabelSentenceBucketer,
  scoreSentenceBucketer,
} from './sentence-bucketer.js';
export type { BucketedSentence, SentenceBucketer } from './sentence-bucketer.js';
export { accuracyOf, corpusAccuracy, sourceWordCounts, targetWordCounts } from './word-statistics.js';
export type { Alignments, BucketAccuracy, SourceSide, WordCounts, WordLabels } from './word-statistics.js';
export { bucketDetails } from './bucket-intervals.js';
export type { AccuracyIntervals, BucketDetails, Interval } from './bucket-intervals.js';
export { countWords, readCountFile } from './word-counts.js';
export type { CountFile } from './word-counts.js';
export { cutoffBucket, cutoffNames, cutoffValues, readCutoffs } from './cutoffs.js';
export { greedyMatch, wordPositions } from './greedy-match.js';
export type { WordMatching } from './greedy-match.js';
export { pythonIsLower, pythonIsTitle, pythonIsUpper } from './python-case.js';
