import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BeamEditDistance, OP_DEL, OP_INS, OP_SUB } from './beam-edit-distance.js';
import { performShift, translationEditRate, translationEdits } from './translation-edit-rate.js';

/** Python's tuple order: the first differing element decides. */
function ranksAbove(a: readonly number[], b: readonly number[]): boolean {
  const i = a.findIndex((value, k) => value !== b[k]);
  return i >= 0 && (a[i] as number) > (b[i] as number);
}

/**
 * TER's shift search the plain way, step for step as sacreBLEU's lib_ter.py writes it: every
 * candidate's distance from a fresh beam matrix, the limit checked after each block that was
 * tried, the best shift by (gain, length, −start, −target).
 */
function plainEdits(hyp: Int32Array, ref: Int32Array): number {
  const n = hyp.length;
  const m = ref.length;
  if (m === 0) return n;
  const beam = new BeamEditDistance(ref, n);
  let words = hyp;
  let shifts = 0;
  let checked = 0;
  for (;;) {
    const base = beam.distance(words);
    const align: number[] = [];
    const hypErrors: number[] = [];
    const refErrors: number[] = [];
    let h = -1;
    let r = -1;
    for (const op of beam.trace()) {
      if (op === OP_DEL) {
        hypErrors[++h] = 1;
      } else if (op === OP_INS) {
        align[++r] = h;
        refErrors[r] = 1;
      } else {
        align[++r] = ++h;
        hypErrors[h] = refErrors[r] = op === OP_SUB ? 1 : 0;
      }
    }
    const anyError = (errors: number[], from: number, length: number) => errors.slice(from, from + length).some((e) => e !== 0);
    let best: { key: number[]; words: Int32Array } | undefined;
    search: for (let start = 0; start < n; start++) {
      for (let refStart = 0; refStart < m; refStart++) {
        if (Math.abs(refStart - start) > 50) continue;
        for (let length = 1; length <= 10 && words[start + length - 1] === ref[refStart + length - 1]; length++) {
          const aligned = align[refStart] as number;
          if (anyError(hypErrors, start, length) && anyError(refErrors, refStart, length) && !(start <= aligned && aligned < start + length)) {
            let previous = -1;
            for (let offset = -1; offset < length; offset++) {
              const target = refStart + offset === -1 ? 0 : (align[refStart + offset] as number) + 1;
              if (target === previous) continue;
              previous = target;
              const shifted = new Int32Array(n);
              performShift(words, start, length, target, shifted);
              const key = [base - new BeamEditDistance(ref, n).distance(shifted), length, -start, -target];
              checked++;
              if (best === undefined || ranksAbove(key, best.key)) best = { key, words: shifted };
            }
            if (checked >= 1000) break search;
          }
          if (n === start + length || m === refStart + length) break;
        }
      }
    }
    if (checked >= 1000 || best === undefined || (best.key[0] as number) <= 0) return shifts + base;
    shifts++;
    words = best.words;
  }
}

/** Word ids from a few words (so that blocks repeat and shifts happen), or from many. */
const words = (maxLength: number) =>
  fc.integer({ min: 1, max: 40 }).chain((size) => fc.array(fc.integer({ min: 0, max: size }), { maxLength, size: 'max' }).map((ids) => Int32Array.from(ids)));

describe('translation edit rate', () => {
  it('counts the edits of the plain search, in short pairs and in pairs long enough for the beam to matter', () => {
    fc.assert(
      fc.property(words(70), words(70), (hyp, ref) => {
        expect(translationEditRate(hyp, ref).edits).toBe(plainEdits(hyp, ref));
      }),
      { numRuns: 300 },
    );
  });

  it('counts as many edits without building the result (translationEdits), empty sides included', () => {
    fc.assert(
      fc.property(words(70), words(70), (hyp, ref) => {
        const expected = plainEdits(hyp, ref);
        expect(translationEdits(hyp, ref)).toBe(expected);
        expect(translationEdits(hyp, ref.subarray(0, 0))).toBe(hyp.length);
        expect(translationEdits(hyp.subarray(0, 0), ref)).toBe(ref.length);
      }),
      { numRuns: 200 },
    );
  });

  it('counts the edits of the plain search for references of several 32-word blocks, hypotheses near them or not', () => {
    // A long reference and a hypothesis made from it by moving, replacing and dropping words,
    // as a real translation differs from its reference.
    const near = words(160).chain((ref) =>
      fc.tuple(
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 6 }), fc.nat(), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 45 })), { maxLength: 10 }).map((edits) => {
          let hyp = Int32Array.from(ref);
          for (const [from, size, to, kind, id] of edits) {
            if (hyp.length === 0) break;
            const start = from % hyp.length;
            if (kind === 0) {
              const moved = new Int32Array(hyp.length);
              performShift(hyp, start, Math.min(size, hyp.length - start), to % (hyp.length + 1), moved);
              hyp = moved;
            } else if (kind === 1) hyp[start] = id;
            else if (kind === 2) hyp = Int32Array.from([...hyp.subarray(0, start), ...hyp.subarray(start + 1)]);
            else hyp = Int32Array.from([...hyp.subarray(0, start), id, ...hyp.subarray(start)]);
          }
          return hyp;
        }),
        fc.constant(ref),
      ),
    );
    fc.assert(
      fc.property(fc.oneof({ weight: 3, arbitrary: near }, { weight: 1, arbitrary: fc.tuple(words(120), words(160)) }), ([hyp, ref]) => {
        expect(translationEditRate(hyp, ref).edits).toBe(plainEdits(hyp, ref));
      }),
      { numRuns: 150 },
    );
  });

  it('counts the edits of the plain search on very unequal lengths (a beam widened past the ratio)', () => {
    fc.assert(
      fc.property(words(4), words(200), (short, long) => {
        expect(translationEditRate(short, long).edits).toBe(plainEdits(short, long));
        expect(translationEditRate(long.subarray(0, 120), short).edits).toBe(plainEdits(long.subarray(0, 120), short));
      }),
      { numRuns: 100 },
    );
  });

  it('scores a pair of over a million cells with buffers of its own, and the next pair as before', () => {
    const ref = Int32Array.from({ length: 1100 }, (_, i) => i);
    const hyp = new Int32Array(1100);
    performShift(ref, 100, 5, 130, hyp);
    const rate = translationEditRate(hyp, ref);
    expect(rate.edits).toBe(1);
    expect([...rate.shifted]).toEqual([...ref]);
    const small = [Int32Array.from([3, 1, 2, 3, 4]), Int32Array.from([1, 2, 3, 4, 3])] as const;
    expect(translationEditRate(...small).edits).toBe(plainEdits(...small));
  });

  it('takes ids of any size, negative ones included', () => {
    const hyp = Int32Array.from([-5, 2 ** 30, 7, -5, 3]);
    const ref = Int32Array.from([7, -5, 2 ** 30, 3, 3]);
    expect(translationEditRate(hyp, ref).edits).toBe(plainEdits(hyp, ref));
  });
});
