import { formatFloat } from '@bleukit/core';
import { pythonFloat, pythonInt, type ProfileReader } from '../report/profile.js';
import { pyFloat, pyInt, type PyNumber } from '../scorers/index.js';

/**
 * `bucket_cutoffs=A:B:C` as compare-mt reads it: each value Python's `int` if it parses as one,
 * else its `float` (arg_utils.py's `parse_intfloat`). An int and a float print differently in the
 * bucket names (`5` against `5.0`), so each keeps its type.
 */
export function readCutoffs(reader: ProfileReader): PyNumber[] | undefined {
  const text = reader.string('bucket_cutoffs', null);
  if (text === null) return undefined;
  return text.split(':').map((part) => {
    const int = pythonInt(part);
    if (int !== undefined) return pyInt(int);
    const float = pythonFloat(part);
    if (float === undefined) {
      throw reader.error(`bucket_cutoffs: ${JSON.stringify(part)} is not a number; give numbers joined by ':', e.g. bucket_cutoffs=1:2:5:10.`);
    }
    return pyFloat(float);
  });
}

/** Python's `str(x)` of an int or a float. */
function pythonStr(value: PyNumber): string {
  return value.type === 'int' ? String(value.value) : formatFloat(value.value);
}

/**
 * The bucket names of compare-mt's `set_bucket_cutoffs`: `<a`, then `[a,b)` for each range (or
 * just `a` when integer buckets hold one value, `b-1 == a`), then `>=z`.
 */
export function cutoffNames(cutoffs: readonly PyNumber[], numType: 'int' | 'float'): string[] {
  const names: string[] = [];
  cutoffs.forEach((cutoff, i) => {
    if (i === 0) {
      names.push(`<${pythonStr(cutoff)}`);
      return;
    }
    const previous = cutoffs[i - 1] as PyNumber;
    const below: PyNumber = { type: cutoff.type, value: cutoff.value - 1 };
    if (numType === 'int' && below.value === previous.value) names.push(pythonStr(below));
    else names.push(`[${pythonStr(previous)},${pythonStr(cutoff)})`);
  });
  names.push(`>=${pythonStr(cutoffs[cutoffs.length - 1] as PyNumber)}`);
  return names;
}

/** The bucket of a value: the first cutoff it is below, or the last bucket (`cutoff_into_bucket`). */
export function cutoffBucket(value: number, cutoffs: Float64Array): number {
  for (let i = 0; i < cutoffs.length; i++) if (value < (cutoffs[i] as number)) return i;
  return cutoffs.length;
}

/** The cutoffs' values, for {@link cutoffBucket}. */
export function cutoffValues(cutoffs: readonly PyNumber[]): Float64Array {
  return Float64Array.from(cutoffs, (cutoff) => cutoff.value);
}
