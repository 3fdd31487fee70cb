import { createChrf } from '@bleukit/chrf';
import { createBleu } from '@bleukit/core';
import { createRibes } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateScores } from './aggregate-scores.js';
import { mbrSelect } from './mbr-select.js';
import type { PairwiseMetric } from './pairwise-metric.js';
import { errorOf, sentences } from './test-helpers.js';

const METRICS: [string, PairwiseMetric][] = [
  ['chrF', createChrf()],
  ['chrF++', createChrf({ wordOrder: 2 })],
  ['BLEU', createBleu({ tokenizer: tokenizer13a, effectiveOrder: true })],
  ['TER', createTer()],
  ['RIBES', createRibes({ skipEmptyReferences: true })],
];

/** The expected utilities the plain way: sentence scores, summed in order, over the count or the weights' sum. */
function plainUtilities(metric: PairwiseMetric, candidates: readonly string[], references: readonly string[], weights?: readonly number[]): number[] {
  return candidates.map((candidate) => {
    let sum = 0;
    let total = 0;
    references.forEach((reference, j) => {
      const weight = weights?.[j] ?? 1;
      const score = metric.sentenceScore(candidate, [reference]).score;
      sum += weights === undefined ? score : weight * score;
      total += weight;
    });
    return sum / total;
  });
}

/** The index of the best utility (the first of equal ones), highest or lowest. */
function best(utilities: readonly number[], higherIsBetter: boolean): number {
  let index = 0;
  utilities.forEach((u, i) => {
    if (higherIsBetter ? u > (utilities[index] as number) : u < (utilities[index] as number)) index = i;
  });
  return index;
}

describe.each(METRICS)('MBR with %s', (_, metric) => {
  it('has each candidate’s mean score against the candidates as its utility, and picks the best, the earliest of equal ones', () => {
    fc.assert(
      fc.property(sentences(7, 1), (candidates) => {
        const result = mbrSelect(candidates, { metric });
        const utilities = plainUtilities(metric, candidates, candidates);
        expect(Array.from(result.utilities)).toEqual(utilities);
        expect(result.index).toBe(best(utilities, metric.higherIsBetter));
        const ranking = Array.from(result.ranking);
        expect([...ranking].sort((a, b) => a - b)).toEqual(candidates.map((_, i) => i));
        expect(ranking[0]).toBe(result.index);
        for (let k = 1; k < ranking.length; k++) {
          const [before, after] = [utilities[ranking[k - 1] as number] as number, utilities[ranking[k] as number] as number];
          if (before === after) expect(ranking[k - 1]).toBeLessThan(ranking[k] as number);
          else expect(metric.higherIsBetter ? before > after : before < after).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('takes separate pseudo-references and weights', () => {
    fc.assert(
      fc.property(sentences(5, 1), sentences(5, 1), fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 5, maxLength: 5 }), (candidates, references, raw) => {
        const weights = references.map((_, j) => (raw[j] as number) + (j === 0 ? 0.5 : 0));
        const result = mbrSelect(candidates, { metric, pseudoReferences: references, weights });
        const utilities = plainUtilities(metric, candidates, references, weights);
        expect(Array.from(result.utilities)).toEqual(utilities);
        expect(result.index).toBe(best(utilities, metric.higherIsBetter));
      }),
      { numRuns: 30 },
    );
  });
});

describe('MBR', () => {
  it('gives ties to the earliest candidate', () => {
    const result = mbrSelect(['a dog', 'the cat', 'the cat', 'a dog', 'the cat'], { metric: createChrf() });
    expect(result.index).toBe(1);
    expect(Array.from(result.ranking)).toEqual([1, 2, 4, 0, 3]);
    expect(result.utilities[1]).toBe(result.utilities[4]);
  });

  it('picks the candidate closest to the others, the lowest TER for TER', () => {
    const candidates = ['the cat sat on the mat', 'a dog ran in the park', 'the cat sat on a mat', 'the cat is on the mat'];
    expect(mbrSelect(candidates, { metric: createChrf() }).index).toBe(0);
    expect(mbrSelect(candidates, { metric: createTer() }).index).toBe(0);
    const ter = mbrSelect(candidates, { metric: createTer() });
    expect(ter.utilities[1]).toBe(Math.max(...ter.utilities));
    expect(ter.ranking[3]).toBe(1);
  });

  it('uses reference aggregation with aggregate: true', () => {
    fc.assert(
      fc.property(sentences(6, 1), (candidates) => {
        const metric = createChrf({ wordOrder: 2 });
        const result = mbrSelect(candidates, { metric, aggregate: true });
        expect(Array.from(result.utilities)).toEqual(Array.from(aggregateScores(candidates, null, metric)));
        expect(result.index).toBe(best(Array.from(result.utilities), true));
      }),
      { numRuns: 30 },
    );
  });

  it.each([
    ['no candidates', () => mbrSelect([], { metric: createChrf() }), /^invalid-input: .*at least one candidate/],
    ['no metric', () => mbrSelect(['a'], {} as never), /^invalid-argument: .*BLEU, chrF, TER or RIBES instance/],
    ['no options', () => mbrSelect(['a'], undefined as never), /^invalid-argument: .*mbrSelect\(samples, \{ metric: createChrf\(\) \}\)/],
    ['empty pseudo-references', () => mbrSelect(['a'], { metric: createChrf(), pseudoReferences: [] }), /^invalid-input: .*pseudoReferences is empty/],
    ['weights for the wrong number of pseudo-references', () => mbrSelect(['a', 'b'], { metric: createChrf(), weights: [1] }), /^length-mismatch: .*one number per candidate.*\(2\), received 1 weights/],
    ['a negative weight', () => mbrSelect(['a', 'b'], { metric: createChrf(), weights: [1, -2] }), /^invalid-argument: .*weights\[1\] should be a finite number ≥ 0, received -2/],
    ['a NaN weight', () => mbrSelect(['a', 'b'], { metric: createChrf(), weights: [1, Number.NaN] }), /^invalid-argument: .*weights\[1\]/],
    ['weights all 0', () => mbrSelect(['a', 'b'], { metric: createChrf(), weights: [0, 0] }), /^invalid-argument: .*all 0/],
    ['aggregate with TER', () => mbrSelect(['a'], { metric: createTer(), aggregate: true }), /^invalid-argument: .*aggregate works for chrF, chrF\+\+ and BLEU; TER/],
    ['a candidate that is not a string', () => mbrSelect(['a', null as never], { metric: createChrf() }), /^invalid-input: .*candidates\[1\] \(line 2\)/],
    ['an empty RIBES reference', () => mbrSelect(['a', ''], { metric: createRibes() }), /^invalid-input: .*Reference 2 has no words/],
  ])('refuses %s with a clear error', (_, run, expected) => {
    expect(errorOf(run)).toMatch(expected);
  });
});
