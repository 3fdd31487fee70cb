/**
 * sacreBLEU's smoothing methods (Chen & Cherry 2014 numbering in brackets):
 * - `none`: any zero precision makes the score 0;
 * - `floor` [1]: a zero-match order gets precision `k / total` (default k = 0.1);
 * - `add-k` [2]: `k` added to matches and totals of orders ≥ 2 (default k = 1);
 * - `exp` [3]: the i-th zero-match order gets `1 / (2^i · total)` (mteval-v13a's smoothing).
 */
export type SmoothMethod = 'none' | 'floor' | 'add-k' | 'exp';

/** The smoothing methods, in sacreBLEU's order. */
export const SMOOTH_METHODS: readonly SmoothMethod[] = ['none', 'floor', 'add-k', 'exp'];

/** Default smoothing value of each method (`undefined`: the method takes none). */
export const SMOOTH_DEFAULTS: Readonly<Record<SmoothMethod, number | undefined>> = {
  none: undefined,
  floor: 0.1,
  'add-k': 1,
  exp: undefined,
};

/** True for a known smoothing method name. */
export function isSmoothMethod(name: unknown): name is SmoothMethod {
  return typeof name === 'string' && (SMOOTH_METHODS as readonly string[]).includes(name);
}
