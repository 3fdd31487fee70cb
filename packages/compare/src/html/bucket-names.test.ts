import { describe, expect, it } from 'vitest';
import { cutoffBucket, cutoffNames, cutoffValues } from '../buckets/cutoffs.js';
import { pyInt } from '../scorers/index.js';
import { bucketsFromNames } from './bucket-names.js';

describe('bucketsFromNames', () => {
  it.each([[[1, 2, 3, 4, 5, 10, 100, 1000]], [[10, 20, 30, 40, 50, 60]], [[-20, -10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 11, 21]], [[7]]])(
    'reads the cutoffs %j back from their bucket names',
    (cutoffs) => {
      const names = cutoffNames(cutoffs.map(pyInt), 'int');
      const values = cutoffValues(cutoffs.map(pyInt));
      const bucketOf = bucketsFromNames(names);
      expect(bucketOf).toBeDefined();
      for (let value = -30; value <= 1200; value++) expect(bucketOf?.(value)).toBe(cutoffBucket(value, values));
    },
  );

  it('gives up on names that are not cutoff buckets (labels)', () => {
    expect(bucketsFromNames(['long', 'short'])).toBeUndefined();
    expect(bucketsFromNames(['<1', 'x', '>=3'])).toBeUndefined();
  });
});
