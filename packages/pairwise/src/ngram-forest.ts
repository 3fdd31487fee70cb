import type { NgramProfiles } from './ngram-profiles.js';

/**
 * A sentence's n-grams as a forest (each n-gram under the one it extends), laid out in preorder:
 * entry k's subtree is `k … skips[k] − 1`. A reference n-gram the hypothesis lacks cannot be
 * extended into one it has, so matching skips its whole subtree: between unrelated sentences
 * most higher-order n-grams are never looked at.
 */
export interface NgramForest {
  /** Entry k: n-gram id and its count in the sentence. */
  readonly ids: Int32Array;
  readonly counts: Int32Array;
  /** Entry k's order index (0-based, as in the profiles). */
  readonly depths: Uint16Array;
  readonly skips: Int32Array;
}

/**
 * The profiles' entries of each sentence reordered into its forest (same span per sentence:
 * `starts[u·order] … starts[u·order + order]`). A parent is always one order lower, and orders come
 * in increasing order in the profiles, so one pass down gives subtree sizes and one pass up places
 * each entry: no sorting, no stack.
 */
export function ngramForest(profiles: NgramProfiles): NgramForest {
  const { order, ids, counts, starts, parents } = profiles;
  const total = starts[profiles.sentences * order] as number;
  const forest = {
    ids: new Int32Array(total),
    counts: new Int32Array(total),
    depths: new Uint16Array(total),
    skips: new Int32Array(total),
  };
  // Scratch by position within the sentence, and each id's position (-1: not in this sentence).
  let size = new Int32Array(256);
  let next = new Int32Array(256);
  let depth = new Uint16Array(256);
  const position = new Int32Array(profiles.nodes).fill(-1);
  for (let u = 0; u < profiles.sentences; u++) {
    const first = starts[u * order] as number;
    const end = starts[u * order + order] as number;
    const length = end - first;
    if (size.length < length) {
      size = new Int32Array(2 * length);
      next = new Int32Array(2 * length);
      depth = new Uint16Array(2 * length);
    }
    for (let n = 0; n < order; n++) {
      for (let k = starts[u * order + n] as number; k < (starts[u * order + n + 1] as number); k++) {
        position[ids[k] as number] = k - first;
        depth[k - first] = n;
      }
    }
    size.fill(1, 0, length);
    for (let k = end - 1; k >= first; k--) {
      const parent = parents[ids[k] as number] as number;
      const at = parent < 0 ? -1 : (position[parent] as number);
      if (at >= 0) size[at] = (size[at] as number) + (size[k - first] as number);
    }
    let cursor = 0;
    for (let k = first; k < end; k++) {
      const local = k - first;
      const parent = parents[ids[k] as number] as number;
      const at = parent < 0 ? -1 : (position[parent] as number);
      let place: number;
      if (at < 0) {
        place = cursor;
        cursor += size[local] as number;
      } else {
        place = next[at] as number;
        next[at] = place + (size[local] as number);
      }
      next[local] = place + 1;
      forest.ids[first + place] = ids[k] as number;
      forest.counts[first + place] = counts[k] as number;
      forest.depths[first + place] = depth[local] as number;
      forest.skips[first + place] = first + place + (size[local] as number);
    }
    for (let k = first; k < end; k++) position[ids[k] as number] = -1;
  }
  return forest;
}
