// compare-mt's `sacrebleu` score type: sacreBLEU 2.6.0's BLEU with its defaults (13a tokenizer,
// exp smoothing) on each line's words joined by spaces, from statistics summed over the sample.
import { BleukitError, computeBleu, createBleu } from '@bleukit/core';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { identity } from './bleu-scorer.js';
import { checkParallel } from './corpus-checks.js';
import { lowerWords } from './sentence-ngram-statistics.js';
import { pyFloat, type Corpus, type Scorer, type ScorerCache, type ScoreResult } from './scorer.js';
import { sumRows } from './sum-rows.js';

const STRIDE = 10;

interface SacrebleuCache extends ScorerCache {
  readonly stats: Int32Array;
}

/** compare-mt's `SacreBleuScorer` (named `SacreBleuScorer`): 0–100 whatever `--scorer_scale` says. */
export function createSacrebleuScorer(options: { caseInsensitive: boolean; scale: number }): Scorer {
  const { caseInsensitive, scale } = options;
  const bleu = createBleu({ tokenizer: tokenizer13a });
  const sums = new Float64Array(STRIDE);

  const cacheStats = (ref: Corpus, out: Corpus): SacrebleuCache => {
    checkParallel('sacrebleu', ref, out);
    const stats = new Int32Array(ref.length * STRIDE);
    for (let i = 0; i < ref.length; i++) {
      const r = caseInsensitive ? lowerWords(ref[i]!) : ref[i]!;
      const o = caseInsensitive ? lowerWords(out[i]!) : out[i]!;
      stats.set(bleu.segmentStatistics(o.join(' '), [r.join(' ')]), i * STRIDE);
    }
    return { size: ref.length, stats };
  };

  const scoreCachedCorpus = (ids: ArrayLike<number>, cache: ScorerCache): ScoreResult => {
    const { size, stats } = cache as SacrebleuCache;
    if (size === 0) return { score: pyFloat(0), detail: undefined };
    const totals = sumRows(stats, STRIDE, ids, sums);
    return { score: pyFloat(computeBleu(totals, { smoothMethod: 'exp', effectiveOrder: false }).score), detail: undefined };
  };

  return {
    scoreType: 'sacrebleu',
    name: 'SacreBleuScorer',
    idstr: 'sacrebleu',
    // compare-mt declares the global scale, though sacreBLEU's score is always 0–100.
    scale,
    needsSource: false,
    scoreCorpus: (ref: Corpus, out: Corpus): ScoreResult => scoreCachedCorpus(identity(ref.length), cacheStats(ref, out)),
    scoreSentence(): ScoreResult {
      throw new BleukitError(
        'unsupported',
        "[bleukit] [sacrebleu] compare-mt's sacrebleu has no sentence-level score (it is usually 0): use sentbleu, its smoothed sentence BLEU.",
      );
    },
    cacheStats,
    scoreCachedCorpus,
  };
}
