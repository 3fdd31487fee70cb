import { BleukitError } from '@bleukit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChrf } from './chrf.js';
import { cacheChrfReferences } from './reference-cache.js';
import { NgramCounter } from './ngram-counter.js';
import { chrfWords } from './chrf-words.js';

/** sacreBLEU's n-gram counting as plain string slices of code points (the slow, obvious way). */
function oracleCounts(items: readonly string[], n: number, join: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= items.length; i++) {
    const key = items.slice(i, i + n).join(join);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function oracleMatch(hyp: Map<string, number>, ref: Map<string, number>): number[] {
  let hypCount = 0;
  let match = 0;
  for (const [key, count] of hyp) {
    hypCount += count;
    match += Math.min(count, ref.get(key) ?? 0);
  }
  let refCount = 0;
  for (const count of ref.values()) refCount += count;
  return [ref.size > 0 ? hypCount : 0, refCount, match];
}

interface OracleOptions {
  lowercase?: boolean;
  whitespace?: boolean;
}

function oracleStatistics(hyp: string, ref: string, charOrder: number, wordOrder: number, options: OracleOptions = {}): number[] {
  const chars = (text: string) => {
    const line = options.lowercase ? text.toLowerCase() : text;
    // Code points of each piece: lone surrogates either side of removed whitespace stay apart (as in Python).
    return options.whitespace ? [...line] : line.split(/[\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/).flatMap((part) => [...part]);
  };
  if (options.lowercase) {
    hyp = hyp.toLowerCase();
    ref = ref.toLowerCase();
  }
  const stats: number[] = [];
  for (let n = 1; n <= charOrder; n++) stats.push(...oracleMatch(oracleCounts(chars(hyp), n, ''), oracleCounts(chars(ref), n, '')));
  for (let n = 1; n <= wordOrder; n++) stats.push(...oracleMatch(oracleCounts(chrfWords(hyp), n, ' '), oracleCounts(chrfWords(ref), n, ' ')));
  return stats;
}

// Few distinct symbols, so n-grams repeat and match often; astral characters and whitespace too.
const text = fc
  .array(fc.constantFrom('a', 'b', 'ab', ' ', '.', '(', ')', 'é', '😀', '\u3000', 'x y', '\u0085'), { maxLength: 40 })
  .map((parts) => parts.join(''));

describe('chrF statistics', () => {
  it('equal a string-slicing oracle on random text, for every order', () => {
    fc.assert(
      fc.property(text, text, fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 3 }), (hyp, ref, charOrder, wordOrder) => {
        const chrf = createChrf({ charOrder, wordOrder });
        expect(chrf.segmentStatistics(hyp, [ref])).toEqual(oracleStatistics(hyp, ref, charOrder, wordOrder));
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('equal the oracle with one instance reused over many segments, every option, long and astral text', () => {
    // Pieces that repeat (so long n-grams match), astral and uppercase letters, every kind of
    // Python whitespace, lone surrogates and punctuation at word edges.
    const piece = fc.constantFrom('ab', 'a', 'B', 'é', 'É', '😀', '𝐀', '\ud800', '\udc00', ' ', '  ', '\t', '\u3000', '\u0085', '\u00a0', '\u1680', '\u2028', '\u001c', '(', ').', ',', '-x-', 'abab', '日本');
    const line = fc.array(piece, { maxLength: 80 }).map((parts) => parts.join(''));
    const settings = fc.record({
      charOrder: fc.integer({ min: 0, max: 8 }),
      wordOrder: fc.integer({ min: 0, max: 3 }),
      lowercase: fc.boolean(),
      whitespace: fc.boolean(),
    });
    fc.assert(
      fc.property(settings, fc.array(fc.tuple(line, line), { minLength: 1, maxLength: 12 }), (options, pairs) => {
        const chrf = createChrf(options);
        for (const [hyp, ref] of pairs) {
          expect(chrf.segmentStatistics(hyp, [ref])).toEqual(oracleStatistics(hyp, ref, options.charOrder, options.wordOrder, options));
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('equal the oracle on lines long enough for every buffer to grow mid-line, one instance throughout', () => {
    const chrf = createChrf({ wordOrder: 2 });
    const line = (count: number, salt: number) =>
      Array.from({ length: count }, (_, i) => ['w' + ((i * salt) % 97), '😀x', '(a)', 'b,', 'É', '日本語'][(i * salt) % 6]).join(' ');
    const cases = [
      [line(10, 1), line(12, 2)],
      [line(3000, 7), line(2500, 5)],
      [line(40, 3), line(5000, 11)],
      [line(8000, 13), line(30, 1)],
    ] as const;
    for (const [hyp, ref] of cases) expect(chrf.segmentStatistics(hyp, [ref])).toEqual(oracleStatistics(hyp, ref, 6, 2));
  });

  it('take the reference with the best score, the first on ties, and skip null references', () => {
    fc.assert(
      fc.property(text, fc.array(fc.option(text, { nil: null }), { minLength: 1, maxLength: 4 }), (hyp, refs) => {
        fc.pre(refs.some((ref) => ref !== null));
        const chrf = createChrf({ wordOrder: 2 });
        const candidates = refs.filter((ref): ref is string => ref !== null).map((ref) => chrf.segmentStatistics(hyp, [ref]));
        const scores = candidates.map((stats) => chrf.scoreStatistics(stats, 1).score);
        const best = scores.indexOf(Math.max(...scores));
        expect(chrf.segmentStatistics(hyp, refs)).toEqual(candidates[best]);
      }),
      { numRuns: 200 },
    );
  });

  it('are the same from cached references, for every setting, several references and nulls, caches reused after release', () => {
    const piece = fc.constantFrom('ab', 'a', 'B', 'é', 'É', '😀', '𝐀', '\ud800', ' ', '  ', '\t', '\u3000', '\u0085', '(', ').', 'abab', '日本');
    const line = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));
    const settings = fc.record({
      charOrder: fc.integer({ min: 0, max: 8 }),
      wordOrder: fc.integer({ min: 0, max: 2 }),
      lowercase: fc.boolean(),
      whitespace: fc.boolean(),
    });
    const segment = fc.tuple(fc.array(line, { minLength: 1, maxLength: 3 }), fc.array(fc.option(line, { nil: null }), { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(settings, fc.array(fc.array(segment, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }), (options, batches) => {
        const chrf = createChrf(options);
        const out = new Array<number>(chrf.statisticsSize);
        // Batch after batch, each released before the next is cached (so its buffers are reused).
        for (const batch of batches) {
          const streams = Array.from({ length: Math.max(...batch.map(([, refs]) => refs.length)) }, (_, k) => batch.map(([, refs]) => refs[k] ?? null));
          const cached = cacheChrfReferences(chrf, streams);
          expect(cached.length).toBe(batch.length);
          batch.forEach(([hyps], i) => {
            const refs = streams.map((stream) => stream[i] ?? null);
            for (const hyp of hyps) {
              if (refs.every((ref) => ref === null)) {
                expect(cached.statisticsInto(hyp, i, out)).toBe(0);
                continue;
              }
              expect(cached.statisticsInto(hyp, i, out)).toBe(refs.filter((ref) => ref !== null).length);
              expect(out).toEqual(chrf.segmentStatistics(hyp, refs));
            }
          });
          cached.release();
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('are the same from cached references on long lines, many references in one cache', () => {
    const chrf = createChrf();
    const line = (count: number, salt: number) =>
      Array.from({ length: count }, (_, i) => ['w' + ((i * salt) % 97), '😀x', '(a)', 'b,', 'É', '日本語'][(i * salt) % 6]).join(' ');
    const refs = [line(3000, 7), line(12, 2), line(5000, 11), line(30, 1), line(700, 3)];
    const hyps = [line(2500, 5), line(10, 1), line(40, 3), line(8000, 13), line(700, 3)];
    const cached = cacheChrfReferences(chrf, [refs]);
    const out = new Array<number>(chrf.statisticsSize);
    hyps.forEach((hyp, i) => {
      cached.statisticsInto(hyp, i, out);
      expect(out).toEqual(oracleStatistics(hyp, refs[i] as string, 6, 0));
    });
  });

  it('refuse references that are not streams of strings, and a cache used after its release', () => {
    const chrf = createChrf();
    expect(() => cacheChrfReferences(chrf, 'a' as never)).toThrow(/array of reference streams/);
    expect(() => cacheChrfReferences(chrf, [['a', 'b'], ['a']])).toThrow(/Reference stream 2 has 1 segments but stream 1 has 2/);
    expect(() => cacheChrfReferences(chrf, [['a', 3 as never]])).toThrow(/Reference 1 of segment 2 should be a string or null, received/);
    const cached = cacheChrfReferences(chrf, [['a b']]);
    cached.release();
    expect(() => cached.statisticsInto('a', 0, [])).toThrow(/released/);
  });

  it('add up: the corpus score is the score of the summed segment statistics', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 8 }), (pairs) => {
        const chrf = createChrf({ wordOrder: 2 });
        const hyps = pairs.map(([hyp]) => hyp);
        const refs = pairs.map(([, ref]) => ref);
        const total = new Array<number>(chrf.statisticsSize).fill(0);
        pairs.forEach(([hyp, ref]) => chrf.segmentStatistics(hyp, [ref]).forEach((value, j) => (total[j] = (total[j] as number) + value)));
        expect(chrf.corpusScore(hyps, [refs]).score).toBe(chrf.scoreStatistics(total, 1).score);
      }),
      { numRuns: 100 },
    );
  });
});

describe('NgramCounter', () => {
  // Symbol sequences as the encoder makes them: the hypothesis's distinct symbols numbered in order
  // of appearance, a reference's symbol the hypothesis lacks as -1. Alphabets up to 400 take both
  // the direct bigram table (≤ 256 symbols) and the hashed one; few symbols make repeats and
  // n-grams with many continuations, so a table entry left from an earlier segment would show.
  const sequence = fc
    .oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 400 }))
    .chain((alphabet) => fc.array(fc.integer({ min: 0, max: alphabet - 1 }), { maxLength: 300 }));
  const segment = fc.tuple(sequence, fc.array(sequence, { minLength: 1, maxLength: 3 }));

  it('counts and matches every order as string keys would, one instance over many segments', () => {
    const counter = new NgramCounter();
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 9 }), (segments, order) => {
        for (const [hyp, refs] of segments) {
          const dense = new Map<number, number>();
          for (const symbol of hyp) if (!dense.has(symbol)) dense.set(symbol, dense.size);
          const hypSymbols = Int32Array.from(hyp, (symbol) => dense.get(symbol) as number);
          counter.setHypothesis(hypSymbols, hypSymbols.length, order, dense.size);
          for (const ref of refs) {
            const refSymbols = Int32Array.from(ref, (symbol) => dense.get(symbol) ?? -1);
            const out = new Array<number>(3 * order);
            counter.matchReference(refSymbols, refSymbols.length, out, 0);
            const expected: number[] = [];
            for (let n = 1; n <= order; n++) {
              expected.push(...oracleMatch(oracleCounts(hyp.map(String), n, ','), oracleCounts(ref.map(String), n, ',')));
            }
            expect(out).toEqual(expected);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('chrF words (chrF++)', () => {
  it.each([
    ['Hello, world!', ['Hello', ',', 'world', '!']],
    ['(hi)', ['(hi', ')']],
    ['"quoted', ['"', 'quoted']],
    ['a . 😀 ..', ['a', '.', '😀', '.', '.']],
    ['x\u3000y\u0085z', ['x', 'y', 'z']],
  ])('%j', (line, words) => {
    expect(chrfWords(line)).toEqual(words);
  });
});

describe('chrF settings', () => {
  it('names and signs the variants as sacreBLEU does', () => {
    expect(createChrf().name).toBe('chrF2');
    expect(createChrf({ wordOrder: 2 }).name).toBe('chrF2++');
    expect(createChrf({ beta: 1, wordOrder: 1 }).name).toBe('chrF1+');
    const fields = createChrf({ lowercase: true, whitespace: true, epsSmoothing: true }).signatureFields(-1);
    expect(fields.map(([key, , value]) => `${key}:${value}`).slice(0, 6)).toEqual([
      'nrefs:var',
      'case:lc',
      'eff:no',
      'nc:6',
      'nw:0',
      'space:yes',
    ]);
  });

  it.each([
    [{ charOrder: -1 }, /charOrder must be a whole number/],
    [{ wordOrder: 1.5 }, /wordOrder must be a whole number/],
    [{ beta: -1 }, /beta must be a finite number ≥ 0/],
    [{ beta: Number.NaN }, /beta must be a finite number ≥ 0/],
    [{ charOrder: 0, wordOrder: 0, epsSmoothing: true }, /charOrder \+ wordOrder ≥ 1/],
  ])('refuses %j', (options, message) => {
    expect(() => createChrf(options)).toThrow(message);
  });

  it('refuses input that is not what it says', () => {
    const chrf = createChrf();
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return BleukitError.isInstance(error) ? error.code : 'not a BleukitError';
      }
      return 'no error';
    };
    expect(codeOf(() => chrf.corpusScore(['a', 'b'], [['a']]))).toBe('length-mismatch');
    expect(codeOf(() => chrf.corpusScore(['a'], [[null]]))).toBe('missing-reference');
    expect(codeOf(() => chrf.corpusScore([], [[]]))).toBe('invalid-input');
    expect(codeOf(() => chrf.corpusScore(['a'], ['a' as never]))).toBe('invalid-input');
    expect(codeOf(() => chrf.sentenceScore('a', 'a' as never))).toBe('invalid-input');
    expect(codeOf(() => chrf.scoreStatistics([1, 2, 3], 1))).toBe('invalid-argument');
  });
});
