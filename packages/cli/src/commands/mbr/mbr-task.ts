// `bleukit mbr`'s task (see ../pairwise/block-tasks.ts): the selection of a block of sources.
import type { ShareComputer } from '../pairwise/block-tasks.js';
import { loadSpecTokenizer, type MatrixMetricSpec } from '../pairwise/matrix-metric.js';
import { mbrSelect, type MbrResult } from '@bleukit/pairwise';
import { pairwiseMetric } from '../pairwise/pairwise-scorer.js';
import type { CandidateSet } from './candidate-sets.js';

export interface MbrSettings {
  spec: MatrixMetricSpec;
  sets: CandidateSet[];
  aggregate: boolean;
}

export async function createShareComputer(settings: MbrSettings): Promise<ShareComputer<MbrResult[]>> {
  const { spec, sets, aggregate } = settings;
  const tokenizer = spec.tokenizer === undefined ? undefined : await loadSpecTokenizer(spec.tokenizer);
  const metric = pairwiseMetric(spec, tokenizer);
  return (start, end, blockSize, emit) => {
    for (let from = start; from < end; from += blockSize) {
      const to = Math.min(end, from + blockSize);
      const results: MbrResult[] = [];
      for (let k = from; k < to; k++) {
        const set = sets[k] as CandidateSet;
        results.push(
          mbrSelect(set.candidates, {
            metric,
            aggregate,
            ...(set.references === undefined ? {} : { pseudoReferences: set.references }),
            ...(set.weights === undefined ? {} : { weights: set.weights }),
          }),
        );
      }
      emit(from, to, results);
    }
  };
}
