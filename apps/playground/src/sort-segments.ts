/** Columns the segment table sorts by. */
export type SegmentSortKey = 'index' | 'score' | 'hypLength';

/** A sort order of the segment table. */
export interface SegmentSort {
  key: SegmentSortKey;
  descending: boolean;
}

/** What the table knows of each segment (parallel arrays, indexed by segment). */
export interface SegmentColumns {
  scores: ArrayLike<number>;
  hypLengths: ArrayLike<number>;
}

/**
 * Segment indices in table order. Ties keep the segments in file order, whichever the
 * direction, so the table is stable when the sort flips.
 */
export function sortSegments(columns: SegmentColumns, sort: SegmentSort): number[] {
  const count = columns.scores.length;
  const order = Array.from({ length: count }, (_, i) => i);
  if (sort.key === 'index') return sort.descending ? order.reverse() : order;
  const values = sort.key === 'score' ? columns.scores : columns.hypLengths;
  const sign = sort.descending ? -1 : 1;
  return order.sort((a, b) => sign * ((values[a] as number) - (values[b] as number)) || a - b);
}

/** The next sort when a column header is activated: a new column starts in its natural order. */
export function toggleSort(current: SegmentSort, key: SegmentSortKey): SegmentSort {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key === 'score' };
}
