// A column reads back every number written, in memory or through a spill file, whatever the order
// of the reads and writes and however few chunks it may hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileSpill } from '../test-helpers.js';
import { CHUNK, SegmentColumn } from './segment-column.js';

const value = fc.oneof(fc.nat(300), fc.nat(70000), fc.integer({ min: -(2 ** 33), max: 2 ** 33 }), fc.double({ noNaN: true }));

describe('SegmentColumn', () => {
  it('reads back what was written last, in memory and spilled, in any order', () => {
    const write = fc.record({ s: fc.nat(), j: fc.nat(), v: value });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 * CHUNK + 5 }), fc.integer({ min: 1, max: 3 }), fc.array(write, { maxLength: 200 }), fc.integer({ min: 1, max: 3 }), (segments, width, writes, held) => {
        const spill = fileSpill();
        try {
          const model = new Float64Array(segments * width);
          const columns = [new SegmentColumn(segments, width, { type: 'u16', widen: true }), new SegmentColumn(segments, width, { type: 'u16', widen: true, spill, held })];
          for (const { s, j, v } of writes) {
            const [segment, k] = [s % segments, j % width];
            model[segment * width + k] = v;
            for (const column of columns) column.set(segment, k, v);
            // A read elsewhere between writes moves the chunks held.
            for (const column of columns) column.get((segment * 7919) % segments, 0);
          }
          for (const column of columns) {
            const all = Float64Array.from(column.toArray());
            const read = Float64Array.from({ length: model.length }, (_, k) => column.get(Math.floor(k / width), k % width));
            const differ = (array: Float64Array) => model.findIndex((v, k) => !Object.is(array[k], v));
            expect([differ(all), differ(read)]).toEqual([-1, -1]);
          }
        } finally {
          spill.close();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keeps a chunk in the narrowest array that holds its numbers', () => {
    const column = new SegmentColumn(3 * CHUNK, 1, { type: 'u16', widen: true });
    column.set(0, 0, 65535);
    column.set(CHUNK, 0, 65536);
    expect(column.toArray()).toBeInstanceOf(Int32Array);
    column.set(2 * CHUNK, 0, 0.5);
    expect(column.toArray()).toBeInstanceOf(Float64Array);
    expect([column.get(0), column.get(CHUNK), column.get(2 * CHUNK), column.get(1)]).toEqual([65535, 65536, 0.5, 0]);
    const plain = new SegmentColumn(10, 1, { type: 'u16' });
    plain.set(0, 0, 65536);
    expect(plain.get(0)).toBe(0);
  });

  it('writes each chunk once and reads it once on a pass in segment order', () => {
    const segments = 10 * CHUNK + 17;
    const spill = fileSpill();
    try {
      const column = new SegmentColumn(segments, 2, { type: 'i32', spill });
      for (let s = 0; s < segments; s++) column.setRow(s, [s, 3 * s]);
      expect(spill.appended).toBe(9 * CHUNK * 2 * 4);
      for (let pass = 0; pass < 2; pass++) {
        let wrong = 0;
        for (let s = 0; s < segments; s++) if (column.get(s, 1) !== 3 * s) wrong++;
        expect(wrong).toBe(0);
      }
      // The last two chunks, held when the writing ends, are written when the first pass lets them
      // go; each pass then reads every chunk back once, and nothing is written again.
      expect(spill.reads).toBe(2 * 11);
      expect(spill.appended).toBe(11 * CHUNK * 2 * 4);
    } finally {
      spill.close();
    }
  });
});
