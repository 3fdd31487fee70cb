// Invariants of BLEU that hold for every input, checked with fast-check on random corpora. A
// small vocabulary makes matches (and repeated n-grams, which exercise clipping) frequent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBleu, type SegmentReferences } from './bleu.js';
import { BleukitError } from './errors.js';
import { pythonSplit } from './python-whitespace.js';
import { SMOOTH_METHODS } from './smoothing.js';
import { sumStatistics, type Statistics } from './statistics.js';
import type { Tokenizer } from './tokenizer.js';

// Generated references are streams by construction (the square-shape layout check is for users).
const STREAMS = { layout: 'streams' } as const;

const none: Tokenizer = { name: 'none', tokenize: pythonSplit };

const token = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'A', 'Ä', 'ß', '𠮷');
const tokens = (maxLength = 12) => fc.array(token, { maxLength });
const line = (maxLength = 12) => tokens(maxLength).map((t) => t.join(' '));

interface Corpus {
  hypotheses: string[];
  references: string[][];
}

/** A corpus of 1–10 segments with 1–3 reference streams. */
const corpus: fc.Arbitrary<Corpus> = fc
  .integer({ min: 1, max: 3 })
  .chain((streams) =>
    fc.array(fc.tuple(line(), fc.array(line(), { minLength: streams, maxLength: streams })), {
      minLength: 1,
      maxLength: 10,
    }),
  )
  .map((segments) => ({
    hypotheses: segments.map(([hyp]) => hyp),
    references: (segments[0]?.[1] ?? []).map((_, k) => segments.map(([, refs]) => refs[k] as string)),
  }));

const settings = fc.record({
  smoothMethod: fc.constantFrom(...SMOOTH_METHODS),
  // Up to 1 only: `floor` with k > 1 gives a zero-match order a precision above 100 % and the
  // score can pass 100 (sacreBLEU does the same; see docs/robustness.md).
  smoothValue: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  maxNgramOrder: fc.integer({ min: 1, max: 6 }),
  effectiveOrder: fc.boolean(),
  lowercase: fc.boolean(),
});

function segmentRefs(references: readonly SegmentReferences[], i: number): SegmentReferences {
  return references.map((stream) => stream[i] as string | null);
}

describe('BLEU invariants', () => {
  it('scores lie in [0, 100] and are never NaN, whatever the settings', () => {
    fc.assert(
      fc.property(corpus, settings, ({ hypotheses, references }, options) => {
        const result = createBleu({ tokenizer: none, ...options }).corpusScore(hypotheses, references, STREAMS);
        expect(Number.isNaN(result.score)).toBe(false);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100 + 1e-9);
        expect(result.bp).toBeGreaterThanOrEqual(0);
        expect(result.bp).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('scores 100 when every hypothesis equals its reference and has ≥ max order tokens', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((order) =>
          fc.tuple(fc.constant(order), fc.array(fc.array(token, { minLength: order, maxLength: 15 }), { minLength: 1, maxLength: 6 })),
        ),
        fc.constantFrom(...SMOOTH_METHODS),
        ([order, segments], smoothMethod) => {
          const lines = segments.map((t) => t.join(' '));
          const result = createBleu({ tokenizer: none, maxNgramOrder: order, smoothMethod }).corpusScore(lines, [lines], STREAMS);
          expect(result.score).toBeCloseTo(100, 9);
          expect(result.bp).toBe(1);
          expect(result.counts).toEqual(result.totals);
        },
      ),
    );
  });

  it('does not depend on the order of the segments', () => {
    fc.assert(
      fc.property(corpus, settings, fc.infiniteStream(fc.nat()), ({ hypotheses, references }, options, random) => {
        const bleu = createBleu({ tokenizer: none, ...options });
        // Fisher–Yates with fast-check's numbers, so failures shrink and replay.
        const order = hypotheses.map((_, i) => i);
        const draws = random[Symbol.iterator]();
        for (let i = order.length - 1; i > 0; i--) {
          const j = (draws.next().value as number) % (i + 1);
          [order[i], order[j]] = [order[j] as number, order[i] as number];
        }
        const shuffled = bleu.corpusScore(
          order.map((i) => hypotheses[i] as string),
          references.map((stream) => order.map((i) => stream[i] as string)),
          STREAMS,
        );
        expect(shuffled).toEqual(bleu.corpusScore(hypotheses, references, STREAMS));
      }),
    );
  });

  it('merging the statistics of shards equals scoring the whole corpus', () => {
    fc.assert(
      fc.property(corpus, settings, fc.array(fc.nat(), { maxLength: 4 }), ({ hypotheses, references }, options, cuts) => {
        const bleu = createBleu({ tokenizer: none, ...options });
        const bounds = [...new Set([0, ...cuts.map((c) => c % (hypotheses.length + 1)), hypotheses.length])].sort(
          (a, b) => a - b,
        );
        const shards: Statistics[] = [];
        for (let s = 0; s + 1 < bounds.length; s++) {
          const from = bounds[s] as number;
          const to = bounds[s + 1] as number;
          const segments: Statistics[] = [];
          for (let i = from; i < to; i++) {
            segments.push(bleu.segmentStatistics(hypotheses[i] as string, segmentRefs(references, i)));
          }
          shards.push(sumStatistics(segments, options.maxNgramOrder));
        }
        const merged = bleu.scoreStatistics(sumStatistics(shards, options.maxNgramOrder), references.length);
        expect(merged).toEqual(bleu.corpusScore(hypotheses, references, STREAMS));
      }),
    );
  });

  it('sentence score equals the corpus score of a one-segment corpus', () => {
    fc.assert(
      fc.property(line(), fc.array(fc.option(line(), { nil: null }), { minLength: 1, maxLength: 3 }), settings, (hyp, refs, options) => {
        fc.pre(refs.some((ref) => ref !== null));
        const bleu = createBleu({ tokenizer: none, ...options });
        expect(bleu.sentenceScore(hyp, refs)).toEqual(bleu.corpusScore([hyp], refs.map((ref) => [ref])));
      }),
    );
  });

  it('lower-casing is idempotent: lower-cased input scores the same with or without `lowercase`', () => {
    fc.assert(
      fc.property(corpus, ({ hypotheses, references }) => {
        const lower = (text: string) => text.toLowerCase();
        const lowered = createBleu({ tokenizer: none, lowercase: true });
        const plain = createBleu({ tokenizer: none });
        const once = lowered.corpusScore(hypotheses, references, STREAMS);
        const twice = lowered.corpusScore(hypotheses.map(lower), references.map((s) => s.map(lower)), STREAMS);
        expect(twice).toEqual(once);
        const { signature: _a, ...byOption } = once;
        const { signature: _b, ...byHand } = plain.corpusScore(hypotheses.map(lower), references.map((s) => s.map(lower)), STREAMS);
        expect(byOption).toEqual(byHand);
      }),
    );
  });

  it('statistics are consistent: matches ≤ n-grams, n-gram totals from the length, refLen one of the references', () => {
    fc.assert(
      fc.property(line(), fc.array(line(), { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 6 }), (hyp, refs, order) => {
        const bleu = createBleu({ tokenizer: none, maxNgramOrder: order });
        const stats = bleu.segmentStatistics(hyp, refs);
        const length = pythonSplit(hyp).length;
        expect(stats).toHaveLength(2 + 2 * order);
        expect(stats[0]).toBe(length);
        expect(refs.map((ref) => pythonSplit(ref).length)).toContain(stats[1]);
        for (let n = 1; n <= order; n++) {
          const correct = stats[1 + n] as number;
          const total = stats[1 + order + n] as number;
          expect(total).toBe(Math.max(length - n + 1, 0));
          expect(correct).toBeGreaterThanOrEqual(0);
          expect(correct).toBeLessThanOrEqual(total);
        }
      }),
    );
  });

  it('adding a reference never lowers the matches', () => {
    fc.assert(
      fc.property(line(), fc.array(line(), { minLength: 1, maxLength: 3 }), line(), (hyp, refs, extra) => {
        const bleu = createBleu({ tokenizer: none });
        const before = bleu.segmentStatistics(hyp, refs);
        const after = bleu.segmentStatistics(hyp, [...refs, extra]);
        for (let i = 2; i < 6; i++) expect(after[i]).toBeGreaterThanOrEqual(before[i] as number);
      }),
    );
  });

  it('never throws anything but a BleukitError, whatever it is given', () => {
    const junk = fc.oneof(fc.anything(), fc.array(fc.oneof(fc.string(), fc.anything())));
    fc.assert(
      fc.property(junk, junk, fc.record({ smoothMethod: fc.anything(), smoothValue: fc.anything(), maxNgramOrder: fc.anything() }, { requiredKeys: [] }), (hyps, refs, options) => {
        try {
          const bleu = createBleu({ tokenizer: none, ...(options as object) });
          const result = bleu.corpusScore(hyps as string[], refs as string[][], STREAMS);
          expect(result.score).toBeGreaterThanOrEqual(0);
        } catch (error) {
          expect(BleukitError.isInstance(error), String(error)).toBe(true);
        }
      }),
    );
  });
});
