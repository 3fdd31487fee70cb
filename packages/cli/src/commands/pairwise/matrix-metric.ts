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
  ribes: { alpha: number; beta: number; caseSensitive: boolean; skipEmptyReferences: boolean };
  bleu: { lowercase: boolean };
  /** Set for the metrics that tokenize with `-tok` (BLEU, RIBES). */
  tokenizer?: TokenizerSpec;
}

/** Whether a metric takes its words from `-tok` (chrF and TER do their own splitting). */
export function usesTokenizer(metric: MatrixMetric | 'self-bleu'): boolean {
  return metric === 'bleu' || metric === 'ribes' || metric === 'self-bleu';
}

/** Tokenizers this thread has loaded, by spec: the command checks `-tok` once, and its one thread reuses it. */
const loaded = new Map<string, Promise<Tokenizer>>();

/** The tokenizer of a spec, in this thread (`none` leaves the line as it is, then words are `str.split()`'s). */
export function loadSpecTokenizer(spec: TokenizerSpec): Promise<Tokenizer> {
  const key = JSON.stringify([spec.name, spec.locale, spec.spmModel ?? null]);
  let tokenizer = loaded.get(key);
  if (tokenizer === undefined) {
    tokenizer = loadTokenizer(spec.name, spec.locale, spec.spmModel, spec.shared);
    loaded.set(key, tokenizer);
  }
  return tokenizer;
}

/**
 * `-tok`, or the default for `-l`'s target language, with what threads can share of it (loaded
 * once, here); loaded here too, so that an unknown name or a missing model fails before any
 * worker starts.
 */
export async function tokenizerSpec(args: MatrixArguments): Promise<TokenizerSpec> {
  const locale = args.languagePair?.split('-')[1] ?? '';
  const name = args.tokenize ?? defaultTokenizerName(locale);
  const spm = args.spmModel === null ? {} : { spmModel: args.spmModel };
  const shared = await loadSharedTokenizerData(name, args.spmModel ?? undefined);
  const spec: TokenizerSpec = { name, locale, ...spm, ...(shared === undefined ? {} : { shared }) };
  await loadSpecTokenizer(spec);
  return spec;
}

/** The metric of a command line. */
export async function matrixMetricSpec(args: MatrixArguments): Promise<MatrixMetricSpec> {
  return {
    metric: args.metric,
    chrf: { beta: args.chrfBeta, whitespace: args.chrfWhitespace, lowercase: args.chrfLowercase },
    ter: { caseSensitive: args.terCaseSensitive, noPunct: args.terNoPunct, normalized: args.terNormalized, asianSupport: args.terAsianSupport },
    ribes: { alpha: args.ribesAlpha, beta: args.ribesBeta, caseSensitive: args.ribesCaseSensitive, skipEmptyReferences: args.ribesSkipEmpty },
    bleu: { lowercase: args.lowercase },
    ...(usesTokenizer(args.metric) ? { tokenizer: await tokenizerSpec(args) } : {}),
  };
}
