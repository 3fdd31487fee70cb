import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BeamEditDistance } from './beam-edit-distance.js';
import { BitParallelDistance } from './bit-parallel-distance.js';
import { performShift } from './translation-edit-rate.js';
import { levenshtein } from './test-helpers.js';

/**
 * A reference of local ids 1…k (as translationEditRate makes them) and a hypothesis whose words
 * are those ids or 0 (a word the reference lacks).
 */
const pair = (maxRef: number, maxHyp: number) =>
  fc.integer({ min: 1, max: 12 }).chain((k) =>
    fc.tuple(
      fc.array(fc.integer({ min: 1, max: k }), { minLength: 1, maxLength: maxRef, size: 'max' }).map((ids) => {
        // Renumber to 1…distinct in order of appearance.
        const local = new Map<number, number>();
        return Int32Array.from(ids, (id) => local.get(id) ?? (local.set(id, local.size + 1), local.size));
      }),
      fc.array(fc.integer({ min: 0, max: k }), { maxLength: maxHyp, size: 'max' }).map((ids) => Int32Array.from(ids)),
    ),
  );
const vocabulary = (ref: Int32Array) => Math.max(...ref);

describe('bit-parallel distance', () => {
  it('equals the plain Levenshtein distance, in one block and in several (references up to 100 words)', () => {
    fc.assert(
      fc.property(pair(100, 60), ([ref, hyp]) => {
        const bits = new BitParallelDistance();
        bits.reset(ref, ref.length, vocabulary(ref), hyp.length);
        expect(bits.distance(hyp)).toBe(levenshtein(hyp, ref));
      }),
      { numRuns: 400 },
    );
  });

  /** The distance's state after scoring `hyp` against `ref`, and a shift of it drawn from the numbers: its block, target and result. */
  function shiftCase(ref: Int32Array, hyp: Int32Array, from: number, size: number, to: number) {
    const start = from % hyp.length;
    const length = Math.min(size, hyp.length - start);
    const target = to % (hyp.length + 1);
    const bits = new BitParallelDistance();
    bits.reset(ref, ref.length, vocabulary(ref), hyp.length);
    bits.distance(hyp);
    const shifted = new Int32Array(hyp.length);
    performShift(hyp, start, length, target, shifted);
    return { bits, start, length, target, shifted };
  }

  it("gives a shifted candidate's distance from the base's columns, as from scratch", () => {
    const shift = fc.tuple(fc.nat(), fc.integer({ min: 1, max: 10 }), fc.nat());
    fc.assert(
      fc.property(pair(80, 40), shift, ([ref, hyp], [from, size, to]) => {
        fc.pre(hyp.length > 0);
        const { bits, start, length, target, shifted } = shiftCase(ref, hyp, from, size, to);
        expect(bits.shifted(hyp, start, length, target)).toBe(levenshtein(shifted, ref));
      }),
      { numRuns: 600 },
    );
  });

  it('gives a candidate\'s distance up to a limit exactly, and any distance above it as a number above it', () => {
    const shift = fc.tuple(fc.nat(), fc.integer({ min: 1, max: 10 }), fc.nat(), fc.integer({ min: -3, max: 3 }));
    fc.assert(
      fc.property(pair(80, 70), shift, ([ref, hyp], [from, size, to, slack]) => {
        fc.pre(hyp.length > 0);
        const { bits, start, length, target, shifted } = shiftCase(ref, hyp, from, size, to);
        const exact = levenshtein(shifted, ref);
        const limit = exact + slack;
        const value = bits.shifted(hyp, start, length, target, limit);
        if (exact <= limit) expect(value).toBe(exact);
        else expect(value).toBeGreaterThan(limit);
      }),
      { numRuns: 600 },
    );
  });

  it("traces sacreBLEU's path, as the beam's matrix does, where the beam covers the matrix (≤ 24 reference words)", () => {
    fc.assert(
      fc.property(pair(24, 30), ([ref, hyp]) => {
        const bits = new BitParallelDistance();
        bits.reset(ref, ref.length, vocabulary(ref), hyp.length);
        bits.distance(hyp);
        const out = new Uint8Array(hyp.length + ref.length);
        const beam = new BeamEditDistance(ref, hyp.length);
        beam.distance(hyp);
        expect(beam.outsideBound).toBe(Number.POSITIVE_INFINITY);
        expect([...out.subarray(0, bits.traceInto(hyp, ref, out))]).toEqual([...beam.trace()]);
      }),
      { numRuns: 400 },
    );
  });

  it("traces the beam's path over several blocks wherever the distance is below the beam's bound (references up to 140 words)", () => {
    // Hypotheses near the reference (a few words replaced, dropped or added), so that most
    // distances fall below the bound, and others at random.
    const near = pair(140, 0).chain(([ref]) =>
      fc.tuple(
        fc.constant(ref),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 12 })), { maxLength: 12 }).map((edits) => {
          const hyp = [...ref];
          for (const [at, kind, id] of edits) {
            const k = at % (hyp.length + 1);
            if (kind === 0) hyp[k] = id;
            else if (kind === 1) hyp.splice(k, 1);
            else hyp.splice(k, 0, id);
          }
          return Int32Array.from(hyp);
        }),
      ),
    );
    let traced = 0;
    fc.assert(
      fc.property(fc.oneof(near, pair(140, 150)), ([ref, hyp]) => {
        fc.pre(hyp.length > 0);
        const bits = new BitParallelDistance();
        bits.reset(ref, ref.length, vocabulary(ref), hyp.length);
        const plain = bits.distance(hyp);
        const beam = new BeamEditDistance(ref, hyp.length);
        const distance = beam.distance(hyp);
        if (plain >= beam.outsideBound) return;
        traced++;
        expect(plain).toBe(distance);
        const out = new Uint8Array(hyp.length + ref.length);
        expect([...out.subarray(0, bits.traceInto(hyp, ref, out))]).toEqual([...beam.trace()]);
      }),
      { numRuns: 600 },
    );
    expect(traced).toBeGreaterThan(200);
  });
});
