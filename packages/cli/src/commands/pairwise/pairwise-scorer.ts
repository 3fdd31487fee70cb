// A metric spec (plain data, the same in every thread) as the metric instance @bleukit/pairwise
// scores with: each cell is that instance's sentence score.
import { createChrf } from '@bleukit/chrf';
import { createBleu, type Tokenizer } from '@bleukit/core';
import { createRibes } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import type { PairwiseMetric } from '@bleukit/pairwise';
import type { MatrixMetricSpec } from './matrix-metric.js';

/**
 * The metric of a spec: chrF (chrF++: word order 2) and TER as sacreBLEU's `sentence_score(h, [r])`,
 * BLEU as sacreBLEU's sentence BLEU (effective order, `eff:yes`), RIBES as RIBES.py's sentence value.
 */
export function pairwiseMetric(spec: MatrixMetricSpec, tokenizer: Tokenizer | undefined): PairwiseMetric {
  if (spec.metric === 'chrf' || spec.metric === 'chrf++') {
    return createChrf({ ...spec.chrf, wordOrder: spec.metric === 'chrf++' ? 2 : 0 });
  }
  if (spec.metric === 'ter') return createTer(spec.ter);
  if (spec.metric === 'ribes') return createRibes({ ...spec.ribes, ...(tokenizer === undefined ? {} : { tokenizer }) });
  return createBleu({ tokenizer: tokenizer as Tokenizer, lowercase: spec.bleu.lowercase, effectiveOrder: true });
}
