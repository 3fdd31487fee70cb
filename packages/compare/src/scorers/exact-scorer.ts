// compare-mt's `exact` score type: the share of output lines identical to their reference.
import { checkParallel } from './corpus-checks.js';
import { pyFloat, pyInt, type Corpus, type Scorer, type ScorerCache, type ScoreResult, type Sentence } from './scorer.js';

interface ExactCache extends ScorerCache {
  readonly matches: Uint8Array;
}

function sameWords(ref: Sentence, out: Sentence): boolean {
  if (ref.length !== out.length) return false;
  for (let i = 0; i < ref.length; i++) if (ref[i] !== out[i]) return false;
  return true;
}

/**
 * compare-mt's `ExactMatchScorer`: `exact match`, unscaled (0–1). A sentence scores the float
 * 1.0 or the int 0, as compare-mt's does. compare-mt divides by zero on an empty corpus; this
 * gives 0.0.
 */
export function createExactScorer(): Scorer {
  const share = (matches: number, lines: number): ScoreResult => ({
    score: pyFloat(lines === 0 ? 0 : matches / lines),
    detail: undefined,
  });
  return {
    scoreType: 'exact',
    name: 'exact match',
    idstr: 'exact',
    scale: 1,
    needsSource: false,
    scoreCorpus(ref: Corpus, out: Corpus): ScoreResult {
      checkParallel('exact', ref, out);
      let matches = 0;
      for (let i = 0; i < ref.length; i++) if (sameWords(ref[i]!, out[i]!)) matches++;
      return share(matches, ref.length);
    },
    scoreSentence: (ref: Sentence, out: Sentence): ScoreResult => ({
      score: sameWords(ref, out) ? pyFloat(1) : pyInt(0),
      detail: undefined,
    }),
    cacheStats(ref: Corpus, out: Corpus): ExactCache {
      checkParallel('exact', ref, out);
      const matches = new Uint8Array(ref.length);
      for (let i = 0; i < ref.length; i++) matches[i] = sameWords(ref[i]!, out[i]!) ? 1 : 0;
      return { size: ref.length, matches };
    },
    scoreCachedCorpus(ids: ArrayLike<number>, cache: ScorerCache): ScoreResult {
      const { matches } = cache as ExactCache;
      let total = 0;
      for (let k = 0; k < ids.length; k++) total += matches[ids[k]!]!;
      return share(total, ids.length);
    },
  };
}
