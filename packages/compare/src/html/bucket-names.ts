import { cutoffBucket } from '../buckets/cutoffs.js';

/**
 * The bucket of a value among compare-mt's bucket names (`<1`, `1`, `[5,10)`, `>=1000`, as
 * `cutoffNames` makes them): the cutoffs are read back from the names, so the buckets of a table
 * need nothing but the table. Undefined when a name is not such a bucket (a label).
 */
export function bucketsFromNames(names: readonly string[]): ((value: number) => number) | undefined {
  const cutoffs: number[] = [];
  for (const [i, name] of names.entries()) {
    const range = /^\[(-?[\d.e+-]+),(-?[\d.e+-]+)\)$/.exec(name);
    const value = Number(name);
    if (i === 0 && name.startsWith('<')) cutoffs.push(Number(name.slice(1)));
    else if (i === names.length - 1 && name.startsWith('>=')) continue;
    else if (range) cutoffs.push(Number(range[2]));
    else if (name !== '' && Number.isFinite(value)) cutoffs.push(value + 1);
    else return undefined;
  }
  if (cutoffs.some((cutoff) => !Number.isFinite(cutoff)) || cutoffs.length !== names.length - 1) return undefined;
  const values = Float64Array.from(cutoffs);
  return (value) => cutoffBucket(value, values);
}
