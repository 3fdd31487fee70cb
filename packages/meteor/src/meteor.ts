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
  pythonSplit,
  SIGNATURE_VERSION,
  TokenSpans,
  type Confidence,
  type FormatOptions,
  type Metric,
  type MetricResult,
  type ScoreLine,
  type SegmentReferences,
  type SignatureField,
  type Tokenizer,
} from '@bleukit/core';
import type { WordNet } from '@bleukit/wordnet';
import { matchersFor } from './meteor-score.js';
import { countTypeAlignment, type AlignmentCounts } from './count-alignment.js';
import { meteorOfCounts, meteorValue, sentenceMeteor, type MeteorSentence } from './sentence-meteor.js';
import { TypeList, wordTypesOf, type WordTypes } from './word-types.js';

/** Options of {@link createMeteor}; each but `wordnet` has NLTK's default. */
export interface MeteorOptions {
  /** WordNet 3.0, from `await loadWordNet()` of `@bleukit/wordnet` (loaded once, shared). */
  wordnet: WordNet;
  /** Weight of precision against recall. Default 0.9. */
  alpha?: number;
  /** Shape of the fragmentation penalty. Default 3.0. */
  beta?: number;
  /** Weight of the fragmentation penalty. Default 0.5. */
  gamma?: number;
  /** Keep case in the exact stage. Default false: lower-case first, as NLTK's `preprocess=str.lower`. */
  caseSensitive?: boolean;
  /** Splits a line into words (e.g. 13a). Default: none, Python's whitespace split of tokenized text. */
  tokenizer?: Tokenizer;
}

/** A METEOR score with the statistics and signature behind it. */
export interface MeteorResult extends MetricResult {
  /** 100 × {@link MeteorResult.meteor}, on the 0–100 scale of the other metrics. */
  readonly score: number;
  /** The mean of the sentence values, on NLTK's 0–1 scale (what Hugging Face's `meteor` reports). */
  readonly meteor: number;
  /** How many segments the mean is over. */
  readonly sentences: number;
  /** `nrefs`, `case`, `tok`, `wordnet`, `stem`, `alpha`, `beta`, `gamma`, `version`. */
  readonly signature: SignatureField[];
}

/** The METEOR of a segment against its best reference, with that reference's alignment. */
export interface MeteorExplanation extends MeteorSentence {
  /** Index (among the references given, `null`s included) of the reference with the best value. */
  readonly referenceIndex: number;
}

/**
 * METEOR with fixed settings: a {@link Metric} (`id` `meteor`). METEOR is a mean of sentence
 * values, so a segment's statistics are `[value, 1]`; summed in segment order, the score is
 * 100 × sum / count.
 */
export interface Meteor extends Metric<MeteorResult> {
  readonly id: 'meteor';
  readonly name: 'METEOR';
  readonly options: Readonly<Required<Omit<MeteorOptions, 'tokenizer' | 'wordnet'>>> & { readonly tokenizer: Tokenizer | undefined };
  /** The words METEOR compares in a line: tokenized (when a tokenizer is set), split, lower-cased. */
  words(line: string): string[];
  /** {@link Meteor.segmentStatistics} from words already split by {@link Meteor.words} (`null`: no reference). */
  tokenStatistics(hypothesis: readonly string[], references: readonly (readonly string[] | null)[]): number[];
  /** METEOR of one segment, on the 0–100 scale, against the best of its references. */
  sentenceScore(hypothesis: string, references: SegmentReferences): MeteorResult;
  /** Corpus METEOR: the mean of the sentence values. `references[k][i]` is reference `k` of segment `i`. */
  corpusScore(hypotheses: readonly string[], references: readonly SegmentReferences[]): MeteorResult;
  /** Why a segment scores what it does: the alignment (each pair with its stage) against its best reference. */
  explain(hypothesis: string, references: SegmentReferences): MeteorExplanation;
}

function checkNumber(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new BleukitError('invalid-argument', `[bleukit] METEOR ${name} should be a finite number, received ${describeValue(value)}. Example: createMeteor({ wordnet, ${name}: ${formatFloat(fallback)} }).`);
  }
  return value;
}

/**
 * Creates METEOR as NLTK 3.8's `meteor_score` computes it (exact, Porter stem and WordNet synonym
 * stages; Hugging Face's `meteor` calls it), not CMU's METEOR 1.5.
 *
 * @example
 * ```ts
 * const meteor = createMeteor({ wordnet: await loadWordNet() });
 * meteor.corpusScore(['the cat sat on the mat'], [['a cat was sitting on the mat']]).meteor;
 * ```
 */
export function createMeteor(options: MeteorOptions): Meteor {
  if (typeof options !== 'object' || options === null || typeof options.wordnet?.synonyms !== 'function') {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] METEOR needs WordNet: createMeteor({ wordnet: await loadWordNet() }) with loadWordNet from @bleukit/wordnet, received ${describeValue(options)}.`,
    );
  }
  const tokenizer = options.tokenizer;
  if (tokenizer !== undefined && (typeof tokenizer !== 'object' || tokenizer === null || typeof tokenizer.tokenize !== 'function' || typeof tokenizer.name !== 'string')) {
    throw new BleukitError('invalid-argument', `[bleukit] METEOR tokenizer should be a tokenizer ({ name, tokenize }), received ${describeValue(tokenizer)}.`);
  }
  const settings = {
    alpha: checkNumber(options.alpha, 'alpha', 0.9),
    beta: checkNumber(options.beta, 'beta', 3.0),
    gamma: checkNumber(options.gamma, 'gamma', 0.5),
    caseSensitive: options.caseSensitive ?? false,
    tokenizer,
  } as const;
  const { wordnet } = options;
  const matchers = matchersFor(wordnet);
  const alignment: AlignmentCounts = { matches: 0, chunks: 0 };
  const sameLine: AlignmentCounts = { matches: 0, chunks: 0 };
  /** A line as METEOR splits it into words: tokenized (when a tokenizer is set), lower-cased. */
  const text = (line: string) => {
    const tokenized = tokenizer ? tokenizer.tokenize(pythonRstrip(line)).join(' ') : line;
    return settings.caseSensitive ? tokenized : tokenized.toLowerCase();
  };
  const words = (line: string) => pythonSplit(text(line));

  const signatureFields = (nrefs: number): SignatureField[] => [
    ['nrefs', '#', nrefs < 0 ? 'var' : String(nrefs)],
    ['case', 'c', settings.caseSensitive ? 'mixed' : 'lc'],
    ['tok', 'tok', tokenizer?.name ?? 'none'],
    ['wordnet', 'wn', wordnet.version],
    ['stem', 'st', 'porter-nltk'],
    ['alpha', 'a', formatFloat(settings.alpha)],
    ['beta', 'b', formatFloat(settings.beta)],
    ['gamma', 'g', formatFloat(settings.gamma)],
    ['version', 'v', SIGNATURE_VERSION],
  ];

  const scoreStatistics = (stats: ArrayLike<number>, nrefs: number): MeteorResult => {
    if (stats.length !== 2) {
      throw new BleukitError('invalid-argument', `[bleukit] METEOR statistics have 2 numbers (sum of sentence values, count), received ${stats.length}.`);
    }
    const count = stats[1] as number;
    const meteor = count > 0 ? (stats[0] as number) / count : 0;
    return { score: 100 * meteor, meteor, sentences: count, signature: signatureFields(nrefs) };
  };

  /** Each reference's sentence METEOR (`null` where there is none), and the best one's index (the first of equal ones, as Python's max). */
  const scoreWords = (hyp: readonly string[], references: readonly (readonly string[] | null)[], segment: number) => {
    const scored = references.map((ref) => (ref === null ? null : sentenceMeteor(hyp, ref, matchers, settings)));
    let index = -1;
    for (let k = 0; k < scored.length; k++) {
      const sentence = scored[k];
      if (sentence && (index < 0 || sentence.value > (scored[index] as MeteorSentence).value)) index = k;
    }
    if (index < 0) throw missingReference(segment);
    return { scored, index };
  };

  /** The best reference's value (as {@link scoreWords}, without the alignments), and 1. */
  const wordStatistics = (hyp: readonly string[], references: readonly (readonly string[] | null)[], segment: number): [number, number] => {
    let best = -Infinity;
    for (const ref of references) {
      if (ref === null) continue;
      const value = meteorValue(hyp, ref, matchers, settings);
      if (value > best) best = value;
    }
    if (best === -Infinity) throw missingReference(segment);
    return [best, 1];
  };

  const toWords = (references: SegmentReferences) => references.map((reference) => (reference === null ? null : words(reference)));

  const hypothesisList = new TypeList();
  const referenceList = new TypeList();
  const spans = new TokenSpans();
  /**
   * A line's words as `types`' numbers into `list`, as {@link words} splits it. A tokenizer that
   * gives token spans needs no string at all for ASCII tokens: they are numbered where they are,
   * lower-cased letter by letter (for ASCII, what lower-casing the joined tokens does).
   */
  const lineTypes = (types: WordTypes, line: string, list: TypeList): void => {
    if (tokenizer?.tokenSpans !== undefined) {
      tokenizer.tokenSpans(pythonRstrip(line), spans);
      if (types.typesOfSpans(spans, !settings.caseSensitive, list)) return;
    }
    types.typesOfText(text(line), list);
  };
  /**
   * {@link wordStatistics} straight from the lines: their words become numbers as the line is
   * split (see `WordTypes`), with no string made per word.
   */
  const lineStatistics = (hypothesis: string, references: SegmentReferences, segment: number): [number, number] => {
    const types = wordTypesOf(matchers);
    lineTypes(types, hypothesis, hypothesisList);
    let best = -Infinity;
    for (const reference of references) {
      if (reference === null) continue;
      let value: number;
      if (reference === hypothesis) {
        // The same words: NLTK's exact stage, pairing a repeated word from the end, matches each
        // position with itself, in one chunk.
        const count = hypothesisList.count;
        sameLine.matches = count;
        sameLine.chunks = 1;
        value = meteorOfCounts(sameLine, count, count, settings);
      } else {
        lineTypes(types, reference, referenceList);
        const counts = countTypeAlignment(types, hypothesisList, referenceList, alignment);
        value = meteorOfCounts(counts, hypothesisList.count, referenceList.count, settings);
      }
      if (value > best) best = value;
    }
    if (best === -Infinity) throw missingReference(segment);
    return [best, 1];
  };

  const corpusScore = (hypotheses: readonly string[], references: readonly SegmentReferences[]): MeteorResult => {
    checkCorpusInput(hypotheses, references, 'convert them with streamsFromSegments(references) from @bleukit/core');
    let sum = 0;
    let nrefs: number | undefined;
    for (let i = 0; i < hypotheses.length; i++) {
      const refs = references.map((stream) => stream[i] as string | null);
      sum += lineStatistics(hypotheses[i] as string, refs, i)[0];
      const given = refs.reduce((n, ref) => (ref === null ? n : n + 1), 0);
      nrefs = nrefs === undefined || nrefs === given ? given : -1;
    }
    return scoreStatistics([sum, hypotheses.length], nrefs ?? references.length);
  };

  const line = (result: MeteorResult): ScoreLine => ({ name: 'METEOR', score: result.score, signature: result.signature });

  return {
    id: 'meteor',
    name: 'METEOR',
    statisticsSize: 2,
    higherIsBetter: true,
    options: settings,
    words,
    tokenStatistics: (hypothesis, references) => wordStatistics(hypothesis, references, 0),
    segmentStatistics: (hypothesis, references) => {
      checkSegmentInput(hypothesis, references);
      return lineStatistics(hypothesis, references, 0);
    },
    scoreStatistics,
    signatureFields,
    corpusScore,
    sentenceScore: (hypothesis, references) => {
      checkSentenceReferences(references);
      return corpusScore([hypothesis], references.map((ref) => [ref]));
    },
    explain: (hypothesis, references) => {
      checkSegmentInput(hypothesis, references);
      const { scored, index } = scoreWords(words(hypothesis), toWords(references), 0);
      return { ...(scored[index] as MeteorSentence), referenceIndex: index };
    },
    format: (result: MeteorResult, formatOptions?: FormatOptions, confidence?: Confidence) => formatScoreLine(line(result), formatOptions, confidence),
    formatJson: (result: MeteorResult, width?: number, confidence?: Confidence) => formatScoreJson(line(result), width, confidence),
  };
}
