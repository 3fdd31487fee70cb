import { formatVerbose, pythonRstrip, type Bleu } from '@bleukit/core';
import type { Meteor, MeteorExplanation } from '@bleukit/meteor';
import { crossingPairs, type Ribes, type RibesExplanation } from '@bleukit/ribes';
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
  /** RIBES's word alignment against the reference it scores best with, when RIBES is scored. */
  ribes?: RibesAlignment;
  /** METEOR's staged alignment against the reference it scores best with, when METEOR is scored. */
  meteor?: MeteorAlignment;
}

/** METEOR of a segment: the alignment with each match's stage, the numbers behind the value, the parameters. */
export interface MeteorAlignment extends MeteorExplanation {
  alpha: number;
  beta: number;
  gamma: number;
  /** How many references the best was chosen from. */
  references: number;
}

/** METEOR's explanation of a segment: against the best of its references, as the table's score. */
export function describeMeteor(meteor: Meteor, hypothesis: string, references: readonly string[]): MeteorAlignment {
  const { alpha, beta, gamma } = meteor.options;
  return { ...meteor.explain(hypothesis, references), alpha, beta, gamma, references: references.length };
}

/** RIBES of a segment: the alignment, the pairs of aligned words that cross, and the factors. */
export interface RibesAlignment extends RibesExplanation {
  /** Hypothesis index pairs `[i, j]` (`i < j`) aligned in the other order (`crossingPairs`). */
  crossing: [number, number][];
  /** The exponents of precision and brevity penalty. */
  alpha: number;
  beta: number;
}

/**
 * RIBES's explanation of a segment (the alignment against its best reference) with the crossing
 * pairs; undefined when every reference is blank and skipped, so there is nothing to align with.
 */
export function describeAlignment(ribes: Ribes, hypothesis: string, references: readonly string[]): RibesAlignment | undefined {
  if (ribes.options.skipEmptyReferences && references.every((reference) => ribes.words(reference).length === 0)) return undefined;
  const explained = ribes.explain(hypothesis, references);
  return { ...explained, crossing: crossingPairs(explained.alignment), alpha: ribes.options.alpha, beta: ribes.options.beta };
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
