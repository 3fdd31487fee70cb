/**
 * The per-sentence counts behind word accuracy (compare-mt's `my_ref_total_list`,
 * `my_out_totals_list`, `my_out_matches_list`), flat: sentence-major, then output, then bucket.
 */
export interface WordCounts {
  readonly sentences: number;
  readonly outputs: number;
  readonly buckets: number;
  /** Reference words per bucket: `[sentence * buckets + bucket]`. */
  readonly refTotals: Int32Array;
  /** Output words per bucket: `[(sentence * outputs + output) * buckets + bucket]`. */
  readonly outTotals: Int32Array;
  /** Matched output words per bucket, indexed as `outTotals`. */
  readonly outMatches: Int32Array;
}
