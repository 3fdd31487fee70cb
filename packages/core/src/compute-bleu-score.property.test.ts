// computeBleuScore, the score without the result object, against computeBleu's score: the same
// float (Object.is) for every smoothing, with and without effective order, on statistics as
// segments give them and on any numbers at all (matches above totals, totals that rise with the
// order, zeros anywhere), and on sentence statistics of random text through createBleu.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBleu } from './bleu.js';
import { computeBleu, computeBleuScore } from './compute-bleu.js';
import { pythonSplit } from './python-whitespace.js';
import { SMOOTH_METHODS } from './smoothing.js';

const options = fc.record({
  smoothMethod: fc.constantFrom(...SMOOTH_METHODS),
  smoothValue: fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: undefined }),
  effectiveOrder: fc.boolean(),
});

/** Statistics as a segment gives them: totals fall with the order, matches ≤ totals. */
const segmentStatistics = fc
  .record({
    sysLen: fc.integer({ min: 0, max: 80 }),
    refLen: fc.integer({ min: 0, max: 80 }),
    order: fc.integer({ min: 1, max: 8 }),
    fractions: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ sysLen, refLen, order, fractions }) => {
    const totals = Array.from({ length: order }, (_, n) => Math.max(sysLen - n, 0));
    const counts = totals.map((total, n) => Math.floor(total * (fractions[n] as number)));
    return [sysLen, refLen, ...counts, ...totals];
  });

/** Any whole numbers, of any order. */
const anyStatistics = fc.integer({ min: 0, max: 7 }).chain((order) => fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 2 + 2 * order, maxLength: 2 + 2 * order }));

describe('computeBleuScore', () => {
  it.each([
    ['statistics as segments give them', segmentStatistics],
    ['any statistics', anyStatistics],
  ])('gives computeBleu’s score, the same float, on %s', (_, statistics) => {
    fc.assert(
      fc.property(statistics, options, (stats, settings) => {
        expect(Object.is(computeBleuScore(stats, settings), computeBleu(stats, settings).score)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives sentence BLEU’s score through Bleu.statisticsScore, on random text', () => {
    const word = fc.constantFrom('a', 'b', 'c', 'd', 'A', 'ß');
    const line = fc.array(word, { maxLength: 14 }).map((words) => words.join(' '));
    const none = { name: 'none', tokenize: pythonSplit };
    fc.assert(
      fc.property(line, fc.array(line, { minLength: 1, maxLength: 3 }), options, fc.integer({ min: 1, max: 6 }), (hyp, refs, settings, order) => {
        const bleu = createBleu({ tokenizer: none, maxNgramOrder: order, ...settings });
        const stats = bleu.segmentStatistics(hyp, refs);
        expect(Object.is(bleu.statisticsScore(stats), bleu.scoreStatistics(stats, refs.length).score)).toBe(true);
        expect(Object.is(bleu.statisticsScore(stats), bleu.sentenceScore(hyp, refs).score)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses statistics of another order, as scoreStatistics does', () => {
    const bleu = createBleu({ tokenizer: { name: 'none', tokenize: pythonSplit } });
    expect(() => bleu.statisticsScore([1, 1, 1, 1])).toThrow(/Statistics for order 4 have 10 numbers, received 4/);
  });
});
