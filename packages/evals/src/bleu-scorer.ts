import { createBleu, formatSignature, type BleuResult, type SmoothMethod, type Tokenizer } from '@bleukit/core';
import { loadLanguageTokenizer } from './language-tokenizer.js';
import { commonCount, sumRows } from './case-statistics.js';
import { caseReferences, corpusReferences } from './references.js';
import type { Score, ScorerArgs } from './scorer.js';

/** Options of {@link bleu}. */
export interface BleuScorerOptions {
  /**
   * The language of the outputs (`ja`, `zh`, `de`…): picks sacreBLEU's tokenizer as
   * `sacrebleu -l en-<lang>` does (`ja` → ja-mecab, `zh` → zh, others → 13a). Default `en`.
   */
  targetLanguage?: string;
  /** A tokenizer to use instead of the language's (e.g. `tokenizerIntl`). */
  tokenizer?: Tokenizer;
  /** Lower-case outputs and references first. Default false. */
  lowercase?: boolean;
  /** Sentence smoothing. Default `exp`, sacreBLEU's. */
  smoothMethod?: SmoothMethod;
  /** For `floor` and `add-k`. */
  smoothValue?: number;
  /** The name reported with each score. Default `BLEU`. */
  name?: string;
}

/** What a BLEU score says about how it was computed, next to the 0–1 `score`. */
export interface BleuMetadata {
  /** sacreBLEU's sentence BLEU, 0–100: `sacrebleu --sentence-level -l en-<lang>`. */
  readonly bleu: number;
  /** sacreBLEU's signature of the settings (`nrefs:1|case:mixed|eff:yes|tok:13a|…`). */
  readonly signature: string;
  /** The tokenizer's signature name. */
  readonly tokenizer: string;
  /** n-gram precisions in percent, brevity penalty, output and reference lengths in tokens. */
  readonly precisions: readonly number[];
  readonly bp: number;
  readonly outputLength: number;
  readonly referenceLength: number;
  /** Sufficient statistics of this case: sum them over cases for corpus BLEU (see `corpus`). */
  readonly statistics: readonly number[];
  /** References this case had. */
  readonly nrefs: number;
  /** Why a score is low for a reason other than the translation (a very short output). */
  readonly notes: readonly string[];
}

/** A BLEU scorer: call it per case; `corpus` scores a whole run from the same settings. */
export interface BleuScorer {
  (args: ScorerArgs): Promise<Score<BleuMetadata>>;
  /** The scorer's name. */
  readonly scorerName: string;
  /**
   * Corpus BLEU over many cases, sacreBLEU's `sacrebleu -l en-<lang>` on the same lines (not the
   * average of sentence scores). `expected[i]` is case i's reference or references.
   */
  corpus(outputs: readonly string[], expected: readonly (string | readonly string[])[]): Promise<Score<CorpusMetadata>>;
  /** Corpus BLEU from the `statistics` of per-case results (e.g. collected by a framework). */
  corpusFromResults(results: readonly Score<BleuMetadata>[]): Promise<Score<CorpusMetadata>>;
}

/** Metadata of a corpus score. */
export interface CorpusMetadata {
  readonly bleu: number;
  readonly signature: string;
  readonly tokenizer: string;
  readonly precisions: readonly number[];
  readonly bp: number;
  readonly outputLength: number;
  readonly referenceLength: number;
  readonly statistics: readonly number[];
  readonly cases: number;
}

const MAX_ORDER = 4;

/** `notes` for a sentence: short outputs lose orders and get a brevity penalty. */
function shortNotes(result: BleuResult): string[] {
  const notes: string[] = [];
  if (result.sysLen < MAX_ORDER) {
    notes.push(
      `the output has ${result.sysLen} token${result.sysLen === 1 ? '' : 's'}, so only n-gram orders up to ` +
        `${result.sysLen} count (effective order); very short outputs score low or 0 even when close`,
    );
  }
  if (result.bp < 1) {
    notes.push(`brevity penalty ${result.bp.toFixed(3)}: the output is shorter than the closest reference`);
  }
  return notes;
}

/**
 * sacreBLEU's sentence BLEU as an autoevals-style scorer: `({ output, expected })` →
 * `{ name, score, metadata }`, `score` on 0–1 (BLEU / 100, capped at 1), the exact 0–100 value
 * and the signature in `metadata`. The tokenizer is loaded on the first call.
 *
 * @example
 * ```ts
 * const scorer = bleu({ targetLanguage: 'ja' });
 * const { score, metadata } = await scorer({ output: '猫が座った。', expected: '猫が座った。' });
 * ```
 */
export function bleu(options: BleuScorerOptions = {}): BleuScorer {
  const name = options.name ?? 'BLEU';
  const language = options.targetLanguage ?? 'en';
  let ready: Promise<{ sentence: ReturnType<typeof createBleu>; corpus: ReturnType<typeof createBleu> }> | undefined;
  const setUp = () =>
    (ready ??= (options.tokenizer ? Promise.resolve(options.tokenizer) : loadLanguageTokenizer(language)).then((tokenizer) => {
      const settings = {
        tokenizer,
        lowercase: options.lowercase,
        smoothMethod: options.smoothMethod,
        smoothValue: options.smoothValue,
      };
      return {
        sentence: createBleu({ ...settings, effectiveOrder: true }),
        // sacreBLEU's corpus defaults: no effective order, `exp` smoothing.
        corpus: createBleu({ tokenizer, lowercase: options.lowercase }),
      };
    }));
  // Catch a wrong language when the scorer is made, not on the first case.
  if (!options.tokenizer) void setUp().catch(() => undefined);

  const corpusScore = async (statistics: number[], nrefs: number, cases: number): Promise<Score<CorpusMetadata>> => {
    const { corpus } = await setUp();
    const result = corpus.scoreStatistics(statistics, nrefs);
    return {
      name: `${name} (corpus)`,
      score: Math.min(1, result.score / 100),
      metadata: {
        bleu: result.score,
        signature: formatSignature(result.signature),
        tokenizer: corpus.tokenizer.name,
        precisions: result.precisions,
        bp: result.bp,
        outputLength: result.sysLen,
        referenceLength: result.refLen,
        statistics,
        cases,
      },
    };
  };

  const sum = (rows: readonly (readonly number[])[]): number[] => sumRows(rows, 2 + 2 * MAX_ORDER);

  const scorer = async (args: ScorerArgs): Promise<Score<BleuMetadata>> => {
    const references = caseReferences(args?.expected);
    const output = typeof args.output === 'string' ? args.output : String(args.output ?? '');
    const { sentence } = await setUp();
    const statistics = sentence.segmentStatistics(output, references);
    const result = sentence.scoreStatistics(statistics, references.length);
    return {
      name,
      score: Math.min(1, result.score / 100),
      metadata: {
        bleu: result.score,
        signature: formatSignature(result.signature),
        tokenizer: sentence.tokenizer.name,
        precisions: result.precisions,
        bp: result.bp,
        outputLength: result.sysLen,
        referenceLength: result.refLen,
        statistics,
        nrefs: references.length,
        notes: shortNotes(result),
      },
    };
  };

  return Object.assign(scorer, {
    scorerName: name,
    async corpus(outputs: readonly string[], expected: readonly (string | readonly string[])[]) {
      const references = corpusReferences(outputs, expected);
      const { corpus } = await setUp();
      const rows = outputs.map((output, i) => corpus.segmentStatistics(output, references[i]!));
      return corpusScore(sum(rows), commonCount(references.map((refs) => refs.length)), outputs.length);
    },
    corpusFromResults(results: readonly Score<BleuMetadata>[]) {
      return corpusScore(
        sum(results.map((result) => result.metadata.statistics)),
        commonCount(results.map((result) => result.metadata.nrefs)),
        results.length,
      );
    },
  });
}
