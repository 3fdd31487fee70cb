// compare-mt's `ribes` score type: its own RIBES (align_utils.ngram_context_align and
// RibesScorer), not RIBES.py's. An output word is aligned to the reference position of the same
// word when the word occurs once in each sentence; otherwise the shortest context that occurs
// once in each decides: for w = 1, 2, … below the reference's length, first the word with its w
// left neighbours, then with its w right neighbours. The score is
// scale × (share of aligned pairs in increasing order) × precision^0.25 × BP^0.1, 0 below two
// aligned words.
import { exactPow, rememberedExp } from '@bleukit/core';
import { pairIds, type PairIds } from './word-ids.js';
import type { Scorer, Sentence } from './scorer.js';
import { createSentenceFactoredScorer } from './sentence-factored.js';

const ALPHA = 0.25;
const BETA = 0.1;

// Scratch lists of positions (grown as needed): the occurrences of a word in each sentence, then
// of its growing left and right contexts.
let refLeft = new Int32Array(64);
let outLeft = new Int32Array(64);
let refRight = new Int32Array(64);
let outRight = new Int32Array(64);
const ids: PairIds = { ref: new Int32Array(0), out: new Int32Array(0), vocabularySize: 0 };

/** Keeps the first `length` positions p of `list` where `sentence[p + offset]` is `id`; returns how many. */
function narrow(list: Int32Array, length: number, sentence: Int32Array, offset: number, id: number): number {
  let kept = 0;
  for (let k = 0; k < length; k++) {
    const at = list[k]! + offset;
    if (at >= 0 && at < sentence.length && sentence[at] === id) list[kept++] = list[k]!;
  }
  return kept;
}

/** Writes the positions of `id` in `sentence` into `list`; returns how many. */
function occurrences(sentence: Int32Array, id: number, list: Int32Array): number {
  let count = 0;
  for (let p = 0; p < sentence.length; p++) if (sentence[p] === id) list[count++] = p;
  return count;
}

/**
 * compare-mt's word alignment of `out` to `ref`: for each aligned output word in order, its
 * reference position. compare-mt fails on an empty reference; nothing aligns to it here.
 */
export function contextAlignment(refWords: Sentence, outWords: Sentence): number[] {
  const { ref, out } = pairIds(refWords, outWords, ids);
  const longest = Math.max(ref.length, out.length);
  if (refLeft.length < longest) {
    const size = Math.max(longest, 2 * refLeft.length);
    refLeft = new Int32Array(size);
    outLeft = new Int32Array(size);
    refRight = new Int32Array(size);
    outRight = new Int32Array(size);
  }
  // compare-mt counts n-grams up to the reference's length.
  const order = ref.length;
  const alignment: number[] = [];
  for (let i = 0; i < out.length; i++) {
    const id = out[i]!;
    let inRef = occurrences(ref, id, refLeft);
    if (inRef === 0) continue;
    let inOut = occurrences(out, id, outLeft);
    if (inRef === 1 && inOut === 1) {
      alignment.push(refLeft[0]!);
      continue;
    }
    refRight.set(refLeft.subarray(0, inRef));
    outRight.set(outLeft.subarray(0, inOut));
    let rightInRef = inRef;
    let rightInOut = inOut;
    for (let w = 1; w < order; w++) {
      const left = i - w >= 0;
      const right = i + w < out.length;
      if ((!left || inRef === 0) && (!right || rightInRef === 0)) break;
      if (left) {
        inRef = narrow(refLeft, inRef, ref, -w, out[i - w]!);
        inOut = narrow(outLeft, inOut, out, -w, out[i - w]!);
        if (inRef === 1 && inOut === 1) {
          alignment.push(refLeft[0]!);
          break;
        }
      }
      if (right) {
        rightInRef = narrow(refRight, rightInRef, ref, w, out[i + w]!);
        rightInOut = narrow(outRight, rightInOut, out, w, out[i + w]!);
        if (rightInRef === 1 && rightInOut === 1) {
          alignment.push(refRight[0]!);
          break;
        }
      }
    }
  }
  return alignment;
}

/** compare-mt's `_kendall_tau_distance`: the share of pairs in increasing order (0 below two). */
export function increasingShare(alignment: readonly number[]): number {
  const n = alignment.length;
  if (n <= 1) return 0;
  let increasing = 0;
  for (let i = 0; i < n; i++) {
    const a = alignment[i]!;
    for (let j = i + 1; j < n; j++) if (alignment[j]! > a) increasing++;
  }
  return (2 * increasing) / (n * n - n);
}

/** compare-mt's RIBES of one sentence, times `scale`. */
export function compareMtRibes(ref: Sentence, out: Sentence, scale: number): number {
  const alignment = contextAlignment(ref, out);
  const tau = increasingShare(alignment);
  const precision = out.length !== 0 ? alignment.length / out.length : 0;
  const bp = out.length !== 0 ? Math.min(1, rememberedExp(1 - ref.length / out.length)) : 0;
  return scale * tau * exactPow(precision, ALPHA) * exactPow(bp, BETA);
}

/** compare-mt's `RibesScorer` (`RIBES`), on the given scale. */
export function createRibesScorer(options: { caseInsensitive: boolean; scale: number }): Scorer {
  const { caseInsensitive, scale } = options;
  return createSentenceFactoredScorer({
    scoreType: 'ribes',
    name: 'RIBES',
    idstr: 'ribes',
    scale,
    caseInsensitive,
    // Even with an int scale, the int 0 of fewer than two aligned words times the float powers is a float.
    intZero: false,
    sentenceScore: (ref, out) => compareMtRibes(ref, out, scale),
  });
}
