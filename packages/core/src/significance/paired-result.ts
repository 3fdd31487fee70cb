import type { ResamplingRecord } from './resampling-options.js';

/** One system's line in a paired test, sacreBLEU's `PairedTest` result fields. */
export interface PairedSystemResult {
  /** The system's score on the whole corpus. */
  readonly score: number;
  /** `(c + 1) / (samples + 1)`; `null` for the baseline. */
  readonly pValue: number | null;
  /** Bootstrap mean (paired bootstrap only, else `null`). */
  readonly mean: number | null;
  /** Bootstrap 95% half-width (paired bootstrap only, else `null`). */
  readonly ci: number | null;
}

/** The outcome of a paired test: the baseline first, then each system in the order given. */
export interface PairedTestResult extends ResamplingRecord {
  readonly baseline: PairedSystemResult;
  readonly systems: readonly PairedSystemResult[];
}

/** The p-value sacreBLEU reports: `(c + 1) / (samples + 1)`, never 0. */
export function pValue(count: number, samples: number): number {
  return (count + 1) / (samples + 1);
}
