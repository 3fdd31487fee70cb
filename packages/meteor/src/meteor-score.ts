import { BleukitError } from '@bleukit/core';
import type { WordNet } from '@bleukit/wordnet';
import type { MeteorMatchers } from './align-words.js';
import { nltkMatchers } from './meteor-matchers.js';
import { meteorValue, type MeteorParameters } from './sentence-meteor.js';

/** Options of {@link meteorScore}: NLTK's keyword arguments. */
export interface MeteorScoreOptions extends MeteorParameters {
  /** WordNet 3.0, from `loadWordNet()` of `@bleukit/wordnet`. */
  wordnet: WordNet;
  /** Lower-case the words first, as NLTK's default `preprocess=str.lower`. Default true. */
  lowercase?: boolean;
}

const matchersOf = new WeakMap<WordNet, MeteorMatchers>();

/** One set of cached matchers per WordNet. */
export function matchersFor(wordnet: WordNet): MeteorMatchers {
  let matchers = matchersOf.get(wordnet);
  if (matchers === undefined) {
    matchers = nltkMatchers(wordnet);
    matchersOf.set(wordnet, matchers);
  }
  return matchers;
}

/**
 * NLTK 3.8's `meteor_score(references, hypothesis, …)` on tokenized sentences: the best
 * `single_meteor_score` over the references, from 0 to 1, equal to NLTK's float bit for bit.
 */
export function meteorScore(
  references: readonly (readonly string[])[],
  hypothesis: readonly string[],
  options: MeteorScoreOptions,
): number {
  if (references.length === 0) {
    throw new BleukitError('invalid-input', '[bleukit] METEOR needs at least one reference (NLTK fails on none): meteorScore([referenceWords], hypothesisWords, { wordnet }).');
  }
  const lowercase = options.lowercase ?? true;
  const prepare = (words: readonly string[]) => (lowercase ? words.map((word) => word.toLowerCase()) : words);
  const matchers = matchersFor(options.wordnet);
  const hyp = prepare(hypothesis);
  let best = -Infinity;
  for (const reference of references) {
    const value = meteorValue(hyp, prepare(reference), matchers, options);
    if (value > best) best = value;
  }
  return best;
}

/** NLTK 3.8's `single_meteor_score(reference, hypothesis, …)`. */
export function singleMeteorScore(reference: readonly string[], hypothesis: readonly string[], options: MeteorScoreOptions): number {
  return meteorScore([reference], hypothesis, options);
}
