import { exactPow } from '@bleukit/core';
import { alignWords, countChunks, type MeteorMatch, type MeteorMatchers } from './align-words.js';

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
  const alpha = parameters.alpha ?? 0.9;
  const beta = parameters.beta ?? 3.0;
  const gamma = parameters.gamma ?? 0.5;
  const matches = alignWords(hypothesis, reference, matchers);
  const chunks = countChunks(matches);
  const count = matches.length;
  const precision = hypothesis.length > 0 ? count / hypothesis.length : 0;
  const recall = reference.length > 0 ? count / reference.length : 0;
  const base = { hypothesis, reference, matches, chunks, precision, recall };
  const zero = { ...base, fmean: 0, penalty: 0, value: 0 };
  // NLTK returns 0.0 on any ZeroDivisionError: an empty sentence, no match, a zero denominator.
  if (hypothesis.length === 0 || reference.length === 0 || count === 0) return zero;
  const denominator = alpha * precision + (1 - alpha) * recall;
  if (denominator === 0) return zero;
  const fmean = (precision * recall) / denominator;
  const fragmentation = chunks / count;
  // Python's `**` is libm's pow, correctly rounded; exactPow is too (V8's Math.pow is not always).
  const penalty = gamma * exactPow(fragmentation, beta);
  return { ...base, fmean, penalty, value: (1 - penalty) * fmean };
}
