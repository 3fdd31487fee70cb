// The segments the reference frequency table's buckets link to, gathered in the walk over every
// segment's words (see analysis-view.ts).
import type { SegmentWords } from '../analyze/segment-words.js';
import { SegmentSteps } from './segment-steps.js';

/**
 * Each word's frequency in the references as the analyses count it (per segment the most times it
 * appears in any one reference, summed), by word id.
 */
export function referenceFrequencies(texts: SegmentWords, segments: number): Int32Array {
  const size = texts.vocabulary.length;
  const frequency = new Int32Array(size);
  const most = new Int32Array(size);
  const count = new Int32Array(size);
  const seen: number[] = [];
  for (let s = 0; s < segments; s++) {
    for (let r = 0; r < texts.referenceSlots; r++) {
      const ids = texts.reference(r, s);
      for (let i = 0; i < ids.length; i++) count[ids[i] as number] = (count[ids[i] as number] as number) + 1;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as number;
        const c = count[id] as number;
        if (c === 0) continue;
        if (most[id] === 0) seen.push(id);
        if (c > (most[id] as number)) most[id] = c;
        count[id] = 0;
      }
    }
    for (const id of seen) {
      frequency[id] = (frequency[id] as number) + (most[id] as number);
      most[id] = 0;
    }
    seen.length = 0;
  }
  return frequency;
}

/**
 * A word table's buckets by each word's frequency in the references: per bucket, its words in the
 * order they are first met (segment by segment, the outputs then the references) and its
 * segments in line order (as steps, a byte or so each), gathered a line at a time.
 */
export class WordBucketSegments {
  /** Per bucket, its words' ids. */
  readonly words: number[][];
  /** Per bucket, the segments with one of its words. */
  readonly segments: SegmentSteps[];
  readonly #bucketOfId: Int32Array;
  readonly #met: Uint8Array;
  /** Per bucket, the segment it last listed. */
  readonly #last: Int32Array;

  constructor(frequency: Int32Array, bucketOf: (count: number) => number, buckets: number) {
    this.#bucketOfId = Int32Array.from(frequency, (count) => bucketOf(count));
    this.#met = new Uint8Array(frequency.length);
    this.#last = new Int32Array(buckets).fill(-1);
    this.words = Array.from({ length: buckets }, () => []);
    this.segments = Array.from({ length: buckets }, () => new SegmentSteps());
  }

  /** A line of segment `s` as word ids. */
  visit(s: number, ids: ArrayLike<number>): void {
    const bucketOfId = this.#bucketOfId;
    const met = this.#met;
    const last = this.#last;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      const b = bucketOfId[id] as number;
      if (last[b] !== s) {
        last[b] = s;
        (this.segments[b] as SegmentSteps).push(s);
      }
      if (met[id] === 0) {
        met[id] = 1;
        (this.words[b] as number[]).push(id);
      }
    }
  }
}
