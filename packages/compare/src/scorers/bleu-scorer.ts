// compare-mt's `bleu` score type (its own `BleuScorer`): corpus BLEU-4 from per-sentence clipped
// n-gram counts, with compare-mt's order of operations: a plain running sum of 0.25 × log p_n
// over orders (a zero precision adds 0), a brevity penalty min(1, exp(1 − r/c)), and the Python
// int 0 when no word matches.
import { BleukitError, exactLog, glibcExp } from '@bleukit/core';
import { checkParallel } from './corpus-checks.js';
import { pyFloat, pyInt, type Corpus, type Scorer, type ScorerCache, type ScoreResult } from './scorer.js';
import { corpusStatistics, COUNTS, MATCHES, ORDER, OUT_LENGTH, REF_LENGTH, STRIDE } from './sentence-ngram-statistics.js';
import { sumRows } from './sum-rows.js';

interface BleuCache extends ScorerCache {
  readonly stats: Int32Array;
}

const WEIGHT = 0.25;

/** compare-mt's `BleuScorer` (`BLEU`), on the given scale. */
export function createBleuScorer(options: { caseInsensitive: boolean; scale: number }): Scorer {
  const { caseInsensitive, scale } = options;
  const totals = new Float64Array(STRIDE);

  const cacheStats = (ref: Corpus, out: Corpus): BleuCache => {
    checkParallel('bleu', ref, out);
    return { size: ref.length, stats: corpusStatistics(ref, out, caseInsensitive) };
  };

  const scoreCachedCorpus = (ids: ArrayLike<number>, cache: ScorerCache): ScoreResult => {
    const { size, stats } = cache as BleuCache;
    if (size === 0) return { score: pyFloat(0), detail: undefined };
    const sums = sumRows(stats, STRIDE, ids, totals);
    const refLength = sums[REF_LENGTH]!;
    const outLength = sums[OUT_LENGTH]!;
    if (sums[MATCHES] === 0) return { score: pyInt(0), detail: undefined };
    let logSum = 0;
    for (let n = 0; n < ORDER; n++) {
      const count = sums[COUNTS + n]!;
      const p = count !== 0 ? sums[MATCHES + n]! / count : 0;
      logSum += (p > 0 ? exactLog(p) : 0) * WEIGHT;
    }
    return { score: pyFloat(scaledBleu(scale, refLength, outLength, logSum)), detail: undefined };
  };

  return {
    scoreType: 'bleu',
    name: 'BLEU',
    idstr: 'bleu',
    scale,
    needsSource: false,
    scoreCorpus: (ref: Corpus, out: Corpus): ScoreResult => {
      const cache = cacheStats(ref, out);
      return scoreCachedCorpus(identity(ref.length), cache);
    },
    scoreSentence(): ScoreResult {
      throw new BleukitError(
        'unsupported',
        "[bleukit] [bleu] compare-mt's bleu has no sentence-level score (it is usually 0): use sentbleu, its smoothed sentence BLEU.",
      );
    },
    cacheStats,
    scoreCachedCorpus,
  };
}

/**
 * compare-mt's last step of BLEU and GLEU: scale × min(1, exp(1 − r/c)) × exp(Σ w log p), the
 * penalty 0 without output words.
 */
export function scaledBleu(scale: number, refLength: number, outLength: number, logSum: number): number {
  const bp = outLength !== 0 ? Math.min(1, glibcExp(1 - refLength / outLength)) : 0;
  return scale * bp * glibcExp(logSum);
}

/** The ids 0 … n − 1. */
export function identity(n: number): Int32Array {
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i++) ids[i] = i;
  return ids;
}
