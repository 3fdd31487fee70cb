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
