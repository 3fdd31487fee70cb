import { computeBleu, computeBleuScore, type BleuScore } from './compute-bleu.js';
import { checkCorpusInput, checkSentenceReferences, missingReference, streamsFromSegments } from './corpus-input.js';
import { BleukitError, describeValue } from './errors.js';
import { formatBleu, formatBleuJson } from './format.js';
import type { Metric } from './metric.js';
import { NgramMatcher } from './ngram-matcher.js';
import { hasPythonWhitespace, pythonRstrip } from './python-whitespace.js';
import { formatFixed } from './python-format.js';
import type { BleuResult } from './bleu-result.js';
import type { ReferenceStream, SegmentReferences } from './segment-references.js';
import { SIGNATURE_VERSION } from './signature-field.js';
import { signatureFields, type BleuSignature } from './signature.js';
import { SMOOTH_DEFAULTS, SMOOTH_METHODS, isSmoothMethod, type SmoothMethod } from './smoothing.js';
import { addStatistics, type Statistics } from './statistics.js';
import { SpanCache } from './span-cache.js';
import { TokenSpans, type Tokenizer } from './tokenizer.js';

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
  /** Highest n-gram order, from 1 to 255. Default 4. */
  maxNgramOrder?: number;
  /** Average only over orders that have n-grams (recommended for sentence BLEU). Default false. */
  effectiveOrder?: boolean;
}

export type { BleuResult } from './bleu-result.js';
export type { ReferenceStream, SegmentReferences } from './segment-references.js';

/** Options of {@link Bleu.corpusScore}. */
export interface CorpusScoreOptions {
  /**
   * `streams`: the references are streams for certain (generated so, say): skip the check for
   * the per-segment layout in the square case. Default: checked.
   */
  layout?: 'streams';
}

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
  /**
   * {@link Bleu.tokenize} into spans of one string (see {@link TokenSpans}): through the
   * tokenizer's `tokenSpans` when it has one, which spares a string per token. Fills and returns
   * `into` when given.
   */
  tokenSpans(line: string, into?: TokenSpans): TokenSpans;
  /** Statistics of one segment from already tokenized text (see {@link Bleu.tokenize}). */
  tokenStatistics(hypothesis: readonly string[], references: readonly (readonly string[])[]): Statistics;
  /** Statistics of one segment. */
  segmentStatistics(hypothesis: string, references: SegmentReferences): Statistics;
  /** Scores summed statistics (`nrefs` is the count for the signature, -1 for variable). */
  scoreStatistics(stats: ArrayLike<number>, nrefs: number): BleuResult;
  /**
   * `scoreStatistics(stats, nrefs).score` alone, the same float, without the result object:
   * sentence BLEU of every segment of a corpus, say.
   */
  statisticsScore(stats: ArrayLike<number>): number;
  /**
   * Corpus BLEU. `references` are **streams**, as in sacreBLEU: `references[k][i]` is reference
   * `k` of segment `i` (`null` where segment `i` has no k-th reference), so one reference per
   * segment is `[refs]`, not `refs`. NLTK and Hugging Face take the other layout
   * (`references[i][k]`): use {@link Bleu.corpusScoreBySegment} for it. When there are as many
   * streams as segments, a layout that scores far better transposed is refused as a likely mix-up.
   */
  corpusScore(hypotheses: readonly string[], references: readonly ReferenceStream[], options?: CorpusScoreOptions): BleuResult;
  /**
   * Corpus BLEU with references given per segment, as NLTK and Hugging Face take them:
   * `references[i]` lists the references of segment `i` (any number, at least one).
   */
  corpusScoreBySegment(hypotheses: readonly string[], references: readonly (readonly string[])[]): BleuResult;
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
  const name = (tokenizer as Tokenizer).name;
  if (!/^[^\s|]+$/.test(name)) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] The tokenizer's name ${describeValue(name)} goes into the signature (tok:NAME): it must be non-empty, ` +
        `without whitespace or '|'. Example: { name: 'my-tokenizer', tokenize }.`,
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
  if (order !== undefined && (!Number.isInteger(order) || order < 1 || order > 255)) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] maxNgramOrder must be a whole number from 1 to 255, received ${describeValue(order)}` +
        (order === 0 ? ' (BLEU over no n-gram order has no precisions: sacreBLEU scores it 0 whatever the text)' : '') +
        '. Example: maxNgramOrder: 4.',
    );
  }
}

function checkTokens(name: string, tokens: unknown, line: string): void {
  const bad = Array.isArray(tokens) ? tokens.find((token) => typeof token !== 'string' || token === '' || hasPythonWhitespace(token)) : tokens;
  if (bad === undefined) return;
  throw new BleukitError(
    'invalid-argument',
    `[bleukit] Tokenizer ${JSON.stringify(name)} returned ${Array.isArray(tokens) ? `the token ${describeValue(bad)}` : describeValue(tokens)} ` +
      `for the line ${describeValue(line)}: tokenize must return an array of non-empty strings without whitespace ` +
      `(BLEU counts the n-grams of these tokens). Check it with checkTokenizer from @bleukit/core/testing.`,
  );
}

function checkSegmentReferences(refs: SegmentReferences, segment: number): void {
  if (!refs.some((ref) => ref !== null)) throw missingReference(segment);
}

/**
 * Lines whose tokens a BLEU instance keeps when its tokenizer is costly or has no `tokenSpans`,
 * and code units of text they may hold in all (32 MB as UTF-16): enough for every system of a
 * language pair against the shared references (WMT21-24 en-ja: 97,619 system lines and as many
 * reference lines), so that each distinct line is tokenized once.
 */
const LINE_CACHE = 1 << 18;
const LINE_CACHE_CHARACTERS = 1 << 24;

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

  // The first lines' tokens are checked against the tokenizer contract (a few comparisons each):
  // an empty token or one with whitespace would change the counts without a word.
  let unchecked = 64;
  const tokenize = (line: string): string[] => {
    const tokens = tokenizer.tokenize(pythonRstrip(lowercase ? line.toLowerCase() : line));
    if (unchecked > 0) {
      unchecked--;
      checkTokens(tokenizer.name, tokens, line);
    }
    return tokens;
  };
  const spansOf = tokenizer.tokenSpans;
  const fill = (line: string, into: TokenSpans): TokenSpans => {
    if (spansOf === undefined) return TokenSpans.of(tokenize(line), into);
    spansOf.call(tokenizer, pythonRstrip(lowercase ? line.toLowerCase() : line), into);
    if (unchecked > 0) {
      unchecked--;
      checkTokens(tokenizer.name, into.tokens(), line);
    }
    return into;
  };
  // A costly tokenizer's tokens of recent lines are kept (references shared by several systems,
  // and repeated sentences, come back); so are those of a tokenizer without the span fast path,
  // typically an expensive one. Emptied whenever it is full.
  const seen =
    spansOf === undefined || tokenizer.costly === true ? new SpanCache(LINE_CACHE, LINE_CACHE_CHARACTERS) : undefined;
  const tokenSpans =
    seen === undefined
      ? (line: string, into = new TokenSpans()): TokenSpans => fill(line, into)
      : (line: string, into = new TokenSpans()): TokenSpans => {
          if (seen.get(line, into)) return into;
          fill(line, into);
          seen.set(line, into);
          return into;
        };

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

  const checkSize = (stats: ArrayLike<number>): void => {
    if (stats.length !== size) {
      throw new BleukitError(
        'invalid-argument',
        `[bleukit] Statistics for order ${maxNgramOrder} have ${size} numbers, received ${stats.length}.`,
      );
    }
  };
  const scoreOptions = { smoothMethod, smoothValue, effectiveOrder };
  const scoreStatistics = (stats: ArrayLike<number>, nrefs: number): BleuResult => {
    checkSize(stats);
    return { ...computeBleu(stats, scoreOptions), signature: signature(nrefs) };
  };
  const statisticsScore = (stats: ArrayLike<number>): number => {
    checkSize(stats);
    return computeBleuScore(stats, scoreOptions);
  };

  // Spans reused from segment to segment: the hypothesis's and one per reference.
  const hypSpans = new TokenSpans();
  const refPool: TokenSpans[] = [];
  const segmentSpans = (refs: SegmentReferences): TokenSpans[] => {
    const spans: TokenSpans[] = [];
    for (const ref of refs) {
      if (ref === null) continue;
      if (refPool.length === spans.length) refPool.push(new TokenSpans());
      spans.push(tokenSpans(ref, refPool[spans.length]));
    }
    return spans;
  };

  const scoreCorpus = (
    hypotheses: readonly string[],
    references: readonly SegmentReferences[],
    layoutCheck: boolean,
  ): BleuResult => {
    checkCorpusInput(hypotheses, references, 'use corpusScoreBySegment(hypotheses, references)');

    const total = new Array<number>(size).fill(0);
    const segment = new Array<number>(size);
    let nrefs: number | undefined;
    for (let i = 0; i < hypotheses.length; i++) {
      const refs = references.map((stream) => stream[i] as string | null);
      checkSegmentReferences(refs, i);
      const refSpans = segmentSpans(refs);
      nrefs = nrefs === undefined || nrefs === refSpans.length ? refSpans.length : -1;
      matcher.spanStatistics(tokenSpans(hypotheses[i] as string, hypSpans), refSpans, segment);
      addStatistics(total, segment);
    }
    const result = scoreStatistics(total, nrefs ?? references.length);
    if (layoutCheck && references.length === hypotheses.length && hypotheses.length > 1) checkLayout(hypotheses, references, result);
    return result;
  };

  /**
   * As many reference streams as segments is the one shape where the per-segment layout is read
   * without an error; refuse it when the transposed reading matches far better.
   */
  const checkLayout = (hypotheses: readonly string[], references: readonly SegmentReferences[], result: BleuResult): void => {
    let transposed: BleuResult;
    try {
      transposed = scoreCorpus(hypotheses, streamsFromSegments(references as (string | null)[][]), false);
    } catch {
      return;
    }
    // Far better: at least 10 points and half as much again (63.89 → 100 is refused, a crafted
    // 82.33 → 100 of sacreBLEU's own test cases is not).
    if (transposed.score - result.score < 10 || transposed.score < 1.5 * result.score) return;
    throw new BleukitError(
      'invalid-input',
      `[bleukit] The references look transposed: read as streams (references[k][i] = reference k of segment i, ` +
        `sacreBLEU's layout) they score ${formatFixed(result.score, 2)}, read per segment (references[i][k], the NLTK / ` +
        `Hugging Face layout) ${formatFixed(transposed.score, 2)}. For per-segment references use ` +
        `corpusScoreBySegment(hypotheses, references); for one reference per segment pass [references]; if these are ` +
        `streams after all, pass { layout: 'streams' } as the third argument.`,
    );
  };

  const corpusScore = (hypotheses: readonly string[], references: readonly ReferenceStream[], options?: CorpusScoreOptions): BleuResult =>
    scoreCorpus(hypotheses, references, options?.layout !== 'streams');

  const sentenceScore = (hypothesis: string, references: SegmentReferences): BleuResult => {
    checkSentenceReferences(references);
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
    tokenSpans,
    tokenStatistics,
    segmentStatistics: (hypothesis, references) => {
      checkSegmentReferences(references, 0);
      return matcher.spanStatistics(tokenSpans(hypothesis, hypSpans), segmentSpans(references), new Array<number>(size));
    },
    scoreStatistics,
    statisticsScore,
    corpusScore,
    corpusScoreBySegment: (hypotheses, references) => scoreCorpus(hypotheses, streamsFromSegments(references), false),
    sentenceScore,
    signature,
  };
}
