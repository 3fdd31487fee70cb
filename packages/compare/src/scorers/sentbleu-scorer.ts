// compare-mt's `sentbleu` score type: NLTK 3.8's `sentence_bleu([ref], out)` with Chen and
// Cherry's smoothing method 2 (add one to the numerator and denominator of every order but the
// first), times the scale. NLTK sums the weighted logs with `math.fsum`; its precisions are
// fractions, converted once to the nearest double; no unigram match gives 0.
import { glibcExp, pythonFsum } from '@bleukit/core';
import { brevityExp, ratioLog } from './memo-math.js';
import type { Scorer, Sentence } from './scorer.js';
import { createSentenceFactoredScorer } from './sentence-factored.js';
import { COUNTS, MATCHES, ORDER, OUT_LENGTH, pairRecord, REF_LENGTH } from './sentence-ngram-statistics.js';

const WEIGHT = 0.25;
const terms = new Array<number>(ORDER);

/** NLTK's smoothed sentence BLEU (method 2) on the 0–1 scale, from a pair's numbers (a row of `stats` from `at`). */
function sentenceBleu(stats: Int32Array, at: number): number {
  if (stats[at + MATCHES] === 0) return 0;
  for (let n = 0; n < ORDER; n++) {
    const smoothing = n === 0 ? 0 : 1;
    terms[n] = WEIGHT * ratioLog(stats[at + MATCHES + n]! + smoothing, stats[at + COUNTS + n]! + smoothing);
  }
  const refLength = stats[at + REF_LENGTH]!;
  const outLength = stats[at + OUT_LENGTH]!;
  const bp = outLength > refLength ? 1 : outLength === 0 ? 0 : brevityExp(refLength, outLength);
  return bp * glibcExp(pythonFsum(terms));
}

/** NLTK's smoothed sentence BLEU (method 2) on the 0–1 scale, once per pair of arrays. */
export function nltkSentenceBleu(ref: Sentence, out: Sentence): number {
  const record = pairRecord(ref, out);
  record.sentenceBleu ??= sentenceBleu(record.table, record.at);
  return record.sentenceBleu;
}

/** compare-mt's `SentBleuScorer` (`sentence-level BLEU`). */
export function createSentBleuScorer(options: { caseInsensitive: boolean; scale: number; intScale: boolean }): Scorer {
  const { caseInsensitive, scale, intScale } = options;
  return createSentenceFactoredScorer({
    scoreType: 'sentbleu',
    name: 'sentence-level BLEU',
    idstr: 'sentbleu',
    scale,
    caseInsensitive,
    // NLTK's only 0 is its int 0 (no unigram matched); any other score is a positive float.
    intZero: intScale,
    sentenceScore: (ref, out) => scale * nltkSentenceBleu(ref, out),
  });
}
