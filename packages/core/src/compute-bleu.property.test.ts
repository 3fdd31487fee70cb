// computeBleu against BLEU's definition, written out here independently of its loop: clipped
// precisions, their geometric mean over N orders (or up to the last order with n-grams), the
// brevity penalty exp(1 − r/c) for c < r, and each smoothing method's rule for zero matches.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBleu } from './compute-bleu.js';
import { SMOOTH_METHODS, type SmoothMethod } from './smoothing.js';

interface Case {
  sysLen: number;
  refLen: number;
  counts: number[];
  totals: number[];
}

/** Statistics as a segment could produce them: totals fall with the order, matches ≤ totals. */
const statistics: fc.Arbitrary<Case> = fc
  .record({
    sysLen: fc.integer({ min: 0, max: 60 }),
    refLen: fc.integer({ min: 0, max: 60 }),
    order: fc.integer({ min: 1, max: 6 }),
    fractions: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 }),
  })
  .map(({ sysLen, refLen, order, fractions }) => {
    const totals = Array.from({ length: order }, (_, n) => Math.max(sysLen - n, 0));
    const counts = totals.map((total, n) => Math.floor(total * (fractions[n] as number)));
    return { sysLen, refLen, counts, totals };
  });

function definition(c: Case, method: SmoothMethod, k: number, effective: boolean): number {
  const order = c.counts.length;
  if (c.counts.every((count) => count === 0)) return 0;
  const bp = c.sysLen >= c.refLen ? 1 : c.sysLen === 0 ? 0 : Math.exp(1 - c.refLen / c.sysLen);
  const precisions: number[] = new Array(order).fill(0);
  let zeros = 0;
  let last = order;
  for (let n = 0; n < order; n++) {
    const add = method === 'add-k' && n > 0 ? k : 0;
    const total = (c.totals[n] as number) + add;
    const count = (c.counts[n] as number) + add;
    if (total === 0) {
      last = n;
      break;
    }
    if (count > 0) precisions[n] = count / total;
    else if (method === 'exp') precisions[n] = 1 / (2 ** ++zeros * total);
    else if (method === 'floor') precisions[n] = k / total;
  }
  const used = effective ? last : order;
  if (precisions.slice(0, used).some((p) => p === 0)) return 0;
  const logMean = precisions.slice(0, used).reduce((sum, p) => sum + Math.log(p), 0) / used;
  return 100 * bp * Math.exp(logMean);
}

describe('computeBleu follows the definition', () => {
  it.each(SMOOTH_METHODS)('with %s smoothing, with and without effective order', (method) => {
    fc.assert(
      fc.property(statistics, fc.double({ min: 0.01, max: 1, noNaN: true }), fc.boolean(), (c, k, effective) => {
        const stats = [c.sysLen, c.refLen, ...c.counts, ...c.totals];
        const result = computeBleu(stats, { smoothMethod: method, smoothValue: k, effectiveOrder: effective });
        const expected = definition(c, method, k, effective);
        if (expected < 1e-100) expect(result.score).toBeLessThan(1e-100);
        else expect(result.score / expected).toBeCloseTo(1, 12);
        expect(result.sysLen).toBe(c.sysLen);
        expect(result.refLen).toBe(c.refLen);
        expect(result.ratio).toBe(c.refLen ? c.sysLen / c.refLen : 0);
      }),
    );
  });

  it('reports the brevity penalty exp(1 − r/c) for c < r, else 1, and 0 for an empty hypothesis', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (sysLen, refLen) => {
        const result = computeBleu([sysLen, refLen, 0, 0], { smoothMethod: 'exp', effectiveOrder: false });
        const expected = sysLen >= refLen ? 1 : sysLen === 0 ? 0 : Math.exp(1 - refLen / sysLen);
        // computeBleu rounds exp correctly; Math.exp may be one unit in the last place off.
        expect(Math.abs(result.bp - expected)).toBeLessThanOrEqual(Number.EPSILON * expected);
        expect(result.bp).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never scores more with fewer matches (clipping can only lower the score)', () => {
    fc.assert(
      fc.property(statistics, fc.nat(5), fc.constantFrom(...SMOOTH_METHODS), (c, at, method) => {
        const n = at % c.counts.length;
        fc.pre((c.counts[n] as number) > 0);
        const fewer = c.counts.map((count, i) => (i === n ? count - 1 : count));
        const options = { smoothMethod: method, effectiveOrder: false };
        const high = computeBleu([c.sysLen, c.refLen, ...c.counts, ...c.totals], options).score;
        const low = computeBleu([c.sysLen, c.refLen, ...fewer, ...c.totals], options).score;
        expect(low).toBeLessThanOrEqual(high * (1 + 1e-12));
      }),
    );
  });

  it('does not change its input', () => {
    fc.assert(
      fc.property(statistics, (c) => {
        const stats = [c.sysLen, c.refLen, ...c.counts, ...c.totals];
        const copy = [...stats];
        computeBleu(stats, { smoothMethod: 'add-k', effectiveOrder: true });
        expect(stats).toEqual(copy);
      }),
    );
  });
});
