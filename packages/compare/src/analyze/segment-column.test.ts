// A column reads back every number written, in memory or through a spill file, whatever the order
// of the reads and writes and however few chunks it may hold.
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CHUNK, SegmentColumn, type SpillFile } from './segment-column.js';

const dir = mkdtempSync(join(tmpdir(), 'bleukit-column-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A spill file on disk, counting what goes through it. */
function fileSpill(name: string): SpillFile & { appended: number; reads: number; close(): void } {
  const fd = openSync(join(dir, name), 'w+');
  let end = 0;
  return {
    appended: 0,
    reads: 0,
    append(bytes) {
      const at = end;
      for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, at + done);
      end += bytes.length;
      this.appended += bytes.length;
      return at;
    },
    read(position, into) {
      this.reads++;
      for (let done = 0; done < into.length; ) {
        const n = readSync(fd, into, done, into.length - done, position + done);
        if (n === 0) throw new Error('read past the end');
        done += n;
      }
    },
    close: () => closeSync(fd),
  };
}

let files = 0;
const value = fc.oneof(fc.nat(300), fc.nat(70000), fc.integer({ min: -(2 ** 33), max: 2 ** 33 }), fc.double({ noNaN: true }));

describe('SegmentColumn', () => {
  it('reads back what was written last, in memory and spilled, in any order', () => {
    const write = fc.record({ s: fc.nat(), j: fc.nat(), v: value });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 * CHUNK + 5 }), fc.integer({ min: 1, max: 3 }), fc.array(write, { maxLength: 200 }), fc.integer({ min: 1, max: 3 }), (segments, width, writes, held) => {
        const spill = fileSpill(`random-${files++}`);
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
    const spill = fileSpill('passes');
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
