// What a matrix or a selection was scored with, for JSON output: the metric's name and signature,
// as sacreBLEU's sentence scorers would sign one cell (one reference).
import { createChrf } from '@bleukit/chrf';
import { createBleu, formatSignatureFields, type Metric } from '@bleukit/core';
import { createRibes } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import type { MatrixMetricSpec } from './matrix-metric.js';

/** The metric of a spec, only for its name and signature (it tokenizes nothing). */
function signingMetric(spec: MatrixMetricSpec): Metric {
  const tokenizer = { name: spec.tokenizer?.name ?? 'none', tokenize: () => [] };
  if (spec.metric === 'chrf' || spec.metric === 'chrf++') {
    return createChrf({ ...spec.chrf, wordOrder: spec.metric === 'chrf++' ? 2 : 0 });
  }
  if (spec.metric === 'ter') return createTer(spec.ter);
  if (spec.metric === 'ribes') return createRibes({ ...spec.ribes, tokenizer });
  return createBleu({ tokenizer, lowercase: spec.bleu.lowercase, effectiveOrder: true });
}

/** `metric` (chrF2, BLEU, …) and `signature` (`nrefs:1|case:mixed|…`), and `aggregate` when on. */
export function matrixDescription(spec: MatrixMetricSpec, aggregate: boolean): Record<string, unknown> {
  const metric = signingMetric(spec);
  return { metric: metric.name, signature: formatSignatureFields(metric.signatureFields(1)), ...(aggregate ? { aggregate: true } : {}) };
}

/** Fields as the start of a JSON object's body (`"key": value, …`), for output written as it streams. */
export function jsonFields(fields: Record<string, unknown>): string {
  return Object.entries(fields).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(', ');
}
