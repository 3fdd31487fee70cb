// compare-mt's `sentbleu` score type: NLTK 3.8's `sentence_bleu([ref], out)` with Chen and
// Cherry's smoothing method 2 (add one to the numerator and denominator of every order but the
// first), times the scale. NLTK sums the weighted logs with `math.fsum`; its precisions are
// fractions, converted once to the nearest double; no unigram match gives 0.
import { exactLog, glibcExp, pythonFsum } from '@bleukit/core';
import type { Scorer, Sentence } from './scorer.js';
import { createSentenceFactoredScorer } from './sentence-factored.js';
import { COUNTS, lowerWords, MATCHES, ORDER, OUT_LENGTH, REF_LENGTH, sentenceStatistics, STRIDE } from './sentence-ngram-statistics.js';

const WEIGHT = 0.25;
const stats = new Int32Array(STRIDE);
const terms = new Array<number>(ORDER);

/** NLTK's smoothed sentence BLEU (method 2) on the 0–1 scale. */
export function nltkSentenceBleu(ref: Sentence, out: Sentence): number {
  sentenceStatistics(ref, out, stats, 0);
  if (stats[MATCHES] === 0) return 0;
  for (let n = 0; n < ORDER; n++) {
    const smoothing = n === 0 ? 0 : 1;
    const p = (stats[MATCHES + n]! + smoothing) / (stats[COUNTS + n]! + smoothing);
    terms[n] = WEIGHT * exactLog(p);
  }
  const refLength = stats[REF_LENGTH]!;
  const outLength = stats[OUT_LENGTH]!;
  const bp = outLength > refLength ? 1 : outLength === 0 ? 0 : glibcExp(1 - refLength / outLength);
  return bp * glibcExp(pythonFsum(terms));
}

/** compare-mt's `SentBleuScorer` (`sentence-level BLEU`). */
export function createSentBleuScorer(options: { caseInsensitive: boolean; scale: number; intScale?: boolean }): Scorer {
  const { caseInsensitive, scale } = options;
  return createSentenceFactoredScorer({
    scoreType: 'sentbleu',
    name: 'sentence-level BLEU',
    idstr: 'sentbleu',
    scale,
    caseInsensitive,
    // NLTK returns the int 0 when no unigram matches (the only way to score 0).
    intZero: options.intScale === true,
    sentenceScore: caseInsensitive
      ? (ref, out) => scale * nltkSentenceBleu(lowerWords(ref), lowerWords(out))
      : (ref, out) => scale * nltkSentenceBleu(ref, out),
  });
}
