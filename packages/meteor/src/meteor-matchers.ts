import type { WordNet } from '@bleukit/wordnet';
import type { MeteorMatchers } from './align-words.js';
import { porterStem } from './porter-stemmer.js';

/** Stems and synonym sets are looked up once per word: sentences repeat words. */
const CACHE_LIMIT = 200_000;

function cached<T>(compute: (word: string) => T): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    let value = cache.get(word);
    if (value === undefined) {
      value = compute(word);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(word, value);
    }
    return value;
  };
}

/**
 * NLTK's matchers: its Porter stemmer (`PorterStemmer()` in NLTK_EXTENSIONS mode, which
 * lower-cases) and WordNet 3.0's synonyms through `synsets(word)`.
 */
export function nltkMatchers(wordnet: WordNet): MeteorMatchers {
  const matchers = { stem: cached(porterStem), synonyms: cached((word: string) => wordnet.synonyms(word)) };
  uncached.set(matchers, { stem: porterStem, synonyms: (word) => wordnet.synonyms(word) });
  // A WordNet of an older @bleukit/wordnet, without lookups by code units, is asked by string.
  if (typeof wordnet.synonymWords === 'function' && typeof wordnet.wordNumber === 'function') nltkWordNets.set(matchers, wordnet);
  return matchers;
}

/** The WordNet of each set of {@link nltkMatchers}. */
const nltkWordNets = new WeakMap<MeteorMatchers, WordNet>();

/**
 * The WordNet behind `matchers` when they are {@link nltkMatchers} (whose stems are NLTK's
 * Porter stems and synonyms that WordNet's), so that word types can compute both from a word's
 * characters; `undefined` for other matchers.
 */
export function wordNetOf(matchers: MeteorMatchers): WordNet | undefined {
  return nltkWordNets.get(matchers);
}

/** The lookups behind {@link nltkMatchers}' caches, for callers that cache per word type themselves. */
const uncached = new WeakMap<MeteorMatchers, MeteorMatchers>();

/**
 * `matchers` without their per-word caches where they have them (those of {@link nltkMatchers}),
 * else `matchers` themselves: word types (word-types.ts) look each word up once already, and a
 * second cache keyed by the word's string only costs its hashing and memory.
 */
export function lookupsOf(matchers: MeteorMatchers): MeteorMatchers {
  return uncached.get(matchers) ?? matchers;
}
