// compare-mt's `gleu` score type (Napoles et al., "GLEU Without Tuning"): BLEU-4 whose n-gram
// matches are penalised by the output's n-grams that stay from the source without being in the
// reference. Per sentence and order: matches = Σ min(o, r) − Σ max(0, min(o, s) − min(o, r)),
// floored at 0, over the output's count. No case-insensitive option: compare-mt creates its
// GleuScorer without passing one.
import { exactLog } from '@bleukit/core';
import { identity, scaledBleu } from './bleu-scorer.js';
import { checkParallel, requireSource } from './corpus-checks.js';
import { ngramIds } from './ngram-ids.js';
import { pyFloat, pyInt, type Corpus, type Scorer, type ScorerCache, type ScoreResult, type Sentence } from './scorer.js';
import { COUNTS, MATCHES, ORDER, OUT_LENGTH, REF_LENGTH, STRIDE } from './sentence-ngram-statistics.js';
import { sumRows } from './sum-rows.js';

const WEIGHT = 0.25;

interface GleuCache extends ScorerCache {
  readonly stats: Int32Array;
}

/** Writes one sentence's GLEU numbers into `into` at `offset`. */
function sentenceStatistics(ref: Sentence, out: Sentence, src: Sentence, into: Int32Array, offset: number): void {
  const { ids, count } = ngramIds([out, ref, src], ORDER);
  const outCounts = new Int32Array(count);
  const refCounts = new Int32Array(count);
  const srcCounts = new Int32Array(count);
  into[offset + REF_LENGTH] = ref.length;
  into[offset + OUT_LENGTH] = out.length;
  for (let n = 0; n < ORDER; n++) {
    const outIds = ids[0]![n]!;
    const refIds = ids[1]![n]!;
    const srcIds = ids[2]![n]!;
    for (const id of outIds) outCounts[id]!++;
    for (const id of refIds) refCounts[id]!++;
    for (const id of srcIds) srcCounts[id]!++;
    let withRef = 0;
    let fromSource = 0;
    for (const id of outIds) {
      const o = outCounts[id]!;
      if (o === 0) continue; // counted already
      const r = Math.min(o, refCounts[id]!);
      const s = Math.min(o, srcCounts[id]!);
      withRef += r;
      if (s > r) fromSource += s - r;
      outCounts[id] = 0;
    }
    for (const id of refIds) refCounts[id] = 0;
    for (const id of srcIds) srcCounts[id] = 0;
    into[offset + MATCHES + n] = Math.max(withRef - fromSource, 0);
    into[offset + COUNTS + n] = outIds.length;
  }
}

/** compare-mt's `GleuScorer` (`GLEU`), on the given scale; it needs the source. */
export function createGleuScorer(options: { scale: number }): Scorer {
  const { scale } = options;
  const totals = new Float64Array(STRIDE);

  const cacheStats = (ref: Corpus, out: Corpus, src?: Corpus): GleuCache => {
    const source = requireSource('gleu', src);
    checkParallel('gleu', ref, out, source);
    const stats = new Int32Array(ref.length * STRIDE);
    for (let i = 0; i < ref.length; i++) sentenceStatistics(ref[i]!, out[i]!, source[i]!, stats, i * STRIDE);
    return { size: ref.length, stats };
  };

  const scoreCachedCorpus = (ids: ArrayLike<number>, cache: ScorerCache): ScoreResult => {
    const { size, stats } = cache as GleuCache;
    if (size === 0) return { score: pyFloat(0), detail: undefined };
    const sums = sumRows(stats, STRIDE, ids, totals);
    const refLength = sums[REF_LENGTH]!;
    const outLength = sums[OUT_LENGTH]!;
    // compare-mt (after gec-ranking's gleu.py) gives 0 when any sum is 0. It divides 0 by 0 on
    // an empty sample; that is 0 here too.
    if (ids.length === 0 || sums.subarray(MATCHES).includes(0)) return { score: pyInt(0), detail: undefined };
    let logSum = 0;
    for (let n = 0; n < ORDER; n++) logSum += exactLog(sums[MATCHES + n]! / sums[COUNTS + n]!) * WEIGHT;
    return { score: pyFloat(scaledBleu(scale, refLength, outLength, logSum)), detail: undefined };
  };

  return {
    scoreType: 'gleu',
    name: 'GLEU',
    idstr: 'gleu',
    scale,
    needsSource: true,
    scoreCorpus: (ref: Corpus, out: Corpus, src?: Corpus): ScoreResult =>
      scoreCachedCorpus(identity(ref.length), cacheStats(ref, out, src)),
    scoreSentence(ref: Sentence, out: Sentence, src?: Sentence): ScoreResult {
      const source = requireSource('gleu', src);
      const stats = new Int32Array(STRIDE);
      sentenceStatistics(ref, out, source, stats, 0);
      // Smoothed as gec-ranking's gleu.py: every sum at least 1.
      for (let k = MATCHES; k < STRIDE; k++) stats[k] = Math.max(stats[k]!, 1);
      return scoreCachedCorpus([0], { size: 1, stats } as GleuCache);
    },
    cacheStats,
    scoreCachedCorpus,
  };
}
