import { formatFixed } from '@bleukit/core';
import type { PyNumber } from '../scorers/index.js';

/** compare-mt's `fmt` (formatting.py) for the text report: ints as `{:d}`, floats as `{:.Nf}`. */
export interface Formatter {
  /** `--decimals`: the digits after the point of every float. */
  readonly decimals: number;
  /** A Python int or float as `fmt(x)` prints it; a bare number is a float. */
  (value: PyNumber | number): string;
}

/** The formatter of `--decimals N` (compare-mt's default is 4). */
export function createFormatter(decimals = 4): Formatter {
  const format = (value: PyNumber | number): string =>
    typeof value === 'number' ? formatFixed(value, decimals) : value.type === 'int' ? String(value.value) : formatFixed(value.value, decimals);
  return Object.assign(format, { decimals });
}
