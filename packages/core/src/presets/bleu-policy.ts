import { exactLog } from '../correctly-rounded-math.js';
import { glibcExp } from '../glibc-exp.js';
import { applyNltkSmoothing, type NltkPrecision, type NltkSmoothingContext } from './nltk-smoothing.js';
import { pythonFsum } from './python-fsum.js';
import type { PolicyStatistics } from './policy-statistics.js';
import type { ReferenceLengthPolicy } from './reference-length-policy.js';

/**
 * What happens to a precision that is still 0 after smoothing:
 * - `zero`: the score is 0 (sacreBLEU, TF-NMT, torchmetrics, Moses, mteval `--no-smoothing`);
 * - `tiny`: it becomes 2.2250738585072014e-308 with a warning, so scores come out ~1e-77…1e-231
 *   (NLTK `method0`, its default);
 * - `drop`: its term is left out of the weighted log sum (NLTK with any other method; legacy NLTK).
 */
export type ZeroPrecisionPolicy = 'zero' | 'tiny' | 'drop';

/**
 * A check made on the raw match counts before any smoothing:
 * `none`; `unigram`: no unigram match → 0 (NLTK returns the int 0); `any`: some order without a
 * match → 0 (torchmetrics, so its smoothing never rescues a zero order).
 */
export type ZeroMatchShortcut = 'none' | 'unigram' | 'any';

/**
 * Smoothing of the precisions:
 * - `none`;
 * - `exp`: the k-th order with no match gets `1 / (2^k · l_n)` (mteval-v13a, sacreBLEU `exp`, NLTK method3);
 * - `floor`: an order with no match gets `value / l_n` (sacreBLEU `floor`, NLTK method1 with ε);
 * - `add-k`: orders from `fromOrder` on get `(m + value) / (l + value)` whether or not they matched
 *   (Lin & Och add-one: `fromOrder` 1 for TF-NMT/HF, 2 for NLTK method2 and torchmetrics);
 * - `nltk-method4` … `nltk-method7`: NLTK 3.8's own formulas (see `applyNltkSmoothing`).
 */
export type PolicySmoothing =
  | { method: 'none' }
  | { method: 'exp' }
  | { method: 'floor'; value: number }
  | { method: 'add-k'; value: number; fromOrder: number }
  | { method: 'nltk-method4' | 'nltk-method7'; k: number }
  | { method: 'nltk-method5' }
  | { method: 'nltk-method6'; alpha: number };

/** Every rule on which BLEU implementations differ once the n-grams are counted. */
export interface BleuPolicy {
  referenceLength: ReferenceLengthPolicy;
  /** Per-segment floor of each order's n-gram count (NLTK 1, everyone else 0). */
  denominatorFloor: number;
  /** Precision of an order without hypothesis n-grams: `zero`, or `one` (mteval with smoothing). */
  emptyOrder: 'zero' | 'one';
  zeroMatchShortcut: ZeroMatchShortcut;
  smoothing: PolicySmoothing;
  zeroPrecision: ZeroPrecisionPolicy;
  /**
   * One or several weight vectors (NLTK scores a list of them at once); vector j uses the first
   * `weights[j].length` orders. Need not sum to 1.
   */
  weights: readonly (readonly number[])[];
  /**
   * NLTK `auto_reweigh`: when the corpus has fewer than 4 hypothesis tokens (c > 0), a weight
   * vector equal to `[0.25, 0.25, 0.25, 0.25]` becomes c copies of 1/c.
   */
  autoReweigh: boolean;
  /**
   * The floating-point steps, so that the doubles are the peer's own: `fsum` (NLTK, and the
   * default): `math.fsum` of the weighted logs and e^(1 − r/c); `sequential` (TF-NMT, Hugging
   * Face): Python's `sum`, left to right, and `ratio = c / r`, e^(1 − 1/ratio).
   */
  arithmetic?: 'fsum' | 'sequential';
}

/** Scores of {@link scoreWithPolicy}, on the 0–1 scale. */
export interface PolicyScore {
  /** One score per weight vector. */
  scores: number[];
  /** True when the zero-match shortcut decided (NLTK returns the *int* 0 then). */
  shortcut: boolean;
  /** Precision per order after smoothing and zero handling, 0–1. */
  precisions: number[];
  /** Brevity penalty: 1 if c > r, 0 if c = 0, else e^(1 − r/c). */
  bp: number;
  /** Zero precisions replaced by the tiny value (NLTK warns once for each). */
  warnings: number;
}

/** The smallest positive normal double, NLTK method0's stand-in for a zero precision. */
export const PYTHON_FLOAT_MIN = 2.2250738585072014e-308;

/** The highest order a policy's weights use. */
export function policyOrder(policy: BleuPolicy): number {
  return Math.max(0, ...policy.weights.map((w) => w.length));
}

function brevityPenalty(hypLen: number, refLen: number, arithmetic: BleuPolicy['arithmetic']): number {
  if (hypLen > refLen) return 1;
  if (hypLen === 0) return 0;
  return glibcExp(arithmetic === 'sequential' ? 1 - 1 / (hypLen / refLen) : 1 - refLen / hypLen);
}

function isQuarterWeights(weights: readonly number[]): boolean {
  return weights.length === 4 && weights.every((w) => w === 0.25);
}

function smooth(
  p: NltkPrecision[],
  policy: BleuPolicy,
  context: NltkSmoothingContext | undefined,
  preset: string,
): void {
  const smoothing = policy.smoothing;
  let exponent = 1;
  p.forEach((precision, i) => {
    const { numerator: m, denominator: d } = precision;
    if (d === 0 && policy.emptyOrder === 'one') {
      precision.value = 1;
      return;
    }
    switch (smoothing.method) {
      case 'exp':
        if (m === 0 && d > 0) precision.value = 1 / (2 ** exponent++ * d);
        break;
      case 'floor':
        if (m === 0 && d > 0) precision.value = (m + smoothing.value) / d;
        break;
      case 'add-k':
        if (i + 1 >= smoothing.fromOrder) precision.value = (m + smoothing.value) / (d + smoothing.value);
        break;
      default:
        break;
    }
  });
  if (smoothing.method.startsWith('nltk-method')) {
    const method = Number(smoothing.method.slice(-1)) as 4 | 5 | 6 | 7;
    const parameters = {
      k: 'k' in smoothing ? smoothing.k : undefined,
      alpha: 'alpha' in smoothing ? smoothing.alpha : undefined,
    };
    applyNltkSmoothing(method, p, context ?? { hypLen: 0, lastHypLen: 0, lastFiveGram: { numerator: 0, denominator: 1 } }, parameters, preset);
  }
}

/**
 * BLEU from policy statistics under `policy`, in the order NLTK, TF-NMT, torchmetrics, Moses and
 * mteval apply their rules: zero-match shortcut, empty orders, smoothing, zero precisions, weights
 * (auto-reweighed), brevity penalty. `context` feeds NLTK methods 4–7 (their last-segment inputs).
 */
export function scoreWithPolicy(
  stats: PolicyStatistics,
  policy: BleuPolicy,
  context?: NltkSmoothingContext,
  preset = 'custom',
): PolicyScore {
  const bp = brevityPenalty(stats.hypLen, stats.refLen, policy.arithmetic);
  const order = stats.matches.length;
  const p: NltkPrecision[] = stats.matches.map((m, n) => {
    const d = stats.totals[n] as number;
    return { numerator: m, denominator: d, value: d > 0 ? m / d : 0 };
  });
  const zeros = (): PolicyScore => ({
    scores: policy.weights.map(() => 0),
    shortcut: true,
    precisions: p.map((x) => x.value),
    bp,
    warnings: 0,
  });
  if (policy.zeroMatchShortcut === 'unigram' && (stats.matches[0] ?? 0) === 0) return zeros();
  if (policy.zeroMatchShortcut === 'any' && stats.matches.some((m) => m === 0)) return zeros();

  smooth(p, policy, context, preset);
  let warnings = 0;
  let zero = false;
  const logs: (number | undefined)[] = p.map((precision) => {
    if (precision.value > 0) return exactLog(precision.value);
    if (policy.zeroPrecision === 'tiny') {
      warnings++;
      precision.value = PYTHON_FLOAT_MIN;
      return exactLog(PYTHON_FLOAT_MIN);
    }
    if (policy.zeroPrecision === 'zero') zero = true;
    return undefined;
  });

  const scores = policy.weights.map((given) => {
    const weights =
      policy.autoReweigh && stats.hypLen > 0 && stats.hypLen < 4 && isQuarterWeights(given)
        ? new Array<number>(stats.hypLen).fill(1 / stats.hypLen)
        : given;
    if (zero) {
      // Every zero-policy peer ignores weights here: one zero order makes BLEU 0.
      return 0;
    }
    const terms: number[] = [];
    for (let n = 0; n < Math.min(weights.length, order); n++) {
      const log = logs[n];
      if (log !== undefined) terms.push((weights[n] as number) * log);
    }
    const logSum = policy.arithmetic === 'sequential' ? terms.reduce((sum, term) => sum + term, 0) : pythonFsum(terms);
    return bp * glibcExp(logSum);
  });
  return { scores, shortcut: false, precisions: p.map((x) => x.value), bp, warnings };
}
