import { describe, expect, it } from 'vitest';
import { addStatistics, statisticsOrder, sumStatistics } from './statistics.js';

describe('statistics vectors', () => {
  it('know their order from their length', () => {
    expect(statisticsOrder([0, 0])).toBe(0);
    expect(statisticsOrder(new Array(10).fill(0))).toBe(4);
    expect(statisticsOrder(new Float64Array(14))).toBe(6);
  });

  it('add element by element in place, treating missing slots as 0', () => {
    const target = [1, 2, 3];
    expect(addStatistics(target, [10, 20, 30])).toBe(target);
    expect(target).toEqual([11, 22, 33]);
    const sparse: number[] = [];
    expect(addStatistics(sparse, [1, 2])).toEqual([1, 2]);
    expect(addStatistics(new Float64Array(2), [0.5, 2])).toEqual(new Float64Array([0.5, 2]));
  });

  it('sum segments into a new vector without touching them', () => {
    const a = [2, 3, 1, 0, 2, 1];
    const b = [4, 4, 3, 1, 4, 3];
    expect(sumStatistics([a, b])).toEqual([6, 7, 4, 1, 6, 4]);
    expect(a).toEqual([2, 3, 1, 0, 2, 1]);
    expect(sumStatistics([a])).not.toBe(a);
    expect(sumStatistics((function* () {
      yield a;
      yield b;
    })())).toEqual([6, 7, 4, 1, 6, 4]);
  });

  it('sum an empty list to zeros of the given order (4 by default)', () => {
    expect(sumStatistics([])).toEqual(new Array(10).fill(0));
    expect(sumStatistics([], 2)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(sumStatistics([], 0)).toEqual([0, 0]);
  });
});
