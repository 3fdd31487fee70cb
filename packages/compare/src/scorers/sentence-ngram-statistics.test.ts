import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test-support/seeded-random.js';
import { COUNTS, MATCHES, ORDER, sentenceStatistics, STRIDE } from './sentence-ngram-statistics.js';

/** compare-mt's `_precision` by the book: Counters of joined n-grams. */
function naive(ref: string[], out: string[]): number[] {
  const stats = [ref.length, out.length];
  const matches: number[] = [];
  const counts: number[] = [];
  for (let n = 1; n <= ORDER; n++) {
    const grams = (words: string[]) => {
      const counter = new Map<string, number>();
      for (let i = 0; i + n <= words.length; i++) {
        const key = JSON.stringify(words.slice(i, i + n));
        counter.set(key, (counter.get(key) ?? 0) + 1);
      }
      return counter;
    };
    const refGrams = grams(ref);
    let matched = 0;
    let total = 0;
    for (const [gram, count] of grams(out)) {
      matched += Math.min(count, refGrams.get(gram) ?? 0);
      total += count;
    }
    matches.push(matched);
    counts.push(Math.max(1, total));
  }
  return [...stats, ...matches, ...counts];
}

describe('sentenceStatistics', () => {
  it('counts clipped n-gram matches as compare-mt does, on random sentences with many repeats', () => {
    const random = seededRandom(7);
    const sentence = (vocabulary: number, longest: number) =>
      Array.from({ length: Math.floor(random() * longest) }, () => `w${Math.floor(random() * vocabulary)}`);
    const into = new Int32Array(STRIDE);
    for (let k = 0; k < 3000; k++) {
      const vocabulary = 1 + Math.floor(random() * 6);
      const ref = sentence(vocabulary, k % 10 === 0 ? 200 : 30);
      const out = random() < 0.2 ? [...ref.slice(0, 5), ...sentence(vocabulary, 20)] : sentence(vocabulary, k % 10 === 0 ? 200 : 30);
      sentenceStatistics(ref, out, into, 0);
      expect(Array.from(into), JSON.stringify({ ref, out })).toEqual(naive(ref, out));
    }
  });

  it('keeps the numbers of a pair of arrays, and counts a new reference afresh', () => {
    const out = ['a', 'b', 'c'];
    const into = new Int32Array(STRIDE);
    sentenceStatistics(['a', 'b', 'c'], out, into, 0);
    expect(into[MATCHES + 2]).toBe(1);
    sentenceStatistics(['c', 'b', 'a'], out, into, 0);
    expect([into[MATCHES], into[MATCHES + 1], into[COUNTS]]).toEqual([3, 0, 3]);
  });
});
