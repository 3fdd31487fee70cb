import { chrfWords, computeChrf, createChrf, type Chrf } from '@bleukit/chrf';
import { computeBleu, createBleu, pythonSplit, type Bleu } from '@bleukit/core';
import { createTer } from '@bleukit/ter';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateScores } from './aggregate-scores.js';
import { errorOf, sentence, sentences } from './test-helpers.js';

// A plain second implementation, from the definition: count each line's n-grams as strings, sum
// the references' counts, multiply the hypothesis's by the number of references (R), then score
// the sums as one pair (chrF), or the sums divided by R (BLEU).

function countNgrams(symbols: readonly string[], order: number): Map<string, number>[] {
  return Array.from({ length: order }, (_, n) => {
    const counts = new Map<string, number>();
    for (let i = 0; i + n < symbols.length; i++) {
      const key = JSON.stringify(symbols.slice(i, i + n + 1));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  });
}

/** chrF's n-grams of a line: code points without whitespace (unless kept), then words. */
function chrfNgrams(chrf: Chrf, original: string): Map<string, number>[] {
  const line = chrf.lowercase ? original.toLowerCase() : original;
  const characters = Array.from(chrf.whitespace ? line : pythonSplit(line).join(''));
  return [...countNgrams(characters, chrf.charOrder), ...countNgrams(chrfWords(line), chrf.wordOrder)];
}

/** Σ over references of each order's counts, and the hypothesis's counts times R: [hypTotal·R, refTotal, matches] per order. */
function summedStatistics(hyp: Map<string, number>[], refs: Map<string, number>[][]): [number, number, number][] {
  const r = refs.length;
  return hyp.map((hypCounts, n) => {
    const summed = new Map<string, number>();
    let refTotal = 0;
    for (const ref of refs) {
      for (const [key, count] of ref[n] as Map<string, number>) {
        summed.set(key, (summed.get(key) ?? 0) + count);
        refTotal += count;
      }
    }
    let hypTotal = 0;
    let matches = 0;
    for (const [key, count] of hypCounts) {
      hypTotal += r * count;
      matches += Math.min(r * count, summed.get(key) ?? 0);
    }
    return [hypTotal, refTotal, matches];
  });
}

function plainChrf(chrf: Chrf, hyp: string, refs: readonly string[]): number {
  const stats = summedStatistics(chrfNgrams(chrf, hyp), refs.map((ref) => chrfNgrams(chrf, ref)));
  // As sacreBLEU's chrF: an order the references lack counts no hypothesis n-grams.
  const flat = stats.flatMap(([h, r, m]) => [r > 0 ? h : 0, r, m]);
  return computeChrf(flat, { beta: chrf.beta, order: chrf.charOrder + chrf.wordOrder, epsSmoothing: chrf.epsSmoothing });
}

function plainBleu(bleu: Bleu, hyp: string, refs: readonly string[]): number {
  const order = bleu.maxNgramOrder;
  const hypTokens = bleu.tokenize(hyp);
  const refTokens = refs.map((ref) => bleu.tokenize(ref));
  const stats = summedStatistics(countNgrams(hypTokens, order), refTokens.map((tokens) => countNgrams(tokens, order)));
  const refLength = refTokens.reduce((sum, tokens) => sum + tokens.length, 0);
  // BLEU keeps the hypothesis's own totals: the sums are divided by R.
  const r = refs.length;
  const flat = [hypTokens.length, refLength / r, ...stats.map(([, , m]) => m / r), ...stats.map(([h]) => h / r)];
  return computeBleu(flat, { smoothMethod: bleu.smoothMethod, smoothValue: bleu.smoothValue, effectiveOrder: bleu.effectiveOrder }).score;
}

const CHRF: [string, Chrf][] = [
  ['chrF', createChrf()],
  ['chrF++', createChrf({ wordOrder: 2 })],
  ['chrF β=1, eps smoothing, lowercase, whitespace', createChrf({ beta: 1, epsSmoothing: true, lowercase: true, whitespace: true })],
];
const BLEU: [string, Bleu][] = [
  ['BLEU 13a, effective order', createBleu({ tokenizer: tokenizer13a, effectiveOrder: true })],
  ['BLEU 13a, floor, lowercase', createBleu({ tokenizer: tokenizer13a, smoothMethod: 'floor', lowercase: true })],
];

describe.each([...CHRF, ...BLEU])('aggregate %s', (_, metric) => {
  const plain = (hyp: string, refs: readonly string[]) =>
    metric.id === 'chrf' ? plainChrf(metric, hyp, refs) : plainBleu(metric as Bleu, hyp, refs);

  it('equals the plain implementation of the definition', () => {
    fc.assert(
      fc.property(sentences(6), sentences(6, 1), (hyps, refs) => {
        expect(Array.from(aggregateScores(hyps, refs, metric))).toEqual(hyps.map((hyp) => plain(hyp, refs)));
      }),
      { numRuns: 80 },
    );
  });

  it('scores the lines against all of them (themselves included) with references null', () => {
    fc.assert(
      fc.property(sentences(6, 1), (lines) => {
        expect(Array.from(aggregateScores(lines, null, metric))).toEqual(lines.map((hyp) => plain(hyp, lines)));
      }),
      { numRuns: 60 },
    );
  });

  it('is the sentence score against one reference, or against copies of it', () => {
    fc.assert(
      fc.property(sentence, sentence, fc.integer({ min: 1, max: 4 }), (hyp, ref, copies) => {
        const refs = new Array<string>(copies).fill(ref);
        expect(aggregateScores([hyp], refs, metric)[0]).toBe(metric.sentenceScore(hyp, [ref]).score);
      }),
      { numRuns: 80 },
    );
  });

  it('with whole-number weights, equals the references repeated that often', () => {
    fc.assert(
      fc.property(sentences(4), sentences(4, 1), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }), (hyps, refs, counts) => {
        const weights = refs.map((_, j) => (counts[j] as number) + (j === 0 ? 1 : 0));
        const repeated = refs.flatMap((ref, j) => new Array<string>(weights[j] as number).fill(ref));
        expect(Array.from(aggregateScores(hyps, refs, metric, { weights }))).toEqual(Array.from(aggregateScores(hyps, repeated, metric)));
      }),
      { numRuns: 60 },
    );
  });
});

describe('aggregate errors', () => {
  it.each([
    ['TER', () => aggregateScores(['a'], ['a'], createTer() as never), /^invalid-argument: .*chrF, chrF\+\+ and BLEU/],
    ['no references', () => aggregateScores(['a'], [], createChrf()), /^invalid-input: .*at least one reference/],
    ['weights of another length', () => aggregateScores(['a'], ['a', 'b'], createChrf(), { weights: [1] }), /^length-mismatch: .*one number per reference \(2\), received 1 weights/],
    ['a negative weight', () => aggregateScores(['a'], ['a', 'b'], createChrf(), { weights: [1, -1] }), /^invalid-argument: .*weights\[1\]/],
    ['weights all 0', () => aggregateScores(['a'], ['a', 'b'], createChrf(), { weights: [0, 0] }), /^invalid-argument: .*all 0/],
    ['a line that is not a string', () => aggregateScores(['a', 3 as never], null, createChrf()), /^invalid-input: .*hypotheses\[1\] \(line 2\)/],
  ])('%s', (_, run, message) => {
    expect(errorOf(run)).toMatch(message);
  });
});
