import { describe, expect, it } from 'vitest';
import { metricSortKey, sortSegments, toggleSort } from './sort-segments.js';

const columns = { scores: [20, 50, 20, 0], hypLengths: [3, 1, 2, 4], metrics: new Map([['METEOR', [10, 30, 40, 30]], ['TER', [70, 20, 50, 20]]]) };

describe('sortSegments', () => {
  it.each([
    [{ key: 'index', descending: false }, [0, 1, 2, 3]],
    [{ key: 'index', descending: true }, [3, 2, 1, 0]],
    [{ key: 'score', descending: true }, [1, 0, 2, 3]],
    [{ key: 'score', descending: false }, [3, 0, 2, 1]],
    [{ key: 'hypLength', descending: false }, [1, 2, 0, 3]],
    [{ key: 'metric-METEOR', descending: true }, [2, 1, 3, 0]],
    [{ key: 'metric-TER', descending: false }, [1, 3, 2, 0]],
    // A metric no longer scored (turned off since): file order.
    [{ key: 'metric-RIBES', descending: true }, [0, 1, 2, 3]],
  ] as const)('%j', (sort, order) => {
    expect(sortSegments(columns, sort)).toEqual(order);
  });
});

describe('toggleSort', () => {
  it('flips the direction of the active column and starts a new one in its natural order', () => {
    expect(toggleSort({ key: 'index', descending: false }, 'index')).toEqual({ key: 'index', descending: true });
    expect(toggleSort({ key: 'index', descending: false }, 'score')).toEqual({ key: 'score', descending: true });
    expect(toggleSort({ key: 'score', descending: true }, 'hypLength')).toEqual({ key: 'hypLength', descending: false });
  });

  it("starts another metric's column best first: highest METEOR, lowest TER", () => {
    expect(toggleSort({ key: 'score', descending: true }, metricSortKey('METEOR'))).toEqual({ key: 'metric-METEOR', descending: true });
    expect(toggleSort({ key: 'score', descending: true }, metricSortKey('TER'), false)).toEqual({ key: 'metric-TER', descending: false });
    expect(toggleSort({ key: 'metric-TER', descending: false }, 'metric-TER', false)).toEqual({ key: 'metric-TER', descending: true });
  });
});
