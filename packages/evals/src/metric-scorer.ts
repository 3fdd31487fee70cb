import { formatSignatureFields, type Metric, type MetricResult } from '@bleukit/core';
import { createChrf, type ChrfOptions } from '@bleukit/chrf';
import { createRibes, type RibesOptions, type RibesResult } from '@bleukit/ribes';
import { createTer, type TerOptions } from '@bleukit/ter';
import { commonCount, sumRows } from './case-statistics.js';
import { loadLanguageTokenizer } from './language-tokenizer.js';
import { caseReferences, corpusReferences } from './references.js';
import type { Score, ScorerArgs } from './scorer.js';

/** How a chrF, TER, RIBES or METEOR score was computed, next to the 0–1 `score`. */
export interface MetricMetadata {
  /** sacreBLEU's value on its own scale: chrF 0–100, TER 0–100+ (lower is better); RIBES and METEOR 0–100. */
  readonly value: number;
  /** sacreBLEU's signature of the settings. */
  readonly signature: string;
  /** Sufficient statistics: sum them over cases for the corpus score. */
  readonly statistics: readonly number[];
  /** References (sentence) or cases (corpus) behind the score. */
  readonly nrefs: number;
  /** METEOR: the signature name of the tokenizer that split the words (`13a`; `none`: split at spaces). */
  readonly tokenizer?: string;
}

/** A chrF, TER, RIBES or METEOR scorer: per case, plus corpus scores from the same settings. */
export interface MetricScorer {
  (args: ScorerArgs): Promise<Score<MetricMetadata>>;
  readonly scorerName: string;
  /** The corpus score (`sacrebleu -m <metric>` on the same lines); `expected[i]`: case i's references. */
  corpus(outputs: readonly string[], expected: readonly (string | readonly string[])[]): Promise<Score<MetricMetadata>>;
  /** The corpus score from the `statistics` of per-case results. */
  corpusFromResults(results: readonly Score<MetricMetadata>[]): Promise<Score<MetricMetadata>>;
}

/**
 * A scorer for `metric`, or for the metric `load` resolves to (made once, on first use, when it
 * needs a tokenizer); `toUnit` maps a result to the frameworks' 0–1, higher-is-better score (for
 * a corpus it also gets the cases' statistics); `describe` adds to the metadata.
 */
export function metricScorer<R extends MetricResult, M extends Metric<R> = Metric<R>>(
  load: M | (() => Promise<M>),
  name: string,
  toUnit: (result: R, rows?: readonly (readonly number[])[]) => number,
  describe?: (metric: M) => Partial<MetricMetadata>,
): MetricScorer {
  let loading: Promise<M> | undefined;
  const ready = (): Promise<M> => (loading ??= typeof load === 'function' ? load() : Promise.resolve(load));
  // Catch a wrong language when the scorer is made, not on the first case.
  if (typeof load === 'function') void ready().catch(() => undefined);
  const score = async (statistics: number[], nrefs: number, label: string, rows?: readonly (readonly number[])[]): Promise<Score<MetricMetadata>> => {
    const metric = await ready();
    const result = metric.scoreStatistics(statistics, nrefs);
    return {
      name: label,
      score: toUnit(result, rows),
      metadata: {
        value: result.score,
        signature: formatSignatureFields(metric.signatureFields(nrefs)),
        statistics,
        nrefs,
        ...describe?.(metric),
      },
    };
  };
  const sum = async (rows: readonly (readonly number[])[]): Promise<number[]> => sumRows(rows, (await ready()).statisticsSize);

  const scorer = async (args: ScorerArgs): Promise<Score<MetricMetadata>> => {
    const references = caseReferences(args?.expected);
    const output = typeof args.output === 'string' ? args.output : String(args.output ?? '');
    return score((await ready()).segmentStatistics(output, references), references.length, name);
  };
  return Object.assign(scorer, {
    scorerName: name,
    async corpus(outputs: readonly string[], expected: readonly (string | readonly string[])[]) {
      const references = corpusReferences(outputs, expected);
      const metric = await ready();
      const rows = outputs.map((output, i) => metric.segmentStatistics(output, references[i]!));
      return score(await sum(rows), commonCount(references.map((refs) => refs.length)), `${name} (corpus)`, rows);
    },
    async corpusFromResults(results: readonly Score<MetricMetadata>[]) {
      const rows = results.map((result) => result.metadata.statistics);
      return score(await sum(rows), commonCount(results.map((result) => result.metadata.nrefs)), `${name} (corpus)`, rows);
    },
  });
}

/**
 * sacreBLEU's chrF (chrF++ with `wordOrder: 2`) as an autoevals-style scorer: `score` is chrF / 100,
 * `metadata.value` sacreBLEU's 0–100 value. Needs no tokenizer: it suits every language, Korean and
 * Thai included.
 */
export function chrf(options: ChrfOptions & { name?: string } = {}): MetricScorer {
  const { name, ...settings } = options;
  const metric = createChrf(settings);
  return metricScorer(metric, name ?? metric.name, (result) => Math.min(1, result.score / 100));
}

/**
 * sacreBLEU's TER as a scorer. TER is an error rate (lower is better, can exceed 100); the
 * frameworks want higher is better on 0–1, so `score` is `max(0, 1 − TER / 100)` and
 * `metadata.value` is sacreBLEU's TER.
 */
export function ter(options: TerOptions & { name?: string } = {}): MetricScorer {
  const { name, ...settings } = options;
  return metricScorer(createTer(settings), name ?? 'TER', (result) => Math.max(0, 1 - result.score / 100));
}

/** Options of {@link ribes}: `@bleukit/ribes`'s, a name, and the language whose words to compare. */
export interface RibesScorerOptions extends RibesOptions {
  /**
   * The language of the outputs: its words come from the tokenizer `sacrebleu -l en-<lang>` picks
   * (`ja` → ja-mecab, which WAT's RIBES also runs on; `zh` → zh; others → 13a). Without it (and
   * without `tokenizer`) the text is taken as already tokenized, as RIBES.py takes it.
   */
  targetLanguage?: string;
  /** The name reported with each score. Default `RIBES`. */
  name?: string;
}

/**
 * RIBES (word order; NTT's RIBES.py 1.03.1, as WAT reports it) as a scorer: `score` is RIBES.py's
 * 0–1 value, `metadata.value` the same × 100, on the scale of the other metrics. A corpus score
 * is the mean of the cases' values, as RIBES.py averages. Raw Japanese needs its words:
 * `ribes({ targetLanguage: 'ja' })`.
 */
export function ribes(options: RibesScorerOptions = {}): MetricScorer {
  const { name, targetLanguage, ...settings } = options;
  const toUnit = (result: RibesResult) => result.ribes;
  if (targetLanguage === undefined || settings.tokenizer !== undefined) {
    return metricScorer(createRibes(settings), name ?? 'RIBES', toUnit);
  }
  // Options are checked now; the language's tokenizer loads on first use.
  createRibes(settings);
  return metricScorer(async () => createRibes({ ...settings, tokenizer: await loadLanguageTokenizer(targetLanguage, 'RIBES') }), name ?? 'RIBES', toUnit);
}
