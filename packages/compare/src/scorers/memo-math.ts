// Python's math.log and math.exp of values that recur: sentence-level precisions are small
// fractions (3/7, 12/13) and brevity penalties exp(1 − r/c) of small lengths, met again and again
// over a corpus. The correctly rounded functions are costly (double-double or emulated FMA
// arithmetic), so their results are kept, in tables emptied when they grow large.
import { exactLog, glibcExp } from '@bleukit/core';

const LIMIT = 1 << 16;
const logs = new Map<number, number>();
const exps = new Map<number, number>();

/** `exactLog(x)`, remembered. */
export function memoLog(x: number): number {
  let value = logs.get(x);
  if (value === undefined) {
    if (logs.size >= LIMIT) logs.clear();
    value = exactLog(x);
    logs.set(x, value);
  }
  return value;
}

/** `glibcExp(x)`, remembered. */
export function memoExp(x: number): number {
  let value = exps.get(x);
  if (value === undefined) {
    if (exps.size >= LIMIT) exps.clear();
    value = glibcExp(x);
    exps.set(x, value);
  }
  return value;
}
