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
export type RibesAlignmentMethod = 'ribes-py' | 'nltk';

/** Unaligned hypothesis words get this position. */
export const UNALIGNED = -1;

/** Occurrence lists of each id in a sentence: positions of id k at `positions[start[k] … start[k + 1])`. */
function occurrences(words: Int32Array, vocabulary: number): { start: Int32Array; positions: Int32Array } {
  const start = new Int32Array(vocabulary + 1);
  for (const id of words) start[id + 1]!++;
  for (let k = 0; k < vocabulary; k++) start[k + 1]! += start[k]!;
  const fill = start.slice(0, vocabulary);
  const positions = new Int32Array(words.length);
  for (let i = 0; i < words.length; i++) positions[fill[words[i]!]!++] = i;
  return { start, positions };
}

/** Keeps the candidates `p` of `list[0 … length)` where `sentence[p + offset]` is `id`; returns the new length. */
function narrow(list: Int32Array, length: number, sentence: Int32Array, offset: number, id: number): number {
  let kept = 0;
  for (let k = 0; k < length; k++) {
    const p = list[k]!;
    const at = p + offset;
    if (at >= 0 && at < sentence.length && sentence[at] === id) list[kept++] = p;
  }
  return kept;
}

/**
 * The reference position of every hypothesis word ({@link UNALIGNED} for none), from word ids:
 * equal words must have equal ids, and ids must lie in `[0, vocabulary)`.
 */
export function alignWordIds(
  hypothesis: Int32Array,
  reference: Int32Array,
  vocabulary: number,
  method: RibesAlignmentMethod = 'ribes-py',
): Int32Array {
  const n = hypothesis.length;
  const out = new Int32Array(n).fill(UNALIGNED);
  const inHyp = occurrences(hypothesis, vocabulary);
  const inRef = occurrences(reference, vocabulary);
  const size = Math.max(n, reference.length);
  const leftRef = new Int32Array(size);
  const leftHyp = new Int32Array(size);
  const rightRef = new Int32Array(size);
  const rightHyp = new Int32Array(size);
  const leftFirst = method === 'ribes-py';
  for (let i = 0; i < n; i++) {
    const id = hypothesis[i]!;
    const refFrom = inRef.start[id]!;
    const refCount = inRef.start[id + 1]! - refFrom;
    if (refCount === 0) continue;
    const hypFrom = inHyp.start[id]!;
    const hypCount = inHyp.start[id + 1]! - hypFrom;
    if (refCount === 1 && hypCount === 1) {
      out[i] = inRef.positions[refFrom]!;
      continue;
    }
    leftRef.set(inRef.positions.subarray(refFrom, refFrom + refCount));
    rightRef.set(inRef.positions.subarray(refFrom, refFrom + refCount));
    leftHyp.set(inHyp.positions.subarray(hypFrom, hypFrom + hypCount));
    rightHyp.set(inHyp.positions.subarray(hypFrom, hypFrom + hypCount));
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
          leftRefCount = narrow(leftRef, leftRefCount, reference, -w, context);
          leftHypCount = narrow(leftHyp, leftHypCount, hypothesis, -w, context);
          if (leftRefCount === 1 && leftHypCount === 1) found = leftRef[0]!;
        } else {
          if (!right) continue;
          const context = hypothesis[i + w]!;
          rightRefCount = narrow(rightRef, rightRefCount, reference, w, context);
          rightHypCount = narrow(rightHyp, rightHypCount, hypothesis, w, context);
          if (rightRefCount === 1 && rightHypCount === 1) found = rightRef[0]!;
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

/** Word ids shared by a hypothesis and a reference: equal words, equal ids. */
export function encodePair(
  hypothesis: readonly string[],
  reference: readonly string[],
): { hypothesis: Int32Array; reference: Int32Array; vocabulary: number } {
  const ids = new Map<string, number>();
  const encode = (words: readonly string[]) => {
    const out = new Int32Array(words.length);
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      let id = ids.get(word);
      if (id === undefined) {
        id = ids.size;
        ids.set(word, id);
      }
      out[i] = id;
    }
    return out;
  };
  const hyp = encode(hypothesis);
  const ref = encode(reference);
  return { hypothesis: hyp, reference: ref, vocabulary: ids.size };
}

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
  const pair = encodePair(hypothesis, reference);
  return alignWordIds(pair.hypothesis, pair.reference, pair.vocabulary, method);
}
