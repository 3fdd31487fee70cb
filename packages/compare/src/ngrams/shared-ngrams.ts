// The n-grams of a reference and its outputs (lengths 1 to 4), numbered once per reference
// corpus and kept for every analysis that counts them: compare-mt's BLEU statistics (matches per
// order, see scorers/sentence-ngram-statistics.ts) and the n-gram differences with their default
// lengths count the same n-grams of the same sentences, so each corpus's are found once. Matches
// need only the outputs' n-grams that the reference has: those are looked up, not numbered.
import type { Corpus } from '../scorers/scorer.js';
import { NgramIndex, type CorpusNgrams } from './ngram-index.js';

/** The shortest and longest n-grams numbered: BLEU's orders, the n-gram report's default lengths. */
export const SHARED_NGRAM_LENGTHS = { min: 1, max: 4 } as const;

/** One reference's index, and the n-grams of each corpus numbered in it. */
export interface SharedNgrams {
  readonly index: NgramIndex;
  /** The n-grams of `corpus` (the reference or an output of it), numbered once. */
  ngramsOf(corpus: Corpus): CorpusNgrams;
  /**
   * The ids of `corpus`'s n-grams that are numbered once the reference's are, -1 for the others
   * (which no reference sentence has): enough to count matches, and cheaper than {@link ngramsOf}.
   */
  knownNgramsOf(corpus: Corpus): CorpusNgrams;
}

// By reference corpus: the index goes when the reference does.
const byReference = new WeakMap<Corpus, SharedNgrams>();

/** The shared n-grams of `ref` and its outputs. */
export function sharedNgrams(ref: Corpus): SharedNgrams {
  let shared = byReference.get(ref);
  if (shared === undefined) {
    const index = new NgramIndex();
    const corpora = new WeakMap<Corpus, CorpusNgrams>();
    const known = new WeakMap<Corpus, CorpusNgrams>();
    const ngramsOf = (corpus: Corpus): CorpusNgrams => {
      let ngrams = corpora.get(corpus);
      if (ngrams === undefined) corpora.set(corpus, (ngrams = index.corpusNgrams(corpus, SHARED_NGRAM_LENGTHS.min, SHARED_NGRAM_LENGTHS.max)));
      return ngrams;
    };
    shared = {
      index,
      ngramsOf,
      knownNgramsOf(corpus: Corpus): CorpusNgrams {
        // Numbered in full already (or the reference itself): those ids.
        const numbered = corpus === ref ? ngramsOf(ref) : corpora.get(corpus);
        if (numbered !== undefined) return numbered;
        let ngrams = known.get(corpus);
        if (ngrams === undefined) {
          ngramsOf(ref);
          known.set(corpus, (ngrams = index.knownCorpusNgrams(corpus, SHARED_NGRAM_LENGTHS.min, SHARED_NGRAM_LENGTHS.max)));
        }
        return ngrams;
      },
    };
    byReference.set(ref, shared);
  }
  return shared;
}
