import { computeBleu, type BleuScore } from './compute-bleu.js';
import { BleukitError, describeValue } from './errors.js';
import { formatBleu, formatBleuJson } from './format.js';
import type { Metric } from './metric.js';
import { NgramMatcher } from './ngram-matcher.js';
import { pythonRstrip } from './python-whitespace.js';
import { formatFixed } from './python-format.js';
import { SIGNATURE_VERSION, signatureFields, type BleuSignature } from './signature.js';
import { SMOOTH_DEFAULTS, SMOOTH_METHODS, isSmoothMethod, type SmoothMethod } from './smoothing.js';
import { addStatistics, type Statistics } from './statistics.js';
import type { Tokenizer } from './tokenizer.js';

/** Options of {@link createBleu}; each has sacreBLEU's default. */
export interface BleuOptions {
  /** Splits lines into tokens (e.g. `tokenizer13a` from `@bleukit/tokenizer-regex`). */
  tokenizer: Tokenizer;
  /** Lower-case hypotheses and references first (Unicode full lower-casing). Default false. */
  lowercase?: boolean;
  /** Default `exp`. */
  smoothMethod?: SmoothMethod;
  /** For `floor` (default 0.1) and `add-k` (default 1); ignored by the others. */
  smoothValue?: number;
  /** Highest n-gram order. Default 4. */
  maxNgramOrder?: number;
  /** Average only over orders that have n-grams (recommended for sentence BLEU). Default false. */
  effectiveOrder?: boolean;
}

/** A score with the signature of the settings that produced it. */
export interface BleuResult extends BleuScore {
  signature: BleuSignature;
}

/** References of one segment; `null` marks a reference stream that has none for it. */
export type SegmentReferences = readonly (string | null)[];

/**
 * BLEU with fixed settings: scores, statistics and the signature. It is a {@link Metric} (`id`
 * `bleu`), so the command line and the significance tests treat it like chrF and TER.
 */
export interface Bleu extends Metric<BleuResult> {
  readonly id: 'bleu';
  readonly name: 'BLEU';
  readonly tokenizer: Tokenizer;
  readonly lowercase: boolean;
  readonly smoothMethod: SmoothMethod;
  readonly smoothValue: number | undefined;
  readonly maxNgramOrder: number;
  readonly effectiveOrder: boolean;
  /** Lower-cases (when asked), strips trailing whitespace and tokenizes one line. */
  tokenize(line: string): string[];
  /** Statistics of one segment from already tokenized text (see {@link Bleu.tokenize}). */
  tokenStatistics(hypothesis: readonly string[], references: readonly (readonly string[])[]): Statistics;
  /** Statistics of one segment. */
  segmentStatistics(hypothesis: string, references: SegmentReferences): Statistics;
  /** Scores summed statistics (`nrefs` is the count for the signature, -1 for variable). */
  scoreStatistics(stats: ArrayLike<number>, nrefs: number): BleuResult;
  /**
   * Corpus BLEU. `references` are streams as in sacreBLEU: `references[k][i]` is reference `k`
   * of segment `i`, `null` where segment `i` has no k-th reference.
   */
  corpusScore(hypotheses: readonly string[], references: readonly SegmentReferences[]): BleuResult;
  /** Sentence BLEU of one hypothesis against its references. */
  sentenceScore(hypothesis: string, references: SegmentReferences): BleuResult;
  /** Signature for `nrefs` references per segment (-1: a varying number). */
  signature(nrefs: number): BleuSignature;
}

function checkOptions(options: BleuOptions): void {
  const tokenizer: unknown = options?.tokenizer;
  if (
    typeof tokenizer !== 'object' ||
    tokenizer === null ||
    typeof (tokenizer as Tokenizer).tokenize !== 'function' ||
    typeof (tokenizer as Tokenizer).name !== 'string'
  ) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] BLEU needs a tokenizer ({ name, tokenize }), received ${describeValue(tokenizer)}. ` +
        `Example: createBleu({ tokenizer: tokenizer13a }) with tokenizer13a from @bleukit/tokenizer-regex.`,
    );
  }
  if (options.smoothMethod !== undefined && !isSmoothMethod(options.smoothMethod)) {
    throw new BleukitError(
      'unknown-name',
      `[bleukit] Unknown smoothing method ${describeValue(options.smoothMethod)}; expected one of ${SMOOTH_METHODS.join(', ')}.`,
    );
  }
  const value = options.smoothValue;
  if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value) || value < 0)) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] smoothValue must be a finite number ≥ 0, received ${describeValue(value)}.`,
    );
  }
  const order = options.maxNgramOrder;
  if (order !== undefined && (!Number.isInteger(order) || order < 0 || order > 255)) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] maxNgramOrder must be a whole number from 0 to 255, received ${describeValue(order)}.`,
    );
  }
}

function checkSegmentReferences(refs: SegmentReferences, segment: number): void {
  if (!refs.some((ref) => ref !== null)) {
    throw new BleukitError(
      'missing-reference',
      `[bleukit] Segment ${segment + 1} has no reference (every reference stream is null there); ` +
        `give it at least one, possibly empty, reference.`,
    );
  }
}

function checkStrings(values: readonly unknown[], what: string, allowNull: boolean): void {
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (typeof value !== 'string' && !(allowNull && value === null)) {
      throw new BleukitError(
        'invalid-input',
        `[bleukit] ${what} ${i + 1} should be a string${allowNull ? ' or null' : ''}, received ${describeValue(value)}.`,
      );
    }
  }
}

/**
 * Creates BLEU with fixed settings, sacreBLEU's `BLEU(...)`.
 *
 * @example
 * ```ts
 * const bleu = createBleu({ tokenizer: tokenizer13a });
 * bleu.corpusScore(['The cat sat.'], [['The cat sat.']]).score; // 100.00000000000004
 * ```
 */
export function createBleu(options: BleuOptions): Bleu {
  checkOptions(options);
  const tokenizer = options.tokenizer;
  const lowercase = options.lowercase ?? false;
  const smoothMethod = options.smoothMethod ?? 'exp';
  const smoothValue = options.smoothValue;
  const maxNgramOrder = options.maxNgramOrder ?? 4;
  const effectiveOrder = options.effectiveOrder ?? false;
  const matcher = new NgramMatcher(maxNgramOrder);
  const size = 2 + 2 * maxNgramOrder;

  const smoothLabel =
    smoothMethod === 'floor' || smoothMethod === 'add-k'
      ? `${smoothMethod}[${formatFixed(smoothValue ?? (SMOOTH_DEFAULTS[smoothMethod] as number), 2)}]`
      : smoothMethod;

  const tokenize = (line: string): string[] =>
    tokenizer.tokenize(pythonRstrip(lowercase ? line.toLowerCase() : line));

  const tokenStatistics = (
    hypothesis: readonly string[],
    references: readonly (readonly string[])[],
  ): Statistics => matcher.statistics(hypothesis, references, new Array<number>(size));

  const signature = (nrefs: number): BleuSignature => ({
    nrefs: nrefs < 0 ? 'var' : String(nrefs),
    case: lowercase ? 'lc' : 'mixed',
    eff: effectiveOrder ? 'yes' : 'no',
    tok: tokenizer.name,
    smooth: smoothLabel,
    version: SIGNATURE_VERSION,
  });

  const scoreStatistics = (stats: ArrayLike<number>, nrefs: number): BleuResult => {
    if (stats.length !== size) {
      throw new BleukitError(
        'invalid-argument',
        `[bleukit] Statistics for order ${maxNgramOrder} have ${size} numbers, received ${stats.length}.`,
      );
    }
    const score = computeBleu(stats, { smoothMethod, smoothValue, effectiveOrder });
    return { ...score, signature: signature(nrefs) };
  };

  const segmentTokens = (refs: SegmentReferences): string[][] => {
    const tokens: string[][] = [];
    for (const ref of refs) if (ref !== null) tokens.push(tokenize(ref));
    return tokens;
  };

  const corpusScore = (
    hypotheses: readonly string[],
    references: readonly SegmentReferences[],
  ): BleuResult => {
    if (!Array.isArray(hypotheses)) {
      throw new BleukitError(
        'invalid-input',
        `[bleukit] hypotheses should be an array of strings, received ${describeValue(hypotheses)}.`,
      );
    }
    if (!Array.isArray(references) || references.length === 0 || !references.every(Array.isArray)) {
      throw new BleukitError(
        'invalid-input',
        `[bleukit] references should be an array of reference streams (arrays of strings), ` +
          `e.g. [["ref of segment 1", "ref of segment 2"]], received ${describeValue(references)}.`,
      );
    }
    if (hypotheses.length === 0) {
      throw new BleukitError('invalid-input', '[bleukit] There are no hypotheses to score.');
    }
    checkStrings(hypotheses, 'Hypothesis', false);
    references.forEach((stream, k) => {
      if (stream.length !== hypotheses.length) {
        throw new BleukitError(
          'length-mismatch',
          `[bleukit] Reference stream ${k + 1} has ${stream.length} segments but there are ` +
            `${hypotheses.length} hypotheses; every stream needs one entry per hypothesis (null for none).`,
        );
      }
      checkStrings(stream, `Reference ${k + 1} of segment`, true);
    });

    const total = new Array<number>(size).fill(0);
    const segment = new Array<number>(size);
    let nrefs: number | undefined;
    for (let i = 0; i < hypotheses.length; i++) {
      const refs = references.map((stream) => stream[i] as string | null);
      checkSegmentReferences(refs, i);
      const refTokens = segmentTokens(refs);
      nrefs = nrefs === undefined || nrefs === refTokens.length ? refTokens.length : -1;
      matcher.statistics(tokenize(hypotheses[i] as string), refTokens, segment);
      addStatistics(total, segment);
    }
    return scoreStatistics(total, nrefs ?? references.length);
  };

  const sentenceScore = (hypothesis: string, references: SegmentReferences): BleuResult => {
    if (!Array.isArray(references)) {
      throw new BleukitError(
        'invalid-input',
        `[bleukit] references should be an array of strings (the references of this sentence), ` +
          `received ${describeValue(references)}.`,
      );
    }
    checkSegmentReferences(references, 0);
    return corpusScore([hypothesis], references.map((ref) => [ref]));
  };

  return {
    id: 'bleu',
    name: 'BLEU',
    statisticsSize: size,
    higherIsBetter: true,
    signatureFields: (nrefs) => signatureFields(signature(nrefs)),
    format: formatBleu,
    formatJson: formatBleuJson,
    tokenizer,
    lowercase,
    smoothMethod,
    smoothValue,
    maxNgramOrder,
    effectiveOrder,
    tokenize,
    tokenStatistics,
    segmentStatistics: (hypothesis, references) => {
      checkSegmentReferences(references, 0);
      return tokenStatistics(tokenize(hypothesis), segmentTokens(references));
    },
    scoreStatistics,
    corpusScore,
    sentenceScore,
    signature,
  };
}
