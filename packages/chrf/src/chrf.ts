import {
  BleukitError,
  checkCorpusInput,
  checkSegmentInput,
  checkSentenceReferences,
  describeValue,
  missingReference,
  formatScoreJson,
  formatScoreLine,
  SIGNATURE_VERSION,
  type Confidence,
  type FormatOptions,
  type Metric,
  type MetricResult,
  type ScoreLine,
  type SegmentReferences,
  type SignatureField,
} from '@bleukit/core';
import { computeChrf, computeChrfFloat32 } from './chrf-score.js';
import { SegmentEncoder } from './segment-encoder.js';

/** Options of {@link createChrf}; each has sacreBLEU's default. */
export interface ChrfOptions {
  /** Highest character n-gram order. Default 6. */
  charOrder?: number;
  /** Highest word n-gram order. Default 0 (chrF); 2 is chrF++. */
  wordOrder?: number;
  /** Weight of recall against precision. Default 2. */
  beta?: number;
  /** Lower-case hypotheses and references first (Unicode full lower-casing). Default false. */
  lowercase?: boolean;
  /** Keep whitespace in character n-grams. Default false (whitespace is removed first). */
  whitespace?: boolean;
  /** chrF++.py's epsilon smoothing (also Moses', NLTK's) instead of the effective order. Default false. */
  epsSmoothing?: boolean;
}

/** A chrF score with the settings and signature behind it. */
export interface ChrfResult extends MetricResult {
  /** 0–100. */
  readonly score: number;
  /** `chrF2`, `chrF2++`, `chrF1+`, …: β, then one `+` per word order. */
  readonly name: string;
  readonly charOrder: number;
  readonly wordOrder: number;
  readonly beta: number;
  /** The signature's fields in sacreBLEU's order (`nrefs`, `case`, `eff`, `nc`, `nw`, `space`, `version`). */
  readonly signature: SignatureField[];
}

/**
 * chrF with fixed settings, sacreBLEU's `CHRF(...)`. Its statistics are `3 × (charOrder +
 * wordOrder)` whole numbers: `[hyp, ref, match]` for each character order 1…charOrder, then each
 * word order, taken from the reference that gives the segment its best score. They add up: sum
 * segment statistics element by element and score the sum for the corpus score.
 */
export interface Chrf extends Metric<ChrfResult> {
  readonly id: 'chrf';
  readonly charOrder: number;
  readonly wordOrder: number;
  readonly beta: number;
  readonly lowercase: boolean;
  readonly whitespace: boolean;
  readonly epsSmoothing: boolean;
  /**
   * Corpus chrF. `references` are streams as in sacreBLEU: `references[k][i]` is reference `k`
   * of segment `i`, `null` where segment `i` has no k-th reference.
   */
  corpusScore(hypotheses: readonly string[], references: readonly SegmentReferences[]): ChrfResult;
  /** Sentence chrF of one hypothesis against its references. */
  sentenceScore(hypothesis: string, references: SegmentReferences): ChrfResult;
}

function checkOrder(value: unknown, name: string, fallback: number): number {
  const order = value ?? fallback;
  if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > 255) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] chrF ${name} must be a whole number from 0 to 255, received ${describeValue(value)}. ` +
        `Example: createChrf({ ${name}: ${fallback} }).`,
    );
  }
  return order;
}

function checkBeta(value: unknown): number {
  const beta = value ?? 2;
  if (typeof beta !== 'number' || !Number.isFinite(beta) || beta < 0) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] chrF beta must be a finite number ≥ 0 (2 weighs recall twice as much as precision), ` +
        `received ${describeValue(value)}.`,
    );
  }
  return beta;
}

/**
 * Creates chrF (or chrF++ with `wordOrder: 2`) with fixed settings, sacreBLEU's `CHRF(...)`.
 *
 * @example
 * ```ts
 * const chrf = createChrf();
 * chrf.format(chrf.corpusScore(['The cat sat on a mat.'], [['The cat sat on the mat.']]));
 * // 'chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:bleukit-0.1.0 = 65.80'
 * ```
 */
export function createChrf(options: ChrfOptions = {}): Chrf {
  if (typeof options !== 'object' || options === null) {
    throw new BleukitError('invalid-argument', `[bleukit] chrF options should be an object, received ${describeValue(options)}.`);
  }
  const charOrder = checkOrder(options.charOrder, 'charOrder', 6);
  const wordOrder = checkOrder(options.wordOrder, 'wordOrder', 0);
  const beta = checkBeta(options.beta);
  const lowercase = options.lowercase ?? false;
  const whitespace = options.whitespace ?? false;
  const epsSmoothing = options.epsSmoothing ?? false;
  const order = charOrder + wordOrder;
  if (order === 0 && epsSmoothing) {
    throw new BleukitError(
      'invalid-argument',
      '[bleukit] chrF with epsSmoothing needs charOrder + wordOrder ≥ 1 (it averages over the orders); ' +
        'sacreBLEU divides by zero here.',
    );
  }
  const name = `chrF${beta}${'+'.repeat(wordOrder)}`;
  const settings = { beta, order, epsSmoothing };
  const encoder = new SegmentEncoder({ charOrder, wordOrder, lowercase, whitespace });
  const statisticsSize = 3 * order;

  const signatureFields = (nrefs: number): SignatureField[] => [
    ['nrefs', '#', nrefs < 0 ? 'var' : String(nrefs)],
    ['case', 'c', lowercase ? 'lc' : 'mixed'],
    ['eff', 'e', epsSmoothing ? 'no' : 'yes'],
    ['nc', 'nc', String(charOrder)],
    ['nw', 'nw', String(wordOrder)],
    ['space', 's', whitespace ? 'yes' : 'no'],
    ['version', 'v', SIGNATURE_VERSION],
  ];

  const scoreStatistics = (stats: ArrayLike<number>, nrefs: number): ChrfResult => {
    if (stats.length !== statisticsSize) {
      throw new BleukitError(
        'invalid-argument',
        `[bleukit] chrF statistics for ${charOrder} character and ${wordOrder} word orders have ` +
          `${statisticsSize} numbers, received ${stats.length}.`,
      );
    }
    return { score: computeChrf(stats, settings), name, charOrder, wordOrder, beta, signature: signatureFields(nrefs) };
  };

  const best = new Array<number>(statisticsSize);
  const candidate = new Array<number>(statisticsSize);
  /** Statistics of one segment into `out`: those of the reference with the best score (the first on ties). */
  const statisticsInto = (hypothesis: string, references: SegmentReferences, out: number[]): number => {
    encoder.setHypothesis(hypothesis);
    if (references.length === 1) {
      // One reference is the best one: no score to compare.
      const reference = references[0] as string | null;
      if (reference === null) return 0;
      encoder.matchReference(reference, out);
      return 1;
    }
    let bestScore = -1;
    let count = 0;
    for (const reference of references) {
      if (reference === null) continue;
      count++;
      encoder.matchReference(reference, candidate);
      const score = computeChrf(candidate, settings);
      if (score > bestScore) {
        bestScore = score;
        for (let j = 0; j < statisticsSize; j++) best[j] = candidate[j] as number;
      }
    }
    for (let j = 0; j < statisticsSize; j++) out[j] = best[j] as number;
    return count;
  };

  const segmentStatistics = (hypothesis: string, references: SegmentReferences): number[] => {
    checkSegmentInput(hypothesis, references);
    const out = new Array<number>(statisticsSize);
    if (statisticsInto(hypothesis, references, out) === 0) throw missingReference(0);
    return out;
  };

  const corpusScore = (hypotheses: readonly string[], references: readonly SegmentReferences[]): ChrfResult => {
    checkCorpusInput(hypotheses, references, 'convert them with streamsFromSegments(references) from @bleukit/core');
    const total = new Array<number>(statisticsSize).fill(0);
    const segment = new Array<number>(statisticsSize);
    const refs = new Array<string | null>(references.length);
    let nrefs: number | undefined;
    for (let i = 0; i < hypotheses.length; i++) {
      for (let k = 0; k < references.length; k++) refs[k] = (references[k] as SegmentReferences)[i] as string | null;
      const count = statisticsInto(hypotheses[i] as string, refs, segment);
      if (count === 0) throw missingReference(i);
      nrefs = nrefs === undefined || nrefs === count ? count : -1;
      for (let j = 0; j < statisticsSize; j++) total[j] = (total[j] as number) + (segment[j] as number);
    }
    return scoreStatistics(total, nrefs ?? references.length);
  };

  const sentenceScore = (hypothesis: string, references: SegmentReferences): ChrfResult => {
    checkSentenceReferences(references);
    return corpusScore([hypothesis], references.map((ref) => [ref]));
  };

  const line = (result: ChrfResult): ScoreLine => ({ name: result.name, score: result.score, signature: result.signature });

  return {
    id: 'chrf',
    name,
    statisticsSize,
    higherIsBetter: true,
    charOrder,
    wordOrder,
    beta,
    lowercase,
    whitespace,
    epsSmoothing,
    segmentStatistics,
    scoreStatistics,
    scoreFloat32Sums: (stats: ArrayLike<number>) => computeChrfFloat32(stats, settings),
    signatureFields,
    corpusScore,
    sentenceScore,
    format: (result: ChrfResult, formatOptions?: FormatOptions, confidence?: Confidence) =>
      formatScoreLine(line(result), formatOptions, confidence),
    formatJson: (result: ChrfResult, width?: number, confidence?: Confidence) => formatScoreJson(line(result), width, confidence),
  };
}
