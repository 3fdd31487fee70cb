// Python's math.log and math.exp of ratios of whole numbers that recur: sentence-level precisions
// (3/7, 12/13) and brevity penalties exp(1 − r/c) of small lengths, met again and again over a
// corpus. Small ones are kept in tables indexed by the two numbers; others in core's remembered
// functions.
import { exactLog, glibcExp, rememberedExp, rememberedLog } from '@bleukit/core';

/** Ratios of whole numbers below this are remembered in a table indexed by the two numbers. */
const SMALL = 256;
let logTable: Float64Array | undefined;
let expTable: Float64Array | undefined;

function table(): Float64Array {
  return new Float64Array(SMALL * SMALL).fill(Number.NaN);
}

/**
 * `exactLog(numerator / denominator)` of two whole numbers, remembered: below {@link SMALL} in a
 * table indexed by the pair (sentence-level precisions are such ratios, met again and again), a
 * number rather than a hashed key to look up.
 */
export function ratioLog(numerator: number, denominator: number): number {
  if (numerator >= SMALL || denominator >= SMALL) return rememberedLog(numerator / denominator);
  logTable ??= table();
  const at = denominator * SMALL + numerator;
  let value = logTable[at]!;
  if (Number.isNaN(value)) logTable[at] = value = exactLog(numerator / denominator);
  return value;
}

/** `glibcExp(1 - numerator / denominator)` of two whole numbers (a brevity penalty), remembered as {@link ratioLog} is. */
export function brevityExp(numerator: number, denominator: number): number {
  if (numerator >= SMALL || denominator >= SMALL) return rememberedExp(1 - numerator / denominator);
  expTable ??= table();
  const at = denominator * SMALL + numerator;
  let value = expTable[at]!;
  if (Number.isNaN(value)) expTable[at] = value = glibcExp(1 - numerator / denominator);
  return value;
}
