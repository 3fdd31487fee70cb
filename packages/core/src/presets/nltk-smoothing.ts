import { exactLog } from '../correctly-rounded-math.js';
import { PeerError } from './peer-error.js';

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
  /** `modified_precision(references, hypothesis, 5)` of the last segment, as a value. */
  lastFiveGramPrecision: number;
}

/**
 * NLTK 3.8's `method4`: the k-th zero-match order gets `(1 / (2^k·K / ln L)) / d` where L is the
 * hypothesis length, only when L > 1 (otherwise the zero stays and NLTK's `p > 0` filter drops it).
 * This is NLTK's formula (issue nltk#2341), not Chen & Cherry's.
 */
function method4(p: NltkPrecision[], context: NltkSmoothingContext, k: number): void {
  let count = 1;
  const length = context.hypLen || context.lastHypLen;
  for (const precision of p) {
    if (precision.numerator === 0 && length > 1) {
      const numerator = 1 / ((2 ** count * k) / exactLog(length));
      precision.value = numerator / precision.denominator;
      count += 1;
    }
  }
}

/**
 * NLTK 3.8's `method5`: averages each precision with its smoothed left neighbour and its
 * unsmoothed right one, starting from `p_1 + 1`; the right neighbour of the last order is always
 * the last segment's 5-gram precision. A perfect hypothesis scores above 1.
 */
function method5(p: NltkPrecision[], context: NltkSmoothingContext): void {
  const next = [...p.map((x) => x.value), context.lastFiveGramPrecision];
  let previous = (p[0] as NltkPrecision).value + 1;
  p.forEach((precision, i) => {
    precision.value = (previous + precision.value + (next[i + 1] as number)) / 3;
    previous = precision.value;
  });
}

/**
 * NLTK 3.8's `method6`: from the third order on, interpolates the corpus match count with
 * `π = p_{i−1}² / p_{i−2}` over the *last* hypothesis' n-gram count (so corpus scores can exceed 1).
 */
function method6(p: NltkPrecision[], context: NltkSmoothingContext, alpha: number, preset: string): void {
  if (p.length < 3) {
    throw new PeerError(
      'invalid-argument',
      { preset, peerError: 'IndexError: list index out of range' },
      'NLTK method6 needs weights for at least 3 n-gram orders; use a longer weight vector or another method.',
    );
  }
  if ((p[2] as NltkPrecision).value === 0) {
    throw new PeerError(
      'invalid-input',
      { preset, peerError: 'AssertionError: This smoothing method requires non-zero precision for bigrams.' },
      'NLTK method6 needs a non-zero trigram precision; use another smoothing method for this input.',
    );
  }
  for (let i = 2; i < p.length; i++) {
    const before = (p[i - 2] as NltkPrecision).value;
    const pi0 = before === 0 ? 0 : (p[i - 1] as NltkPrecision).value ** 2 / before;
    const precision = p[i] as NltkPrecision;
    const ngrams = Math.max(context.lastHypLen - i, 0);
    precision.value = (precision.numerator + alpha * pi0) / (ngrams + alpha);
  }
}

/**
 * NLTK 3.8's corpus-level smoothing methods 4–7, reproduced with their documented deviations
 * (last-segment leakage, 5-gram neighbour, mixed corpus/last-sentence counts). Methods 0–3 are
 * the generic policies (`tiny` zeros, `floor`, `add-k` from order 2, `exp`). Smooths `p` in place.
 */
export function applyNltkSmoothing(
  method: 4 | 5 | 6 | 7,
  p: NltkPrecision[],
  context: NltkSmoothingContext,
  parameters: NltkSmoothingParameters,
  preset = 'nltk',
): void {
  const k = parameters.k ?? 5;
  if (method === 4 || method === 7) method4(p, context, k);
  if (method === 5 || method === 7) method5(p, context);
  if (method === 6) method6(p, context, parameters.alpha ?? 5, preset);
}
