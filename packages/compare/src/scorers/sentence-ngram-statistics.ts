// The per-sentence numbers compare-mt's BLEU (`_precision`) and NLTK's sentence BLEU
// (`modified_precision`) start from, for one output sentence against one reference: for each
// order up to 4, the output's n-grams clipped to their count in the reference, and the output's
// n-gram count, at least 1. Counted by core's NgramMatcher on small per-sentence ids.
import { NgramMatcher } from '@bleukit/core';
import type { Corpus, Sentence } from './scorer.js';

/** The highest n-gram order (compare-mt's and NLTK's default weights have four). */
export const ORDER = 4;
/** Numbers per sentence: reference length, output length, matches per order, counts per order. */
export const STRIDE = 2 + 2 * ORDER;
/** Offsets within a sentence's numbers. */
export const REF_LENGTH = 0;
export const OUT_LENGTH = 1;
export const MATCHES = 2;
export const COUNTS = 2 + ORDER;

const matcher = new NgramMatcher(ORDER);
const scratch = new Int32Array(STRIDE);

/** Lower-cases each word as Python's `str.lower` (full Unicode case mapping). */
export function lowerWords(words: Sentence): string[] {
  return words.map((word) => word.toLowerCase());
}

/** Writes one sentence's numbers into `into` at `offset`. */
export function sentenceStatistics(ref: Sentence, out: Sentence, into: Int32Array, offset: number): void {
  // NgramMatcher writes [out length, reference length, matches…, n-gram counts…].
  matcher.statistics(out, [ref], scratch, 0);
  into[offset + REF_LENGTH] = ref.length;
  into[offset + OUT_LENGTH] = out.length;
  for (let n = 0; n < ORDER; n++) {
    into[offset + MATCHES + n] = scratch[2 + n]!;
    into[offset + COUNTS + n] = Math.max(1, scratch[2 + ORDER + n]!);
  }
}

/** Every sentence's numbers, {@link STRIDE} per sentence. */
export function corpusStatistics(ref: Corpus, out: Corpus, caseInsensitive: boolean): Int32Array {
  const stats = new Int32Array(ref.length * STRIDE);
  for (let i = 0; i < ref.length; i++) {
    const r = ref[i]!;
    const o = out[i]!;
    if (caseInsensitive) sentenceStatistics(lowerWords(r), lowerWords(o), stats, i * STRIDE);
    else sentenceStatistics(r, o, stats, i * STRIDE);
  }
  return stats;
}
