import { createChrf } from '@bleukit/chrf';
import { createBleu, pythonSplit } from '@bleukit/core';
import { createRibes } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import { tokenizer13a, tokenizerZh } from '@bleukit/tokenizer-regex';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../../test-support/shared.js';
import { pairwiseBlocks, pairwiseScores } from './pairwise-scores.js';
import { isSymmetric, type PairwiseMetric } from './pairwise-metric.js';
import { errorOf, sentences } from './test-helpers.js';

const split = { name: 'split', tokenize: pythonSplit };
const METRICS: [string, PairwiseMetric][] = [
  ['chrF', createChrf()],
  ['chrF β=1', createChrf({ beta: 1 })],
  ['chrF++', createChrf({ wordOrder: 2 })],
  ['chrF++ β=1', createChrf({ wordOrder: 2, beta: 1 })],
  ['chrF++ lowercase, whitespace kept', createChrf({ wordOrder: 2, lowercase: true, whitespace: true })],
  ['chrF eps smoothing, β=3, nc=4', createChrf({ epsSmoothing: true, beta: 3, charOrder: 4 })],
  ['BLEU 13a, effective order', createBleu({ tokenizer: tokenizer13a, effectiveOrder: true })],
  ['BLEU 13a (eff:no)', createBleu({ tokenizer: tokenizer13a })],
  ['BLEU zh, floor, lowercase', createBleu({ tokenizer: tokenizerZh, smoothMethod: 'floor', lowercase: true, effectiveOrder: true })],
  ['BLEU split, add-k, order 6', createBleu({ tokenizer: split, smoothMethod: 'add-k', maxNgramOrder: 6 })],
  ['TER', createTer()],
  ['TER normalized, asian, case-sensitive', createTer({ normalized: true, asianSupport: true, caseSensitive: true })],
  ['TER no punct', createTer({ noPunct: true })],
  ['RIBES (empty references skipped)', createRibes({ skipEmptyReferences: true })],
];

/** The sentence scorer's value for each cell. */
function expected(hyps: readonly string[], refs: readonly string[], metric: PairwiseMetric): number[] {
  return hyps.flatMap((hyp) => refs.map((ref) => metric.sentenceScore(hyp, [ref]).score));
}

describe.each(METRICS)('pairwise %s', (_, metric) => {
  it('gives each cell exactly the sentence score of the pair (hypotheses × references)', () => {
    fc.assert(
      fc.property(sentences(7), sentences(7), (hyps, refs) => {
        expect(Array.from(pairwiseScores(hyps, refs, metric))).toEqual(expected(hyps, refs, metric));
      }),
      { numRuns: 60 },
    );
  });

  it('gives each cell exactly the sentence score of the pair (the lines against themselves)', () => {
    fc.assert(
      fc.property(sentences(9), (lines) => {
        const values = Array.from(pairwiseScores(lines, null, metric));
        expect(values).toEqual(expected(lines, lines, metric));
        if (isSymmetric(metric)) {
          for (let i = 0; i < lines.length; i++) for (let j = 0; j < i; j++) expect(values[i * lines.length + j]).toBe(values[j * lines.length + i]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same values by blocks of rows and for a range of rows', () => {
    fc.assert(
      fc.property(sentences(9), fc.integer({ min: 1, max: 4 }), fc.boolean(), fc.nat(), fc.nat(), (lines, blockRows, square, a, b) => {
        const refs = square ? null : lines.slice(1);
        const whole = pairwiseScores(lines, refs, metric);
        const columns = refs === null ? lines.length : refs.length;
        const firstRow = lines.length === 0 ? 0 : a % (lines.length + 1);
        const endRow = firstRow + (lines.length === 0 ? 0 : b % (lines.length - firstRow + 1));
        const rows = [];
        for (const block of pairwiseBlocks(lines, refs, metric, { blockRows, firstRow, endRow })) {
          expect(block.columns).toBe(columns);
          expect(block.values.length).toBe(block.rows * columns);
          rows.push(...block.values);
        }
        expect(rows).toEqual(Array.from(whole.subarray(firstRow * columns, endRow * columns)));
        expect(Array.from(pairwiseScores(lines, refs, metric, { firstRow, endRow }))).toEqual(rows);
      }),
      { numRuns: 40 },
    );
  });
});

describe('pairwise on real WMT lines', () => {
  const wmt = (file: string, from: number, count: number) => readFileSync(sharedPath(`data/wmt-sample/${file}`), 'utf8').split('\n').slice(from, from + count);
  // Outputs and references of the same segments (so pairs share much), German sources and Japanese.
  const hypotheses = [...wmt('de-en/hyp.Online-B.en', 0, 25), ...wmt('de-en/src.de', 0, 10), ...wmt('en-ja/ref.A.ja', 0, 10), ''];
  const references = [...wmt('de-en/ref.A.en', 0, 25), ...wmt('de-en/hyp.LT22.en', 20, 10), ...wmt('ja-en/ref.A.en', 0, 5), ...wmt('en-ja/ref.A.ja', 5, 5)];
  it.each(METRICS)('%s: every cell is the sentence score', (_, metric) => {
    expect(Array.from(pairwiseScores(hypotheses, references, metric))).toEqual(expected(hypotheses, references, metric));
    const lines = [...hypotheses.slice(0, 30), ...references.slice(0, 15)];
    expect(Array.from(pairwiseScores(lines, null, metric))).toEqual(expected(lines, lines, metric));
  });
});

describe('pairwise BLEU on long lines', () => {
  it('gives each cell the sentence score when lengths are too large to pack into one number (481⁶ > 2⁵³)', () => {
    const words = ['the', 'cat', 'sat', 'on', 'a', 'mat', 'dog', '.'];
    const line = (seed: number, length: number) => Array.from({ length }, (_, i) => words[(i * seed + (i >> 3)) % words.length]).join(' ');
    const lines = [line(3, 480), line(5, 420), line(7, 30), '', line(3, 479)];
    const metric = createBleu({ tokenizer: tokenizer13a, effectiveOrder: true });
    expect(Array.from(pairwiseScores(lines, null, metric))).toEqual(expected(lines, lines, metric));
  });
});

describe('pairwise chrF with n-grams repeated many times', () => {
  it.each([
    ['more than 255 times', 300],
    ['more than 65,535 times', 70_000],
  ])('gives each cell the sentence score when one n-gram occurs %s', (_, count) => {
    const lines = ['ab'.repeat(count), 'ab'.repeat(count - 7) + 'c', 'abc', 'b'.repeat(count + 3)];
    for (const metric of [createChrf(), createChrf({ wordOrder: 2 })]) {
      expect(Array.from(pairwiseScores(lines, null, metric))).toEqual(expected(lines, lines, metric));
    }
  });
});

describe('pairwise errors', () => {
  it.each([
    ['an empty RIBES reference', () => pairwiseScores(['a b'], ['a', ' '], createRibes()), /^invalid-input: .*Reference 2 has no words.*skipEmptyReferences/],
    ['an empty hypothesis for NLTK RIBES', () => pairwiseScores(['a b', 'c', ''], ['a'], createRibes({ method: 'nltk' })), /^invalid-input: .*Hypothesis 3 has no words/],
    ['an empty hypothesis for NLTK RIBES, in a range of rows', () => pairwiseScores(['', 'a', ''], ['a'], createRibes({ method: 'nltk' }), { firstRow: 1 }), /^invalid-input: .*Hypothesis 3 has no words/],
    ['a metric of another kind', () => pairwiseScores(['a'], null, { id: 'meteor' } as never), /^invalid-argument: .*a metric with id "meteor"/],
    ['hypotheses that are not an array', () => pairwiseScores('a' as never, null, createChrf()), /^invalid-argument: .*hypotheses should be an array/],
    ['a reference that is not a string', () => pairwiseScores(['a'], ['a', 2 as never], createChrf()), /^invalid-input: .*references\[1\] \(line 2\)/],
    ['endRow before firstRow', () => pairwiseScores(['a', 'b'], null, createChrf(), { firstRow: 2, endRow: 1 }), /^invalid-argument: .*endRow \(1\) is before firstRow \(2\)/],
    ['a row past the end', () => pairwiseScores(['a', 'b'], null, createChrf(), { endRow: 3 }), /^invalid-argument: .*endRow should be a whole number from 0 to 2/],
    ['blocks of no rows', () => pairwiseBlocks(['a', 'b'], null, createChrf(), { blockRows: 0 }), /^invalid-argument: .*blockRows/],
  ])('refuses %s with a clear error, at the call', (_, run, expected) => {
    expect(errorOf(run)).toMatch(expected);
  });
});

describe('symmetry', () => {
  it.each(METRICS)('%s: symmetric only where isSymmetric says so', (_, metric) => {
    // A pair of lines whose scores differ each way round for every asymmetric metric here.
    const lines = ['the cat sat on a mat', 'the cat sat on the mat with a hat , did it not ?'];
    const values = pairwiseScores(lines, null, metric);
    expect(values[1] === values[2]).toBe(isSymmetric(metric));
  });
});
