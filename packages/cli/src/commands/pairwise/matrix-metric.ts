// The metric of `bleukit pairwise` and `mbr` as plain data (so that every worker builds the same),
// and the tokenizer of the metrics that take words from `-tok` (BLEU, RIBES; self-BLEU too).
import type { Tokenizer } from '@bleukit/core';
import { loadSharedTokenizerData, loadTokenizer, defaultTokenizerName, type SharedTokenizerData } from '../../tokenizers/tokenizer-registry.js';
import type { MatrixArguments, MatrixMetric } from './matrix-arguments.js';

/** `-tok` as a run resolves it: the name, the target language and the model, with what threads share. */
export interface TokenizerSpec {
  name: string;
  locale: string;
  spmModel?: string;
  shared?: SharedTokenizerData;
}

/** A pairwise metric with its settings. */
export interface MatrixMetricSpec {
  metric: MatrixMetric;
  chrf: { beta: number; whitespace: boolean; lowercase: boolean };
  ter: { caseSensitive: boolean; noPunct: boolean; normalized: boolean; asianSupport: boolean };
  ribes: { alpha: number; beta: number; caseSensitive: boolean };
  bleu: { lowercase: boolean };
  /** Set for the metrics that tokenize with `-tok` (BLEU, RIBES). */
  tokenizer?: TokenizerSpec;
}

/** Whether a metric takes its words from `-tok` (chrF and TER do their own splitting). */
export function usesTokenizer(metric: MatrixMetric | 'self-bleu'): boolean {
  return metric === 'bleu' || metric === 'ribes' || metric === 'self-bleu';
}

/** `-tok`, or the default for `-l`'s target language, loaded once here for every thread to share. */
export async function tokenizerSpec(args: MatrixArguments): Promise<TokenizerSpec> {
  const locale = args.languagePair?.split('-')[1] ?? '';
  const name = args.tokenize ?? defaultTokenizerName(locale);
  const spm = args.spmModel === null ? {} : { spmModel: args.spmModel };
  // Loaded here first: an unknown name or a missing model fails once, before any worker starts.
  await loadTokenizer(name, locale, args.spmModel ?? undefined);
  const shared = await loadSharedTokenizerData(name, args.spmModel ?? undefined);
  return { name, locale, ...spm, ...(shared === undefined ? {} : { shared }) };
}

/** The tokenizer of a spec, in this thread (`none` leaves the line as it is, then words are `str.split()`'s). */
export async function loadSpecTokenizer(spec: TokenizerSpec): Promise<Tokenizer> {
  return loadTokenizer(spec.name, spec.locale, spec.spmModel, spec.shared);
}

/** The metric of a command line. */
export async function matrixMetricSpec(args: MatrixArguments): Promise<MatrixMetricSpec> {
  return {
    metric: args.metric,
    chrf: { beta: args.chrfBeta, whitespace: args.chrfWhitespace, lowercase: args.chrfLowercase },
    ter: { caseSensitive: args.terCaseSensitive, noPunct: args.terNoPunct, normalized: args.terNormalized, asianSupport: args.terAsianSupport },
    ribes: { alpha: args.ribesAlpha, beta: args.ribesBeta, caseSensitive: args.ribesCaseSensitive },
    bleu: { lowercase: args.lowercase },
    ...(usesTokenizer(args.metric) ? { tokenizer: await tokenizerSpec(args) } : {}),
  };
}
