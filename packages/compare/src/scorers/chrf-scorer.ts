// compare-mt's `chrf` score type: NLTK 3.8's `corpus_chrf` with max_len=6, beta=2 and
// ignore_whitespace=True, times the scale. That is not sacreBLEU's chrF: NLTK averages
// sentence-level F-scores (a macro average), per order and then over the six orders, after
// deleting every whitespace character; a sentence and order whose F-score is undefined (no
// n-gram on one side, or no match) count as 1e-16.
import { isPythonWhitespaceCode } from '@bleukit/core';
import { checkParallel } from './corpus-checks.js';
import { identity } from './bleu-scorer.js';
import { ngramIds } from './ngram-ids.js';
import { lowerWords } from './sentence-ngram-statistics.js';
import { pyFloat, type Corpus, type Scorer, type ScorerCache, type ScoreResult, type Sentence } from './scorer.js';

const MAX_ORDER = 6;
const FACTOR = 4; // beta ** 2
const EPSILON = 1e-16;

interface ChrfCache extends ScorerCache {
  /** Per sentence, the F-score of each order. */
  readonly fscores: Float64Array;
}

/** The code points of the words joined, whitespace removed (NLTK's `_preprocess`), one string each. */
function characters(words: Sentence): string[] {
  const result: string[] = [];
  for (const word of words) {
    for (const character of word) if (!isPythonWhitespaceCode(character.codePointAt(0)!)) result.push(character);
  }
  return result;
}

/** NLTK's F-scores of orders 1 … 6 for one sentence, written into `into` at `offset`. */
function sentenceFscores(ref: Sentence, out: Sentence, into: Float64Array, offset: number): void {
  const { ids, count } = ngramIds([characters(out), characters(ref)], MAX_ORDER);
  const refCounts = new Int32Array(count);
  for (let n = 0; n < MAX_ORDER; n++) {
    const outIds = ids[0]![n]!;
    const refIds = ids[1]![n]!;
    for (const id of refIds) refCounts[id]!++;
    let matches = 0;
    for (const id of outIds) {
      if (refCounts[id]! > 0) {
        refCounts[id]!--;
        matches++;
      }
    }
    for (const id of refIds) refCounts[id] = 0;
    let fscore = EPSILON;
    if (outIds.length > 0 && refIds.length > 0 && matches > 0) {
      const precision = matches / outIds.length;
      const recall = matches / refIds.length;
      fscore = ((1 + FACTOR) * (precision * recall)) / (FACTOR * precision + recall);
    }
    into[offset + n] = fscore;
  }
}

/** NLTK's corpus value from the sentences `ids`: per-order sums, their sum, / 6, / sentences. */
function corpusValue(fscores: Float64Array, ids: ArrayLike<number>): number {
  let total = 0;
  for (let n = 0; n < MAX_ORDER; n++) {
    let orderSum = 0;
    for (let k = 0; k < ids.length; k++) orderSum += fscores[ids[k]! * MAX_ORDER + n]!;
    total += orderSum;
  }
  return total / MAX_ORDER / ids.length;
}

/** compare-mt's `ChrFScorer` (`ChrF`), on the given scale. */
export function createChrfScorer(options: { caseInsensitive: boolean; scale: number }): Scorer {
  const { caseInsensitive, scale } = options;

  const cacheStats = (ref: Corpus, out: Corpus): ChrfCache => {
    checkParallel('chrf', ref, out);
    const fscores = new Float64Array(ref.length * MAX_ORDER);
    for (let i = 0; i < ref.length; i++) {
      if (caseInsensitive) sentenceFscores(lowerWords(ref[i]!), lowerWords(out[i]!), fscores, i * MAX_ORDER);
      else sentenceFscores(ref[i]!, out[i]!, fscores, i * MAX_ORDER);
    }
    return { size: ref.length, fscores };
  };

  // compare-mt has no cache for chrF and scores a bootstrap sample as a corpus; NLTK divides by
  // zero on an empty one, which scores 0 here.
  const scoreCachedCorpus = (ids: ArrayLike<number>, cache: ScorerCache): ScoreResult => ({
    score: pyFloat(ids.length === 0 ? 0 : scale * corpusValue((cache as ChrfCache).fscores, ids)),
    detail: undefined,
  });

  return {
    scoreType: 'chrf',
    name: 'ChrF',
    idstr: 'chrf',
    scale,
    needsSource: false,
    scoreCorpus: (ref: Corpus, out: Corpus): ScoreResult => scoreCachedCorpus(identity(ref.length), cacheStats(ref, out)),
    // compare-mt lower-cases only the corpus score's words.
    scoreSentence(ref: Sentence, out: Sentence): ScoreResult {
      const fscores = new Float64Array(MAX_ORDER);
      sentenceFscores(ref, out, fscores, 0);
      return { score: pyFloat(scale * corpusValue(fscores, [0])), detail: undefined };
    },
    cacheStats,
    scoreCachedCorpus,
  };
}
