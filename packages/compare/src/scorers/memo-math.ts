// Python's math.log and math.exp of values that recur: sentence-level precisions are small
// fractions (3/7, 12/13) and brevity penalties exp(1 − r/c) of small lengths, met again and again
// over a corpus. The correctly rounded functions are costly (double-double or emulated FMA
// arithmetic), so their results are kept, in tables emptied when they grow large.
import { exactLog, glibcExp } from '@bleukit/core';

const LIMIT = 1 << 16;

function remembered(compute: (x: number) => number): (x: number) => number {
  const values = new Map<number, number>();
  return (x) => {
    let value = values.get(x);
    if (value === undefined) {
      if (values.size >= LIMIT) values.clear();
      value = compute(x);
      values.set(x, value);
    }
    return value;
  };
}

/** `exactLog(x)`, remembered. */
export const memoLog: (x: number) => number = remembered(exactLog);

/** `glibcExp(x)`, remembered. */
export const memoExp: (x: number) => number = remembered(glibcExp);

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
  if (numerator >= SMALL || denominator >= SMALL) return memoLog(numerator / denominator);
  logTable ??= table();
  const at = denominator * SMALL + numerator;
  let value = logTable[at]!;
  if (Number.isNaN(value)) logTable[at] = value = exactLog(numerator / denominator);
  return value;
}

/** `glibcExp(1 - numerator / denominator)` of two whole numbers (a brevity penalty), remembered as {@link ratioLog} is. */
export function brevityExp(numerator: number, denominator: number): number {
  if (numerator >= SMALL || denominator >= SMALL) return memoExp(1 - numerator / denominator);
  expTable ??= table();
  const at = denominator * SMALL + numerator;
  let value = expTable[at]!;
  if (Number.isNaN(value)) expTable[at] = value = glibcExp(1 - numerator / denominator);
  return value;
}
