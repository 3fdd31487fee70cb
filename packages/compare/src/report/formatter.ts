import { formatFixed } from '@bleukit/core';
import { isPyInt, type PyNumber } from './python-number.js';

/** compare-mt's `fmt` (formatting.py) for the text report: ints as `{:d}`, floats as `{:.Nf}`. */
export interface Formatter {
  /** `--decimals`: the digits after the point of every float. */
  readonly decimals: number;
  /** A Python int or float as `fmt(x)` prints it. */
  (value: PyNumber): string;
}

/** The formatter of `--decimals N` (compare-mt's default is 4). */
export function createFormatter(decimals = 4): Formatter {
  const format = (value: PyNumber): string => (isPyInt(value) ? String(value.int) : formatFixed(value, decimals));
  return Object.assign(format, { decimals });
}
