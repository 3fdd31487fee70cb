import { describe, expect, it } from 'vitest';
import { BATCH, BYTE_BATCH, KEPT_BATCH } from './batch-sizes.js';
import { inMemoryBatch } from './score-in-memory.js';

describe('inMemoryBatch', () => {
  it('keeps one thread to large batches for one system, to small ones for several (their references are kept meanwhile)', () => {
    expect(inMemoryBatch(2074, 1)).toBe(BATCH);
    expect(inMemoryBatch(100_000, 1, 4)).toBe(KEPT_BATCH);
    expect(KEPT_BATCH).toBeLessThan(BATCH);
  });

  it.each([
    [2074, 2, 346],
    [300, 2, 75],
    [300, 3, 64],
    [100_000, 2, 511],
    [10, 2, 64],
  ])('cuts %i lines for %i threads into batches of %i', (lines, jobs, size) => {
    expect(inMemoryBatch(lines, jobs)).toBe(size);
  });

  it.each([[2], [3], [4], [8]])('gives each of %i threads as many batches, at least two, none over the byte batch size', (jobs) => {
    // (below 128 lines a thread, batches stay at 64 lines)
    for (const lines of [128 * jobs, 2074, 3001, 50_000, 123_457]) {
      const size = inMemoryBatch(lines, jobs);
      const batches = Math.ceil(lines / size);
      expect(size).toBeLessThanOrEqual(BYTE_BATCH);
      expect(batches).toBeGreaterThanOrEqual(2 * jobs);
      // every thread has as many batches of its own (reference key mod jobs)
      expect(batches % jobs).toBe(0);
    }
  });
});
