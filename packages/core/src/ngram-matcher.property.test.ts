// NgramMatcher (integer ids, reused buffers) against the textbook count over joined n-gram
// strings, on random segments with repeated n-grams, several references and orders 0–7.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NgramMatcher } from './ngram-matcher.js';

function counts(tokens: readonly string[], n: number): Map<string, number> {
  const result = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join('\u0000');
    result.set(key, (result.get(key) ?? 0) + 1);
  }
  return result;
}

function textbook(hyp: readonly string[], refs: readonly (readonly string[])[], order: number): number[] {
  let refLen = -1;
  for (const ref of refs) {
    const better = Math.abs(hyp.length - ref.length) - Math.abs(hyp.length - refLen);
    if (refLen < 0 || better < 0 || (better === 0 && ref.length < refLen)) refLen = ref.length;
  }
  const correct: number[] = [];
  const total: number[] = [];
  for (let n = 1; n <= order; n++) {
    const refCounts = refs.map((ref) => counts(ref, n));
    let matched = 0;
    for (const [gram, count] of counts(hyp, n)) {
      matched += Math.min(count, Math.max(0, ...refCounts.map((c) => c.get(gram) ?? 0)));
    }
    correct.push(matched);
    total.push(Math.max(hyp.length - n + 1, 0));
  }
  return [hyp.length, refLen, ...correct, ...total];
}

const segment = (vocabulary: readonly string[]) =>
  fc.tuple(
    fc.array(fc.constantFrom(...vocabulary), { maxLength: 40 }),
    fc.array(fc.array(fc.constantFrom(...vocabulary), { maxLength: 40 }), { minLength: 1, maxLength: 4 }),
  );

describe('NgramMatcher', () => {
  it('equals the textbook count, also when one matcher is reused across segments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7 }),
        fc.array(segment(['a', 'b', 'c', 'ab', 'b c', '']), { minLength: 1, maxLength: 5 }),
        (order, segments) => {
          const matcher = new NgramMatcher(order);
          for (const [hyp, refs] of segments) {
            expect(matcher.statistics(hyp, refs, new Array<number>(2 + 2 * order))).toEqual(textbook(hyp, refs, order));
          }
        },
      ),
    );
  });

  it('writes only its own slots from the offset on', () => {
    fc.assert(
      fc.property(segment(['x', 'y']), fc.integer({ min: 0, max: 5 }), ([hyp, refs], offset) => {
        const out = new Float64Array(offset + 10 + 3).fill(-1);
        new NgramMatcher(4).statistics(hyp, refs, out, offset);
        expect([...out.subarray(offset, offset + 10)]).toEqual(textbook(hyp, refs, 4));
        expect([...out.subarray(0, offset), ...out.subarray(offset + 10)].every((v) => v === -1)).toBe(true);
      }),
    );
  });
});

describe('NgramMatcher buffers', () => {
  // The scratch buffers start at 256 slots and grow: long segments with many distinct n-grams,
  // references longer than the hypothesis, and the longest reference not last.
  const long = (min: number, max: number) =>
    fc.array(fc.integer({ min: 0, max: 40 }).map((i) => `w${i}`), { minLength: min, maxLength: max });

  it('grow for long hypotheses and references, on a fresh matcher and on a reused one', () => {
    fc.assert(
      fc.property(long(0, 30), fc.array(long(0, 700), { minLength: 1, maxLength: 3 }), long(200, 700), (hyp, refs, big) => {
        const withLongRef = [...refs, hyp.concat(big, big), ...refs];
        expect(new NgramMatcher(4).statistics(hyp, withLongRef, new Array<number>(10))).toEqual(textbook(hyp, withLongRef, 4));
        const reused = new NgramMatcher(5);
        expect(reused.statistics(big, refs, new Array<number>(12))).toEqual(textbook(big, refs, 5));
        expect(reused.statistics(hyp, withLongRef, new Array<number>(12))).toEqual(textbook(hyp, withLongRef, 5));
      }),
      { numRuns: 40 },
    );
  });

  it('counts a hypothesis of 2,000 distinct tokens against itself', () => {
    const hyp = Array.from({ length: 2000 }, (_, i) => `t${i}`);
    expect(new NgramMatcher(4).statistics(hyp, [hyp], new Array<number>(10))).toEqual([
      2000, 2000, 2000, 1999, 1998, 1997, 2000, 1999, 1998, 1997,
    ]);
  });
});
