import { rememberedExp, rememberedLog } from './remembered-math.js';
import { glibcExp } from './glibc-exp.js';
import { SMOOTH_DEFAULTS, type SmoothMethod } from './smoothing.js';

/** BLEU and the numbers behind it, on sacreBLEU's 0–100 scale. */
export interface BleuScore {
  /** The score, 0–100. */
  score: number;
  /** Clipped n-gram matches per order (with `add-k`, after adding k, as sacreBLEU reports). */
  counts: number[];
  /** Hypothesis n-grams per order (with `add-k`, after adding k). */
  totals: number[];
  /** Precision per order in percent, after smoothing. */
  precisions: number[];
  /** Brevity penalty. */
  bp: number;
  /** Hypothesis length in tokens. */
  sysLen: number;
  /** Effective reference length (sum of closest reference lengths). */
  refLen: number;
  /** `sysLen / refLen`, 0 when `refLen` is 0. */
  ratio: number;
}

/** How {@link computeBleu} turns statistics into a score. */
export interface ComputeBleuOptions {
  smoothMethod: SmoothMethod;
  /** Smoothing value for `floor` and `add-k`; their default when omitted. */
  smoothValue?: number | undefined;
  /** Average over orders up to the last one with n-grams, instead of all orders. */
  effectiveOrder: boolean;
}

/** log(0) as sacreBLEU takes it, so that a zero precision sends the score to 0. */
const LOG_ZERO = -9999999999;

/**
 * BLEU from corpus statistics (`[hypLen, refLen, correct_1..N, total_1..N]`), exactly as
 * sacreBLEU's `BLEU.compute_bleu`: the same order of floating-point operations, the early return
 * when nothing matched, `add-k`'s smoothing of counts, and the stop at the first order with no
 * n-grams.
 */
export function computeBleu(stats: ArrayLike<number>, options: ComputeBleuOptions): BleuScore {
  const order = (stats.length - 2) / 2;
  const sysLen = stats[0] as number;
  const refLen = stats[1] as number;
  const counts: number[] = [];
  const totals: number[] = [];
  for (let n = 0; n < order; n++) {
    counts.push(stats[2 + n] as number);
    totals.push(stats[2 + order + n] as number);
  }
  const method = options.smoothMethod;
  const k = options.smoothValue ?? SMOOTH_DEFAULTS[method] ?? 0;

  let bp = 1.0;
  if (sysLen < refLen) bp = sysLen > 0 ? glibcExp(1 - refLen / sysLen) : 0.0;
  const ratio = refLen ? sysLen / refLen : 0;
  const precisions = new Array<number>(order).fill(0);

  if (!counts.some((c) => c !== 0)) {
    return { score: 0, counts, totals, precisions, bp, sysLen, refLen, ratio };
  }

  let smoothMteval = 1.0;
  let effectiveOrder = order;
  for (let n = 1; n <= order; n++) {
    if (method === 'add-k' && n > 1) {
      counts[n - 1] = (counts[n - 1] as number) + k;
      totals[n - 1] = (totals[n - 1] as number) + k;
    }
    const total = totals[n - 1] as number;
    const correct = counts[n - 1] as number;
    if (total === 0) break;
    if (options.effectiveOrder) effectiveOrder = n;
    if (correct === 0) {
      if (method === 'exp') {
        smoothMteval *= 2;
        precisions[n - 1] = 100 / (smoothMteval * total);
      } else if (method === 'floor') {
        precisions[n - 1] = (100 * k) / total;
      }
    } else {
      precisions[n - 1] = (100 * correct) / total;
    }
  }

  let logSum = 0;
  for (let n = 0; n < effectiveOrder; n++) {
    const p = precisions[n] as number;
    logSum += p === 0 ? LOG_ZERO : rememberedLog(p);
  }
  const score = bp * glibcExp(logSum / effectiveOrder);
  return { score, counts, totals, precisions, bp, sysLen, refLen, ratio };
}

/**
 * {@link computeBleu}'s score alone, the same float, without its arrays and result object: for
 * scoring many segments one by one (sentence BLEU of a whole corpus). The same operations in the
 * same order: the precisions are taken into the log sum as they are found, and the orders past
 * the first without n-grams (precision 0) each add log(0) after them.
 */
export function computeBleuScore(stats: ArrayLike<number>, options: ComputeBleuOptions): number {
  const order = (stats.length - 2) / 2;
  let matched = false;
  for (let n = 0; n < order; n++) if ((stats[2 + n] as number) !== 0) matched = true;
  if (!matched) return 0;
  const sysLen = stats[0] as number;
  const refLen = stats[1] as number;
  const method = options.smoothMethod;
  const k = options.smoothValue ?? SMOOTH_DEFAULTS[method] ?? 0;

  // Sentences' brevity penalties recur (small lengths): remembered, the same numbers.
  let bp = 1.0;
  if (sysLen < refLen) bp = sysLen > 0 ? rememberedExp(1 - refLen / sysLen) : 0.0;

  let smoothMteval = 1.0;
  let effectiveOrder = order;
  let logSum = 0;
  // Orders whose precision is taken (up to the first without n-grams).
  let taken = 0;
  for (let n = 1; n <= order; n++) {
    let correct = stats[1 + n] as number;
    let total = stats[1 + order + n] as number;
    if (method === 'add-k' && n > 1) {
      correct += k;
      total += k;
    }
    if (total === 0) break;
    if (options.effectiveOrder) effectiveOrder = n;
    let p = 0;
    if (correct === 0) {
      if (method === 'exp') {
        smoothMteval *= 2;
        p = 100 / (smoothMteval * total);
      } else if (method === 'floor') {
        p = (100 * k) / total;
      }
    } else {
      p = (100 * correct) / total;
    }
    logSum += p === 0 ? LOG_ZERO : rememberedLog(p);
    taken = n;
  }
  // computeBleu sums the first `effectiveOrder` precisions, which is never fewer than it took.
  for (let n = taken; n < effectiveOrder; n++) logSum += LOG_ZERO;
  return bp * glibcExp(logSum / effectiveOrder);
}
