/**
 * A score shown with two decimals as a whole number of hundredths:
 * `Math.round(Number(value.toFixed(2)) * 100)` (NaN for NaN), without making the string where
 * the answer is plain: when a hundred times the value is far from a half (its error, under
 * 2^-30 here, cannot cross one), toFixed rounds it to the nearest whole number, which is the
 * answer.
 */
export function hundredths(value: number): number {
  // (−0 too: toFixed writes it without its sign.)
  if (value === 0) return 0;
  const hundred = value * 100;
  if (Math.abs(hundred) < 2 ** 22) {
    const whole = Math.round(hundred);
    if (Math.abs(Math.abs(hundred - whole) - 0.5) > 2 ** -20) return whole;
  }
  return Math.round(Number(value.toFixed(2)) * 100);
}
