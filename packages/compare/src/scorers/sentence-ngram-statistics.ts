// The per-sentence numbers compare-mt's BLEU (`_precision`) and NLTK's sentence BLEU
// (`modified_precision`) start from, for one output sentence against one reference: for each
// order up to 4, the output's n-grams clipped to their count in the reference, and the output's
// n-gram count, at least 1. Counted on n-gram ids (see NgramIndex); a reference sentence is
// numbered once for all the systems scored against it.
import { NgramIndex, ngramCount } from '../ngrams/ngram-index.js';
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

/** N-gram ids, only compared within one sentence pair: cleared when it grows large. */
const index = new NgramIndex();
const INDEX_LIMIT = 1 << 20;
/** The reference sentence's n-grams not yet matched, by id (all 0 between pairs). */
let left = new Int32Array(1 << 16);
/** Counts the index's clearings: ids from before a clearing mean nothing after it. */
let generation = 0;
/** Each reference sentence's n-gram ids: every system is counted against the same reference. */
const referenceIds = new WeakMap<Sentence, { generation: number; ids: Int32Array }>();
/** The output sentence's n-gram ids (reused from pair to pair). */
let outIds = new Int32Array(1024);

function referenceNgramIds(ref: Sentence): Int32Array {
  const known = referenceIds.get(ref);
  if (known !== undefined && known.generation === generation) return known.ids;
  const ids = index.ngrams(ref, 1, ORDER);
  referenceIds.set(ref, { generation, ids });
  return ids;
}

/** Lower-cases each word as Python's `str.lower` (full Unicode case mapping). */
export function lowerWords(words: Sentence): string[] {
  return words.map((word) => word.toLowerCase());
}

/** Writes one sentence's numbers into `into` at `offset`. */
export function sentenceStatistics(ref: Sentence, out: Sentence, into: Int32Array, offset: number): void {
  if (index.size > INDEX_LIMIT) {
    index.clear();
    generation++;
  }
  const refIds = referenceNgramIds(ref);
  const refCount = refIds.length;
  if (outIds.length < ngramCount(out.length, 1, ORDER)) outIds = new Int32Array(2 * ngramCount(out.length, 1, ORDER));
  index.fill(out, 1, ORDER, outIds);
  if (left.length < index.size) {
    const grown = new Int32Array(Math.max(index.size, 2 * left.length));
    grown.set(left);
    left = grown;
  }
  for (let k = 0; k < refCount; k++) left[refIds[k]!]!++;
  into[offset + REF_LENGTH] = ref.length;
  into[offset + OUT_LENGTH] = out.length;
  // The output's ids come length by length: out.length 1-grams, then out.length − 1 2-grams…
  let position = 0;
  for (let n = 0; n < ORDER; n++) {
    const count = Math.max(0, out.length - n);
    let matches = 0;
    for (let k = 0; k < count; k++) {
      const id = outIds[position++]!;
      if (left[id]! > 0) {
        matches++;
        left[id]!--;
      }
    }
    into[offset + MATCHES + n] = matches;
    into[offset + COUNTS + n] = Math.max(1, count);
  }
  for (let k = 0; k < refCount; k++) left[refIds[k]!] = 0;
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
