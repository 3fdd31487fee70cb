// Word alignment of RIBES (Isozaki et al. 2010): each hypothesis word goes to the reference
// position of the same word when the word occurs once in each sentence; otherwise the smallest
// context window around it (the word with its w left neighbours, or with its w right neighbours)
// that occurs exactly once in each sentence decides, counting overlapping occurrences. A word
// whose windows never become unique stays unaligned.
//
// The windows are checked by narrowing candidate lists: the occurrences of the word in each
// sentence, filtered as the window grows by the word w places to the left (right). An occurrence
// survives window w exactly when the n-gram matches there, so a list's length is the n-gram's
// overlapping count and the survivor of a list of one is its position. Word ids (small integers
// per sentence pair) keep the comparisons cheap.

/**
 * Whose alignment: `ribes-py` is NTT's RIBES.py 1.03.1 (left context first, windows up to
 * `max(i, n − i)`); `nltk` is NLTK 3.8's `word_rank_alignment` (right context first, windows up
 * to `max(i − 1, n − i)`).
 */
import { PairEncoder } from './pair-encoder.js';

export type RibesAlignmentMethod = 'ribes-py' | 'nltk';

/** Unaligned hypothesis words get this position. */
export const UNALIGNED = -1;

/** Scratch arrays reused from call to call (grown as needed): alignment allocates only its result. */
let scratch = new Int32Array(0);

/** `scratch`, at least `size` long. */
function workspace(size: number): Int32Array {
  if (scratch.length < size) scratch = new Int32Array(Math.max(size, 2 * scratch.length, 1024));
  return scratch;
}

/**
 * Occurrence lists of each id of `words` in `space`: positions of id k at
 * `space[positions + space[start + k] … positions + space[start + k + 1])`.
 */
function occurrences(words: Int32Array, vocabulary: number, space: Int32Array, start: number, positions: number): void {
  space.fill(0, start, start + vocabulary + 1);
  for (let i = 0; i < words.length; i++) space[start + words[i]! + 1]!++;
  for (let k = 0; k < vocabulary; k++) space[start + k + 1]! += space[start + k]!;
  // space[start + k + 1] is now where list k ends. Fill each list backwards from its end (so it is
  // ascending), which moves that pointer to where list k begins; then shift the pointers down one.
  for (let i = words.length - 1; i >= 0; i--) {
    const slot = start + words[i]! + 1;
    space[positions + --space[slot]!] = i;
  }
  for (let k = 0; k < vocabulary; k++) space[start + k] = space[start + k + 1]!;
  space[start + vocabulary] = words.length;
}

/**
 * Keeps the candidates `p` of `space[list … list + length)` where `sentence[p + offset]` is `id`;
 * returns the new length.
 */
function narrow(space: Int32Array, list: number, length: number, sentence: Int32Array, offset: number, id: number): number {
  let kept = 0;
  for (let k = 0; k < length; k++) {
    const p = space[list + k]!;
    const at = p + offset;
    if (at >= 0 && at < sentence.length && sentence[at] === id) space[list + kept++] = p;
  }
  return kept;
}

/**
 * The reference position of every hypothesis word ({@link UNALIGNED} for none), from word ids:
 * equal words must have equal ids, and ids must lie in `[0, vocabulary)`. Written into `out` when
 * given (its first `hypothesis.length` entries), else into a new array.
 */
export function alignWordIds(
  hypothesis: Int32Array,
  reference: Int32Array,
  vocabulary: number,
  method: RibesAlignmentMethod = 'ribes-py',
  out: Int32Array = new Int32Array(hypothesis.length),
): Int32Array {
  const n = hypothesis.length;
  const m = reference.length;
  out.fill(UNALIGNED, 0, n);
  // Layout of the workspace: occurrence starts and positions of each sentence, then four lists of
  // candidates (left and right windows, in the reference and in the hypothesis).
  const size = Math.max(n, m);
  const hypStart = 0;
  const refStart = hypStart + vocabulary + 1;
  const hypPositions = refStart + vocabulary + 1;
  const refPositions = hypPositions + n;
  const leftRef = refPositions + m;
  const leftHyp = leftRef + size;
  const rightRef = leftHyp + size;
  const rightHyp = rightRef + size;
  const space = workspace(rightHyp + size);
  occurrences(hypothesis, vocabulary, space, hypStart, hypPositions);
  occurrences(reference, vocabulary, space, refStart, refPositions);
  const leftFirst = method === 'ribes-py';
  for (let i = 0; i < n; i++) {
    const id = hypothesis[i]!;
    const refFrom = space[refStart + id]!;
    const refCount = space[refStart + id + 1]! - refFrom;
    if (refCount === 0) continue;
    const hypFrom = space[hypStart + id]!;
    const hypCount = space[hypStart + id + 1]! - hypFrom;
    if (refCount === 1 && hypCount === 1) {
      out[i] = space[refPositions + refFrom]!;
      continue;
    }
    space.copyWithin(leftRef, refPositions + refFrom, refPositions + refFrom + refCount);
    space.copyWithin(rightRef, refPositions + refFrom, refPositions + refFrom + refCount);
    space.copyWithin(leftHyp, hypPositions + hypFrom, hypPositions + hypFrom + hypCount);
    space.copyWithin(rightHyp, hypPositions + hypFrom, hypPositions + hypFrom + hypCount);
    let leftRefCount = refCount;
    let leftHypCount = hypCount;
    let rightRefCount = refCount;
    let rightHypCount = hypCount;
    const maxWindow = leftFirst ? Math.max(i, n - i) : Math.max(i - 1, n - i);
    for (let w = 1; w <= maxWindow; w++) {
      const left = w <= i && leftRefCount > 0;
      const right = i + w < n && rightRefCount > 0;
      if (!left && !right) break;
      let found = UNALIGNED;
      for (let side = 0; side < 2 && found === UNALIGNED; side++) {
        if ((side === 0) === leftFirst) {
          if (!left) continue;
          const context = hypothesis[i - w]!;
          leftRefCount = narrow(space, leftRef, leftRefCount, reference, -w, context);
          leftHypCount = narrow(space, leftHyp, leftHypCount, hypothesis, -w, context);
          if (leftRefCount === 1 && leftHypCount === 1) found = space[leftRef]!;
        } else {
          if (!right) continue;
          const context = hypothesis[i + w]!;
          rightRefCount = narrow(space, rightRef, rightRefCount, reference, w, context);
          rightHypCount = narrow(space, rightHyp, rightHypCount, hypothesis, w, context);
          if (rightRefCount === 1 && rightHypCount === 1) found = space[rightRef]!;
        }
      }
      if (found !== UNALIGNED) {
        out[i] = found;
        break;
      }
    }
  }
  return out;
}

/** Word ids of the pair being aligned, its arrays reused from call to call. */
export const sharedEncoder: PairEncoder = new PairEncoder();

/**
 * The reference position each hypothesis word is aligned to ({@link UNALIGNED}, -1, for none),
 * by RIBES.py's rule or NLTK's.
 *
 * @example
 * ```ts
 * alignWords(['b', 'a', 'c'], ['a', 'b', 'c']); // Int32Array [1, 0, 2]
 * ```
 */
export function alignWords(
  hypothesis: readonly string[],
  reference: readonly string[],
  method: RibesAlignmentMethod = 'ribes-py',
): Int32Array {
  sharedEncoder.encode(hypothesis, reference);
  return alignWordIds(sharedEncoder.hypothesis, sharedEncoder.reference, sharedEncoder.vocabulary, method);
}
