import type { Confidence, FormatOptions } from './score-format.js';
import type { SegmentReferences } from './segment-references.js';
import type { SignatureField } from './signature-field.js';

/** What every metric's result has: the score and the signature of the settings behind it. */
export interface MetricResult {
  /** The score, on sacreBLEU's 0–100 scale. */
  readonly score: number;
}

/**
 * A metric scored from sufficient statistics, as sacreBLEU scores BLEU, chrF and TER:
 * segment statistics → statistics summed in segment order → score. The command line, the
 * significance tests and the playground work on this interface, not on one metric's fields.
 *
 * Statistics are plain numbers so that shards computed anywhere (workers, other machines) can be
 * summed and scored: sum them element by element in segment order, as sacreBLEU does.
 */
export interface Metric<Result extends MetricResult = MetricResult> {
  /** sacreBLEU's metric id, as given to `-m`: `bleu`, `chrf`, `ter`. */
  readonly id: string;
  /** The name printed before the signature: `BLEU`, `chrF2`, `chrF2++`, `TER`. */
  readonly name: string;
  /** How many numbers one segment's statistics hold. */
  readonly statisticsSize: number;
  /** Whether a higher score is better (false for TER); significance tests need to know. */
  readonly higherIsBetter: boolean;
  /** Statistics of one segment; `null` marks a reference stream that has none for it. */
  segmentStatistics(hypothesis: string, references: SegmentReferences): number[];
  /** Scores statistics summed over segments (`nrefs` for the signature, -1 for variable). */
  scoreStatistics(stats: ArrayLike<number>, nrefs: number): Result;
  /**
   * `scoreStatistics(stats, nrefs).score` alone, the same float, without the result object and
   * its signature: for scoring segments one by one (sentence scores of a whole corpus). Metrics
   * without it are scored through `scoreStatistics`.
   */
  statisticsScore?(stats: ArrayLike<number>): number;
  /** The signature's fields, in order, for `nrefs` references (-1: a varying number). */
  signatureFields(nrefs: number): SignatureField[];
  /** sacreBLEU's text line for a result (`chrF2|nrefs:1|… = 59.4`), byte for byte. */
  format(result: Result, options?: FormatOptions, confidence?: Confidence): string;
  /** sacreBLEU's JSON for a result (`json.dumps(…, indent=1)`), byte for byte. */
  formatJson(result: Result, width?: number, confidence?: Confidence): string;
  /**
   * The score of statistics summed in float32, as sacreBLEU's bootstrap resampling computes it
   * (NumPy float32 sums, and whatever of its arithmetic then stays in float32). Leave it out when
   * that equals `scoreStatistics(stats, n).score`.
   */
  scoreFloat32Sums?(stats: ArrayLike<number>): number;
}
