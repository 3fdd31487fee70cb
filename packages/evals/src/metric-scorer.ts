import { formatSignatureFields, type Metric, type MetricResult } from '@bleukit/core';
import { createChrf, type ChrfOptions } from '@bleukit/chrf';
import { createTer, type TerOptions } from '@bleukit/ter';
import { commonCount, sumRows } from './case-statistics.js';
import { caseReferences, corpusReferences } from './references.js';
import type { Score, ScorerArgs } from './scorer.js';

/** How a chrF or TER score was computed, next to the 0–1 `score`. */
export interface MetricMetadata {
  /** sacreBLEU's value on its own scale: chrF 0–100, TER 0–100+ (lower is better). */
  readonly value: number;
  /** sacreBLEU's signature of the settings. */
  readonly signature: string;
  /** Sufficient statistics: sum them over cases for the corpus score. */
  readonly statistics: readonly number[];
  /** References (sentence) or cases (corpus) behind the score. */
  readonly nrefs: number;
}

/** A chrF or TER scorer: per case, plus corpus scores from the same settings. */
export interface MetricScorer {
  (args: ScorerArgs): Promise<Score<MetricMetadata>>;
  readonly scorerName: string;
  /** The corpus score (`sacrebleu -m <metric>` on the same lines); `expected[i]`: case i's references. */
  corpus(outputs: readonly string[], expected: readonly (string | readonly string[])[]): Promise<Score<MetricMetadata>>;
  /** The corpus score from the `statistics` of per-case results. */
  corpusFromResults(results: readonly Score<MetricMetadata>[]): Promise<Score<MetricMetadata>>;
}

function metricScorer(metric: Metric, name: string, toUnit: (value: number) => number): MetricScorer {
  const score = (statistics: number[], nrefs: number, label: string): Score<MetricMetadata> => {
    const result: MetricResult = metric.scoreStatistics(statistics, nrefs);
    return {
      name: label,
      score: toUnit(result.score),
      metadata: {
        value: result.score,
        signature: formatSignatureFields(metric.signatureFields(nrefs)),
        statistics,
        nrefs,
      },
    };
  };
  const sum = (rows: readonly (readonly number[])[]): number[] => sumRows(rows, metric.statisticsSize);

  const scorer = async (args: ScorerArgs): Promise<Score<MetricMetadata>> => {
    const references = caseReferences(args?.expected);
    const output = typeof args.output === 'string' ? args.output : String(args.output ?? '');
    return score(metric.segmentStatistics(output, references), references.length, name);
  };
  return Object.assign(scorer, {
    scorerName: name,
    async corpus(outputs: readonly string[], expected: readonly (string | readonly string[])[]) {
      const references = corpusReferences(outputs, expected);
      const rows = outputs.map((output, i) => metric.segmentStatistics(output, references[i]!));
      return score(sum(rows), commonCount(references.map((refs) => refs.length)), `${name} (corpus)`);
    },
    async corpusFromResults(results: readonly Score<MetricMetadata>[]) {
      const rows = results.map((result) => result.metadata.statistics);
      return score(sum(rows), commonCount(results.map((result) => result.metadata.nrefs)), `${name} (corpus)`);
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
  return metricScorer(metric, name ?? metric.name, (value) => Math.min(1, value / 100));
}

/**
 * sacreBLEU's TER as a scorer. TER is an error rate (lower is better, can exceed 100); the
 * frameworks want higher is better on 0–1, so `score` is `max(0, 1 − TER / 100)` and
 * `metadata.value` is sacreBLEU's TER.
 */
export function ter(options: TerOptions & { name?: string } = {}): MetricScorer {
  const { name, ...settings } = options;
  return metricScorer(createTer(settings), name ?? 'TER', (value) => Math.max(0, 1 - value / 100));
}
