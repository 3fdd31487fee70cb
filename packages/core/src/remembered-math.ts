// `exactLog` and `glibcExp` of values that recur: sentence-level precisions are small fractions
// (3/7, 12/13) and brevity penalties exp(1 − r/c) of small lengths, met again and again over a
// corpus. The correctly rounded functions are costly (double-double or emulated FMA arithmetic),
// so their results are kept, in tables emptied when they grow large. The same numbers either way.
import { exactLog } from './correctly-rounded-math.js';
import { glibcExp } from './glibc-exp.js';

/** Values remembered per function, at most (then its table starts afresh). */
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
export const rememberedLog: (x: number) => number = /* @__PURE__ */ remembered(exactLog);

/** `glibcExp(x)`, remembered. */
export const rememberedExp: (x: number) => number = /* @__PURE__ */ remembered(glibcExp);
