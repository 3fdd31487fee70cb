import { describe, expect, it } from 'vitest';
import { NgramMatcher } from './ngram-matcher.js';

const words = (text: string) => (text === '' ? [] : text.split(' '));

function stats(hyp: string, refs: string[], order = 4): number[] {
  return new NgramMatcher(order).statistics(words(hyp), refs.map(words), new Array<number>(2 + 2 * order));
}

describe('NgramMatcher', () => {
  it('clips each n-gram to its count in the reference (min, not max)', () => {
    // "the" ×7 against a reference with "the" ×2: 2 matches, not 7.
    const [, , c1, , , , t1] = stats('the the the the the the the', ['the cat is on the mat']);
    expect(c1).toBe(2);
    expect(t1).toBe(7);
  });

  it('clips to the largest count in any single reference, not the sum over references', () => {
    const [, , c1] = stats('the the the', ['the cat', 'the the dog']);
    expect(c1).toBe(2);
  });

  it('takes the closest reference length, the shorter on a tie, whatever the order', () => {
    expect(stats('a b c d e', ['a b c d', 'a b c d e f'])[1]).toBe(4);
    expect(stats('a b c d e', ['a b c d e f', 'a b c d'])[1]).toBe(4);
    expect(stats('a b c', ['a b c d e f g', 'a'])[1]).toBe(1);
    // Not simply the first or the shortest reference.
    expect(stats('a b c d e f', ['a', 'a b c d e f g'])[1]).toBe(7);
  });

  it('counts higher-order matches only where the whole n-gram occurs in one reference', () => {
    expect(stats('a b c d', ['a b x c d'])).toEqual([4, 5, 4, 2, 0, 0, 4, 3, 2, 1]);
    expect(stats('a b a b a b', ['a b a', 'b a b'])).toEqual([6, 3, 4, 2, 2, 0, 6, 5, 4, 3]);
  });

  it('handles empty hypotheses and references', () => {
    expect(stats('', ['a b'])).toEqual([0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(stats('a b', [''])).toEqual([2, 0, 0, 0, 0, 0, 2, 1, 0, 0]);
  });

  it('gives the same results when reused across segments of very different sizes', () => {
    const matcher = new NgramMatcher(4);
    const long = Array.from({ length: 5000 }, (_, i) => `w${i % 97}`);
    const out = new Array<number>(10);
    const first = [...matcher.statistics(long, [long.slice(0, 4000)], out)];
    matcher.statistics(words('x y'), [words('x y z')], out);
    expect([...matcher.statistics(long, [long.slice(0, 4000)], out)]).toEqual(first);
    expect(first.slice(0, 2)).toEqual([5000, 4000]);
  });

  it('keeps counting right after its token vocabulary fills up and starts over', () => {
    const matcher = new NgramMatcher(4);
    const out = new Array<number>(10);
    const reference = words('the cat sat on the mat');
    const before = [...matcher.statistics(words('the cat sat on a mat'), [reference], out)];
    // 600,000 distinct tokens pass the vocabulary's limit of 2^19 types.
    for (let segment = 0; segment < 60; segment++) {
      const hyp = Array.from({ length: 10_000 }, (_, i) => `t${segment * 10_000 + i}`);
      matcher.statistics(hyp, [hyp.slice(0, 5)], out);
    }
    expect([...matcher.statistics(words('the cat sat on a mat'), [reference], out)]).toEqual(before);
    expect(before).toEqual([6, 6, 5, 3, 2, 1, 6, 5, 4, 3]);
  });

  it('agrees with a direct count of joined n-gram strings on random segments', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const sentence = () => Array.from({ length: Math.floor(random() * 12) }, () => 'abcde'[Math.floor(random() * 5)] as string);
    for (let trial = 0; trial < 300; trial++) {
      const hyp = sentence();
      const refs = Array.from({ length: 1 + Math.floor(random() * 3) }, sentence);
      const got = new NgramMatcher(4).statistics(hyp, refs, new Array<number>(10));
      expect(got).toEqual(naive(hyp, refs, 4));
    }
  });
});

function ngramCounts(tokens: string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function naive(hyp: string[], refs: string[][], order: number): number[] {
  const correct: number[] = [];
  const total: number[] = [];
  for (let n = 1; n <= order; n++) {
    let c = 0;
    let t = 0;
    for (const [key, count] of ngramCounts(hyp, n)) {
      const max = Math.max(0, ...refs.map((ref) => ngramCounts(ref, n).get(key) ?? 0));
      c += Math.min(count, max);
      t += count;
    }
    correct.push(c);
    total.push(t);
  }
  let best = -1;
  for (const ref of refs) {
    const d = Math.abs(hyp.length - ref.length);
    if (best < 0 || d < Math.abs(hyp.length - best) || (d === Math.abs(hyp.length - best) && ref.length < best)) best = ref.length;
  }
  return [hyp.length, best, ...correct, ...total];
}
