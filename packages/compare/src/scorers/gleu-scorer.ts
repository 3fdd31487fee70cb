// compare-mt's `gleu` score type (Napoles et al., "GLEU Without Tuning"): BLEU-4 whose n-gram
// matches are penalised by the output's n-grams that stay from the source without being in the
// reference. Per sentence and order: matches = Σ min(o, r) − Σ max(0, min(o, s) − min(o, r)),
// floored at 0, over the output's count. No case-insensitive option: compare-mt creates its
// GleuScorer without passing one.
import { exactLog, glibcExp } from '@bleukit/core';
import { identity } from './bleu-scorer.js';
import { checkParallel, requireSource } from './corpus-checks.js';
import { ngramIds } from './ngram-ids.js';
import { pyFloat, pyInt, type Corpus, type Scorer, type ScorerCache, type ScoreResult, type Sentence } from './scorer.js';

const ORDER = 4;
const WEIGHT = 0.25;
/** Per sentence: reference length, output length, then (matches, count) per order. */
const STRIDE = 2 + 2 * ORDER;

interface GleuCache extends ScorerCache {
  readonly stats: Float64Array;
}

/** Writes one sentence's GLEU numbers into `into` at `offset`. */
function sentenceStatistics(ref: Sentence, out: Sentence, src: Sentence, into: Float64Array, offset: number): void {
  const { ids, count } = ngramIds([out, ref, src], ORDER);
  const outCounts = new Int32Array(count);
  const refCounts = new Int32Array(count);
  const srcCounts = new Int32Array(count);
  into[offset] = ref.length;
  into[offset + 1] = out.length;
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
    into[offset + 2 + 2 * n] = Math.max(withRef - fromSource, 0);
    into[offset + 3 + 2 * n] = outIds.length;
  }
}

/** compare-mt's `GleuScorer` (`GLEU`), on the given scale; it needs the source. */
export function createGleuScorer(options: { scale: number }): Scorer {
  const { scale } = options;
  const numerators = new Float64Array(ORDER);
  const denominators = new Float64Array(ORDER);

  const cacheStats = (ref: Corpus, out: Corpus, src?: Corpus): GleuCache => {
    const source = requireSource('gleu', src);
    checkParallel('gleu', ref, out, source);
    const stats = new Float64Array(ref.length * STRIDE);
    for (let i = 0; i < ref.length; i++) sentenceStatistics(ref[i]!, out[i]!, source[i]!, stats, i * STRIDE);
    return { size: ref.length, stats };
  };

  const scoreCachedCorpus = (ids: ArrayLike<number>, cache: ScorerCache): ScoreResult => {
    const { size, stats } = cache as GleuCache;
    if (size === 0) return { score: pyFloat(0), detail: undefined };
    let refLength = 0;
    let outLength = 0;
    numerators.fill(0);
    denominators.fill(0);
    for (let k = 0; k < ids.length; k++) {
      const base = ids[k]! * STRIDE;
      refLength += stats[base]!;
      outLength += stats[base + 1]!;
      for (let n = 0; n < ORDER; n++) {
        numerators[n]! += stats[base + 2 + 2 * n]!;
        denominators[n]! += stats[base + 3 + 2 * n]!;
      }
    }
    // compare-mt (after gec-ranking's gleu.py) gives 0 when any sum is 0. It divides 0 by 0 on
    // an empty sample; that is 0 here too.
    if (ids.length === 0 || numerators.includes(0) || denominators.includes(0)) return { score: pyInt(0), detail: undefined };
    let logSum = 0;
    for (let n = 0; n < ORDER; n++) logSum += exactLog(numerators[n]! / denominators[n]!) * WEIGHT;
    const bp = outLength !== 0 ? Math.min(1, glibcExp(1 - refLength / outLength)) : 0;
    return { score: pyFloat(scale * bp * glibcExp(logSum)), detail: undefined };
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
      const stats = new Float64Array(STRIDE);
      sentenceStatistics(ref, out, source, stats, 0);
      // Smoothed as gec-ranking's gleu.py: every sum at least 1.
      for (let k = 2; k < STRIDE; k++) stats[k] = Math.max(stats[k]!, 1);
      return scoreCachedCorpus([0], { size: 1, stats } as GleuCache);
    },
    cacheStats,
    scoreCachedCorpus,
  };
}
