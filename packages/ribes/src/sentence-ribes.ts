import { BleukitError, exactPow, glibcExp } from '@bleukit/core';
import { PairEncoder } from './pair-encoder.js';
import { alignWordIds, sharedEncoder, UNALIGNED, type RibesAlignmentMethod } from './word-alignment.js';
import { ascendingPairs, nltkIncreasingPairs } from './word-order.js';

/** RIBES's weights and alignment rule. */
export interface RibesWeights {
  /** Exponent of the unigram precision. Default 0.25. */
  alpha?: number;
  /** Exponent of the brevity penalty. Default 0.10. */
  beta?: number;
  /** Whose alignment and tau: RIBES.py's (default) or NLTK's. */
  method?: RibesAlignmentMethod;
}

/** RIBES of one hypothesis against one reference, with everything that went into it. */
export interface RibesSentence {
  readonly hypothesis: readonly string[];
  readonly reference: readonly string[];
  /**
   * For each hypothesis word, the reference position it is aligned to, or -1. A word is aligned
   * when it, or a context window around it, occurs exactly once in each sentence.
   */
  readonly alignment: Int32Array;
  /** How many hypothesis words are aligned. */
  readonly aligned: number;
  /** Normalised Kendall's tau of the aligned positions, from 0 (reversed) to 1 (in order). */
  readonly tau: number;
  /** Unigram precision: aligned / hypothesis length. */
  readonly precision: number;
  /** `min(1, exp(1 − reference length / hypothesis length))`. */
  readonly brevityPenalty: number;
  /** `tau × precision^alpha × brevityPenalty^beta`, from 0 to 1 (RIBES.py's scale). */
  readonly value: number;
}

/** The terms of a sentence value, as {@link ribesTerms} writes them into a `Float64Array`. */
const ALIGNED = 0;
const TAU = 1;
const PRECISION = 2;
const PENALTY = 3;
const VALUE = 4;

/**
 * Values of the power and exp terms already computed, each keyed by the two whole numbers it is a
 * function of (aligned words and hypothesis length; reference and hypothesis length). Computing
 * them exactly costs more than the alignment of a typical sentence, and a test set has few
 * distinct lengths, so a corpus computes each once.
 */
class TermMemo {
  private readonly precisionPowers = new Map<number, number>();
  private readonly penalties = new Map<number, number>();
  private readonly penaltyPowers = new Map<number, number>();

  constructor(
    private readonly alpha: number,
    private readonly beta: number,
  ) {}

  /** `(aligned / hypLength) ^ alpha`. */
  precisionPower(aligned: number, hypLength: number): number {
    const key = pairKey(aligned, hypLength);
    let value = key < 0 ? undefined : this.precisionPowers.get(key);
    if (value === undefined) {
      value = exactPow(aligned / hypLength, this.alpha);
      if (key >= 0) this.precisionPowers.set(key, value);
    }
    return value;
  }

  /** The brevity penalty, `min(1, exp(1 − refLength / hypLength))`. */
  penalty(refLength: number, hypLength: number): number {
    // exp(x) ≥ 1 for x ≥ 0, so the penalty is 1 unless the reference is longer (no exp to compute).
    if (refLength <= hypLength) return 1;
    const key = pairKey(refLength, hypLength);
    let value = key < 0 ? undefined : this.penalties.get(key);
    if (value === undefined) {
      value = Math.min(1, glibcExp(1 - refLength / hypLength));
      if (key >= 0) this.penalties.set(key, value);
    }
    return value;
  }

  /** `penalty(refLength, hypLength) ^ beta`. */
  penaltyPower(refLength: number, hypLength: number): number {
    if (refLength <= hypLength) return 1;
    const key = pairKey(refLength, hypLength);
    let value = key < 0 ? undefined : this.penaltyPowers.get(key);
    if (value === undefined) {
      value = exactPow(this.penalty(refLength, hypLength), this.beta);
      if (key >= 0) this.penaltyPowers.set(key, value);
    }
    return value;
  }
}

/** One number for a pair of counts below 2^21 (exact in a double), or -1 for larger ones. */
function pairKey(a: number, b: number): number {
  return a < 0x200000 && b < 0x200000 ? a * 0x200000 + b : -1;
}

/** Aligned reference positions in hypothesis order, reused from call to call. */
let positions = new Int32Array(256);

/**
 * The terms of RIBES from an alignment (the first `hypLength` entries of `alignment`): aligned
 * count, tau, precision, brevity penalty and value, written into `terms` at the indices above.
 */
function ribesTerms(
  alignment: Int32Array,
  hypLength: number,
  refLength: number,
  alpha: number,
  beta: number,
  method: RibesAlignmentMethod,
  terms: Float64Array,
  memo: TermMemo = new TermMemo(alpha, beta),
): void {
  if (positions.length < hypLength) positions = new Int32Array(2 * hypLength);
  let aligned = 0;
  for (let i = 0; i < hypLength; i++) if (alignment[i] !== UNALIGNED) positions[aligned++] = alignment[i]!;
  terms[ALIGNED] = aligned;
  if (hypLength === 0) {
    if (method === 'nltk') {
      throw new BleukitError('invalid-input', '[bleukit] NLTK RIBES is undefined for an empty hypothesis (NLTK divides by zero): give it at least one word.');
    }
    terms[TAU] = terms[PRECISION] = terms[PENALTY] = terms[VALUE] = 0;
    return;
  }
  const precision = aligned / hypLength;
  const brevityPenalty = memo.penalty(refLength, hypLength);
  terms[PRECISION] = precision;
  terms[PENALTY] = brevityPenalty;
  let tau: number;
  if (method === 'nltk') {
    // NLTK: tau = 2·increasing/C(n, 2) − 1 (−1 below two words), normalised to (tau + 1) / 2.
    const raw = aligned < 2 ? -1 : (2 * nltkIncreasingPairs(positions, aligned)) / ((aligned * (aligned - 1)) / 2) - 1;
    tau = (raw + 1) / 2;
  } else if (aligned === 1 && refLength === 1) {
    tau = 1;
  } else if (aligned < 2) {
    terms[TAU] = terms[VALUE] = 0;
    return;
  } else {
    tau = ascendingPairs(positions, aligned) / ((aligned * (aligned - 1)) / 2);
  }
  terms[TAU] = tau;
  terms[VALUE] = tau * memo.precisionPower(aligned, hypLength) * memo.penaltyPower(refLength, hypLength);
}

/**
 * RIBES of tokenized words against one reference, as RIBES.py 1.03.1 computes it (or NLTK 3.8's
 * `sentence_ribes` for one reference with `method: 'nltk'`). The words are taken as they are:
 * lower-case and split them first (see `ribesWords`).
 *
 * RIBES.py: an empty hypothesis scores 0; fewer than two aligned words score 0, but one aligned
 * word against a one-word reference has tau 1. NLTK: fewer than two aligned words have tau 0; an
 * empty hypothesis is an error (NLTK divides by zero).
 */
export function sentenceRibes(
  hypothesis: readonly string[],
  reference: readonly string[],
  weights: RibesWeights = {},
): RibesSentence {
  const method = weights.method ?? 'ribes-py';
  sharedEncoder.encode(hypothesis, reference);
  const alignment = alignWordIds(sharedEncoder.hypothesis, sharedEncoder.reference, sharedEncoder.vocabulary, method);
  const terms = new Float64Array(5);
  ribesTerms(alignment, hypothesis.length, reference.length, weights.alpha ?? 0.25, weights.beta ?? 0.1, method, terms);
  return {
    hypothesis,
    reference,
    alignment,
    aligned: terms[ALIGNED]!,
    tau: terms[TAU]!,
    precision: terms[PRECISION]!,
    brevityPenalty: terms[PENALTY]!,
    value: terms[VALUE]!,
  };
}

/**
 * The sentence value alone (`value` of {@link sentenceRibes}), for scoring many pairs: word ids,
 * alignment and terms go through arrays reused from pair to pair, so a pair allocates nothing.
 */
export function createSentenceValue(
  weights: RibesWeights = {},
): (hypothesis: readonly string[], reference: readonly string[]) => number {
  const alpha = weights.alpha ?? 0.25;
  const beta = weights.beta ?? 0.1;
  const method = weights.method ?? 'ribes-py';
  const encoder = new PairEncoder();
  const terms = new Float64Array(5);
  const memo = new TermMemo(alpha, beta);
  let alignment = new Int32Array(256);
  return (hypothesis, reference) => {
    encoder.encode(hypothesis, reference);
    if (alignment.length < hypothesis.length) alignment = new Int32Array(2 * hypothesis.length);
    alignWordIds(encoder.hypothesis, encoder.reference, encoder.vocabulary, method, alignment);
    ribesTerms(alignment, hypothesis.length, reference.length, alpha, beta, method, terms, memo);
    return terms[VALUE]!;
  };
}
