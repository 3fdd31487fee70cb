import type { Corpus, Sentence } from '../report/report-context.js';

/** A corpus's n-gram ids, every sentence's in one array (see {@link NgramIndex.corpusNgrams}). */
export interface CorpusNgrams {
  readonly ids: Int32Array;
  /** Where each sentence's ids start, and (last) where the last one's end. */
  readonly starts: Int32Array;
}

/**
 * A table from an n-gram's (prefix id, last word id) to its id: open addressing over typed
 * arrays, so that the millions of look-ups of a corpus allocate nothing.
 */
class ExtensionTable {
  #bits = 16;
  #mask = (1 << 16) - 1;
  #prefixes = new Int32Array(1 << 16).fill(-1);
  #words = new Int32Array(1 << 16);
  #ids = new Int32Array(1 << 16);
  #count = 0;

  #slot(prefix: number, word: number): number {
    // Fibonacci hashing: the high bits of the mixed key.
    let slot = Math.imul(Math.imul(prefix, 0x85ebca77) ^ word, 0x9e3779b1) >>> (32 - this.#bits);
    while (this.#prefixes[slot] !== -1 && (this.#prefixes[slot] !== prefix || this.#words[slot] !== word)) slot = (slot + 1) & this.#mask;
    return slot;
  }

  /** The id of (prefix, word), or -1. */
  get(prefix: number, word: number): number {
    const slot = this.#slot(prefix, word);
    return this.#prefixes[slot] === -1 ? -1 : (this.#ids[slot] as number);
  }

  set(prefix: number, word: number, id: number): void {
    if (2 * (this.#count + 1) > this.#mask + 1) this.#grow();
    const slot = this.#slot(prefix, word);
    this.#prefixes[slot] = prefix;
    this.#words[slot] = word;
    this.#ids[slot] = id;
    this.#count++;
  }

  #grow(): void {
    const [prefixes, words, ids] = [this.#prefixes, this.#words, this.#ids];
    const capacity = 2 * prefixes.length;
    this.#bits++;
    this.#mask = capacity - 1;
    this.#prefixes = new Int32Array(capacity).fill(-1);
    this.#words = new Int32Array(capacity);
    this.#ids = new Int32Array(capacity);
    this.#count = 0;
    for (let slot = 0; slot < prefixes.length; slot++) {
      if (prefixes[slot] !== -1) this.set(prefixes[slot] as number, words[slot] as number, ids[slot] as number);
    }
  }
}

/** How many n-grams of lengths `min` to `max` a sentence of `length` words has. */
function ngramCount(length: number, min: number, max: number): number {
  let count = 0;
  for (let n = min; n <= max && n <= length; n++) count += length - n + 1;
  return count;
}

/**
 * Numbers every distinct n-gram seen, so that counting works on small integers instead of
 * hashing joined strings: an n-gram is its first n−1 words' id extended by its last word. The
 * text (words joined by single spaces, what compare-mt prints) is rebuilt only when asked for.
 */
export class NgramIndex {
  readonly #words = new Map<string, number>();
  readonly #wordTexts: string[] = [];
  /** Word id → the id of that word as a 1-gram. */
  readonly #unigrams: number[] = [];
  /** (prefix id, word id) → id of the n-gram. */
  readonly #extensions = new ExtensionTable();
  readonly #parents: number[] = [];
  readonly #lastWords: number[] = [];
  readonly #texts = new Map<number, string>();
  /** The word ids of the sentence being numbered (reused: no allocation per sentence). */
  #wordIds = new Int32Array(256);

  /** How many n-grams have ids (ids run from 0 to size − 1). */
  get size(): number {
    return this.#parents.length;
  }

  #newNgram(parent: number, word: number): number {
    const id = this.#parents.length;
    this.#parents.push(parent);
    this.#lastWords.push(word);
    return id;
  }

  #wordId(word: string): number {
    let id = this.#words.get(word);
    if (id === undefined) {
      id = this.#wordTexts.length;
      this.#words.set(word, id);
      this.#wordTexts.push(word);
      this.#unigrams.push(this.#newNgram(-1, id));
    }
    return id;
  }

  #extend(prefix: number, word: number): number {
    let id = this.#extensions.get(prefix, word);
    if (id < 0) {
      id = this.#newNgram(prefix, word);
      this.#extensions.set(prefix, word, id);
    }
    return id;
  }

  /**
   * The ids of a corpus's n-grams from length `min` to `max`, sentence by sentence in one array:
   * sentence `s`'s are `ids[starts[s]]` to `ids[starts[s + 1] − 1]`, in compare-mt's order (all
   * the shortest ones left to right, then the next length, and so on).
   */
  corpusNgrams(corpus: Corpus, min: number, max: number): CorpusNgrams {
    const starts = new Int32Array(corpus.length + 1);
    for (let s = 0; s < corpus.length; s++) starts[s + 1] = (starts[s] as number) + ngramCount((corpus[s] as Sentence).length, min, max);
    const ids = new Int32Array(starts[corpus.length] as number);
    for (let s = 0; s < corpus.length; s++) this.#write(corpus[s] as Sentence, min, max, ids, starts[s] as number);
    return { ids, starts };
  }

  /** Writes a sentence's n-gram ids into `ids` from `at` on. */
  #write(words: Sentence, min: number, max: number, ids: Int32Array, at: number): void {
    const length = words.length;
    const lengths = Math.max(0, Math.min(max, length) - min + 1);
    if (lengths === 0) return;
    // Where the n-grams of length n start: after those of lengths min … n − 1.
    const offset = (n: number): number => at + (n - min) * length - ((n - min) * (n + min - 3)) / 2;
    if (this.#wordIds.length < length) this.#wordIds = new Int32Array(2 * length);
    const wordIds = this.#wordIds;
    for (let i = 0; i < length; i++) wordIds[i] = this.#wordId(words[i] as string);
    for (let i = 0; i < length; i++) {
      let id = this.#unigrams[wordIds[i] as number] as number;
      for (let n = 1; n < min + lengths && i + n <= length; n++) {
        if (n > 1) id = this.#extend(id, wordIds[i + n - 1] as number);
        if (n >= min) ids[offset(n) + i] = id;
      }
    }
  }

  /** The n-gram's words joined by single spaces. */
  text(id: number): string {
    let text = this.#texts.get(id);
    if (text === undefined) {
      const parent = this.#parents[id] as number;
      const word = this.#wordTexts[this.#lastWords[id] as number] as string;
      text = parent < 0 ? word : `${this.text(parent)} ${word}`;
      this.#texts.set(id, text);
    }
    return text;
  }
}
