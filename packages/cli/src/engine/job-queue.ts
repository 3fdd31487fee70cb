import type { JobResult, StatisticsJob } from './batch-scorer.js';
import type { StatisticsLayout } from '../arguments/metric-settings.js';
import type { StatisticsEngine } from './statistics-engine.js';

/**
 * Takes a job's per-segment statistics as it finishes (`width` numbers a segment, the first being
 * segment `first`, counted from 0), instead of the queue keeping them: the caller stores them as
 * it needs (analyze keeps them compact, see `StatisticsWriter`).
 */
export type SegmentSink = (first: number, segments: Float64Array) => void;

/**
 * Sums job results as they finish, keeping at most `limit` jobs in flight; per-segment results
 * are kept in submission order. Unordered columns are sums of whole numbers, so completion order
 * cannot change them; ordered columns (TER's float reference lengths) are added segment by
 * segment in submission order, as sacreBLEU sums them, holding back batches that finish early.
 * No thread waits on one slow batch while others could be fed.
 */
export class JobQueue {
  readonly totals: Float64Array;
  private readonly results: Float64Array[] = [];
  private readonly early = new Map<number, Float64Array>();
  private nextOrdered = 0;
  private submitted = 0;
  private inFlight = 0;
  private failure: { error: unknown; index: number } | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly engine: StatisticsEngine,
    private readonly layout: StatisticsLayout,
    private readonly limit: number,
    private readonly onResult?: (result: JobResult) => void,
    private readonly onSegments?: SegmentSink,
  ) {
    this.totals = new Float64Array(layout.width);
  }

  /** Per-segment statistics of every job, in submission order (none kept with a {@link SegmentSink}). */
  get segments(): Float64Array[] {
    return this.results;
  }

  async push(job: StatisticsJob): Promise<void> {
    const index = this.submitted++;
    const first = (job.firstLine ?? 1) - 1;
    this.inFlight++;
    this.engine.run(job).then(
      (result) => {
        for (let j = 0; j < this.totals.length; j++) this.totals[j] = (this.totals[j] as number) + (result.totals[j] as number);
        if (result.segments && this.onSegments === undefined) this.results[index] = result.segments;
        if (result.ordered) this.foldOrdered(index, result.ordered);
        try {
          if (result.segments) this.onSegments?.(first, result.segments);
          this.onResult?.(result);
        } catch (error) {
          this.fail(error, index);
        }
        this.settle();
      },
      (error: unknown) => {
        this.fail(error, index);
        this.settle();
      },
    );
    while (this.inFlight >= this.limit) await this.next();
    if (this.failure) await this.finish();
  }

  /** Waits for every job; throws the error of the first job (in submission order) that failed. */
  async finish(): Promise<void> {
    while (this.inFlight > 0) await this.next();
    if (this.failure) throw this.failure.error;
  }

  /** Whether a job has failed (`finish` then throws). */
  get failed(): boolean {
    return this.failure !== undefined;
  }

  /**
   * Keeps the error of the earliest job, so that the error shown does not depend on which thread
   * finished first: every job before it was submitted and succeeded, as with one thread.
   */
  private fail(error: unknown, index: number): void {
    if (this.failure === undefined || index < this.failure.index) this.failure = { error, index };
  }

  private foldOrdered(index: number, values: Float64Array): void {
    this.early.set(index, values);
    const columns = this.layout.ordered;
    for (let ready = this.early.get(this.nextOrdered); ready !== undefined; ready = this.early.get(this.nextOrdered)) {
      this.early.delete(this.nextOrdered++);
      for (let at = 0; at < ready.length; at += columns.length) {
        for (let c = 0; c < columns.length; c++) {
          const column = columns[c] as number;
          this.totals[column] = (this.totals[column] as number) + (ready[at + c] as number);
        }
      }
    }
  }

  private settle(): void {
    this.inFlight--;
    this.wake?.();
  }

  private next(): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
    });
  }
}
