import { closestReferenceLength } from '@bleukit/core';
import { NgramIndex } from '../ngrams/ngram-index.js';
import { SegmentColumn, type SpillFile } from './segment-column.js';

/** An `Int32Array` that grows as ids are added. */
class GrowingCounts {
  values = new Int32Array(1024);

  reserve(size: number): void {
    if (size <= this.values.length) return;
    let capacity = this.values.length;
    while (capacity < size) capacity *= 2;
    const values = new Int32Array(capacity);
    values.set(this.values);
    this.values = values;
  }
}

/**
 * What the analyses need of the words, counted segment by segment against all references, so
 * that memory grows with the n-grams seen (the vocabulary), not with the corpus:
 * - per n-gram id: its reference count (per segment the most in any one reference, summed), and
 *   per system its matches (output count clipped at that, as BLEU clips) and its excess;
 * - per segment: each system's length and its closest reference's length, and the shortest
 *   reference's length, in columns (`SegmentColumn`s: in the spill file when one is given).
 */
export interface CorpusCounts {
  readonly index: NgramIndex;
  /** How many n-gram ids there are. */
  readonly size: number;
  /** Each id's length in words. */
  readonly order: Uint8Array;
  /** Reference count per id. */
  readonly reference: Int32Array;
  /** Per system, matched count per id. */
  readonly match: readonly Int32Array[];
  /** Per system, over-produced count per id (output count beyond the clip). */
  readonly over: readonly Int32Array[];
  /** How many segments there are. */
  readonly segments: number;
  /** Per system, words per segment. */
  readonly lengths: readonly SegmentColumn[];
  /** Per system, the closest reference's words per segment (BLEU's rule). */
  readonly referenceLengths: readonly SegmentColumn[];
  /** The shortest reference's words per segment. */
  readonly shortestReference: SegmentColumn;
  /**
   * With {@link NgramRange.bleu} `N`: per system, each segment's BLEU statistics,
   * `[hypLen, refLen, correct_1..N, total_1..N]` (a row of `2 + 2N` a segment), written as the
   * segment is counted: the lengths above, the output's count of each n-gram clipped at the most
   * any one reference has (BLEU's matching) summed per order, and the output's n-grams per order.
   */
  readonly bleuStatistics?: readonly SegmentColumn[];
}

/** The n-gram lengths counted. */
export interface NgramRange {
  readonly min: number;
  readonly max: number;
  /**
   * Keep each segment's BLEU statistics of orders 1 to this (BLEU's highest order), per system
   * (see {@link CorpusCounts.bleuStatistics}); n-grams are then counted up to it too. None by default.
   */
  readonly bleu?: number;
}

/** The counts of {@link startCorpusCount}, taken a few segments at a time. */
export interface CorpusCount {
  /** How many segments are counted (they are counted in order). */
  readonly counted: number;
  /** Counts the segments up to `end` (exclusive; past the last, up to the last). */
  countUntil(end: number): void;
  /** Counts what is left and gives the counts. */
  finish(): CorpusCounts;
}

/**
 * Counts every segment: `references(s)` are the segment's distinct references as words,
 * `output(system, s)` a system's words. Word (1-gram) counts are always taken, whatever `range`.
 */
export function countCorpus(
  segments: number,
  systems: number,
  references: (segment: number) => readonly (readonly string[])[],
  output: (system: number, segment: number) => readonly string[],
  range: NgramRange,
  spill?: SpillFile,
): CorpusCounts {
  return startCorpusCount(segments, systems, references, output, range, spill).finish();
}

/**
 * {@link countCorpus}, segment by segment as asked (so that a caller can count while it waits for
 * something else); the columns of a row per segment go to `spill` when given (see `SegmentColumn`).
 */
export function startCorpusCount(
  segments: number,
  systems: number,
  references: (segment: number) => readonly (readonly string[])[],
  output: (system: number, segment: number) => readonly string[],
  range: NgramRange,
  spill?: SpillFile,
): CorpusCount {
  const index = new NgramIndex();
  const bleuOrder = range.bleu ?? 0;
  const max = Math.max(1, range.max, bleuOrder);
  const reference = new GrowingCounts();
  const order = new GrowingCounts();
  const match = Array.from({ length: systems }, () => new GrowingCounts());
  const over = Array.from({ length: systems }, () => new GrowingCounts());
  // Scratch per id, zero between segments: the most in one reference, and the count of the
  // sentence being counted. `touched` lists the ids to reset.
  const best = new GrowingCounts();
  const count = new GrowingCounts();
  const touched: number[] = [];
  const seen: number[] = [];
  // Whole counts: two bytes a number while they fit (a chunk widens when one does not).
  const column = (width: number) => new SegmentColumn(segments, width, { type: 'u16', widen: true, spill });
  const lengths = Array.from({ length: systems }, () => column(1));
  const referenceLengths = Array.from({ length: systems }, () => column(1));
  const shortestReference = column(1);
  const bleuStatistics = bleuOrder > 0 ? Array.from({ length: systems }, () => column(2 + 2 * bleuOrder)) : undefined;
  // A segment's BLEU statistics, made in here then written to its column.
  const bleuRow = new Float64Array(2 + 2 * bleuOrder);

  const tables = [reference, order, best, count, ...match, ...over];
  let reserved = 0;
  // The ids of a sentence into `ids`, counted into `count`; returns how many distinct ids.
  const countSentence = (words: readonly string[]): number => {
    const known = index.size;
    const ids = index.sentenceNgrams(words, 1, max);
    const n = ids.length;
    const size = index.size;
    if (size > reserved) {
      for (const table of tables) table.reserve(size);
      reserved = (count.values as Int32Array).length;
    }
    const counts = count.values;
    touched.length = 0;
    for (let k = 0; k < n; k++) {
      const id = ids[k] as number;
      if (counts[id] === 0) touched.push(id);
      counts[id] = (counts[id] as number) + 1;
    }
    // The ids come by length: all words, then all 2-grams, and so on. Only a new id's is unknown.
    if (size > known) {
      const lengthOf = order.values;
      for (let length = 1, k = 0; length <= max; length++) {
        for (let i = 0; i + length <= words.length; i++, k++) if ((ids[k] as number) >= known) lengthOf[ids[k] as number] = length;
      }
    }
    return touched.length;
  };

  const refLengths: number[] = [];
  let counted = 0;
  const countSegment = (s: number): void => {
    seen.length = 0;
    refLengths.length = 0;
    for (const words of references(s)) {
      refLengths.push(words.length);
      countSentence(words);
      const counts = count.values;
      const most = best.values;
      for (const id of touched) {
        const c = counts[id] as number;
        if (most[id] === 0) seen.push(id);
        if (c > (most[id] as number)) most[id] = c;
        counts[id] = 0;
      }
    }
    shortestReference.set(s, 0, refLengths.length === 0 ? 0 : Math.min(...refLengths));
    for (let o = 0; o < systems; o++) {
      const words = output(o, s);
      const length = words.length;
      const referenceLength = refLengths.length === 0 ? 0 : closestReferenceLength(length, refLengths);
      (lengths[o] as SegmentColumn).set(s, 0, length);
      (referenceLengths[o] as SegmentColumn).set(s, 0, referenceLength);
      countSentence(words);
      const counts = count.values;
      const most = best.values;
      const matched = (match[o] as GrowingCounts).values;
      const beyond = (over[o] as GrowingCounts).values;
      // With BLEU's orders asked, the same clipped counts summed per order: BLEU's matches.
      const sums = bleuStatistics === undefined ? undefined : bleuRow.fill(0);
      const lengthOf = order.values;
      for (const id of touched) {
        const c = counts[id] as number;
        const clipped = Math.min(c, most[id] as number);
        matched[id] = (matched[id] as number) + clipped;
        beyond[id] = (beyond[id] as number) + c - clipped;
        counts[id] = 0;
        if (sums !== undefined) {
          const n = lengthOf[id] as number;
          if (n <= bleuOrder) sums[1 + n] = (sums[1 + n] as number) + clipped;
        }
      }
      if (sums !== undefined) {
        // An output of `length` words has `max(0, length − n + 1)` n-grams of order n.
        sums[0] = length;
        sums[1] = referenceLength;
        for (let n = 1; n <= bleuOrder; n++) sums[1 + bleuOrder + n] = Math.max(0, length - n + 1);
        (bleuStatistics?.[o] as SegmentColumn).setRow(s, sums);
      }
    }
    const most = best.values;
    const total = reference.values;
    for (const id of seen) {
      total[id] = (total[id] as number) + (most[id] as number);
      most[id] = 0;
    }
  };
  const countUntil = (end: number): void => {
    for (const last = Math.min(end, segments); counted < last; counted++) countSegment(counted);
  };
  return {
    get counted() {
      return counted;
    },
    countUntil,
    finish: () => {
      countUntil(segments);
      return countsOf(index, order, reference, match, over, { segments, lengths, referenceLengths, shortestReference, ...(bleuStatistics === undefined ? {} : { bleuStatistics }) });
    },
  };
}

function countsOf(
  index: NgramIndex,
  order: GrowingCounts,
  reference: GrowingCounts,
  match: readonly GrowingCounts[],
  over: readonly GrowingCounts[],
  lines: Pick<CorpusCounts, 'segments' | 'lengths' | 'referenceLengths' | 'shortestReference' | 'bleuStatistics'>,
): CorpusCounts {
  const size = index.size;
  return {
    index,
    size,
    order: Uint8Array.from(order.values.subarray(0, size)),
    reference: reference.values.subarray(0, size),
    match: match.map((table) => table.values.subarray(0, size)),
    over: over.map((table) => table.values.subarray(0, size)),
    ...lines,
  };
}
