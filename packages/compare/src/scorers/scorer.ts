// The scorer contract of compare-mt's analyses: one object per score type (`bleu`, `sentbleu`,
// `ribes`, …), each with compare-mt's own definition and numbers. It mirrors compare-mt's
// `Scorer` class: a corpus score, a sentence score, and sufficient statistics cached per sentence
// so that a bootstrap sample is scored without going back to the words.

/**
 * One line's tokens: the line split on single spaces, as compare-mt's `load_tokens` gives it.
 * Scorers keep word ids and sentence statistics beside each array they see (in WeakMaps, or on
 * the arrays `loadTokens` makes), so an array must not change once scored: give changed words a
 * new array.
 */
export type Sentence = readonly string[];

/** A file's lines, each split into tokens. */
export type Corpus = readonly Sentence[];

/**
 * A number as Python holds it, which decides how compare-mt prints it: an `int` with `{:d}`
 * (`0`), a `float` with `{:.Nf}` (`0.0000`). BLEU of a corpus with no matching word is the int
 * `0`; the same corpus's WER is a float.
 */
export interface PyNumber {
  readonly type: 'int' | 'float';
  readonly value: number;
}

/** Python's `float` `value`. */
export function pyFloat(value: number): PyNumber {
  return { type: 'float', value };
}

/** Python's `int` `value`. */
export function pyInt(value: number): PyNumber {
  return { type: 'int', value };
}

/** A score and compare-mt's auxiliary string for it. */
export interface ScoreResult {
  readonly score: PyNumber;
  /** compare-mt's auxiliary string (`ref=120, out=118` for the length ratio), or undefined for None. */
  readonly detail: string | undefined;
}

/**
 * Per-sentence sufficient statistics of one output against the reference, made by
 * {@link Scorer.cacheStats} and read only by the same scorer's {@link Scorer.scoreCachedCorpus}.
 */
export interface ScorerCache {
  /** The number of sentences cached. */
  readonly size: number;
}

/** compare-mt's scorer of one score type. */
export interface Scorer {
  /** The score type as compare-mt's `--compare_scores score_type=…` spells it (`bleu`, `length`, …). */
  readonly scoreType: string;
  /** compare-mt's `name()`, which its tables print (`BLEU`, `length ratio`, `sentence-level BLEU`). */
  readonly name: string;
  /** compare-mt's `idstr()` (`bleu`, `lengthrat`, `sentbleu`). */
  readonly idstr: string;
  /**
   * compare-mt's `scale`: the `--scorer_scale` (100 or 1) for the scores it scales, 1 for the
   * length ratio and exact match. Score buckets' default cutoffs are tenths of it.
   */
  readonly scale: number;
  /** Whether the score needs the source (`gleu`). */
  readonly needsSource: boolean;
  /** The corpus score (compare-mt's `score_corpus`). */
  scoreCorpus(ref: Corpus, out: Corpus, src?: Corpus): ScoreResult;
  /**
   * One sentence's score (compare-mt's `score_sentence`). `bleu` and `sacrebleu` have none:
   * they throw, saying to use `sentbleu`.
   */
  scoreSentence(ref: Sentence, out: Sentence, src?: Sentence): ScoreResult;
  /** Per-sentence statistics for {@link Scorer.scoreCachedCorpus} (compare-mt's `cache_stats`). */
  cacheStats(ref: Corpus, out: Corpus, src?: Corpus): ScorerCache;
  /**
   * The corpus score of the sentences `ids` (repeats count again), from this scorer's cache;
   * the same number compare-mt computes for that sample in its bootstrap.
   */
  scoreCachedCorpus(ids: ArrayLike<number>, cache: ScorerCache): ScoreResult;
}

/** Options of {@link createScorer}. */
export interface ScorerOptions {
  /** compare-mt's `case_insensitive` (lower-cases words first, for the score types that take it). Default false. */
  caseInsensitive?: boolean;
  /** compare-mt's `--scorer_scale`: 100 (default) or 1. */
  scale?: number;
  /**
   * Whether the scale is a Python int. compare-mt's command keeps argparse's default, the int
   * 100, when `--scorer_scale` is not given (a given one is a float), and an int scale times an
   * int 0 stays the int 0 that compare-mt prints as `0`: NLTK's sentence BLEU without a matching
   * word, and WER of a sample without reference words. Default false.
   */
  intScale?: boolean;
}
