import type { Corpus, Sentence } from '../scorers/scorer.js';
import { SharedWordIdCache } from '../scorers/word-ids.js';

/** A corpus's n-gram ids, every sentence's in one array (see {@link NgramIndex.corpusNgrams}). */
export interface CorpusNgrams {
  readonly ids: Int32Array;
  /** Where each sentence's ids start, and (last) where the last one's end. */
  readonly starts: Int32Array;
}

/**
 * A table from an n-gram's (prefix id, last word id) to its id: open addressing over one typed
 * array, so that the millions of look-ups of a corpus allocate nothing. A slot's three numbers
 * (prefix, word, id; prefix −1: empty) sit side by side, so that a look-up reads one cache line
 * rather than one in each of three arrays.
 */
class ExtensionTable {
  #bits = 16;
  #mask = (1 << 16) - 1;
  #slots = new Int32Array(3 << 16).fill(-1);
  #count = 0;

  /** The index in `#slots` of (prefix, word)'s slot, or of the empty slot where it would go. */
  #find(prefix: number, word: number): number {
    const slots = this.#slots;
    const mask = this.#mask;
    // Fibonacci hashing: the high bits of the mixed key.
    let slot = Math.imul(Math.imul(prefix, 0x85ebca77) ^ word, 0x9e3779b1) >>> (32 - this.#bits);
    for (;;) {
      const at = 3 * slot;
      const found = slots[at] as number;
      if (found === -1 || (found === prefix && slots[at + 1] === word)) return at;
      slot = (slot + 1) & mask;
    }
  }

  /** The id of (prefix, word), or -1 if it has none. */
  knownId(prefix: number, word: number): number {
    const at = this.#find(prefix, word);
    return this.#slots[at] === -1 ? -1 : (this.#slots[at + 2] as number);
  }

  /** The id of (prefix, word), numbering it `next` if new (then the caller counts `next` as used). */
  idOf(prefix: number, word: number, next: number): number {
    const at = this.#find(prefix, word);
    const slots = this.#slots;
    if (slots[at] !== -1) return slots[at + 2] as number;
    slots[at] = prefix;
    slots[at + 1] = word;
    slots[at + 2] = next;
    // Grown at three quarters full: a probe mostly stays in the cache line it starts in, and a
    // large vocabulary's table (millions of n-grams) takes half the memory it would at half full.
    if (4 * ++this.#count > 3 * (this.#mask + 1)) this.#grow();
    return next;
  }

  #grow(): void {
    const old = this.#slots;
    this.#bits++;
    this.#mask = 2 * (this.#mask + 1) - 1;
    this.#slots = new Int32Array(3 * (this.#mask + 1)).fill(-1);
    for (let at = 0; at < old.length; at += 3) {
      if (old[at] === -1) continue;
      const to = this.#find(old[at] as number, old[at + 1] as number);
      this.#slots[to] = old[at] as number;
      this.#slots[to + 1] = old[at + 1] as number;
      this.#slots[to + 2] = old[at + 2] as number;
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
 * Where each sentence's n-grams start in a corpus's array, and (last) where the last one's end: a
 * function of its own, so that its loop and the numbering's are optimized apart (code optimized
 * in this loop would not yet know the numbering's).
 */
function sentenceStarts(corpus: Corpus, min: number, max: number): Int32Array {
  const starts = new Int32Array(corpus.length + 1);
  for (let s = 0; s < corpus.length; s++) starts[s + 1] = (starts[s] as number) + ngramCount((corpus[s] as Sentence).length, min, max);
  return starts;
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
  /** Per n-gram id: its prefix's id (−1 for a word), and its last word: typed, not boxed in the heap. */
  #parents = new Int32Array(1 << 12);
  #lastWords = new Int32Array(1 << 12);
  #size = 0;
  readonly #texts = new Map<number, string>();
  /** The word ids of the sentence being numbered (reused: no allocation per sentence). */
  #wordIds = new Int32Array(256);
  /** Where a sentence's n-grams of each length start (reused likewise). */
  #offsets = new Int32Array(8);
  /** The ids of {@link sentenceNgrams}' sentence (reused likewise). */
  #sentenceIds = new Int32Array(1024);
  /** This index's word ids by shared word id (words looked up by string once each). */
  readonly #shared = new SharedWordIdCache();

  /** How many n-grams have ids (ids run from 0 to size − 1). */
  get size(): number {
    return this.#size;
  }

  #newNgram(parent: number, word: number): number {
    const id = this.#size++;
    if (id === this.#parents.length) this.#growIds();
    this.#parents[id] = parent;
    this.#lastWords[id] = word;
    return id;
  }

  #growIds(): void {
    const parents = new Int32Array(2 * this.#parents.length);
    parents.set(this.#parents);
    this.#parents = parents;
    const lastWords = new Int32Array(2 * this.#lastWords.length);
    lastWords.set(this.#lastWords);
    this.#lastWords = lastWords;
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
    const id = this.#extensions.idOf(prefix, word, this.#size);
    if (id === this.#size) this.#newNgram(prefix, word);
    return id;
  }

  /**
   * The ids of a corpus's n-grams from length `min` to `max`, sentence by sentence in one array:
   * sentence `s`'s are `ids[starts[s]]` to `ids[starts[s + 1] − 1]`, in compare-mt's order (all
   * the shortest ones left to right, then the next length, and so on).
   */
  corpusNgrams(corpus: Corpus, min: number, max: number): CorpusNgrams {
    const starts = sentenceStarts(corpus, min, max);
    const ids = new Int32Array(starts[corpus.length] as number);
    for (let s = 0; s < corpus.length; s++) this.#write(corpus[s] as Sentence, min, max, ids, starts[s] as number);
    return { ids, starts };
  }

  /**
   * {@link corpusNgrams} without numbering: an n-gram that has no id yet gets -1 (and so does every
   * longer one it begins). The n-grams of a corpus compared with one already numbered (outputs
   * against their reference) that the latter lacks can match nothing in it: looking them up only
   * keeps the index to the n-grams that count, and an n-gram whose beginning is unknown costs no
   * look-up at all.
   */
  knownCorpusNgrams(corpus: Corpus, min: number, max: number): CorpusNgrams {
    const starts = sentenceStarts(corpus, min, max);
    const ids = new Int32Array(starts[corpus.length] as number);
    for (let s = 0; s < corpus.length; s++) this.#writeKnown(corpus[s] as Sentence, min, max, ids, starts[s] as number);
    return { ids, starts };
  }

  /** The ids of one sentence's n-grams, as {@link corpusNgrams} gives them; valid until the next call. */
  sentenceNgrams(words: Sentence, min: number, max: number): Int32Array {
    const count = ngramCount(words.length, min, max);
    if (this.#sentenceIds.length < count) this.#sentenceIds = new Int32Array(2 * count);
    this.#write(words, min, max, this.#sentenceIds, 0);
    return this.#sentenceIds.subarray(0, count);
  }

  /**
   * Where a sentence of `length` words writes its n-grams of each length n from `at` on (after
   * those of lengths min … n − 1), with room for its word ids in the reused word-id array.
   */
  #prepare(length: number, min: number, max: number, at: number): Int32Array {
    const offsets = this.#offsets.length > max ? this.#offsets : (this.#offsets = new Int32Array(max + 1));
    for (let n = min, offset = at; n <= max; offset += Math.max(0, length - n + 1), n++) offsets[n] = offset;
    if (this.#wordIds.length < length) this.#wordIds = new Int32Array(2 * length);
    return offsets;
  }

  /** Writes a sentence's n-gram ids into `ids` from `at` on. */
  #write(words: Sentence, min: number, max: number, ids: Int32Array, at: number): void {
    const length = words.length;
    const lengths = Math.max(0, Math.min(max, length) - min + 1);
    if (lengths === 0) return;
    const offsets = this.#prepare(length, min, max, at);
    const wordIds = this.#wordIds;
    const shared = this.#shared.idsOf(words);
    for (let i = 0; i < length; i++) {
      let id = this.#shared.get(shared[i] as number);
      if (id < 0) {
        id = this.#wordId(words[i] as string);
        this.#shared.set(shared[i] as number, id);
      }
      wordIds[i] = id;
    }
    for (let i = 0; i < length; i++) {
      let id = this.#unigrams[wordIds[i] as number] as number;
      for (let n = 1; n < min + lengths && i + n <= length; n++) {
        if (n > 1) id = this.#extend(id, wordIds[i + n - 1] as number);
        if (n >= min) ids[(offsets[n] as number) + i] = id;
      }
    }
  }

  /** {@link #write} for {@link knownCorpusNgrams}: -1 for an n-gram without an id. */
  #writeKnown(words: Sentence, min: number, max: number, ids: Int32Array, at: number): void {
    const length = words.length;
    const lengths = Math.max(0, Math.min(max, length) - min + 1);
    if (lengths === 0) return;
    const offsets = this.#prepare(length, min, max, at);
    const wordIds = this.#wordIds;
    const shared = this.#shared.idsOf(words);
    for (let i = 0; i < length; i++) {
      let id = this.#shared.get(shared[i] as number);
      if (id === -1) {
        // A word without an id is remembered as -2 (looked up once); #write numbers it if asked.
        id = this.#words.get(words[i] as string) ?? -2;
        this.#shared.set(shared[i] as number, id);
      }
      wordIds[i] = id;
    }
    const unigrams = this.#unigrams;
    const extensions = this.#extensions;
    for (let i = 0; i < length; i++) {
      const word = wordIds[i] as number;
      let id = word < 0 ? -1 : (unigrams[word] as number);
      for (let n = 1; n < min + lengths && i + n <= length; n++) {
        if (n > 1 && id >= 0) id = extensions.knownId(id, wordIds[i + n - 1] as number);
        if (n >= min) ids[(offsets[n] as number) + i] = id;
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
