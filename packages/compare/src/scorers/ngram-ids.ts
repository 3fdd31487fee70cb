// Small integer ids for the n-grams of a few sentences: equal n-grams (of any of the sentences)
// get equal ids, so counting them is indexing an array. Token ids come from a Map of the words;
// an n-gram's id from its (n−1)-gram prefix's id and its last token's id.
import type { Sentence } from './scorer.js';
import { internWords } from './word-ids.js';

/** The n-gram ids of some sentences, for orders 1 … maxOrder. */
export interface SentenceNgramIds {
  /** `ids[s][n - 1][i]`: the id of sentence s's n-gram starting at word i. */
  readonly ids: readonly (readonly Int32Array[])[];
  /** How many distinct ids (all below this). */
  readonly count: number;
}

/** Gives every n-gram of `sentences` up to `maxOrder` words an id. */
export function ngramIds(sentences: readonly Sentence[], maxOrder: number): SentenceNgramIds {
  const words = new Map<string, number>();
  const tokens = sentences.map((sentence) => internWords(sentence, words));
  const vocabulary = words.size;
  const extensions = new Map<number, number>();
  let count = vocabulary;
  const ids = tokens.map((sentenceTokens) => {
    const orders: Int32Array[] = [sentenceTokens];
    for (let n = 2; n <= maxOrder; n++) {
      const prefixes = orders[n - 2]!;
      const current = new Int32Array(Math.max(0, sentenceTokens.length - n + 1));
      for (let i = 0; i < current.length; i++) {
        const key = prefixes[i]! * vocabulary + sentenceTokens[i + n - 1]!;
        let id = extensions.get(key);
        if (id === undefined) {
          id = count++;
          extensions.set(key, id);
        }
        current[i] = id;
      }
      orders.push(current);
    }
    return orders;
  });
  return { ids, count };
}
