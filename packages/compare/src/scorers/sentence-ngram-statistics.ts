// The per-sentence numbers compare-mt's BLEU (`_precision`) and NLTK's sentence BLEU
// (`modified_precision`) start from, for one output sentence against one reference: for each
// order up to 4, the output's n-grams clipped to their count in the reference, and the output's
// n-gram count, at least 1.
//
// Words are counted as ids (see word-ids.ts): unigrams in an array indexed by word id, longer
// n-grams in a small open-addressing table of the reference's n-grams keyed by a hash of their
// ids, checked word by word.
import type { Corpus, Sentence } from './scorer.js';
import { carriesWordIds, keepOnSentence, keptOnSentence, pairIds, type PairIds } from './word-ids.js';
import { sharedNgrams } from '../ngrams/shared-ngrams.js';

/** The highest n-gram order (compare-mt's and NLTK's default weights have four). */
export const ORDER = 4;
/** Numbers per sentence: reference length, output length, matches per order, counts per order. */
export const STRIDE = 2 + 2 * ORDER;
/** Offsets within a sentence's numbers. */
export const REF_LENGTH = 0;
export const OUT_LENGTH = 1;
export const MATCHES = 2;
export const COUNTS = 2 + ORDER;

// Scratch space, grown as needed: unigram counts by word id; the n-gram table by slot.
let wordCounts = new Int32Array(1024);
let slotStamps = new Int32Array(64);
let slotStarts = new Int32Array(64);
let slotHashes = new Int32Array(64);
let slotCounts = new Int32Array(64);
let stamp = 0;
let refHashes = new Int32Array(64);
let outHashes = new Int32Array(64);
const ids: PairIds = { ref: new Int32Array(0), out: new Int32Array(0), vocabularySize: 0 };

function sameNgram(a: Int32Array, i: number, b: Int32Array, j: number, n: number): boolean {
  for (let k = 0; k < n; k++) if (a[i + k] !== b[j + k]) return false;
  return true;
}

/** Clipped matches of order n ≥ 2, the hashes of order n − 1 in refHashes/outHashes on entry. */
function ngramMatches(ref: Int32Array, out: Int32Array, n: number, mask: number): number {
  const refCount = ref.length - n + 1;
  const outCount = out.length - n + 1;
  for (let i = 0; i < refCount; i++) refHashes[i] = Math.imul(refHashes[i]! ^ ref[i + n - 1]!, 0x9e3779b1) ^ n;
  for (let i = 0; i < outCount; i++) outHashes[i] = Math.imul(outHashes[i]! ^ out[i + n - 1]!, 0x9e3779b1) ^ n;
  if (refCount <= 0 || outCount <= 0) return 0;
  if (++stamp === 0x7fffffff) {
    slotStamps.fill(0);
    stamp = 1;
  }
  for (let i = 0; i < refCount; i++) {
    const hash = refHashes[i]!;
    let slot = (hash ^ (hash >>> 16)) & mask;
    for (;;) {
      if (slotStamps[slot] !== stamp) {
        slotStamps[slot] = stamp;
        slotStarts[slot] = i;
        slotHashes[slot] = hash;
        slotCounts[slot] = 1;
        break;
      }
      if (slotHashes[slot] === hash && sameNgram(ref, slotStarts[slot]!, ref, i, n)) {
        slotCounts[slot]!++;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  let matches = 0;
  for (let i = 0; i < outCount; i++) {
    const hash = outHashes[i]!;
    let slot = (hash ^ (hash >>> 16)) & mask;
    while (slotStamps[slot] === stamp) {
      if (slotHashes[slot] === hash && sameNgram(ref, slotStarts[slot]!, out, i, n)) {
        if (slotCounts[slot]! > 0) {
          slotCounts[slot]!--;
          matches++;
        }
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  return matches;
}

/** Lower-cases each word as Python's `str.lower` (full Unicode case mapping). */
export function lowerWords(words: Sentence): string[] {
  return words.map((word) => word.toLowerCase());
}

/** Writes one sentence's numbers into `into` at `offset`. */
function countSentence(refWords: Sentence, outWords: Sentence, into: Int32Array, offset: number): void {
  const { ref, out, vocabularySize } = pairIds(refWords, outWords, ids);
  into[offset + REF_LENGTH] = ref.length;
  into[offset + OUT_LENGTH] = out.length;
  if (wordCounts.length < vocabularySize) wordCounts = new Int32Array(Math.max(vocabularySize, 2 * wordCounts.length));
  for (let i = 0; i < ref.length; i++) wordCounts[ref[i]!]!++;
  let unigrams = 0;
  for (let i = 0; i < out.length; i++) {
    const id = out[i]!;
    if (wordCounts[id]! > 0) {
      wordCounts[id]!--;
      unigrams++;
    }
  }
  for (let i = 0; i < ref.length; i++) wordCounts[ref[i]!] = 0;
  into[offset + MATCHES] = unigrams;
  into[offset + COUNTS] = Math.max(1, out.length);
  let capacity = slotStamps.length;
  while (capacity < 2 * ref.length) capacity *= 2;
  if (capacity > slotStamps.length) {
    slotStamps = new Int32Array(capacity);
    slotStarts = new Int32Array(capacity);
    slotHashes = new Int32Array(capacity);
    slotCounts = new Int32Array(capacity);
    stamp = 0;
  }
  if (refHashes.length < ref.length) refHashes = new Int32Array(Math.max(ref.length, 2 * refHashes.length));
  if (outHashes.length < out.length) outHashes = new Int32Array(Math.max(out.length, 2 * outHashes.length));
  refHashes.set(ref);
  outHashes.set(out);
  // Without a match of order n − 1 there is none of order n.
  let matches = unigrams;
  for (let n = 2; n <= ORDER; n++) {
    if (matches > 0) matches = ngramMatches(ref, out, n, capacity - 1);
    into[offset + MATCHES + n - 1] = matches;
    into[offset + COUNTS + n - 1] = Math.max(1, out.length - n + 1);
  }
}

/**
 * A sentence pair's numbers, kept beside the output sentence's array for as long as it lives, with
 * room for values computed from them (NLTK's sentence BLEU). The numbers are a row of a table
 * ({@link STRIDE} from `at`): a corpus's rows share one (no array, nor view, per pair).
 */
export interface PairRecord {
  readonly ref: Sentence;
  readonly table: Int32Array;
  readonly at: number;
  /** NLTK's sentence BLEU on the 0–1 scale, once computed. */
  sentenceBleu: number | undefined;
}

/** Copies a record's row into `into` at `offset`. */
function copyRow(record: PairRecord, into: Int32Array, offset: number): void {
  const { table, at } = record;
  for (let k = 0; k < STRIDE; k++) into[offset + k] = table[at + k]!;
}

const records = new WeakMap<Sentence, PairRecord>();

/** The record of `out` against `ref`, if counted already. */
function knownRecord(ref: Sentence, out: Sentence): PairRecord | undefined {
  // A loaded sentence keeps its record itself: the WeakMap holds only other arrays'.
  const known = (keptOnSentence(out) as PairRecord | undefined) ?? (carriesWordIds(out) ? undefined : records.get(out));
  return known !== undefined && known.ref === ref ? known : undefined;
}

function keepRecord(ref: Sentence, out: Sentence, table: Int32Array, at: number): PairRecord {
  const record: PairRecord = { ref, table, at, sentenceBleu: undefined };
  if (!keepOnSentence(out, record)) records.set(out, record);
  return record;
}

/** The numbers of `out` against `ref`, counted once per pair of arrays. */
export function pairRecord(ref: Sentence, out: Sentence): PairRecord {
  const known = knownRecord(ref, out);
  if (known !== undefined) return known;
  const stats = new Int32Array(STRIDE);
  countSentence(ref, out, stats, 0);
  return keepRecord(ref, out, stats, 0);
}

/** Reference n-grams not yet matched, by n-gram id (scratch space, left all 0). */
let unmatched = new Int32Array(1024);

/** An output corpus's matches against its reference, per n-gram id (see {@link corpusNgramMatches}). */
const matchTables = new WeakMap<Corpus, { readonly ref: Corpus; readonly matches: Int32Array }>();

/**
 * Every sentence pair's numbers from the corpora's shared n-gram ids (ngrams/shared-ngrams.ts),
 * which the n-gram differences count too: per sentence, the output's n-grams of each order
 * clipped to the reference's count of each, as {@link countSentence} counts them. Written into
 * one array, {@link STRIDE} per sentence, a row of which each new pair's record holds. The same
 * pass counts each n-gram's matches over the corpus, compare-mt's `match` table of the n-gram
 * differences, kept for {@link corpusNgramMatches}.
 */
function recordCorpusPairs(ref: Corpus, out: Corpus): Int32Array {
  const shared = sharedNgrams(ref);
  const refNgrams = shared.ngramsOf(ref);
  // Only the n-grams the reference has can match: the others are -1.
  const outNgrams = shared.knownNgramsOf(out);
  const size = shared.index.size;
  if (unmatched.length < size) unmatched = new Int32Array(Math.max(size, 2 * unmatched.length));
  const left = unmatched;
  const matchTable = new Int32Array(size);
  const [refIds, outIds] = [refNgrams.ids, outNgrams.ids];
  const all = new Int32Array(ref.length * STRIDE);
  for (let s = 0; s < ref.length; s++) {
    const refWords = ref[s]!;
    const outWords = out[s]!;
    const at = s * STRIDE;
    const refEnd = refNgrams.starts[s + 1]!;
    for (let k = refNgrams.starts[s]!; k < refEnd; k++) left[refIds[k]!]!++;
    const length = outWords.length;
    all[at + REF_LENGTH] = refWords.length;
    all[at + OUT_LENGTH] = length;
    // A sentence's n-grams are all its words, then all its 2-grams, and so on.
    let k = outNgrams.starts[s]!;
    for (let n = 1; n <= ORDER; n++) {
      let matches = 0;
      for (const end = k + Math.max(0, length - n + 1); k < end; k++) {
        const id = outIds[k]!;
        if (id >= 0 && left[id]! > 0) {
          left[id]!--;
          matchTable[id]!++;
          matches++;
        }
      }
      all[at + MATCHES + n - 1] = matches;
      all[at + COUNTS + n - 1] = Math.max(1, length - n + 1);
    }
    for (let k = refNgrams.starts[s]!; k < refEnd; k++) left[refIds[k]!] = 0;
    // A pair counted before (a sentence score) keeps its record: the numbers are the same.
    if (knownRecord(refWords, outWords) === undefined) keepRecord(refWords, outWords, all, at);
  }
  matchTables.set(out, { ref, matches: matchTable });
  return all;
}

/**
 * compare-mt's `match` table of the n-gram differences (ngram_utils.py's `compare_ngrams`, n-grams
 * of lengths 1 to 4) for `out` against `ref`: per n-gram id of the reference's shared index
 * (ngrams/shared-ngrams.ts), how many of the output's n-grams matched one left in the reference
 * sentence. Counted with BLEU's statistics, once per pair of corpora; as long as the index was
 * when counted (a later id was matched 0 times).
 */
export function corpusNgramMatches(ref: Corpus, out: Corpus): Int32Array {
  let kept = matchTables.get(out);
  if (kept === undefined || kept.ref !== ref) {
    recordCorpusPairs(ref, out);
    kept = matchTables.get(out)!;
  }
  return kept.matches;
}

/** Writes one sentence's numbers into `into` at `offset`. */
export function sentenceStatistics(ref: Sentence, out: Sentence, into: Int32Array, offset: number): void {
  copyRow(pairRecord(ref, out), into, offset);
}

/** Every sentence's numbers, {@link STRIDE} per sentence. */
export function corpusStatistics(ref: Corpus, out: Corpus, caseInsensitive: boolean): Int32Array {
  // A corpus met for the first time is counted from its shared n-grams; a selection of sentences
  // already counted (a bucket, a sample) finds each pair's numbers kept.
  if (!caseInsensitive && ref.length > 0 && knownRecord(ref[0]!, out[0]!) === undefined) return recordCorpusPairs(ref, out);
  const stats = new Int32Array(ref.length * STRIDE);
  for (let i = 0; i < ref.length; i++) {
    const r = ref[i]!;
    const o = out[i]!;
    if (caseInsensitive) sentenceStatistics(lowerWords(r), lowerWords(o), stats, i * STRIDE);
    else sentenceStatistics(r, o, stats, i * STRIDE);
  }
  return stats;
}
