// exactLog and exactExp return the double nearest the exact value. Expected values were computed
// with Python's decimal module at 80 digits and rounded once; where glibc (and so sacreBLEU) is off
// by one unit in the last place, the comment says so.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactExp, exactLog, exactPow } from './correctly-rounded-math.js';

const LOG_CASES: [number, number][] = [
  [6.25, 1.8325814637483102],
  [43.75, 3.7784916128036232], // Math.log: 3.7784916128036237
  [100, 4.605170185988092],
  [50, 3.912023005428146],
  [37.5, 3.624340932976365],
  [0.1, -2.3025850929940455],
  [79.03930131004367, 4.369945213699677], // glibc: 4.369945213699678
  [2.0779220779220777, 0.7313683933801429], // glibc: 0.731368393380143
  [1.0000000000000002, 2.2204460492503128e-16],
  [0.9999999999999999, -1.1102230246251565e-16],
  [1.0001, 9.999500033329732e-5],
  [2.2250738585072014e-308, -708.3964185322641],
  [1.7976931348623157e308, 709.782712893384],
  [1e-300, -690.7755278982137],
];

const EXP_CASES: [number, number][] = [
  [1.8325814637483102, 6.250000000000001], // Math.exp: 6.25 (sacreBLEU prints 6.3, not 6.2)
  [5.335359251306883, 207.54729705406677], // glibc: 207.5472970540668
  [2.35170715763223, 10.503485533314976], // glibc: 10.503485533314974
  [-77.16305304413277, 3.079724416021973e-34], // glibc: 3.0797244160219727e-34
  [-1e-10, 0.9999999999],
  [0, 1],
  [1e-300, 1],
  [-700, 9.85967654375977e-305],
  [709, 8.218407461554972e307],
  [-0.14285714285714285, 0.8668778997501816],
];

/** x, y, x^y: Python's decimal at 80 digits rounded once (= CPython's `x ** y` on glibc for each). */
const POW_CASES: [number, number, number][] = [
  [0.5, 0.25, 0.8408964152537145], // Math.pow: 0.8408964152537146
  [0.25, 0.25, 0.7071067811865476], // Math.pow: 0.7071067811865475
  [0.5714285714285714, 0.25, 0.8694417438899827], // Math.pow: 0.8694417438899829
  [0.2222222222222222, 0.25, 0.6865890479690392], // Math.pow: 0.6865890479690393
  [0.8408964152537145, 0.1, 0.9828205985452511],
  [0.36787944117144233, 0.1, 0.9048374180359595],
  [0.9, 2.5, 0.7684334714209162],
  [3.0, 0.3333333333333333, 1.4422495703074083],
  [1e-10, 0.33, 0.0005011872336272721],
  [1.0000001, 1000000.0, 1.1051709126143208],
];

/** About 1,200 inputs each, random and BLEU-shaped, with the nearest double (scripts/correctly-rounded-vectors.py). */
const VECTORS = JSON.parse(readFileSync(new URL('./correctly-rounded-math.vectors.json', import.meta.url), 'utf8')) as {
  log: [number, number][];
  exp: [number, number][];
};

/** Distance in units in the last place between two finite doubles of the same sign. */
function ulpDistance(a: number, b: number): number {
  const view = new DataView(new ArrayBuffer(16));
  view.setFloat64(0, a);
  view.setFloat64(8, b);
  const diff = view.getBigInt64(0) - view.getBigInt64(8);
  return Number(diff < 0n ? -diff : diff);
}

describe('exactLog', () => {
  it.each(LOG_CASES)('log(%s) = %s', (x, expected) => {
    expect(exactLog(x)).toBe(expected);
  });

  it('keeps Math.log on zero, negatives, subnormals, infinity and NaN', () => {
    for (const x of [0, -0, -1, 5e-324, Infinity, -Infinity, Number.NaN]) {
      expect(exactLog(x)).toBe(Math.log(x));
    }
  });

  it('is within one unit in the last place of Math.log', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-300, max: 1e300, noNaN: true }), (x) => {
        expect(ulpDistance(exactLog(x), Math.log(x))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('exactLog and exactExp against 60-digit decimal results', () => {
  it('log: every vector is the nearest double (random, near 1, BLEU precisions)', () => {
    const wrong = VECTORS.log.filter(([x, expected]) => exactLog(x) !== expected);
    expect(wrong).toEqual([]);
  });

  it('exp: every vector is the nearest double (random, small, BLEU means and brevity penalties)', () => {
    const wrong = VECTORS.exp.filter(([x, expected]) => exactExp(x) !== expected);
    expect(wrong).toEqual([]);
  });
});

describe('exactExp', () => {
  it.each(EXP_CASES)('exp(%s) = %s', (x, expected) => {
    expect(exactExp(x)).toBe(expected);
  });

  it('keeps Math.exp outside the normal range and on NaN', () => {
    for (const x of [710, 1000, -709, -1000, Infinity, -Infinity, Number.NaN]) {
      expect(exactExp(x)).toBe(Math.exp(x));
    }
  });

  it('is within one unit in the last place of Math.exp', () => {
    fc.assert(
      fc.property(fc.double({ min: -700, max: 700, noNaN: true }), (x) => {
        expect(ulpDistance(exactExp(x), Math.exp(x))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('exactPow', () => {
  it.each(POW_CASES)('%s ** %s = %s', (x, y, expected) => {
    expect(exactPow(x, y)).toBe(expected);
  });

  it('is exact where the IEEE operations are: x², √x, 1/x', () => {
    const positive = fc.double({ min: 1e-150, max: 1e150, noNaN: true });
    fc.assert(
      fc.property(positive, (x) => {
        expect(exactPow(x, 2)).toBe(x * x);
        expect(exactPow(x, 0.5)).toBe(Math.sqrt(x));
        expect(exactPow(x, -1)).toBe(1 / x);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the special cases of x ** y', () => {
    expect(exactPow(0, 0.25)).toBe(0);
    expect(exactPow(0, 0)).toBe(1);
    expect(exactPow(1, 1e300)).toBe(1);
    expect(exactPow(2, 1024)).toBe(Infinity);
  });
});
