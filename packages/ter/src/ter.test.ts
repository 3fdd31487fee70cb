import { BleukitError } from '@bleukit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BeamEditDistance } from './beam-edit-distance.js';
import { cacheTerReferences } from './reference-cache.js';
import { createTer } from './ter.js';
import { tercomWords } from './tercom-tokenizer.js';
import { performShift } from './translation-edit-rate.js';
import { translationEditRate } from './index.js';
import { levenshtein } from './test-helpers.js';

const ids = (maxLength: number) => fc.array(fc.integer({ min: 0, max: 5 }), { maxLength }).map((values) => Int32Array.from(values));
const sentence = fc.array(fc.constantFrom('the', 'cat', 'sat', 'on', 'mat', 'a', 'dog', '.', ','), { maxLength: 24 }).map((w) => w.join(' '));

describe('beam edit distance', () => {
  it('equals the plain Levenshtein distance when the beam covers the matrix (≤ 24 words)', () => {
    fc.assert(
      fc.property(ids(24), ids(24), (hyp, ref) => {
        const distance = new BeamEditDistance(ref, hyp.length);
        expect(distance.distance(hyp)).toBe(levenshtein(hyp, ref));
      }),
      { numRuns: 300 },
    );
  });

  it('computes a candidate from a shared prefix row exactly as from scratch', () => {
    fc.assert(
      fc.property(ids(60), ids(60), ids(60), (base, other, ref) => {
        const n = base.length;
        const candidate = Int32Array.from({ length: n }, (_, i) => (i < n / 2 ? (base[i] as number) : ((other[i] as number) ?? 0)));
        const prefix = Math.floor(n / 2);
        const shared = new BeamEditDistance(ref, n);
        shared.distance(base);
        expect(shared.distanceFrom(candidate, prefix)).toBe(new BeamEditDistance(ref, n).distance(candidate));
      }),
      { numRuns: 200 },
    );
  });
});

describe('shifts', () => {
  it.each([
    // [start, length, target] on 0…5, as sacreBLEU's _perform_shift moves them
    [3, 2, 1, [0, 3, 4, 1, 2, 5]],
    [0, 2, 5, [2, 3, 4, 0, 1, 5]],
    [1, 2, 2, [0, 3, 1, 2, 4, 5]],
    // A target inside the block with fewer than `length` words after the block (on 0…4).
    [1, 3, 3, [0, 4, 1, 2, 3]],
  ])('move %i (+%i words) before %i', (start, length, target, expected) => {
    const out = new Int32Array(expected.length);
    performShift(Int32Array.from(expected.keys()), start, length, target, out);
    expect([...out]).toEqual(expected);
  });
});

describe('edit path', () => {
  it('accounts for every edit: shifts plus non-matches, and turns the shifted hypothesis into the reference', () => {
    const ter = createTer();
    fc.assert(
      fc.property(sentence, fc.array(sentence, { minLength: 1, maxLength: 3 }), (hyp, refs) => {
        const path = ter.editPath(hyp, refs);
        const errors = path.operations.filter((op) => op.type !== 'match').length;
        expect(path.shifts.length + errors).toBe(path.edits);
        expect(path.edits).toBe(ter.segmentStatistics(hyp, refs)[0]);
        const rebuilt = path.operations.flatMap((op) => (op.type === 'deletion' ? [] : [op.ref]));
        expect(rebuilt).toEqual(path.referenceWords);
        const kept = path.operations.flatMap((op) => (op.type === 'insertion' ? [] : [op.hyp]));
        expect(kept).toEqual(path.shiftedWords);
        expect([...path.shiftedWords].sort()).toEqual([...path.hypothesisWords].sort());
      }),
      { numRuns: 200 },
    );
  });

  it('shows the shift that fixes a moved block', () => {
    const path = createTer().editPath('on the mat the cat sat', ['the cat sat on the mat']);
    expect(path.edits).toBe(1);
    expect(path.shifts).toHaveLength(1);
    expect(path.shiftedWords.join(' ')).toBe('the cat sat on the mat');
    expect(path.operations.every((op) => op.type === 'match')).toBe(true);
  });
});

// Expected words as sacreBLEU 2.6.0's TercomTokenizer prints them for the same settings.
describe('tercom words', () => {
  const plain = { normalized: false, noPunct: false, asianSupport: false, caseSensitive: false };
  it.each([
    ['Hello, World!', plain, ['hello,', 'world!']],
    ['Hello, World!', { ...plain, caseSensitive: true }, ['Hello,', 'World!']],
    ["It's 3.5, isn't it?", { ...plain, normalized: true }, ['it', "'s", '3.5', ',', "isn't", 'it', '?']],
    ['a &amp; b &quot;c&quot;', { ...plain, normalized: true }, ['a', '&', 'b', '"', 'c', '"']],
    ['Stop. (Now!)', { ...plain, noPunct: true }, ['stop', 'now']],
    ['東京都、晴れ。', { ...plain, normalized: true, asianSupport: true }, ['東', '京', '都', '、', '晴', 'れ', '。']],
    ['東京都、晴れ。', { ...plain, noPunct: true, asianSupport: true }, ['東京都晴れ']],
    ['', plain, []],
  ])('%j with %j', (line, options, words) => {
    expect(tercomWords(line, options)).toEqual(words);
  });
});

describe('TER', () => {
  it('signs and prints as sacreBLEU', () => {
    const ter = createTer({ caseSensitive: true, normalized: true, noPunct: true, asianSupport: true });
    const result = ter.corpusScore(['a b c'], [['a b d']]);
    expect(ter.format(result, { short: true })).toMatch(/^TER\|#:1\|c:mixed\|t:tercom\|nr:yes\|pn:no\|as:yes\|v:bleukit-.* = 33\.33$/);
    expect(result.numEdits).toBe(1);
    expect(result.refLength).toBe(3);
  });

  it('exports translationEditRate: on word ids, the edits segmentStatistics counts', () => {
    const ter = createTer();
    fc.assert(
      fc.property(sentence, sentence, (hyp, ref) => {
        const ids = new Map<string, number>();
        const encode = (words: string[]) => Int32Array.from(words, (w) => ids.get(w) ?? (ids.set(w, ids.size), ids.size - 1));
        const edits = translationEditRate(encode(ter.words(hyp)), encode(ter.referenceWords(ref))).edits;
        expect(edits).toBe(ter.segmentStatistics(hyp, [ref])[0]);
      }),
    );
  });

  it('splits and numbers words straight from the line as from tercom words: every kind of Python space, case, several references', () => {
    // Words from a small set (so they repeat and match), with cased letters that lower-case to
    // more units (İ) or by context (Σ), joined by runs of any Python whitespace.
    const word = fc.constantFrom('a', 'A', 'b', 'İb', 'ΟΔΟΣ', 'οδος', 'ς.', 'x-y', '𐐀', '𐐨', 'the', 'The');
    const space = fc.constantFrom(' ', '\t', '\n', '\x0b', '\x1c', '\x1f', '\x85', '\xa0', '\u1680', '\u2003', '\u2028', '\u202f', '\u3000', '  ');
    const line = fc.array(fc.tuple(word, space), { maxLength: 14 }).chain((parts) =>
      space.map((lead) => lead + parts.map(([w, gap]) => w + gap).join('')),
    );
    for (const caseSensitive of [false, true]) {
      const ter = createTer({ caseSensitive });
      fc.assert(
        fc.property(line, fc.array(line, { minLength: 1, maxLength: 3 }), (hyp, refs) => {
          const ids = new Map<string, number>();
          const encode = (words: string[]) => Int32Array.from(words, (w) => ids.get(w) ?? (ids.set(w, ids.size), ids.size - 1));
          const hypIds = encode(ter.words(hyp));
          const refWords = refs.map((ref) => ter.referenceWords(ref));
          const edits = Math.min(...refWords.map((words) => translationEditRate(hypIds, encode(words)).edits));
          const length = refWords.reduce((sum, words) => sum + words.length, 0) / refs.length;
          expect(ter.segmentStatistics(hyp, refs)).toEqual([edits, length]);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('gives the same statistics from cached references: every setting, Python spaces, case, several references and nulls, caches reused after release', () => {
    const word = fc.constantFrom('a', 'A', 'b', 'İb', 'ΟΔΟΣ', 'οδος', 'ς.', 'x-y', '𐐀', '𐐨', 'the', 'The', "it's", '(c)', '&amp;');
    const space = fc.constantFrom(' ', '\t', '\x1c', '\x85', '\xa0', '\u2003', '\u3000', '  ');
    const line = fc.array(fc.tuple(word, space), { maxLength: 40 }).map((parts) => parts.map(([w, gap]) => w + gap).join(''));
    const settings = fc.record({ caseSensitive: fc.boolean(), normalized: fc.boolean(), noPunct: fc.boolean() });
    const segment = fc.tuple(fc.array(line, { minLength: 1, maxLength: 3 }), fc.array(fc.option(line, { nil: null }), { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(settings, fc.array(fc.array(segment, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 }), (options, batches) => {
        const ter = createTer(options);
        const out: number[] = [];
        for (const batch of batches) {
          const streams = Array.from({ length: Math.max(...batch.map(([, refs]) => refs.length)) }, (_, k) => batch.map(([, refs]) => refs[k] ?? null));
          const cached = cacheTerReferences(ter, streams);
          expect(cached.length).toBe(batch.length);
          batch.forEach(([hyps], i) => {
            const refs = streams.map((stream) => stream[i] ?? null);
            for (const hyp of hyps) {
              const count = refs.filter((ref) => ref !== null).length;
              expect(cached.statisticsInto(hyp, i, out)).toBe(count);
              if (count > 0) expect(out).toEqual(ter.segmentStatistics(hyp, refs));
            }
          });
          cached.release();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses references to cache that are not streams of strings, and a cache used after its release', () => {
    const ter = createTer();
    expect(() => cacheTerReferences(ter, [['a', 'b'], ['a']])).toThrow(/Reference stream 2 has 1 segments but stream 1 has 2/);
    expect(() => cacheTerReferences(ter, [[null, 3 as never]])).toThrow(/Reference 1 of segment 2 should be a string or null, received/);
    const cached = cacheTerReferences(ter, [['a b']]);
    cached.release();
    expect(() => cached.statisticsInto('a', 0, [])).toThrow(/released/);
  });

  it('scores an empty reference as sacreBLEU: 100 with a hypothesis, 0 without', () => {
    const ter = createTer();
    expect(ter.sentenceScore('a b', ['']).score).toBe(100);
    expect(ter.sentenceScore('', ['']).score).toBe(0);
  });

  it('refuses input that is not what it says', () => {
    const ter = createTer();
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return BleukitError.isInstance(error) ? error.code : 'not a BleukitError';
      }
      return 'no error';
    };
    expect(codeOf(() => ter.corpusScore(['a', 'b'], [['a']]))).toBe('length-mismatch');
    expect(codeOf(() => ter.corpusScore(['a'], [[null]]))).toBe('missing-reference');
    expect(codeOf(() => ter.corpusScore([], [[]]))).toBe('invalid-input');
    expect(codeOf(() => ter.segmentStatistics(3 as never, ['a']))).toBe('invalid-input');
    expect(codeOf(() => ter.scoreStatistics([1], 1))).toBe('invalid-argument');
  });
});
