/** Columns the segment table sorts by: position, sentence BLEU, length, or another metric's column (`metric-TER`). */
export type SegmentSortKey = 'index' | 'score' | 'hypLength' | `metric-${string}`;

/** A sort order of the segment table. */
export interface SegmentSort {
  key: SegmentSortKey;
  descending: boolean;
}

/** What the table knows of each segment (parallel arrays, indexed by segment). */
export interface SegmentColumns {
  scores: ArrayLike<number>;
  hypLengths: ArrayLike<number>;
  /** Other metrics' sentence scores by name (`chrF2`, `TER`, `RIBES`, `METEOR`). */
  metrics?: ReadonlyMap<string, ArrayLike<number>>;
}

/** The sort key of a metric's column. */
export function metricSortKey(name: string): SegmentSortKey {
  return `metric-${name}`;
}

function values(columns: SegmentColumns, key: SegmentSortKey): ArrayLike<number> | undefined {
  if (key === 'score') return columns.scores;
  if (key === 'hypLength') return columns.hypLengths;
  if (key === 'index') return undefined;
  return columns.metrics?.get(key.slice('metric-'.length));
}

/**
 * Segment indices in table order. Ties keep the segments in file order, whichever the
 * direction, so the table is stable when the sort flips. A metric no longer scored sorts by position.
 */
export function sortSegments(columns: SegmentColumns, sort: SegmentSort): number[] {
  const count = columns.scores.length;
  const order = Array.from({ length: count }, (_, i) => i);
  const column = values(columns, sort.key);
  if (!column) return sort.key === 'index' && sort.descending ? order.reverse() : order;
  const sign = sort.descending ? -1 : 1;
  return order.sort((a, b) => sign * ((column[a] as number) - (column[b] as number)) || a - b);
}

/**
 * The next sort when a column header is activated: a new column starts in its natural order,
 * best first for scores (`higherIsBetter` false for TER: lowest first), shortest first for length.
 */
export function toggleSort(current: SegmentSort, key: SegmentSortKey, higherIsBetter = true): SegmentSort {
  if (current.key === key) return { key, descending: !current.descending };
  const isScore = key === 'score' || key.startsWith('metric-');
  return { key, descending: isScore && higherIsBetter };
}
