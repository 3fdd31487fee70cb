// `bleukit self-bleu`'s task (see ../pairwise/block-tasks.ts). Self-BLEU is linear in the text
// (@bleukit/pairwise's selfBleu clips every line against all others from counts found once), so it
// is one block: the sentence values of every line, from which the command prints the mean.
import { loadSpecTokenizer, type TokenizerSpec } from '../pairwise/matrix-metric.js';
import type { ShareComputer } from '../pairwise/block-tasks.js';
import { selfBleu } from '@bleukit/pairwise';

export interface SelfBleuSettings {
  lines: string[];
  tokenizer: TokenizerSpec;
  maxOrder: number;
}

/** The lines' score and sentence values. */
export interface SelfBleuBlock {
  score: number;
  sentences: Float64Array;
}

export async function createShareComputer(settings: SelfBleuSettings): Promise<ShareComputer<SelfBleuBlock>> {
  const tokenizer = await loadSpecTokenizer(settings.tokenizer);
  const weights = Array.from({ length: settings.maxOrder }, () => 1 / settings.maxOrder);
  return (start, end, _blockSize, emit) => {
    const result = selfBleu(settings.lines, { tokenizer, weights });
    emit(start, end, { score: result.score, sentences: result.sentences });
  };
}
