import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBleu } from '@bleukit/core';
import { whitespaceTokenizer } from '@bleukit/tokenizer-whitespace';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedDir } from '../../../vitest.shared.js';
import { splitLines } from './lines.js';
import { highlightSegment, tokenLevel } from './segment-highlight.js';

const words = (text: string) => (text === '' ? [] : text.split(' '));
const levels = (text: string, refs: string[], order?: number) => {
  const h = highlightSegment(words(text), refs.map(words), 4);
  return {
    hyp: h.hypothesis.map((m) => tokenLevel(m, order)),
    refs: h.references.map((r) => r.map((m) => tokenLevel(m, order))),
    matched: h.orders.map((o) => o.matched),
  };
};

describe('highlightSegment', () => {
  it.each([
    // hypothesis, references, highest order per hyp token, per ref token, matches per order
    ['the cat sat', ['the cat sat'], [3, 3, 3], [[3, 3, 3]], [3, 2, 1, 0]],
    ['a b c d', ['a b x c d'], [2, 2, 2, 2], [[2, 2, 0, 2, 2]], [4, 2, 0, 0]],
    ['the the the', ['the cat'], [1, 0, 0], [[1, 0]], [1, 0, 0, 0]],
    ['the the', ['the the the'], [2, 2], [[2, 2, 0]], [2, 1, 0, 0]],
    ['x y', ['y z', 'x'], [1, 1], [[1, 0], [1]], [2, 0, 0, 0]],
    ['', ['a'], [], [[0]], [0, 0, 0, 0]],
  ])('%j against %j', (hyp, refs, hypLevels, refLevels, matched) => {
    expect(levels(hyp, refs)).toEqual({ hyp: hypLevels, refs: refLevels, matched });
  });

  it('marks only the chosen order when one is asked for', () => {
    expect(levels('a b c d', ['a b x c d'], 1).hyp).toEqual([1, 1, 1, 1]);
    expect(levels('a b c d', ['a b x c d'], 3).hyp).toEqual([0, 0, 0, 0]);
  });

  it("counts what BLEU counts, on random token sequences (core's NgramMatcher)", () => {
    const bleu = createBleu({ tokenizer: whitespaceTokenizer, maxNgramOrder: 4 });
    const tokens = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 12 });
    fc.assert(
      fc.property(tokens, fc.array(tokens, { minLength: 1, maxLength: 3 }), (hyp, refs) => {
        const stats = bleu.tokenStatistics(hyp, refs);
        const { orders } = highlightSegment(hyp, refs, 4);
        expect(orders.map((o) => o.matched)).toEqual(stats.slice(2, 6));
        expect(orders.map((o) => o.total)).toEqual(stats.slice(6, 10));
      }),
    );
  });

  it('counts what BLEU counts on the WMT de-en sample with two references', () => {
    const dir = join(sharedDir, 'data', 'wmt-sample', 'de-en');
    const lines = (name: string) => splitLines(readFileSync(join(dir, name), 'utf8'));
    const [hyps, refA, refB] = [lines('hyp.LT22.en'), lines('ref.A.en'), lines('ref.B.en')];
    const bleu = createBleu({ tokenizer: whitespaceTokenizer });
    hyps.forEach((hyp, i) => {
      const refs = [bleu.tokenize(refA[i] as string), bleu.tokenize(refB[i] as string)];
      const stats = bleu.tokenStatistics(bleu.tokenize(hyp), refs);
      const { orders } = highlightSegment(bleu.tokenize(hyp), refs, 4);
      expect(orders.map((o) => o.matched)).toEqual(stats.slice(2, 6));
    });
  });
});
