import { pythonSplit } from '@bleukit/core';

/**
 * The words RIBES.py sees in a line: surrounding whitespace stripped, every run of Python
 * whitespace (`\s`, which includes `U+00A0`, `U+3000`, `U+0085`, `U+001C`–`U+001F`) one separator,
 * lower-cased unless `caseSensitive` (Unicode full lower-casing, as Python's `str.lower()`:
 * `İ` → `i̇`, a final `Σ` → `ς`). An empty or blank line has no words.
 */
export function ribesWords(line: string, caseSensitive = false): string[] {
  return pythonSplit(caseSensitive ? line : line.toLowerCase());
}
