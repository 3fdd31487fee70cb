import { exactPow } from '@bleukit/core';
import { alignWords, countChunks, type MeteorMatch, type MeteorMatchers } from './align-words.js';
import { countAlignment, type AlignmentCounts } from './count-alignment.js';

/** METEOR's parameters, with NLTK's defaults. */
export interface MeteorParameters {
  /** Weight of precision against recall in the harmonic mean. Default 0.9. */
  alpha?: number;
  /** Shape of the fragmentation penalty. Default 3.0. */
  beta?: number;
  /** Weight of the fragmentation penalty. Default 0.5. */
  gamma?: number;
}

/** METEOR of one hypothesis against one reference, with what went into it. */
export interface MeteorSentence {
  /** The words compared (lower-cased unless case-sensitive). */
  readonly hypothesis: readonly string[];
  readonly reference: readonly string[];
  /** The alignment, sorted by hypothesis position, each pair labelled by its stage. */
  readonly matches: readonly MeteorMatch[];
  /** Runs of matches adjacent in both sentences. */
  readonly chunks: number;
  /** matches / hypothesis words (0 for an empty hypothesis). */
  readonly precision: number;
  /** matches / reference words (0 for an empty reference). */
  readonly recall: number;
  /** precision·recall / (alpha·precision + (1 − alpha)·recall); 0 where NLTK returns 0. */
  readonly fmean: number;
  /** gamma · (chunks / matches)^beta; 0 where NLTK returns 0 (no match, an empty sentence). */
  readonly penalty: number;
  /** NLTK's value, from 0 to 1 (0 when nothing matches or a sentence is empty). */
  readonly value: number;
}

/**
 * NLTK 3.8's `single_meteor_score` on words already lower-cased (or not, for case-sensitive
 * scoring), with its float operations in its order, so that values are equal bit for bit.
 */
export function sentenceMeteor(
  hypothesis: readonly string[],
  reference: readonly string[],
  matchers: MeteorMatchers,
  parameters: MeteorParameters = {},
): MeteorSentence {
  const matches = alignWords(hypothesis, reference, matchers);
  const chunks = countChunks(matches);
  const factors: MeteorFactors = { precision: 0, recall: 0, fmean: 0, penalty: 0 };
  const value = meteorFromCounts(matches.length, chunks, hypothesis.length, reference.length, parameters, factors);
  return { hypothesis, reference, matches, chunks, ...factors, value };
}

const counts: AlignmentCounts = { matches: 0, chunks: 0 };

/**
 * The value of {@link sentenceMeteor} without the alignment behind it (nothing is allocated):
 * what scoring a corpus needs.
 */
export function meteorValue(
  hypothesis: readonly string[],
  reference: readonly string[],
  matchers: MeteorMatchers,
  parameters: MeteorParameters = {},
): number {
  return meteorOfCounts(countAlignment(hypothesis, reference, matchers, counts), hypothesis.length, reference.length, parameters);
}

/** METEOR of an alignment's counts, for sentences of the lengths given. */
export function meteorOfCounts(counts: AlignmentCounts, hypothesisLength: number, referenceLength: number, parameters: MeteorParameters): number {
  return meteorFromCounts(counts.matches, counts.chunks, hypothesisLength, referenceLength, parameters);
}

/** The numbers between the alignment's counts and the value, which {@link sentenceMeteor} reports. */
type MeteorFactors = { -readonly [K in 'precision' | 'recall' | 'fmean' | 'penalty']: MeteorSentence[K] };

/**
 * NLTK's formula from the alignment's counts, its float operations in its order; fills
 * `factors`, when given, with the numbers on the way (0 where NLTK returns 0).
 */
function meteorFromCounts(
  count: number,
  chunks: number,
  hypothesisLength: number,
  referenceLength: number,
  parameters: MeteorParameters,
  factors?: MeteorFactors,
): number {
  const alpha = parameters.alpha ?? 0.9;
  const beta = parameters.beta ?? 3.0;
  const gamma = parameters.gamma ?? 0.5;
  const precision = hypothesisLength > 0 ? count / hypothesisLength : 0;
  const recall = referenceLength > 0 ? count / referenceLength : 0;
  if (factors) {
    factors.precision = precision;
    factors.recall = recall;
  }
  // NLTK returns 0.0 on any ZeroDivisionError: an empty sentence, no match, a zero denominator.
  if (hypothesisLength === 0 || referenceLength === 0 || count === 0) return 0;
  const denominator = alpha * precision + (1 - alpha) * recall;
  if (denominator === 0) return 0;
  const fmean = (precision * recall) / denominator;
  const penalty = gamma * fragmentationPower(chunks, count, beta);
  if (factors) {
    factors.fmean = fmean;
    factors.penalty = penalty;
  }
  return (1 - penalty) * fmean;
}

/** `(chunks / count) ** beta` by beta, then by chunks and count: a corpus meets few such pairs. */
const powers = new Map<number, Map<number, number>>();

/**
 * NLTK's `frag_frac ** beta`. Python's `**` is libm's pow, correctly rounded; exactPow is too
 * (V8's Math.pow is not always), and costs more than the rest of a sentence's score, so each
 * value is computed once.
 */
function fragmentationPower(chunks: number, count: number, beta: number): number {
  let byPair = powers.get(beta);
  if (byPair === undefined) {
    if (powers.size >= 16) powers.clear();
    byPair = new Map();
    powers.set(beta, byPair);
  }
  // Both are word counts, far below 2^26.
  const key = chunks * 67_108_864 + count;
  let power = byPair.get(key);
  if (power === undefined) {
    if (byPair.size >= 100_000) byPair.clear();
    power = exactPow(chunks / count, beta);
    byPair.set(key, power);
  }
  return power;
}
