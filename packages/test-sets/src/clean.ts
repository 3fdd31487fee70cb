import { pythonSplit } from '@bleukit/core';

/**
 * sacreBLEU's `_clean`: Python whitespace removed at both ends and every run of it replaced by
 * one space (Python's 29 whitespace code points, not JavaScript's `\s`).
 */
export function clean(text: string): string {
  return pythonSplit(text).join(' ');
}
