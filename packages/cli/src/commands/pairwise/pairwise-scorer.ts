// A metric spec (plain data, the same in every thread) as the metric instance @bleukit/pairwise
// scores with: each cell is that instance's sentence score.
import { createChrf } from '@bleukit/chrf';
import { createBleu, type Tokenizer } from '@bleukit/core';
import { createRibes } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import type { PairwiseMetric } from '@bleukit/pairwise';
import { inputError } from './matrix-input.js';
import { loadSpecTokenizer, type MatrixMetricSpec } from './matrix-metric.js';

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

/**
 * RIBES cannot score against a reference without words: the first such line, named by `where`
 * (`file:line`), is an error before any pair is scored, unless `--ribes-skip-empty` scores those
 * pairs 0.
 */
export async function checkRibesReferences(spec: MatrixMetricSpec, references: readonly string[], where: (index: number) => string): Promise<void> {
  if (spec.metric !== 'ribes' || spec.ribes.skipEmptyReferences || spec.tokenizer === undefined) return;
  const ribes = createRibes({ ...spec.ribes, tokenizer: await loadSpecTokenizer(spec.tokenizer) });
  const empty = references.findIndex((line) => ribes.words(line).length === 0);
  if (empty < 0) return;
  throw inputError(
    `${where(empty)} has no words, and RIBES cannot score against an empty reference: remove the line, or give --ribes-skip-empty to score such pairs 0 (RIBES.py's -z).`,
  );
}
