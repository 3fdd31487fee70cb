// Integer ids for words, kept beside each sentence array. The same arrays come back many times
// in a report (every system against the same reference; corpus BLEU, BLEU per bucket, sentence
// scores per bucket and per example), so a sentence's words are looked up once.
import type { Sentence } from './scorer.js';

/** Distinct words kept before the vocabulary starts afresh (bounding its memory). */
const VOCABULARY_LIMIT = 1 << 22;

let vocabulary = new Map<string, number>();
let generation = 0;
const sentenceIds = new WeakMap<Sentence, { generation: number; ids: Int32Array }>();

// Sentences made by load-tokens.ts carry their ids themselves (no WeakMap entry to keep, which the
// garbage collector would visit at every collection), with the vocabulary generation they are from.
const WORD_IDS = Symbol('bleukit.wordIds');
const WORD_IDS_GENERATION = Symbol('bleukit.wordIdsGeneration');
const KEPT = Symbol('bleukit.kept');
interface LoadedSentence extends Array<string> {
  [WORD_IDS]?: Int32Array;
  [WORD_IDS_GENERATION]?: number;
  [KEPT]?: unknown;
}
/**
 * Starts the shared vocabulary afresh once it holds too many words (then ids from before mean
 * other words), and returns its {@link vocabularyGeneration}. Called between sentences, never
 * while numbering one.
 */
export function boundVocabulary(): number {
  if (vocabulary.size > VOCABULARY_LIMIT) {
    vocabulary = new Map();
    generation++;
  }
  return generation;
}

/** The id of `word` in the shared vocabulary, numbering it if new. */
export function sharedWordId(word: string): number {
  let id = vocabulary.get(word);
  if (id === undefined) {
    id = vocabulary.size;
    vocabulary.set(word, id);
  }
  return id;
}

/**
 * Gives `sentence` (a new array, numbered by {@link sharedWordId} since the last
 * {@link boundVocabulary}) its ids to carry, and room for one value ({@link keepOnSentence}).
 */
export function attachWordIds(sentence: string[], ids: Int32Array): void {
  const loaded = sentence as LoadedSentence;
  loaded[WORD_IDS] = ids;
  loaded[WORD_IDS_GENERATION] = generation;
  // Set now, so that every loaded sentence keeps one shape whatever is kept on it later.
  loaded[KEPT] = undefined;
}

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
  boundVocabulary();
  return idsOf(sentence);
}

/** Whether `sentence` carries its own ids of the current vocabulary (made by load-tokens.ts), so that asking for them costs no look-up. */
export function carriesWordIds(sentence: Sentence): boolean {
  const loaded = sentence as LoadedSentence;
  return loaded[WORD_IDS] !== undefined && loaded[WORD_IDS_GENERATION] === generation;
}

/** How many words the shared vocabulary holds (every shared id is below this). */
export function sharedVocabularySize(): number {
  return vocabulary.size;
}

/** Changes whenever the shared vocabulary starts afresh (its ids then mean other words). */
export function vocabularyGeneration(): number {
  return generation;
}

/** The word ids of `sentence` in the current vocabulary. */
function idsOf(sentence: Sentence): Int32Array {
  const own = (sentence as LoadedSentence)[WORD_IDS];
  if (own !== undefined && (sentence as LoadedSentence)[WORD_IDS_GENERATION] === generation) return own;
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
  boundVocabulary();
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
  // Room for every word numbered so far: growing while a caller's loop runs would take a call its
  // optimized code has never seen, and throw that code away.
  #local = new Int32Array(Math.max(1024, vocabulary.size)).fill(-1);

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

/**
 * The value {@link keepOnSentence} kept on `sentence`, or undefined (always, for an array that
 * {@link attachWordIds} was not given).
 */
export function keptOnSentence(sentence: Sentence): unknown {
  return (sentence as LoadedSentence)[KEPT];
}

/**
 * Keeps `value` on a sentence given its ids by {@link attachWordIds}, for as long as the sentence lives (one
 * value a sentence: the pair statistics of an output sentence), and returns true; returns false
 * for any other array, which the caller then keeps in a WeakMap of its own.
 */
export function keepOnSentence(sentence: Sentence, value: unknown): boolean {
  if ((sentence as LoadedSentence)[WORD_IDS] === undefined) return false;
  (sentence as LoadedSentence)[KEPT] = value;
  return true;
}
