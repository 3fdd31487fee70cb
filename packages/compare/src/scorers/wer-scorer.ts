// compare-mt's `wer` score type: word error rate, the corpus's word-level Levenshtein distance
// (substitution, insertion and deletion cost 1 each) over the reference's word count.
import { checkParallel } from './corpus-checks.js';
import { identity } from './bleu-scorer.js';
import { lowerWords } from './sentence-ngram-statistics.js';
import { pyFloat, pyInt, type Corpus, type Scorer, type ScorerCache, type ScoreResult, type Sentence } from './scorer.js';

interface WerCache extends ScorerCache {
  readonly refLengths: Int32Array;
  readonly distances: Float64Array;
}

let row = new Int32Array(256);

/** Word-level Levenshtein distance of `out` from `ref`. */
export function editDistance(ref: Sentence, out: Sentence): number {
  const width = out.length + 1;
  if (row.length < width) row = new Int32Array(Math.max(width, 2 * row.length));
  for (let j = 0; j < width; j++) row[j] = j;
  for (let i = 0; i < ref.length; i++) {
    const word = ref[i];
    // row[j] holds the previous row until overwritten; diagonal keeps row[j] of the previous row.
    let diagonal = row[0]!;
    row[0] = i + 1;
    for (let j = 0; j < out.length; j++) {
      const above = row[j + 1]!;
      let best = diagonal + (word === out[j] ? 0 : 1);
      if (above + 1 < best) best = above + 1;
      if (row[j]! + 1 < best) best = row[j]! + 1;
      row[j + 1] = best;
      diagonal = above;
    }
  }
  return row[out.length]!;
}

/** compare-mt's `WERScorer` (`Word Error Rate`), on the given scale. */
export function createWerScorer(options: { caseInsensitive: boolean; scale: number; intScale: boolean }): Scorer {
  const { caseInsensitive, scale, intScale } = options;
  const distance = caseInsensitive
    ? (ref: Sentence, out: Sentence) => editDistance(lowerWords(ref), lowerWords(out))
    : editDistance;
  const cacheStats = (ref: Corpus, out: Corpus): WerCache => {
    checkParallel('wer', ref, out);
    const refLengths = new Int32Array(ref.length);
    const distances = new Float64Array(ref.length);
    for (let i = 0; i < ref.length; i++) {
      refLengths[i] = ref[i]!.length;
      distances[i] = distance(ref[i]!, out[i]!);
    }
    return { size: ref.length, refLengths, distances };
  };

  const scoreCachedCorpus = (ids: ArrayLike<number>, cache: ScorerCache): ScoreResult => {
    const { size, refLengths, distances } = cache as WerCache;
    if (size === 0) return { score: pyFloat(0), detail: undefined };
    // Whole numbers, so any order of addition gives NumPy's sums.
    let denominator = 0;
    let edits = 0;
    for (let k = 0; k < ids.length; k++) {
      denominator += refLengths[ids[k]!]!;
      edits += distances[ids[k]!]!;
    }
    // No reference word (an empty sample): compare-mt's WER is the int 0, times the scale.
    if (denominator === 0) return { score: intScale ? pyInt(0) : pyFloat(0), detail: undefined };
    return { score: pyFloat(scale * (edits / denominator)), detail: undefined };
  };

  return {
    scoreType: 'wer',
    name: 'Word Error Rate',
    idstr: 'wer',
    scale,
    needsSource: false,
    scoreCorpus: (ref: Corpus, out: Corpus): ScoreResult => scoreCachedCorpus(identity(ref.length), cacheStats(ref, out)),
    scoreSentence: (ref: Sentence, out: Sentence): ScoreResult => scoreCachedCorpus([0], cacheStats([ref], [out])),
    cacheStats,
    scoreCachedCorpus,
  };
}
