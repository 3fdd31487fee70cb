// compare-mt's `ribes` score type: its own RIBES (align_utils.ngram_context_align and
// RibesScorer), not RIBES.py's. An output word is aligned to the reference position of the same
// word when the word occurs once in each sentence; otherwise the shortest context that occurs
// once in each decides: for w = 1, 2, … below the reference's length, first the word with its w
// left neighbours, then with its w right neighbours. The score is
// scale × (share of aligned pairs in increasing order) × precision^0.25 × BP^0.1, 0 below two
// aligned words.
import { exactPow, glibcExp } from '@bleukit/core';
import { lowerWords } from './sentence-ngram-statistics.js';
import type { Scorer, Sentence } from './scorer.js';
import { createSentenceFactoredScorer } from './sentence-factored.js';

const ALPHA = 0.25;
const BETA = 0.1;

/** Keeps the positions p of `list` where `sentence[p + offset]` is `id`. */
function narrow(list: number[], sentence: Int32Array, offset: number, id: number): void {
  let kept = 0;
  for (const p of list) {
    const at = p + offset;
    if (at >= 0 && at < sentence.length && sentence[at] === id) list[kept++] = p;
  }
  list.length = kept;
}

/**
 * compare-mt's word alignment of `out` to `ref`: for each aligned output word in order, its
 * reference position. compare-mt fails on an empty reference; nothing aligns to it here.
 */
export function contextAlignment(ref: Sentence, out: Sentence): number[] {
  const words = new Map<string, number>();
  const encode = (sentence: Sentence): Int32Array =>
    Int32Array.from(sentence, (word) => {
      let id = words.get(word);
      if (id === undefined) words.set(word, (id = words.size));
      return id;
    });
  const refIds = encode(ref);
  const outIds = encode(out);
  const refPositions: number[][] = Array.from({ length: words.size }, () => []);
  const outPositions: number[][] = Array.from({ length: words.size }, () => []);
  refIds.forEach((id, p) => refPositions[id]!.push(p));
  outIds.forEach((id, p) => outPositions[id]!.push(p));
  // compare-mt counts n-grams up to the reference's length.
  const order = ref.length;
  const alignment: number[] = [];
  for (let i = 0; i < outIds.length; i++) {
    const id = outIds[i]!;
    const inRef = refPositions[id]!;
    const inOut = outPositions[id]!;
    if (inRef.length === 0) continue;
    if (inRef.length === 1 && inOut.length === 1) {
      alignment.push(inRef[0]!);
      continue;
    }
    // Occurrences of the growing left (right) context, by the position of word i in it.
    const refLeft = inRef.slice();
    const outLeft = inOut.slice();
    const refRight = inRef.slice();
    const outRight = inOut.slice();
    for (let w = 1; w < order; w++) {
      const left = i - w >= 0;
      const right = i + w < outIds.length;
      if ((!left || refLeft.length === 0) && (!right || refRight.length === 0)) break;
      if (left) {
        narrow(refLeft, refIds, -w, outIds[i - w]!);
        narrow(outLeft, outIds, -w, outIds[i - w]!);
        if (refLeft.length === 1 && outLeft.length === 1) {
          alignment.push(refLeft[0]!);
          break;
        }
      }
      if (right) {
        narrow(refRight, refIds, w, outIds[i + w]!);
        narrow(outRight, outIds, w, outIds[i + w]!);
        if (refRight.length === 1 && outRight.length === 1) {
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
  const bp = out.length !== 0 ? Math.min(1, glibcExp(1 - ref.length / out.length)) : 0;
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
    sentenceScore: caseInsensitive
      ? (ref, out) => compareMtRibes(lowerWords(ref), lowerWords(out), scale)
      : (ref, out) => compareMtRibes(ref, out, scale),
  });
}
