import type { AnalysisData } from './analysis-data.js';
import type { SegmentColumn } from './segment-column.js';

/**
 * What the HTML report reads of an analysis's segments, as the columns `analyze` computed them:
 * the sentence scores, the reference lengths and the reference count, without the lines. A
 * caller that has no use for the segment table (`segmentTable: false`) can still make the report
 * from these, and let the lines go first.
 */
export interface SegmentColumns {
  readonly segments: number;
  /** The most distinct references any segment has. */
  readonly referenceCount: number;
  /** The source lines (`--src`), if given. */
  readonly source: readonly string[] | undefined;
  /** The shortest reference's words per segment. */
  readonly shortestReference: ArrayLike<number>;
  /**
   * `[metric][system]`: the sentence scores, a score a segment (read with `get`, in segment order:
   * they may be kept in the analysis's spill file).
   */
  readonly sentenceScores: readonly (readonly SegmentColumn[])[];
}

const columns = new WeakMap<AnalysisData, SegmentColumns>();

/** @internal Keeps `data`'s columns, for {@link segmentColumns}. */
export function keepSegmentColumns(data: AnalysisData, kept: SegmentColumns): void {
  columns.set(data, kept);
}

/** The columns of an analysis `analyze` made in this process (undefined for one read from JSON). */
export function segmentColumns(data: AnalysisData): SegmentColumns | undefined {
  return columns.get(data);
}
