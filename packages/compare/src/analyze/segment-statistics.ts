// Every segment's statistics of one metric for one system, held in the narrowest typed array that
// holds them exactly. BLEU's and chrF's statistics are whole counts (n-gram matches and totals,
// lengths), most below 65,536: two bytes a number instead of eight. TER's reference length is an
// average and RIBES's a score, so theirs stay Float64. The array is chosen by the values, not
// by the metric, so a count past a type's range, or a fraction, widens it (Uint16 → Int32 →
// Float64) and no value is ever rounded.

import type { ColumnArray, SegmentColumn } from './segment-column.js';

/** `statisticsSize` numbers a segment, in segment order. */
export type SegmentStatistics = Uint16Array | Int32Array | Float64Array;

/**
 * One system's statistics of one metric as the analyses read them: a row of `width` numbers a
 * segment, read in segment order with {@link StatisticsRows.getRow}, or whole with `toArray` by a
 * reader that jumps about (resampling). A `SegmentColumn` is one (the command line's, kept in
 * its spill file); {@link statisticsRows} makes one of a typed array.
 */
export interface StatisticsRows {
  readonly segments: number;
  readonly width: number;
  get(s: number, j?: number): number;
  getRow<T extends { [index: number]: number }>(s: number, into: T): T;
  toArray(): ArrayLike<number>;
}

/** A typed array of statistics read as rows, without a copy. */
class ArrayRows implements StatisticsRows {
  readonly segments: number;
  readonly width: number;
  readonly #data: ArrayLike<number>;

  constructor(data: ArrayLike<number>, width: number) {
    this.#data = data;
    this.width = width;
    this.segments = width === 0 ? 0 : Math.floor(data.length / width);
  }

  get(s: number, j = 0): number {
    return this.#data[s * this.width + j] as number;
  }

  getRow<T extends { [index: number]: number }>(s: number, into: T): T {
    for (let j = 0, at = s * this.width; j < this.width; j++) into[j] = this.#data[at + j] as number;
    return into;
  }

  toArray(): ArrayLike<number> {
    return this.#data;
  }
}

/** `data` (a typed array of `width` numbers a segment, or a column) as {@link StatisticsRows}. */
export function statisticsRows(data: SegmentStatistics | SegmentColumn, width: number): StatisticsRows {
  return ArrayBuffer.isView(data) ? new ArrayRows(data, width) : data;
}

function fits(data: SegmentStatistics, value: number): boolean {
  if (data instanceof Float64Array) return true;
  if (data instanceof Int32Array) return (value | 0) === value && !Object.is(value, -0);
  return value >= 0 && value <= 0xffff && Math.floor(value) === value && !Object.is(value, -0);
}

/** Fills a {@link SegmentStatistics}, widening it when a value does not fit. */
export class StatisticsWriter {
  private array: SegmentStatistics;

  /** `length`: segments × `statisticsSize`. */
  constructor(length: number) {
    this.array = new Uint16Array(length);
  }

  /** The statistics written so far (the array is replaced when it widens: read it at the end). */
  get data(): SegmentStatistics {
    return this.array;
  }

  /** Writes `values` from `offset` on. */
  set(values: ArrayLike<number>, offset: number): void {
    let data = this.array;
    for (let k = 0; k < values.length; k++) {
      const value = values[k] as number;
      if (!fits(data, value)) data = this.widen(value);
      data[offset + k] = value;
    }
  }

  private widen(value: number): SegmentStatistics {
    const wider = (value | 0) === value && !Object.is(value, -0) ? new Int32Array(this.array.length) : new Float64Array(this.array.length);
    wider.set(this.array);
    this.array = wider;
    return wider;
  }
}

/** `data` as Float64 (itself when it is), for what takes only Float64 (core's paired tests). */
export function float64Statistics(data: SegmentStatistics | ColumnArray | ArrayLike<number>): Float64Array {
  return data instanceof Float64Array ? data : Float64Array.from(data);
}
