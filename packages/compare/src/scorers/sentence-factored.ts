// compare-mt's `SentenceFactoredScorer`: a corpus score that is the mean of sentence scores. Its
// corpus score adds the sentences up in order (a Python loop); a bootstrap sample's score is
// NumPy's mean of the sampled sentences' scores (pairwise summation), which can round otherwise.
// compare-mt lower-cases case-insensitive words in several places (once more in `cache_stats`);
// lower-casing twice changes nothing, so here it is done once per sentence score.
import { numpyMean } from '@bleukit/core';
import { checkParallel } from './corpus-checks.js';
import { pyFloat, pyInt, type Corpus, type Scorer, type ScorerCache, type ScoreResult, type Sentence } from './scorer.js';
import { lowerWords } from './sentence-ngram-statistics.js';

interface SentenceScoresCache extends ScorerCache {
  readonly scores: Float64Array;
}

/** What a sentence-factored score type defines; the rest follows. */
export interface SentenceFactoredDefinition {
  readonly scoreType: string;
  readonly name: string;
  readonly idstr: string;
  readonly scale: number;
  /** compare-mt's `case_insensitive`: every sentence score is of lower-cased words. */
  readonly caseInsensitive: boolean;
  /** One sentence's score, of the words as given. */
  sentenceScore(ref: Sentence, out: Sentence): number;
  /** Whether a sentence score of 0 is a Python int (an int scale times an int 0), not a float. */
  readonly intZero: boolean;
}

/** A scorer whose corpus score is the mean of {@link SentenceFactoredDefinition.sentenceScore}. */
export function createSentenceFactoredScorer(definition: SentenceFactoredDefinition): Scorer {
  const { scoreType } = definition;
  const sentenceScore = definition.caseInsensitive
    ? (ref: Sentence, out: Sentence) => definition.sentenceScore(lowerWords(ref), lowerWords(out))
    : definition.sentenceScore;
  let gathered = new Float64Array(1024);
  // The int 0 made once, and the flag read once: the first 0 met in a long run of sentence scores
  // then takes no call or property read the optimized code has not seen (which would throw it away).
  const { intZero } = definition;
  const intZeroScore = pyInt(0);
  return {
    scoreType,
    name: definition.name,
    idstr: definition.idstr,
    scale: definition.scale,
    needsSource: false,
    scoreCorpus(ref: Corpus, out: Corpus): ScoreResult {
      checkParallel(scoreType, ref, out);
      if (ref.length === 0) return { score: pyFloat(0), detail: undefined };
      let sum = 0;
      for (let i = 0; i < ref.length; i++) sum += sentenceScore(ref[i]!, out[i]!);
      return { score: pyFloat(sum / ref.length), detail: undefined };
    },
    scoreSentence(ref: Sentence, out: Sentence): ScoreResult {
      const score = sentenceScore(ref, out);
      return { score: score === 0 && intZero ? intZeroScore : pyFloat(score), detail: undefined };
    },
    cacheStats(ref: Corpus, out: Corpus): SentenceScoresCache {
      checkParallel(scoreType, ref, out);
      const scores = new Float64Array(ref.length);
      for (let i = 0; i < ref.length; i++) scores[i] = sentenceScore(ref[i]!, out[i]!);
      return { size: ref.length, scores };
    },
    scoreCachedCorpus(ids: ArrayLike<number>, cache: ScorerCache): ScoreResult {
      const { scores } = cache as SentenceScoresCache;
      if (gathered.length < ids.length) gathered = new Float64Array(Math.max(ids.length, 2 * gathered.length));
      const sample = gathered.subarray(0, ids.length);
      for (let k = 0; k < ids.length; k++) sample[k] = scores[ids[k]!]!;
      // NumPy's mean of no values is nan, as compare-mt's is.
      return { score: pyFloat(numpyMean(sample)), detail: undefined };
    },
  };
}
