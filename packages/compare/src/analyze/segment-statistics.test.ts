// The compact statistics hold every value exactly, in the narrowest array that can.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { float64Statistics, StatisticsWriter } from './segment-statistics.js';

function written(rows: readonly (readonly number[])[]): StatisticsWriter {
  const width = rows[0]?.length ?? 0;
  const writer = new StatisticsWriter(rows.length * width);
  // Out of order, as the engine's batches arrive.
  for (let s = rows.length - 1; s >= 0; s--) writer.set(rows[s] as number[], s * width);
  return writer;
}

describe('StatisticsWriter', () => {
  it.each([
    ['counts below 65,536', [[0, 3, 65535], [1, 2, 4]], Uint16Array],
    ['a count past 65,535', [[0, 3, 65536], [1, 2, 4]], Int32Array],
    ['a negative count', [[0, -3, 5], [1, 2, 4]], Int32Array],
    ['a fraction after counts', [[7, 12], [3, 10.5]], Float64Array],
    ['a count past Int32', [[2 ** 31, 1]], Float64Array],
    ['minus zero', [[1, -0]], Float64Array],
  ])('keeps %s in the array that holds them', (_, rows, type) => {
    const writer = written(rows);
    expect(writer.data).toBeInstanceOf(type);
    expect([...writer.data]).toEqual(rows.flat());
    expect(Object.is(float64Statistics(writer.data)[rows.flat().length - 1], rows.flat().at(-1))).toBe(true);
  });

  it('reads back every value written, whatever the values', () => {
    const value = fc.oneof(fc.nat(70000), fc.integer({ min: -(2 ** 33), max: 2 ** 33 }), fc.double({ noNaN: true }));
    fc.assert(
      fc.property(fc.array(fc.array(value, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 20 }), (rows) => {
        const data = float64Statistics(written(rows).data);
        rows.flat().forEach((v, k) => expect(Object.is(data[k], v)).toBe(true));
      }),
    );
  });
});
