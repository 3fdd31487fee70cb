import { formatFixed, formatSignatureFields, type Metric } from '@bleukit/core';
import type { Logger } from './logger.js';

/** What `-sl` with several `-m` metrics prints from. */
export interface SentenceTable {
  /** The metrics in the order given (`-m chrf bleu`: chrF's column first). */
  readonly metrics: readonly Metric[];
  /** `segments[m]`: metric `m`'s statistics of every segment, `statisticsSize` numbers each. */
  readonly segments: readonly Float64Array[];
  readonly nrefs: number;
  /** `-w`: digits after the point. */
  readonly width: number;
  /** `-f json` given explicitly: a JSON list of rows instead of the tab-separated table. */
  readonly json: boolean;
  readonly short: boolean;
}

/**
 * `-sl` with several metrics, which sacreBLEU refuses (`Only one metric can be used in
 * sentence-level mode.`): one row per segment, one column per metric, tab-separated under a
 * header (`line`, then each metric's name), or with `-f json` a list of `{ "line": 1, "BLEU": … }`.
 * Each metric's signature goes to stderr (hidden under `-q`), so that stdout stays a table.
 */
export function renderSentenceTable(table: SentenceTable, log: Logger): string {
  const { metrics, segments, nrefs } = table;
  const first = metrics[0];
  const count = first === undefined ? 0 : (segments[0] as Float64Array).length / first.statisticsSize;
  const scores = metrics.map((metric, m) => {
    const size = metric.statisticsSize;
    const data = segments[m] as Float64Array;
    return Array.from({ length: count }, (_, i) => metric.scoreStatistics(data.subarray(i * size, (i + 1) * size), nrefs).score);
  });
  for (const metric of metrics) log.own(`${metric.name}: ${formatSignatureFields(metric.signatureFields(nrefs), table.short)}`);
  if (table.json) {
    const rows = Array.from({ length: count }, (_, i) => Object.fromEntries([['line', i + 1], ...metrics.map((metric, m) => [metric.name, (scores[m] as number[])[i]])]));
    return `${JSON.stringify(rows, null, 1)}\n`;
  }
  const lines = [['line', ...metrics.map((metric) => metric.name)].join('\t')];
  for (let i = 0; i < count; i++) lines.push([String(i + 1), ...scores.map((column) => formatFixed(column[i] as number, table.width))].join('\t'));
  return lines.map((line) => `${line}\n`).join('');
}
