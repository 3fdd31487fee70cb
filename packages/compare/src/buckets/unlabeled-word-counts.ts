import type { WordBucketer } from './word-bucketer.js';
import type { WordCounts } from './word-count-table.js';
import type { Corpus, Sentence } from '../report/report-context.js';
import { SharedWordIdCache, sharedVocabularySize } from '../scorers/word-ids.js';

/**
 * Words as small integers, each with its bucket: a word is looked up once per occurrence, its
 * lower-casing and bucket computed once per distinct spelling.
 */
class WordTable {
  /** Token as written → id. */
  readonly #tokens = new Map<string, number>();
  /** Word (lower-cased for case-insensitive buckets) → id. */
  readonly #words = new Map<string, number>();
  readonly #bucketer: WordBucketer;
  bucket: Int32Array;
  /** Per word: the first position of the word in the current reference sentence, or -1. */
  head: Int32Array;
  /** Per word: the next reference position an output occurrence would match. */
  cursor: Int32Array;
  /** Per word: the output sentence `cursor` belongs to. */
  stamp: Int32Array;
  #size = 0;
  /** Ids by shared word id (each token looked up by string once). */
  readonly shared = new SharedWordIdCache();

  /**
   * `capacity`: the words expected, room made for them at once (growing during the count would
   * take a call its optimized code has never seen, and throw that code away).
   */
  constructor(bucketer: WordBucketer, capacity: number) {
    this.#bucketer = bucketer;
    const size = Math.max(1024, capacity);
    this.bucket = new Int32Array(size);
    this.head = new Int32Array(size).fill(-1);
    this.cursor = new Int32Array(size);
    this.stamp = new Int32Array(size);
  }

  /**
   * The id of a token as written (lower-cased first for case-insensitive buckets), whose shared
   * word id is `sharedId`; `output`, `line` and `position` say where it is, for a bucketer's error
   * (output -1: the reference).
   */
  id(token: string, sharedId: number, output: number, line: number, position: number): number {
    const cached = this.shared.get(sharedId);
    if (cached >= 0) return cached;
    let id = this.#tokens.get(token);
    if (id === undefined) {
      const word = this.#bucketer.caseInsensitive ? token.toLowerCase() : token;
      id = this.#words.get(word);
      if (id === undefined) {
        id = this.#size++;
        if (id === this.bucket.length) this.#grow();
        // Without labels every bucketer gives one bucket (the label bucketers throw first).
        const where = (): string => `${output < 0 ? 'the reference' : `output ${output + 1}`} line ${line + 1}, word ${position + 1}`;
        this.bucket[id] = this.#bucketer.bucketOf(word, undefined, where) as number;
        this.#words.set(word, id);
      }
      this.#tokens.set(token, id);
    }
    this.shared.set(sharedId, id);
    return id;
  }

  #grow(): void {
    const grow = (array: Int32Array, fill: number): Int32Array => {
      const larger = new Int32Array(array.length * 2).fill(fill);
      larger.set(array);
      return larger;
    };
    this.bucket = grow(this.bucket, 0);
    this.head = grow(this.head, -1);
    this.cursor = grow(this.cursor, 0);
    this.stamp = grow(this.stamp, 0);
  }
}

/**
 * {@link targetWordCounts} without label files, where a word's bucket depends on the word
 * alone: the greedy matching runs on word ids, with each reference sentence's positions of a
 * word chained in `next` from `head`, and an output's k-th occurrence of a word taking the k-th
 * link.
 */
export function unlabeledWordCounts(bucketer: WordBucketer, ref: Corpus, outs: readonly Corpus[], counts: WordCounts): void {
  const { buckets, outputs } = counts;
  // The words loaded so far (loadTokens numbers them all) are about as many as the table will hold.
  const table = new WordTable(bucketer, sharedVocabularySize());
  let next = new Int32Array(256);
  let refIds = new Int32Array(256);
  let stamp = 0;
  for (let s = 0; s < ref.length; s++) {
    const refWords = ref[s] as Sentence;
    const length = refWords.length;
    if (length > next.length) {
      next = new Int32Array(length * 2);
      refIds = new Int32Array(length * 2);
    }
    const refBase = s * buckets;
    const refShared = table.shared.idsOf(refWords);
    for (let p = 0; p < length; p++) {
      // The cache asked here first: a call to id() per word costs more than the look-up.
      const cached = table.shared.get(refShared[p] as number);
      const id = cached >= 0 ? cached : table.id(refWords[p] as string, refShared[p] as number, -1, s, p);
      refIds[p] = id;
      const cell = refBase + (table.bucket[id] as number);
      counts.refTotals[cell] = (counts.refTotals[cell] as number) + 1;
    }
    // Chained from the back, so that each word's chain runs front to back.
    for (let p = length - 1; p >= 0; p--) {
      const id = refIds[p] as number;
      next[p] = table.head[id] as number;
      table.head[id] = p;
    }
    for (let o = 0; o < outputs; o++) {
      const outWords = (outs[o] as Corpus)[s] as Sentence;
      const base = (s * outputs + o) * buckets;
      stamp++;
      const outShared = table.shared.idsOf(outWords);
      for (let i = 0; i < outWords.length; i++) {
        const cached = table.shared.get(outShared[i] as number);
        const id = cached >= 0 ? cached : table.id(outWords[i] as string, outShared[i] as number, o, s, i);
        const cell = base + (table.bucket[id] as number);
        counts.outTotals[cell] = (counts.outTotals[cell] as number) + 1;
        if (table.stamp[id] !== stamp) {
          table.stamp[id] = stamp;
          table.cursor[id] = table.head[id] as number;
        }
        const p = table.cursor[id] as number;
        if (p >= 0) {
          counts.outMatches[cell] = (counts.outMatches[cell] as number) + 1;
          table.cursor[id] = next[p] as number;
        }
      }
    }
    for (let p = 0; p < length; p++) table.head[refIds[p] as number] = -1;
  }
}
