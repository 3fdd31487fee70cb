import { BleukitError, formatFloat, SIGNATURE_VERSION, type Tokenizer } from '@bleukit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRibes } from './ribes.js';
import { ribesWords } from './ribes-words.js';
import { sentenceRibes } from './sentence-ribes.js';
import { alignWords, UNALIGNED, type RibesAlignmentMethod } from './word-alignment.js';
import { ascendingPairs, crossingPairs, nltkIncreasingPairs } from './word-order.js';

/** Overlapping occurrences of `gram` in `words`, and the first position (-1: none). */
function find(words: readonly string[], gram: readonly string[]): { count: number; first: number } {
  let count = 0;
  let first = -1;
  for (let p = 0; p + gram.length <= words.length; p++) {
    if (gram.every((word, k) => words[p + k] === word)) {
      if (count++ === 0) first = p;
    }
  }
  return { count, first };
}

/** The alignment rule written out the slow way: every window's n-gram counted from scratch. */
function slowAlign(hyp: readonly string[], ref: readonly string[], method: RibesAlignmentMethod): number[] {
  const n = hyp.length;
  return hyp.map((word, i) => {
    const inRef = find(ref, [word]);
    if (inRef.count === 0) return UNALIGNED;
    if (inRef.count === 1 && find(hyp, [word]).count === 1) return inRef.first;
    const maxWindow = method === 'ribes-py' ? Math.max(i, n - i) : Math.max(i - 1, n - i);
    const tryLeft = (w: number) => {
      if (w > i) return UNALIGNED;
      const gram = hyp.slice(i - w, i + 1);
      const r = find(ref, gram);
      return r.count === 1 && find(hyp, gram).count === 1 ? r.first + w : UNALIGNED;
    };
    const tryRight = (w: number) => {
      if (i + w >= n) return UNALIGNED;
      const gram = hyp.slice(i, i + w + 1);
      const r = find(ref, gram);
      return r.count === 1 && find(hyp, gram).count === 1 ? r.first : UNALIGNED;
    };
    for (let w = 1; w <= maxWindow; w++) {
      const [first, second] = method === 'ribes-py' ? [tryLeft, tryRight] : [tryRight, tryLeft];
      const found = first(w);
      if (found !== UNALIGNED) return found;
      const other = second(w);
      if (other !== UNALIGNED) return other;
    }
    return UNALIGNED;
  });
}

const words = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'の', 'は'), { maxLength: 30 });

describe('alignWords', () => {
  it.each(['ribes-py', 'nltk'] as const)('equals the rule counted from scratch (%s)', (method) => {
    fc.assert(
      fc.property(words, words, (hyp, ref) => {
        expect(Array.from(alignWords(hyp, ref, method))).toEqual(slowAlign(hyp, ref, method));
      }),
      { numRuns: 3000 },
    );
  });

  it('numbers a word alike in every form a string takes: cut from an ASCII line or not, short, long, one character', () => {
    // Split from a line with a non-ASCII character, an ASCII word is kept two bytes a character;
    // from an ASCII line, one byte; a long word is a slice of its line, a lone character interned.
    const vocabulary = fc.constantFrom('a', 'b', ',', '—', 'über', 'internationalization', 'internationalisation');
    const cut = (sentence: readonly string[], ascii: boolean) => `${ascii ? 'x' : '—'} ${sentence.join(' ')}`.split(' ').slice(1, sentence.length + 1);
    const ribes = createRibes();
    fc.assert(
      fc.property(fc.array(vocabulary, { maxLength: 20 }), fc.array(vocabulary, { minLength: 1, maxLength: 20 }), fc.boolean(), fc.boolean(), (hyp, ref, hypAscii, refAscii) => {
        const [hypCut, refCut] = [cut(hyp, hypAscii), cut(ref, refAscii)];
        expect(hypCut).toEqual(hyp);
        expect(Array.from(alignWords(hypCut, refCut))).toEqual(slowAlign(hyp, ref, 'ribes-py'));
        expect(ribes.tokenStatistics(hypCut, [refCut])).toEqual(ribes.tokenStatistics(hyp, [ref]));
      }),
    );
  });

  it('aligns unique words directly and repeated ones by their context', () => {
    // "a" occurs twice in each: "a b" and "c a" decide (left context first in RIBES.py).
    expect(Array.from(alignWords(['c', 'a', 'x', 'a', 'b'], ['a', 'b', 'c', 'a']))).toEqual([2, 3, UNALIGNED, 0, 1]);
    expect(Array.from(alignWords(['a', 'x', 'a'], ['a', 'y', 'a']))).toEqual([UNALIGNED, UNALIGNED, UNALIGNED]);
  });
});

describe('word order', () => {
  const positions = fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 60 });

  it('ascendingPairs and crossingPairs count all n(n−1)/2 pairs between them', () => {
    fc.assert(
      fc.property(positions, (p) => {
        let slow = 0;
        for (let i = 0; i < p.length; i++) for (let j = i + 1; j < p.length; j++) if (p[i]! < p[j]!) slow++;
        expect(ascendingPairs(p)).toBe(slow);
        expect(ascendingPairs(p) + crossingPairs(p).length).toBe((p.length * Math.max(p.length - 1, 0)) / 2);
      }),
    );
  });

  it('crossingPairs skips unaligned words; nltkIncreasingPairs counts inside +1 runs only', () => {
    expect(crossingPairs([2, -1, 0, 1])).toEqual([
      [0, 2],
      [0, 3],
    ]);
    expect(nltkIncreasingPairs([3, 4, 5, 1, 2])).toBe(4);
    expect(nltkIncreasingPairs([0, 2, 4])).toBe(0);
  });
});

describe('ribesWords', () => {
  it('splits on Python whitespace and lower-cases as Python does', () => {
    expect(ribesWords('  ΟΔΟΣ\u00a0İstanbul\u3000Straße\u001cX\t')).toEqual(['οδος', 'i̇stanbul', 'straße', 'x']);
    expect(ribesWords('A b', true)).toEqual(['A', 'b']);
    expect(ribesWords(' \t ')).toEqual([]);
  });
});

describe('sentenceRibes', () => {
  it('is tau × precision^alpha × bp^beta', () => {
    const s = sentenceRibes(['b', 'a', 'c', 'x'], ['a', 'b', 'c']);
    expect(Array.from(s.alignment)).toEqual([1, 0, 2, UNALIGNED]);
    expect(s.aligned).toBe(3);
    expect(s.tau).toBe(2 / 3);
    expect(s.precision).toBe(3 / 4);
    expect(s.brevityPenalty).toBe(1);
    expect(s.value).toBeCloseTo((2 / 3) * 0.75 ** 0.25, 15);
  });

  it("follows RIBES.py's small cases: empty hypothesis 0, one alignment 0 but against a one-word reference", () => {
    expect(sentenceRibes([], ['a']).value).toBe(0);
    expect(sentenceRibes(['a', 'x'], ['a', 'b']).value).toBe(0);
    expect(sentenceRibes(['a'], ['a']).value).toBe(1);
    expect(sentenceRibes(['a', 'x'], ['a']).tau).toBe(1);
  });

  it('refuses an empty hypothesis with NLTK (which divides by zero)', () => {
    expect(() => sentenceRibes([], ['a'], { method: 'nltk' })).toThrow(/empty hypothesis/);
  });
});

describe('createRibes', () => {
  const ribes = createRibes();

  it('scores on the 0–100 scale with the mean of sentence values in `ribes`', () => {
    const hyps = ['he ate an apple', 'the cat sat'];
    const refs = [['an apple he ate', 'the cat sat']];
    const result = ribes.corpusScore(hyps, refs);
    const values = hyps.map((hyp, i) => ribes.segmentStatistics(hyp, [refs[0]![i]!]));
    expect(values.map((v) => v[1])).toEqual([1, 1]);
    expect(result.ribes).toBe((values[0]![0]! + values[1]![0]!) / 2);
    expect(result.score).toBe(100 * result.ribes);
    expect(result.sentences).toBe(2);
    expect(ribes.scoreStatistics([values[0]![0]! + values[1]![0]!, 2], 1)).toEqual(result);
  });

  it('prints a signature with its settings', () => {
    const result = ribes.sentenceScore('a b c', ['a b c']);
    expect(ribes.format(result)).toBe(`RIBES|nrefs:1|case:lc|tok:none|alpha:0.25|beta:0.1|version:${SIGNATURE_VERSION} = 100.00`);
    expect(ribes.format(result, { short: true, width: 1 })).toBe(`RIBES|#:1|c:lc|tok:none|a:0.25|b:0.1|v:${SIGNATURE_VERSION} = 100.0`);
    const tokenizer: Tokenizer = { name: 'chars', tokenize: (line) => [...line.replace(/ /g, '')] };
    const custom = createRibes({ alpha: 0.5, beta: 0, caseSensitive: true, skipEmptyReferences: true, method: 'nltk', tokenizer });
    expect(custom.signatureFields(-1).map(([key, , value]) => `${key}:${value}`).join('|')).toBe(
      `nrefs:var|case:mixed|tok:chars|alpha:0.5|beta:0.0|align:nltk|empty:skip|version:${SIGNATURE_VERSION}`,
    );
    expect(custom.words('AB c')).toEqual(['A', 'B', 'c']);
    expect(JSON.parse(ribes.formatJson(result))).toMatchObject({ name: 'RIBES', score: 100, alpha: '0.25' });
  });

  it('refuses an empty reference unless asked to skip it, and leaves fully skipped segments out of the mean', () => {
    expect(() => ribes.corpusScore(['a b', 'c d'], [['a b', ' ']])).toThrow(/Reference 1 of segment 2 has no words/);
    const skipping = createRibes({ skipEmptyReferences: true });
    const result = skipping.corpusScore(['a b', 'c d', 'e f'], [['a b', '', 'f e'], ['b a', '', null]]);
    expect(result.sentences).toBe(2);
    expect(result.ribes).toBe((1 + 0) / 2);
    expect(skipping.segmentStatistics('c d', [''])).toEqual([0, 0]);
    expect(() => ribes.segmentStatistics('a', [null])).toThrow(BleukitError);
  });

  it('explains a segment by its best reference', () => {
    const explained = ribes.explain('b a c', ['x y', 'a b c']);
    expect(explained.referenceIndex).toBe(1);
    expect(Array.from(explained.alignment)).toEqual([1, 0, 2]);
    expect(crossingPairs(explained.alignment)).toEqual([[0, 1]]);
    expect(ribes.sentences('b a c', ['x y', null, 'a b c']).map((s) => (s ? formatFloat(s.value) : null))).toEqual([
      '0.0',
      null,
      formatFloat(explained.value),
    ]);
  });

  it('validates its options', () => {
    expect(() => createRibes({ alpha: Number.NaN })).toThrow(/alpha should be a finite number/);
    expect(() => createRibes({ method: 'moses' as RibesAlignmentMethod })).toThrow(/'ribes-py' or 'nltk'/);
    expect(() => createRibes({ tokenizer: {} as Tokenizer })).toThrow(/tokenizer/);
  });
});
