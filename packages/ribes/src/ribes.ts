import {
  BleukitError,
  checkCorpusInput,
  checkSegmentInput,
  checkSentenceReferences,
  describeValue,
  formatFloat,
  formatScoreJson,
  formatScoreLine,
  missingReference,
  pythonRstrip,
  SIGNATURE_VERSION,
  type Confidence,
  type FormatOptions,
  type Metric,
  type MetricResult,
  type ScoreLine,
  type SegmentReferences,
  type SignatureField,
  type Tokenizer,
} from '@bleukit/core';
import { ribesWords } from './ribes-words.js';
import { createSentenceValue, sentenceRibes, type RibesSentence } from './sentence-ribes.js';
import type { RibesAlignmentMethod } from './word-alignment.js';

/** Options of {@link createRibes}; each has RIBES.py's default. */
export interface RibesOptions {
  /** Exponent of the unigram precision (RIBES.py `-a`). Default 0.25. */
  alpha?: number;
  /** Exponent of the brevity penalty (RIBES.py `-b`). Default 0.10. */
  beta?: number;
  /**
   * Keep case (RIBES.py `-c`). Default false: lower-case everything first, as RIBES.py does;
   * with `method: 'nltk'` the default is true, as NLTK takes the words as given.
   */
  caseSensitive?: boolean;
  /**
   * Skip references that have no words (RIBES.py `-z`): a segment is scored against its other
   * references, and one with none left is left out of the corpus mean. Default false: an empty
   * reference is an error, as in RIBES.py.
   */
  skipEmptyReferences?: boolean;
  /**
   * Splits a line into words before RIBES's own whitespace split (e.g. ja-mecab for raw
   * Japanese). Default: none, the line is taken as tokenized text, as RIBES.py takes it.
   */
  tokenizer?: Tokenizer;
  /** Whose alignment and tau: RIBES.py 1.03.1's (default) or NLTK 3.8's. */
  method?: RibesAlignmentMethod;
}

/** A RIBES score with the statistics and signature behind it. */
export interface RibesResult extends MetricResult {
  /** 100 × {@link RibesResult.ribes}, on the 0–100 scale of the other metrics. */
  readonly score: number;
  /** The mean of the sentence values, on RIBES.py's 0–1 scale (what RIBES.py prints). */
  readonly ribes: number;
  /** How many segments the mean is over (segments whose references were all skipped are not). */
  readonly sentences: number;
  /** `nrefs`, `case`, `tok`, `alpha`, `beta` (and `align:nltk`, `empty:skip` when set), `version`. */
  readonly signature: SignatureField[];
}

/** The RIBES of a segment against its best reference, with that reference's alignment. */
export interface RibesExplanation extends RibesSentence {
  /** Index (among the references given, `null`s included) of the reference with the best value. */
  readonly referenceIndex: number;
}

/**
 * RIBES with fixed settings: a {@link Metric} (`id` `ribes`), so the command line, significance
 * tests and the playground treat it like BLEU, chrF and TER. RIBES is a mean of sentence values,
 * so a segment's statistics are `[value, 1]` (`[0, 0]` for a segment whose references were all
 * skipped); sum them in segment order and the score is 100 × sum / count, as RIBES.py averages.
 */
export interface Ribes extends Metric<RibesResult> {
  readonly id: 'ribes';
  readonly name: 'RIBES';
  readonly options: Readonly<Required<Omit<RibesOptions, 'tokenizer'>>> & { readonly tokenizer: Tokenizer | undefined };
  /** The words RIBES compares in a line: tokenized (when a tokenizer is set), split, lower-cased. */
  words(line: string): string[];
  /**
   * {@link Ribes.segmentStatistics} from words already split by {@link Ribes.words} (`null` for
   * a reference the segment does not have), so references scored against several systems are
   * tokenized once.
   */
  tokenStatistics(hypothesis: readonly string[], references: readonly (readonly string[] | null)[]): number[];
  /** RIBES of one segment, on the 0–100 scale, against the best of its references. */
  sentenceScore(hypothesis: string, references: SegmentReferences): RibesResult;
  /**
   * Corpus RIBES: the mean of the sentence values. `references` are **streams**, as in sacreBLEU:
   * `references[k][i]` is reference `k` of segment `i` (`null` where it has none).
   */
  corpusScore(hypotheses: readonly string[], references: readonly SegmentReferences[]): RibesResult;
  /**
   * The sentence RIBES of each reference given (`null` for a `null` or skipped one), on
   * RIBES.py's 0–1 scale, with the alignments.
   */
  sentences(hypothesis: string, references: SegmentReferences): (RibesSentence | null)[];
  /** Why a segment scores what it does: the alignment against its best reference. */
  explain(hypothesis: string, references: SegmentReferences): RibesExplanation;
  /** The signature's fields for `nrefs` references (-1: a varying number). */
  signatureFields(nrefs: number): SignatureField[];
}

function checkNumber(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new BleukitError('invalid-argument', `[bleukit] RIBES ${name} should be a finite number, received ${describeValue(value)}. Example: createRibes({ ${name}: 0.25 }).`);
  }
  return value;
}

/** The error for a reference with no words when empty references are not skipped. */
export function emptyReferenceError(segment: number, reference: number): BleukitError {
  return new BleukitError(
    'invalid-input',
    `[bleukit] Reference ${reference + 1} of segment ${segment + 1} has no words; RIBES cannot score against it. ` +
      `Fix the reference, or skip empty references (createRibes({ skipEmptyReferences: true }), RIBES.py's -z).`,
  );
}

/**
 * Creates RIBES with fixed settings (Isozaki et al. 2010, as NTT's RIBES.py 1.03.1 computes it).
 *
 * @example
 * ```ts
 * const ribes = createRibes();
 * const result = ribes.corpusScore(['he ate an apple'], [['an apple he ate']]);
 * result.ribes; // RIBES.py's value
 * ribes.format(result); // 'RIBES|nrefs:1|case:lc|tok:none|alpha:0.25|beta:0.1|version:bleukit-… = …'
 * ```
 */
export function createRibes(options: RibesOptions = {}): Ribes {
  if (typeof options !== 'object' || options === null) {
    throw new BleukitError('invalid-argument', `[bleukit] RIBES options should be an object, received ${describeValue(options)}.`);
  }
  const method = options.method ?? 'ribes-py';
  if (method !== 'ribes-py' && method !== 'nltk') {
    throw new BleukitError('invalid-argument', `[bleukit] RIBES method should be 'ribes-py' or 'nltk', received ${describeValue(method)}.`);
  }
  const tokenizer = options.tokenizer;
  if (tokenizer !== undefined && (typeof tokenizer !== 'object' || tokenizer === null || typeof tokenizer.tokenize !== 'function' || typeof tokenizer.name !== 'string')) {
    throw new BleukitError('invalid-argument', `[bleukit] RIBES tokenizer should be a tokenizer ({ name, tokenize }), received ${describeValue(tokenizer)}.`);
  }
  const settings = {
    alpha: checkNumber(options.alpha ?? 0.25, 'alpha'),
    beta: checkNumber(options.beta ?? 0.1, 'beta'),
    caseSensitive: options.caseSensitive ?? method === 'nltk',
    skipEmptyReferences: options.skipEmptyReferences ?? false,
    method,
    tokenizer,
  } as const;
  const weights = { alpha: settings.alpha, beta: settings.beta, method };
  const words = tokenizer
    ? (line: string) => ribesWords(tokenizer.tokenize(pythonRstrip(line)).join(' '), settings.caseSensitive)
    : (line: string) => ribesWords(line, settings.caseSensitive);

  // Formatted once: sentence scores ask for the signature on every call.
  const alpha = formatFloat(settings.alpha);
  const beta = formatFloat(settings.beta);
  const signatureFields = (nrefs: number): SignatureField[] => {
    const fields: SignatureField[] = [
      ['nrefs', '#', nrefs < 0 ? 'var' : String(nrefs)],
      ['case', 'c', settings.caseSensitive ? 'mixed' : 'lc'],
      ['tok', 'tok', tokenizer?.name ?? 'none'],
      ['alpha', 'a', alpha],
      ['beta', 'b', beta],
    ];
    if (method === 'nltk') fields.push(['align', 'al', 'nltk']);
    if (settings.skipEmptyReferences) fields.push(['empty', 'e', 'skip']);
    fields.push(['version', 'v', SIGNATURE_VERSION]);
    return fields;
  };

  const scoreStatistics = (stats: ArrayLike<number>, nrefs: number): RibesResult => {
    if (stats.length !== 2) {
      throw new BleukitError('invalid-argument', `[bleukit] RIBES statistics have 2 numbers (sum of sentence values, count), received ${stats.length}.`);
    }
    const count = stats[1] as number;
    const ribes = count > 0 ? (stats[0] as number) / count : 0;
    return { score: 100 * ribes, ribes, sentences: count, signature: signatureFields(nrefs) };
  };

  /** Each reference's sentence RIBES (null: none or skipped), checking for empty references. */
  const scoreWords = (hyp: readonly string[], references: readonly (readonly string[] | null)[], segment = 0): (RibesSentence | null)[] =>
    references.map((ref, k) => {
      if (ref === null) return null;
      if (ref.length === 0) {
        if (settings.skipEmptyReferences) return null;
        throw emptyReferenceError(segment, k);
      }
      return sentenceRibes(hyp, ref, weights);
    });

  const sentences = (hypothesis: string, references: SegmentReferences, segment = 0): (RibesSentence | null)[] =>
    scoreWords(words(hypothesis), references.map((reference) => (reference === null ? null : words(reference))), segment);

  /** Index of the best reference (the first of equal ones), -1 when none was scored. */
  const best = (scored: readonly (RibesSentence | null)[]): number => {
    let index = -1;
    for (let k = 0; k < scored.length; k++) {
      const sentence = scored[k];
      if (sentence && (index < 0 || sentence.value > (scored[index] as RibesSentence).value)) index = k;
    }
    return index;
  };

  const sentenceValue = createSentenceValue(weights);

  /** `[value, 1]` for the best reference, or `[0, 0]` when every reference was skipped; throws when none was given. */
  const wordStatistics = (hyp: readonly string[], references: readonly (readonly string[] | null)[], segment: number): [number, number] => {
    // The value alone (what `best` picks by), so that scoring a corpus builds no alignment objects.
    let value = -1;
    for (let k = 0; k < references.length; k++) {
      const ref = references[k];
      if (ref === null || ref === undefined) continue;
      if (ref.length === 0) {
        if (settings.skipEmptyReferences) continue;
        throw emptyReferenceError(segment, k);
      }
      const scored = sentenceValue(hyp, ref);
      if (scored > value) value = scored;
    }
    if (value < 0) {
      if (references.every((reference) => reference === null)) throw missingReference(segment);
      return [0, 0];
    }
    return [value, 1];
  };

  const statistics = (hypothesis: string, references: SegmentReferences, segment: number): [number, number] =>
    wordStatistics(words(hypothesis), references.map((reference) => (reference === null ? null : words(reference))), segment);

  const segmentStatistics = (hypothesis: string, references: SegmentReferences): number[] => {
    checkSegmentInput(hypothesis, references);
    return statistics(hypothesis, references, 0);
  };

  const corpusScore = (hypotheses: readonly string[], references: readonly SegmentReferences[]): RibesResult => {
    checkCorpusInput(hypotheses, references, 'convert them with streamsFromSegments(references) from @bleukit/core');
    let sum = 0;
    let count = 0;
    let nrefs: number | undefined;
    for (let i = 0; i < hypotheses.length; i++) {
      const refs = references.map((stream) => stream[i] as string | null);
      const [value, scored] = statistics(hypotheses[i] as string, refs, i);
      const given = refs.reduce((n, ref) => (ref === null ? n : n + 1), 0);
      nrefs = nrefs === undefined || nrefs === given ? given : -1;
      sum += value;
      count += scored;
    }
    return scoreStatistics([sum, count], nrefs ?? references.length);
  };

  const sentenceScore = (hypothesis: string, references: SegmentReferences): RibesResult => {
    checkSentenceReferences(references);
    return corpusScore([hypothesis], references.map((ref) => [ref]));
  };

  const explain = (hypothesis: string, references: SegmentReferences): RibesExplanation => {
    // The checks segmentStatistics makes, without scoring the segment a second time.
    checkSegmentInput(hypothesis, references);
    if (references.every((reference) => reference === null)) throw missingReference(0);
    const scored = sentences(hypothesis, references);
    const index = best(scored);
    if (index < 0) {
      throw new BleukitError('invalid-input', '[bleukit] Every reference of this segment is empty and skipped: there is no alignment to show.');
    }
    return { ...(scored[index] as RibesSentence), referenceIndex: index };
  };

  const line = (result: RibesResult): ScoreLine => ({ name: 'RIBES', score: result.score, signature: result.signature });

  return {
    id: 'ribes',
    name: 'RIBES',
    statisticsSize: 2,
    higherIsBetter: true,
    options: settings,
    words,
    tokenStatistics: (hypothesis, references) => wordStatistics(hypothesis, references, 0),
    segmentStatistics,
    scoreStatistics,
    signatureFields,
    corpusScore,
    sentenceScore,
    sentences: (hypothesis, references) => sentences(hypothesis, references),
    explain,
    format: (result: RibesResult, formatOptions?: FormatOptions, confidence?: Confidence) =>
      formatScoreLine(line(result), formatOptions, confidence),
    formatJson: (result: RibesResult, width?: number, confidence?: Confidence) => formatScoreJson(line(result), width, confidence),
  };
}
