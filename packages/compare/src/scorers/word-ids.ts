// Integer ids for words, kept beside each sentence array. The same arrays come back many times
// in a report (every system against the same reference; corpus BLEU, BLEU per bucket, sentence
// scores per bucket and per example), so a sentence's words are looked up once.
import type { Sentence } from './scorer.js';

/** Distinct words kept before the vocabulary starts afresh (bounding its memory). */
const VOCABULARY_LIMIT = 1 << 22;

let vocabulary = new Map<string, number>();
let generation = 0;
const sentenceIds = new WeakMap<Sentence, { generation: number; ids: Int32Array }>();

/** The ids of `words` in `vocabulary`, giving a new word the next id (the vocabulary's size). */
export function internWords(words: readonly string[], vocabulary: Map<string, number>): Int32Array {
  const ids = new Int32Array(words.length);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    let id = vocabulary.get(word);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(word, id);
    }
    ids[i] = id;
  }
  return ids;
}

/**
 * The word ids of `sentence` in the shared vocabulary, counted once per sentence array and shared
 * by every analysis that numbers words (scorers, word buckets, n-grams). Ids from calls with
 * different {@link vocabularyGeneration}s are unrelated.
 */
export function sentenceWordIds(sentence: Sentence): Int32Array {
  if (vocabulary.size > VOCABULARY_LIMIT) {
    vocabulary = new Map();
    generation++;
  }
  return idsOf(sentence);
}

/** Changes whenever the shared vocabulary starts afresh (its ids then mean other words). */
export function vocabularyGeneration(): number {
  return generation;
}

/** The word ids of `sentence` in the current vocabulary. */
function idsOf(sentence: Sentence): Int32Array {
  const cached = sentenceIds.get(sentence);
  if (cached !== undefined && cached.generation === generation) return cached.ids;
  const ids = internWords(sentence, vocabulary);
  sentenceIds.set(sentence, { generation, ids });
  return ids;
}

/** Word ids of a sentence pair, from one vocabulary (equal words, equal ids). */
export interface PairIds {
  ref: Int32Array;
  out: Int32Array;
  /** Every id is below this. */
  vocabularySize: number;
}

/** Fills `into` with the word ids of `ref` and `out` and returns it. */
export function pairIds(ref: Sentence, out: Sentence, into: PairIds): PairIds {
  if (vocabulary.size > VOCABULARY_LIMIT) {
    vocabulary = new Map();
    generation++;
  }
  into.ref = idsOf(ref);
  into.out = idsOf(out);
  into.vocabularySize = vocabulary.size;
  return into;
}

/**
 * A caller's own word numbering, looked up by shared word id ({@link sentenceWordIds}) rather
 * than by string: a cache in front of the caller's map of words, emptied when the shared
 * vocabulary starts afresh. Translate a sentence's ids before asking for another sentence's.
 */
export class SharedWordIdCache {
  #generation = -1;
  #local = new Int32Array(1024).fill(-1);

  /** The shared word ids of `sentence`. */
  idsOf(sentence: Sentence): Int32Array {
    const ids = sentenceWordIds(sentence);
    if (generation !== this.#generation) {
      this.#generation = generation;
      this.#local.fill(-1);
    }
    return ids;
  }

  /** The caller's id for a shared id, or -1 if not yet set. */
  get(shared: number): number {
    return shared < this.#local.length ? (this.#local[shared] as number) : -1;
  }

  set(shared: number, local: number): void {
    if (shared >= this.#local.length) {
      const larger = new Int32Array(Math.max(shared + 1, 2 * this.#local.length)).fill(-1);
      larger.set(this.#local);
      this.#local = larger;
    }
    this.#local[shared] = local;
  }
}
