import { BleukitError, checkReferenceStreams, type SegmentReferences } from '@bleukit/core';
import { ReferenceWords } from './reference-words.js';
import type { Ter } from './ter.js';
import { localTranslationEdits } from './translation-edit-rate.js';

/**
 * References of a test set prepared once ({@link cacheTerReferences}) for the hypotheses of
 * several systems to be scored against, as sacreBLEU caches a metric's references.
 */
export interface TerReferences {
  /** How many segments there are. */
  readonly length: number;
  /**
   * `ter.segmentStatistics` of `hypothesis` against the references of segment `segment`,
   * written into `out`; returns how many references the segment has (0: none, `out` untouched).
   */
  statisticsInto(hypothesis: string, segment: number, out: number[]): number;
  /**
   * Hands the memory these references hold back, for the next {@link cacheTerReferences} of the
   * same TER to reuse; they cannot be scored against afterwards.
   */
  release(): void;
}

/** Released caches' buffers, per TER. */
const spareCaches = new WeakMap<Ter, ReferenceWords[]>();

/**
 * Reference streams (`references[k][i]`, `null` where segment `i` has no k-th reference)
 * prepared for scoring many hypotheses of each segment with `ter`: without tercom's
 * normalisation or punctuation removal, each reference is lower-cased (unless case-sensitive),
 * split and its words numbered once, and each hypothesis's words are looked up among them, with
 * the statistics of `ter.segmentStatistics`. With normalisation or punctuation removal the cache
 * keeps the lines and scores them with `ter.segmentStatistics`. (A function of its own, not a
 * member of {@link Ter}, so that a bundle that does not cache references leaves it out.)
 *
 * @example
 * ```ts
 * const ter = createTer();
 * const refs = cacheTerReferences(ter, [['the cat sat on the mat']]);
 * const stats: number[] = [];
 * refs.statisticsInto('the cat sat on mat the', 0, stats); // a first system's line 1: [1, 6]
 * refs.statisticsInto('a cat sat', 0, stats); // a second system's
 * refs.release();
 * ```
 */
export function cacheTerReferences(ter: Ter, references: readonly SegmentReferences[]): TerReferences {
  checkReferenceStreams(references);
  const streams = references.length;
  const segments = streams === 0 ? 0 : (references[0] as SegmentReferences).length;
  const { caseSensitive, normalized, noPunct } = ter.options;
  if (normalized || noPunct) {
    const refs = new Array<string | null>(streams);
    return {
      length: segments,
      release: () => {},
      statisticsInto: (hypothesis, segment, out) => {
        let count = 0;
        for (let k = 0; k < streams; k++) {
          refs[k] = (references[k] as SegmentReferences)[segment] as string | null;
          if (refs[k] !== null) count++;
        }
        if (count === 0) return 0;
        const [edits, length] = ter.segmentStatistics(hypothesis, refs);
        out[0] = edits as number;
        out[1] = length as number;
        return count;
      },
    };
  }
  // Tercom's words are then the Python-whitespace split of the (lower-cased) line.
  const caseOf = (line: string): string => (caseSensitive ? line : line.toLowerCase());
  let spare = spareCaches.get(ter);
  if (spare === undefined) spareCaches.set(ter, (spare = []));
  const pool = spare;
  const cached = pool.pop() ?? new ReferenceWords();
  cached.clear();
  const indices = new Int32Array(segments * streams);
  for (let i = 0; i < segments; i++) {
    for (let k = 0; k < streams; k++) {
      const reference = (references[k] as SegmentReferences)[i] as string | null;
      indices[i * streams + k] = reference === null ? -1 : cached.add(caseOf(reference));
    }
  }
  let released = false;
  return {
    length: segments,
    release: () => {
      if (released) return;
      released = true;
      pool.push(cached);
    },
    statisticsInto: (hypothesis, segment, out) => {
      if (released) throw new BleukitError('invalid-argument', '[bleukit] These TER references were released; cache them again with cacheTerReferences().');
      const text = caseOf(hypothesis);
      // The fewest edits over the references, and their mean length (as segmentStatistics).
      let best = Number.POSITIVE_INFINITY;
      let lengths = 0;
      let count = 0;
      for (let k = 0; k < streams; k++) {
        const index = indices[segment * streams + k] as number;
        if (index < 0) continue;
        const ref = cached.ids(index);
        const edits = localTranslationEdits(cached.encode(index, text), ref, cached.distinct(index));
        lengths += ref.length;
        count++;
        if (edits < best) best = edits;
      }
      if (count > 0) {
        out[0] = best;
        out[1] = lengths / count;
      }
      return count;
    },
  };
}
