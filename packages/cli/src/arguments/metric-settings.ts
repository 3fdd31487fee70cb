import { createChrf, type ChrfOptions } from '@bleukit/chrf';
import { createBleu, type Metric } from '@bleukit/core';
import { createMeteor } from '@bleukit/meteor';
import { createRibes } from '@bleukit/ribes';
import { createTer, type TerOptions } from '@bleukit/ter';
import type { WordNet } from '@bleukit/wordnet';
import type { CliArguments } from './parse-arguments.js';

/** What BLEU's statistics depend on (smoothing only matters when scoring). */
export interface BleuSpec {
  id: 'bleu';
  tokenizer: string;
  locale: string;
  /** The SentencePiece model file (`--spm-model`), for the SentencePiece tokenizers. */
  spmModel?: string;
  lowercase: boolean;
  order: number;
}

/** What RIBES's statistics depend on: `-tok` as BLEU's (the words RIBES aligns), and its own weights and case. */
export interface RibesSpec {
  id: 'ribes';
  tokenizer: string;
  locale: string;
  spmModel?: string;
  options: { alpha: number; beta: number; caseSensitive: boolean };
}

/** What METEOR's statistics depend on: `-tok` as BLEU's (the words it aligns), its parameters and case. */
export interface MeteorSpec {
  id: 'meteor';
  tokenizer: string;
  locale: string;
  spmModel?: string;
  options: { alpha: number; beta: number; gamma: number; caseSensitive: boolean };
}

/** A metric whose words come from `-tok` (BLEU's tokenizer): BLEU, RIBES and METEOR. */
export type TokenizedSpec = BleuSpec | RibesSpec | MeteorSpec;

/**
 * A metric as the command line configures it: plain data, so worker threads can build the same
 * metric from it.
 */
export type MetricSpec = BleuSpec | RibesSpec | MeteorSpec | { id: 'chrf'; options: ChrfOptions } | { id: 'ter'; options: TerOptions };

/** The first metric that tokenizes with `-tok`, if any: its tokenizer is loaded for every thread. */
export function tokenizedSpec(specs: readonly MetricSpec[]): TokenizedSpec | undefined {
  return specs.find((spec): spec is TokenizedSpec => spec.id === 'bleu' || spec.id === 'ribes' || spec.id === 'meteor');
}

/** Whether METEOR is scored: its WordNet tables are loaded (once, shared by the threads). */
export function needsWordNet(specs: readonly MetricSpec[]): boolean {
  return specs.some((spec) => spec.id === 'meteor');
}

/**
 * The metrics of a command line, each once, in the order given (sacreBLEU's paired tests keep
 * this order; its other outputs sort by name, which {@link sortedForOutput} does).
 */
export function metricSpecs(args: CliArguments, tokenizer: string, locale: string): MetricSpec[] {
  const specs: MetricSpec[] = [];
  const spm = args.spmModel === null ? {} : { spmModel: args.spmModel };
  for (const id of new Set(args.metrics)) {
    if (id === 'bleu') specs.push({ id, tokenizer, locale, lowercase: args.lowercase, order: 4, ...spm });
    else if (id === 'ribes') {
      specs.push({ id, tokenizer, locale, ...spm, options: { alpha: args.ribesAlpha, beta: args.ribesBeta, caseSensitive: args.ribesCaseSensitive } });
    } else if (id === 'meteor') {
      const options = { alpha: args.meteorAlpha, beta: args.meteorBeta, gamma: args.meteorGamma, caseSensitive: args.meteorCaseSensitive };
      specs.push({ id, tokenizer, locale, ...spm, options });
    }
    else if (id === 'chrf') {
      specs.push({
        id,
        options: {
          charOrder: args.chrfCharOrder,
          wordOrder: args.chrfWordOrder,
          beta: args.chrfBeta,
          lowercase: args.chrfLowercase,
          whitespace: args.chrfWhitespace,
          epsSmoothing: args.chrfEpsSmoothing,
        },
      });
    } else if (id === 'ter') {
      specs.push({
        id,
        options: {
          normalized: args.terNormalized,
          noPunct: args.terNoPunct,
          asianSupport: args.terAsianSupport,
          caseSensitive: args.terCaseSensitive,
        },
      });
    }
  }
  return specs;
}

/** The indices of `specs` in sacreBLEU's output order (`sorted(metrics)`: BLEU, chrF, METEOR, RIBES, TER). */
export function sortedForOutput(specs: readonly MetricSpec[]): number[] {
  return specs.map((_, i) => i).sort((a, b) => ((specs[a] as MetricSpec).id < (specs[b] as MetricSpec).id ? -1 : 1));
}

/** Statistics per segment of each metric, without building it. */
export function statisticsSize(spec: MetricSpec): number {
  if (spec.id === 'bleu') return 2 + 2 * spec.order;
  if (spec.id === 'chrf') return 3 * ((spec.options.charOrder ?? 6) + (spec.options.wordOrder ?? 0));
  // TER: edits, reference length; RIBES and METEOR: sum of sentence values, count.
  return 2;
}

/**
 * Where each metric's statistics sit in a batch's row of statistics. TER's reference lengths are
 * float averages and RIBES's and METEOR's sentence values are floats, so their columns are summed
 * in segment order (`ordered`), as sacreBLEU, RIBES.py and NLTK users' loops sum them; the others are whole numbers, summed in
 * any order.
 */
export interface StatisticsLayout {
  /** Numbers per segment, all metrics together. */
  width: number;
  offsets: number[];
  sizes: number[];
  /** Columns summed in segment order. */
  ordered: number[];
}

export function statisticsLayout(specs: readonly MetricSpec[]): StatisticsLayout {
  const offsets: number[] = [];
  const sizes: number[] = [];
  const ordered: number[] = [];
  let width = 0;
  for (const spec of specs) {
    const size = statisticsSize(spec);
    offsets.push(width);
    sizes.push(size);
    if (spec.id === 'ter' || spec.id === 'ribes' || spec.id === 'meteor') for (let k = 0; k < size; k++) ordered.push(width + k);
    width += size;
  }
  return { width, offsets, sizes, ordered };
}

/**
 * The metric that scores summed statistics in the main thread (BLEU, RIBES and METEOR need no
 * tokenizer there; METEOR takes the WordNet the engine loaded, for its signature).
 */
export function scoringMetric(spec: MetricSpec, args: CliArguments, tokenizerName: string, wordnet?: WordNet): Metric {
  if (spec.id === 'chrf') return createChrf(spec.options);
  if (spec.id === 'ter') return createTer(spec.options);
  if (spec.id === 'ribes') return createRibes({ ...spec.options, tokenizer: { name: tokenizerName, tokenize: () => [] } });
  if (spec.id === 'meteor') {
    if (wordnet === undefined) throw new Error('internal: METEOR is scored without WordNet');
    return createMeteor({ ...spec.options, wordnet, tokenizer: { name: tokenizerName, tokenize: () => [] } });
  }
  return createBleu({
    tokenizer: { name: tokenizerName, tokenize: () => [] },
    lowercase: args.lowercase,
    smoothMethod: args.smoothMethod,
    ...(args.smoothValue !== undefined ? { smoothValue: args.smoothValue } : {}),
    effectiveOrder: args.sentenceLevel,
  });
}
