import { formatFloat } from '@bleukit/core';

/**
 * Python's `repr(float)`, as core's `formatFloat`, with a fast path for the numbers a score
 * matrix is made of: from 1e-4 up to 1e16 Python prints the shortest round-trip digits in plain
 * notation, which is what JavaScript's `String(value)` prints there too, less the `.0` of whole
 * numbers. A million cells print in a fraction of `formatFloat`'s time.
 */
export function reprFloat(value: number): string {
  if (value >= 1e-4 && value < 1e16) {
    const text = String(value);
    return Number.isInteger(value) ? `${text}.0` : text;
  }
  return formatFloat(value);
}
