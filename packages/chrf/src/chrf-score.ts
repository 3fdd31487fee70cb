/** What {@link computeChrf} needs of the settings. */
export interface ChrfScoreSettings {
  /** Weight of recall against precision. */
  readonly beta: number;
  /** Character plus word n-gram orders: the statistics hold `3 × order` numbers. */
  readonly order: number;
  /** chrF++.py's epsilon smoothing instead of the effective order. */
  readonly epsSmoothing: boolean;
}

/** Rounds a quotient to float32, as NumPy divides two float32 scalars. */
type Quotient = (numerator: number, denominator: number) => number;
const float64: Quotient = (numerator, denominator) => numerator / denominator;
const float32: Quotient = (numerator, denominator) => Math.fround(numerator / denominator);

const EPS = 1e-16;

/**
 * The chrF score (0–100) of statistics `[hyp_1, ref_1, match_1, …]` (one triple per character
 * order, then per word order), with sacreBLEU's arithmetic in sacreBLEU's order so the double is
 * the same:
 * - per order, precision `match/hyp` and recall `match/ref` (ε = 1e-16 when a count is 0), and
 *   the order's F-beta `(1 + β²)·P·R / (β²·P + R)` (ε when the denominator is 0);
 * - with `epsSmoothing`, the score is the mean of those F-betas;
 * - otherwise (sacreBLEU's default), precision and recall are averaged over the orders where both
 *   the hypothesis and the reference have n-grams, and the score is the F-beta of the averages
 *   (0 when no order has any).
 */
export function computeChrf(stats: ArrayLike<number>, settings: ChrfScoreSettings): number {
  return chrfScore(stats, settings, float64);
}

/**
 * {@link computeChrf} of statistics summed in float32, as sacreBLEU's bootstrap resampling scores
 * them: NumPy float32 scalars, so each precision and recall is a float32 quotient (the rest of the
 * arithmetic mixes in Python numbers and is float64).
 */
export function computeChrfFloat32(stats: ArrayLike<number>, settings: ChrfScoreSettings): number {
  return chrfScore(stats, settings, float32);
}

function chrfScore(stats: ArrayLike<number>, settings: ChrfScoreSettings, divide: Quotient): number {
  const factor = settings.beta * settings.beta;
  let score = 0;
  let effectiveOrder = 0;
  let averagePrecision = 0;
  let averageRecall = 0;
  for (let i = 0; i < settings.order; i++) {
    const hyp = stats[3 * i] as number;
    const ref = stats[3 * i + 1] as number;
    const match = stats[3 * i + 2] as number;
    const precision = hyp > 0 ? divide(match, hyp) : EPS;
    const recall = ref > 0 ? divide(match, ref) : EPS;
    const denominator = factor * precision + recall;
    score += denominator > 0 ? ((1 + factor) * precision * recall) / denominator : EPS;
    if (hyp > 0 && ref > 0) {
      averagePrecision += precision;
      averageRecall += recall;
      effectiveOrder++;
    }
  }
  if (settings.epsSmoothing) return (100 * score) / settings.order;
  if (effectiveOrder === 0) return 0;
  averagePrecision /= effectiveOrder;
  averageRecall /= effectiveOrder;
  if (averagePrecision + averageRecall === 0) return 0;
  const f = (1 + factor) * averagePrecision * averageRecall;
  return 100 * (f / (factor * averagePrecision + averageRecall));
}
