import { ngramForest } from './ngram-forest.js';
import type { NgramProfiles } from './ngram-profiles.js';
import type { PairKernel } from './pair-kernel.js';
import type { SentenceSet } from './sentence-set.js';

/**
 * The score of unique hypothesis `hyp` against unique reference `ref` given their clipped matches
 * by order (the totals are in the profiles).
 */
export type MatchScore = (hyp: number, ref: number, matches: Int32Array) => number;

/**
 * Pairs scored from n-gram profiles: for each row, the hypothesis's counts are spread over a
 * dense array by n-gram id, and each reference's n-grams are looked up there, summing
 * min(hyp, ref) per order (no map, no allocation per pair), in the order of the reference's
 * n-gram forest so that the extensions of an n-gram the hypothesis lacks are skipped. Clipped matches are the same both
 * ways round, so in a square matrix a pair inside the block is matched once and scored both ways.
 */
export function createMatchKernel(profiles: NgramProfiles, set: SentenceSet, score: MatchScore): PairKernel {
  const { order, ids, counts, starts, totals } = profiles;
  // The hypothesis's counts by n-gram id, in the smallest array that holds them: the array is read
  // at random once per reference n-gram, so the fewer cache lines it spans the better.
  let largest = 0;
  for (let k = 0; k < counts.length; k++) if ((counts[k] as number) > largest) largest = counts[k] as number;
  const dense = largest < 0x100 ? new Uint8Array(profiles.nodes) : largest < 0x10000 ? new Uint16Array(profiles.nodes) : new Int32Array(profiles.nodes);
  const matches = new Int32Array(order);
  const { rows, columns, square } = set;
  const width = columns.length;

  const forest = ngramForest(profiles);
  const { ids: forestIds, counts: forestCounts, depths, skips } = forest;
  const matchInto = (ref: number): void => {
    for (let n = 0; n < order; n++) matches[n] = 0;
    const end = starts[ref * order + order] as number;
    for (let k = starts[ref * order] as number; k < end; ) {
      const hyp = dense[forestIds[k] as number] as number;
      if (hyp === 0) {
        k = skips[k] as number;
        continue;
      }
      const count = forestCounts[k] as number;
      const depth = depths[k] as number;
      matches[depth] = (matches[depth] as number) + (hyp < count ? hyp : count);
      k++;
    }
  };

  return {
    fillRows(first, end, out) {
      for (let i = first; i < end; i++) {
        const hyp = rows[i] as number;
        const from = starts[hyp * order] as number;
        const to = starts[hyp * order + order] as number;
        for (let k = from; k < to; k++) dense[ids[k] as number] = counts[k] as number;
        const row = (i - first) * width;
        for (let j = 0; j < width; j++) {
          // In a square matrix, cells left of the diagonal within the block were written with their mirror.
          if (square && j >= first && j < i) continue;
          const ref = columns[j] as number;
          if (ref === hyp) for (let n = 0; n < order; n++) matches[n] = totals[hyp * order + n] as number;
          else matchInto(ref);
          out[row + j] = score(hyp, ref, matches);
          if (square && j > i && j < end) out[(j - first) * width + i] = score(ref, hyp, matches);
        }
        for (let k = from; k < to; k++) dense[ids[k] as number] = 0;
      }
    },
  };
}
