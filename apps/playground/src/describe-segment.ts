import { formatVerbose, pythonRstrip, type Bleu } from '@bleukit/core';
import type { EditPath, Ter } from '@bleukit/ter';
import { highlightSegment, type SegmentHighlight } from './segment-highlight.js';

/** A segment, tokenized and explained, for the detail panel. */
export interface SegmentDetail {
  system: number;
  segment: number;
  highlight: SegmentHighlight;
  /** Sentence BLEU with effective order. */
  score: number;
  /** `precisions (BP = … ratio = … hyp_len = … ref_len = …)` of the sentence. */
  verbose: string;
  /** TER's edit path against the reference with the fewest edits, when TER is scored. */
  ter?: EditPath & { score: number };
}

/** TER's edit path of a segment and its sentence TER, on right-stripped lines as the CLI reads them. */
export function describeEdits(ter: Ter, hypothesis: string, references: readonly string[]): EditPath & { score: number } {
  const hyp = pythonRstrip(hypothesis);
  const refs = references.map((ref) => pythonRstrip(ref));
  return { ...ter.editPath(hyp, refs), score: ter.sentenceScore(hyp, refs).score };
}

/**
 * Tokenizes one segment as BLEU does (lower-casing and right-stripping first) and marks its
 * matched n-grams; `sentence` is the BLEU used for the table's sentence scores.
 */
export function describeSegment(
  sentence: Bleu,
  hypothesis: string,
  references: readonly string[],
  where: { system: number; segment: number },
): SegmentDetail {
  const hypTokens = sentence.tokenize(hypothesis);
  const refTokens = references.map((ref) => sentence.tokenize(ref));
  const result = sentence.scoreStatistics(sentence.tokenStatistics(hypTokens, refTokens), references.length);
  return {
    ...where,
    highlight: highlightSegment(hypTokens, refTokens, sentence.maxNgramOrder),
    score: result.score,
    verbose: formatVerbose(result),
  };
}
