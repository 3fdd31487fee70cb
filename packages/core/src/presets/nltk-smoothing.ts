import { exactLog } from '../correctly-rounded-math.js';
import { PeerError } from './peer-error.js';
import { add, divide, float, fraction, int, isZero, multiply, toFloat, type PythonNumber } from './python-number.js';

/** NLTK `SmoothingFunction(epsilon, alpha, k)` parameters; NLTK's defaults when omitted. */
export interface NltkSmoothingParameters {
  /** method1's ε added to zero match counts. Default 0.1. */
  epsilon?: number;
  /** method6's α. Default 5. */
  alpha?: number;
  /** method4's K. Default 5. */
  k?: number;
}

/** One order's precision as NLTK keeps it: raw (unreduced) numerator and denominator, and its value. */
export interface NltkPrecision {
  numerator: number;
  denominator: number;
  value: number;
}

/** What NLTK's corpus-level smoothing receives besides the precisions. */
export interface NltkSmoothingContext {
  /** Σ hypothesis lengths (NLTK passes `hyp_len=hyp_lengths`). */
  hypLen: number;
  /** Length of the corpus' last hypothesis (the leaked loop variable). */
  lastHypLen: number;
  /** `modified_precision(references, hypothesis, 5)` of the last segment: matches and max(1, 5-grams). */
  lastFiveGram: { numerator: number; denominator: number };
}

/**
 * NLTK 3.8's `method4`: the k-th zero-match order gets `(1 / (2^k·K / ln L)) / d` where L is the
 * hypothesis length, only when L > 1 (otherwise the zero stays and NLTK's `p > 0` filter drops it).
 * This is NLTK's formula (issue nltk#2341), not Chen & Cherry's. Those orders become floats.
 */
function method4(p: PythonNumber[], raw: readonly NltkPrecision[], context: NltkSmoothingContext, k: number): void {
  let count = 1;
  const length = context.hypLen || context.lastHypLen;
  raw.forEach((precision, i) => {
    if (precision.numerator === 0 && length > 1) {
      const numerator = 1 / ((2 ** count * k) / exactLog(length));
      p[i] = float(numerator / precision.denominator);
      count += 1;
    }
  });
}

/**
 * NLTK 3.8's `method5`: averages each precision with its smoothed left neighbour and its
 * unsmoothed right one, starting from `p_1 + 1`; the right neighbour of the last order is always
 * the last segment's 5-gram precision. A perfect hypothesis scores above 1. In exact fractions
 * while NLTK's values are fractions (after method4, float arithmetic in NLTK's order).
 */
function method5(p: PythonNumber[], context: NltkSmoothingContext): void {
  const next = [...p, fraction(context.lastFiveGram.numerator, context.lastFiveGram.denominator)];
  let previous = add(p[0] as PythonNumber, int(1));
  p.forEach((precision, i) => {
    p[i] = divide(add(add(previous, precision), next[i + 1] as PythonNumber), int(3));
    previous = p[i] as PythonNumber;
  });
}

/**
 * NLTK 3.8's `method6`: from the third order on, interpolates the corpus match count with
 * `π = p_{i−1}² / p_{i−2}` over the *last* hypothesis' n-gram count (so corpus scores can exceed 1).
 */
function method6(p: PythonNumber[], raw: readonly NltkPrecision[], context: NltkSmoothingContext, alpha: number, preset: string): void {
  if (p.length < 3) {
    throw new PeerError(
      'invalid-argument',
      { preset, peerError: 'IndexError: list index out of range' },
      'NLTK method6 needs weights for at least 3 n-gram orders; use a longer weight vector or another method.',
    );
  }
  if (isZero(p[2] as PythonNumber)) {
    throw new PeerError(
      'invalid-input',
      { preset, peerError: 'AssertionError: This smoothing method requires non-zero precision for bigrams.' },
      'NLTK method6 needs a non-zero trigram precision; use another smoothing method for this input.',
    );
  }
  const a = Number.isInteger(alpha) ? int(alpha) : float(alpha);
  for (let i = 2; i < p.length; i++) {
    const before = p[i - 2] as PythonNumber;
    const previous = p[i - 1] as PythonNumber;
    const pi0 = isZero(before) ? int(0) : divide(multiply(previous, previous), before);
    const ngrams = Math.max(context.lastHypLen - i, 0);
    p[i] = divide(add(int((raw[i] as NltkPrecision).numerator), multiply(a, pi0)), add(int(ngrams), a));
  }
}

/**
 * NLTK 3.8's corpus-level smoothing methods 4–7, reproduced with their documented deviations
 * (last-segment leakage, 5-gram neighbour, mixed corpus/last-sentence counts) and with Python's
 * arithmetic (exact `Fraction`s where NLTK keeps them), so the values are NLTK's to the last bit.
 * Methods 0–3 are the generic policies (`tiny` zeros, `floor`, `add-k` from order 2, `exp`).
 * Smooths `p` in place.
 */
export function applyNltkSmoothing(
  method: 4 | 5 | 6 | 7,
  p: NltkPrecision[],
  context: NltkSmoothingContext,
  parameters: NltkSmoothingParameters,
  preset = 'nltk',
): void {
  const k = parameters.k ?? 5;
  const values: PythonNumber[] = p.map((x) => fraction(x.numerator, x.denominator));
  if (method === 4 || method === 7) method4(values, p, context, k);
  if (method === 5 || method === 7) method5(values, context);
  if (method === 6) method6(values, p, context, parameters.alpha ?? 5, preset);
  p.forEach((precision, i) => (precision.value = toFloat(values[i] as PythonNumber)));
}
