import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactExp } from './correctly-rounded-math.js';
import { glibcExp } from './glibc-exp.js';

// [x, math.exp(x)] recorded with CPython on glibc 2.36 (scripts/glibc-exp-vectors.py): first the
// inputs where glibc does not return the nearest double, then inputs over exp's whole range.
const VECTORS = JSON.parse(readFileSync(new URL('./glibc-exp.vectors.json', import.meta.url), 'utf8')) as [number, number][];

describe('glibcExp', () => {
  it('returns CPython’s math.exp bit for bit on every recorded input', () => {
    expect(VECTORS.length).toBeGreaterThan(800);
    const differ = VECTORS.filter(([x, y]) => !Object.is(glibcExp(x), y));
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it('includes inputs where that is not the nearest double, and follows glibc there', () => {
    const misrounded = VECTORS.filter(([x, y]) => exactExp(x) !== y);
    expect(misrounded.length).toBeGreaterThan(100);
  });

  it('is within one unit in the last place of the correctly rounded value everywhere', () => {
    fc.assert(
      fc.property(fc.double({ min: -700, max: 700, noNaN: true }), (x) => {
        const a = glibcExp(x);
        const b = exactExp(x);
        expect(Math.abs(a - b)).toBeLessThanOrEqual(Math.abs(b) * 2 ** -52);
      }),
      { numRuns: 20000 },
    );
  });

  it('handles the edges as glibc does', () => {
    expect(glibcExp(Number.NaN)).toBeNaN();
    expect(glibcExp(Infinity)).toBe(Infinity);
    expect(glibcExp(-Infinity)).toBe(0);
    expect(glibcExp(1000)).toBe(Infinity);
    expect(glibcExp(-1000)).toBe(0);
    expect(glibcExp(2 ** -60)).toBe(1);
  });
});
