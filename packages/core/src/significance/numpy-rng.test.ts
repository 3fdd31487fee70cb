import { describe, expect, it } from 'vitest';
import { BleukitError } from '../errors.js';
import { createNumpyRng } from './numpy-rng.js';

describe('createNumpyRng', () => {
  it('defaults to sacreBLEU seed 12345 (numpy.random.default_rng(12345).bit_generator.random_raw())', () => {
    expect(createNumpyRng().nextUint64()).toBe(4193609425186963869n);
    expect(createNumpyRng('12345').nextUint64()).toBe(4193609425186963869n);
  });

  it('draws nothing for integers(1, …), like NumPy', () => {
    const rng = createNumpyRng(7);
    expect(Array.from(rng.integers(1, 5))).toEqual([0, 0, 0, 0, 0]);
    expect(rng.nextUint64()).toBe(createNumpyRng(7).nextUint64());
  });

  it('keeps integers within [0, n) and uses every value', () => {
    const values = createNumpyRng(3).integers(7, 7000);
    const seen = new Set(values);
    expect(Math.min(...values)).toBe(0);
    expect(Math.max(...values)).toBe(6);
    expect(seen.size).toBe(7);
  });

  it('uses one 32-bit draw per 32 booleans and clears bits past the end', () => {
    const rng = createNumpyRng(5);
    const mask = rng.booleans(40);
    const draws = createNumpyRng(5);
    expect(mask[0]).toBe(draws.nextUint32());
    expect(mask[1]).toBe(draws.nextUint32() & 0xff);
    expect(rng.nextUint32()).toBe(draws.nextUint32());
  });

  it('is unseeded with null or "none": two generators differ', () => {
    expect(createNumpyRng(null).nextUint64()).not.toBe(createNumpyRng('None').nextUint64());
  });

  it.each([[-1], [1.5], ['abc'], ['-3'], [Number.NaN]])('rejects the seed %s', (seed) => {
    expect(() => createNumpyRng(seed as number)).toThrow(BleukitError);
  });

  it.each([
    [0, 3],
    [2 ** 31 + 1, 3],
    [5, -1],
  ])('rejects integers(%s, %s)', (n, count) => {
    expect(() => createNumpyRng().integers(n, count)).toThrow(/integers\(n, count\)/);
  });
});
