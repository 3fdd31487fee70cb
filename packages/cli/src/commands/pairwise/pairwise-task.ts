// `bleukit pairwise`'s task (see block-tasks.ts): rows of the matrix, formatted where computed.
import type { Bleu } from '@bleukit/core';
import type { Chrf } from '@bleukit/chrf';
import type { ShareComputer } from './block-tasks.js';
import { loadSpecTokenizer, type MatrixMetricSpec } from './matrix-metric.js';
import { formatRows, type FormattedRows, type MatrixFormat } from './matrix-sink.js';
import { aggregateScores, pairwiseBlocks } from '@bleukit/pairwise';
import { pairwiseMetric } from './pairwise-scorer.js';

export interface PairwiseSettings {
  spec: MatrixMetricSpec;
  hyps: string[];
  /** null: the hypotheses themselves. */
  refs: string[] | null;
  aggregate: boolean;
  format: MatrixFormat;
}

export async function createShareComputer(settings: PairwiseSettings): Promise<ShareComputer<FormattedRows>> {
  const { spec, hyps, refs, aggregate, format } = settings;
  const tokenizer = spec.tokenizer === undefined ? undefined : await loadSpecTokenizer(spec.tokenizer);
  const metric = pairwiseMetric(spec, tokenizer);
  if (aggregate) {
    // Linear in the lines: a share is one block, each of its hypotheses against all references.
    return (start, end, _blockRows, emit) => {
      const values = aggregateScores(hyps.slice(start, end), refs ?? hyps, metric as Chrf | Bleu);
      emit(start, end, formatRows(values, 1, format));
    };
  }
  return (start, end, blockRows, emit) => {
    for (const block of pairwiseBlocks(hyps, refs, metric, { firstRow: start, endRow: end, blockRows })) {
      emit(block.firstRow, block.firstRow + block.rows, formatRows(block.values, block.columns, format));
    }
  };
}
