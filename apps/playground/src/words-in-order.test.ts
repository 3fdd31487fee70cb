import { crossingPairs } from '@bleukit/ribes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordsInOrder } from './words-in-order.js';

/** The length of the longest strictly increasing subsequence, by the O(n²) recurrence. */
function longest(positions: readonly number[]): number {
  const best = positions.map(() => 1);
  for (let j = 0; j < positions.length; j++) {
    for (let i = 0; i < j; i++) if ((positions[i] as number) < (positions[j] as number)) best[j] = Math.max(best[j] as number, (best[i] as number) + 1);
  }
  return Math.max(0, ...best);
}

describe('wordsInOrder', () => {
  it.each([
    [[1, 2, 3, 4, 0], [0, 1, 2, 3]],
    [[0, -1, 1, 2], [0, 2, 3]],
    [[3, 2, 1, 0], [3]],
    [[-1, -1], []],
    [[], []],
  ])('%j keeps %j', (alignment, kept) => {
    expect([...wordsInOrder(alignment)].sort((a, b) => a - b)).toEqual(kept);
  });

  it('is a longest increasing run of the aligned words, and every crossing pair has a word outside it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1, max: 12 }), { maxLength: 30 }), (alignment) => {
        const kept = [...wordsInOrder(alignment)].sort((a, b) => a - b);
        const positions = kept.map((i) => alignment[i] as number);
        expect(positions.every((p, k) => p >= 0 && (k === 0 || (positions[k - 1] as number) < p))).toBe(true);
        expect(kept.length).toBe(longest(alignment.filter((p) => p >= 0)));
        for (const [i, j] of crossingPairs(alignment)) expect(kept.includes(i) && kept.includes(j)).toBe(false);
      }),
    );
  });
});
