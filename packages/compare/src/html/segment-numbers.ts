import type { SegmentNumberColumn, SegmentNumbers } from './report-view.js';

function isColumn(numbers: SegmentNumbers): numbers is SegmentNumberColumn {
  return typeof (numbers as Partial<SegmentNumberColumn>).get === 'function';
}

/**
 * Calls `visit` with each number of `numbers` in segment order: a column is read with `get`, which
 * touches a spilled column's file once a chunk in this order.
 */
export function forEachNumber(numbers: SegmentNumbers, visit: (value: number, segment: number) => void): void {
  if (isColumn(numbers)) for (let s = 0; s < numbers.segments; s++) visit(numbers.get(s), s);
  else for (let s = 0; s < numbers.length; s++) visit(numbers[s] as number, s);
}
