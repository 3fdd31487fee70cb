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

// The score depends on six of a pair's numbers only (the two lengths and the matches per order;
// the counts follow from the output's length), which short sentences share often: scores are
// remembered by those six, in an open-addressing table (a slot's six numbers side by side, the
// first −1 while empty), so that a repeated row costs a look-up, not a sum and an exponential.
const KEY = 6;
let slotBits = 10;
let keys = new Int32Array(KEY << slotBits).fill(-1);
let scores = new Float64Array(1 << slotBits);
let remembered = 0;

/** The slot of a row's six numbers (REF_LENGTH, OUT_LENGTH, then the matches), or of the empty slot where they would go. */
function slotOf(stats: Int32Array, at: number, keys: Int32Array, bits: number): number {
  let hash = stats[at + REF_LENGTH]!;
  hash = Math.imul(hash ^ stats[at + OUT_LENGTH]!, 0x9e3779b1);
  for (let n = 0; n < ORDER; n++) hash = Math.imul(hash ^ stats[at + MATCHES + n]!, 0x85ebca77);
  const mask = (1 << bits) - 1;
  for (let slot = (hash ^ (hash >>> 15)) & mask; ; slot = (slot + 1) & mask) {
    const k = slot * KEY;
    if (keys[k] === -1) return slot;
    if (
      keys[k] === stats[at + REF_LENGTH] &&
      keys[k + 1] === stats[at + OUT_LENGTH] &&
      keys[k + 2] === stats[at + MATCHES] &&
      keys[k + 3] === stats[at + MATCHES + 1] &&
      keys[k + 4] === stats[at + MATCHES + 2] &&
      keys[k + 5] === stats[at + MATCHES + 3]
    ) {
      return slot;
    }
  }
}

/** Doubles the table, placing every remembered score again. */
function growScores(): void {
  const [oldKeys, oldScores] = [keys, scores];
  slotBits++;
  keys = new Int32Array(KEY << slotBits).fill(-1);
  scores = new Float64Array(1 << slotBits);
  // A stored key is a row of its own: REF_LENGTH, OUT_LENGTH, then the matches, as laid out in `stats`.
  for (let slot = 0; slot < oldScores.length; slot++) {
    const k = slot * KEY;
    if (oldKeys[k] === -1) continue;
    const to = slotOf(oldKeys, k - REF_LENGTH, keys, slotBits);
    keys.set(oldKeys.subarray(k, k + KEY), to * KEY);
    scores[to] = oldScores[slot]!;
  }
}

/** {@link sentenceBleu}, remembered by the six numbers it depends on. */
function rememberedSentenceBleu(stats: Int32Array, at: number): number {
  if (stats[at + MATCHES] === 0) return 0;
  const slot = slotOf(stats, at, keys, slotBits);
  const k = slot * KEY;
  if (keys[k] !== -1) return scores[slot]!;
  const score = sentenceBleu(stats, at);
  keys[k] = stats[at + REF_LENGTH]!;
  keys[k + 1] = stats[at + OUT_LENGTH]!;
  for (let n = 0; n < ORDER; n++) keys[k + 2 + n] = stats[at + MATCHES + n]!;
  scores[slot] = score;
  if (2 * ++remembered > scores.length) growScores();
  return score;
}

/** NLTK's smoothed sentence BLEU (method 2) on the 0–1 scale, once per pair of arrays. */
export function nltkSentenceBleu(ref: Sentence, out: Sentence): number {
  const record = pairRecord(ref, out);
  record.sentenceBleu ??= rememberedSentenceBleu(record.table, record.at);
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
