export { createBleu } from './bleu.js';
export { checkCorpusInput, checkReferenceStreams, checkSegmentInput, checkSentenceReferences, checkStrings, missingReference, streamsFromSegments } from './corpus-input.js';
export type { Bleu, BleuOptions, CorpusScoreOptions } from './bleu.js';
export type { BleuResult } from './bleu-result.js';
export type { ReferenceStream, SegmentReferences } from './segment-references.js';
export { closestReferenceLength } from './closest-reference-length.js';
export { computeBleu, computeBleuScore } from './compute-bleu.js';
export type { BleuScore, ComputeBleuOptions } from './compute-bleu.js';
export { BleukitError, describeValue } from './errors.js';
export type { BleukitErrorCode } from './errors.js';
export { formatBleu, formatBleuJson, formatVerbose } from './format.js';
export type { Confidence, FormatOptions } from './format.js';
export { NgramMatcher } from './ngram-matcher.js';
export { formatFixed, formatFloat } from './python-format.js';
export { exactLog, exactPow } from './correctly-rounded-math.js';
export { glibcExp } from './glibc-exp.js';
export { rememberedExp, rememberedLog } from './remembered-math.js';
export {
  hasPythonWhitespace,
  isPythonWhitespace,
  isPythonWhitespaceCode,
  pythonRstrip,
  pythonSplit,
  pythonStrip,
} from './python-whitespace.js';
export { sacrebleuTokenizerName } from './language-tokenizer.js';
export { formatSignature, signatureEntries, signatureFields } from './signature.js';
export type { BleuSignature } from './signature.js';
export { SMOOTH_DEFAULTS, SMOOTH_METHODS, isSmoothMethod } from './smoothing.js';
export type { SmoothMethod } from './smoothing.js';
export { addStatistics, statisticsOrder, sumStatistics } from './statistics.js';
export type { Statistics } from './statistics.js';
export { TOKEN_HASH_BASIS, TOKEN_HASH_PRIME, TokenSpans, tokenHash } from './tokenizer.js';
export type { Tokenizer } from './tokenizer.js';
export { VERSION } from './version.js';
export * from './significance/index.js';
export * from './presets/index.js';
export { formatScoreJson, formatScoreLine } from './score-format.js';
export { SIGNATURE_VERSION, formatSignatureFields } from './signature-field.js';
export type { SignatureField } from './signature-field.js';
export type { ScoreLine } from './score-format.js';
export type { Metric, MetricResult } from './metric.js';
export { alreadySplitIntoWords, meanWordLength, segmentationAdvice } from './segmentation-advice.js';
export type { SegmentationAdvice } from './segmentation-advice.js';
