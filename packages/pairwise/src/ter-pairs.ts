import type { Ter } from '@bleukit/ter';
import { translationEdits } from '@bleukit/ter';
import { HYP_SIDE, REF_SIDE } from './ngram-profiles.js';
import type { PairKernel } from './pair-kernel.js';
import type { SentenceSet } from './sentence-set.js';

const NONE = new Int32Array(0);

/**
 * TER of every pair as `ter.sentenceScore(hyp, [ref])`: each line is tokenized and normalised
 * once (as a hypothesis and, when it is one, as a reference: sacreBLEU tokenizes references
 * twice), its words turned into ids shared by all lines, and each pair runs TER's shift search
 * on those ids (counting edits only). TER is not symmetric (edits are counted towards the reference and divided by
 * its length), so every cell is computed.
 */
export function terKernel(ter: Ter, set: SentenceSet): PairKernel {
  const vocabulary = new Map<string, number>();
  const encode = (words: readonly string[]): Int32Array =>
    Int32Array.from(words, (word) => {
      let id = vocabulary.get(word);
      if (id === undefined) vocabulary.set(word, (id = vocabulary.size));
      return id;
    });
  const hypWords = set.unique.map((line, u) => ((set.sides[u] as number) & HYP_SIDE ? encode(ter.words(line)) : NONE));
  const refWords = set.unique.map((line, u) => ((set.sides[u] as number) & REF_SIDE ? encode(ter.referenceWords(line)) : NONE));
  const { rows, columns } = set;
  const width = columns.length;
  return {
    fillRows(first, end, out) {
      for (let i = first; i < end; i++) {
        const hyp = hypWords[rows[i] as number] as Int32Array;
        for (let j = 0; j < width; j++) {
          const ref = refWords[columns[j] as number] as Int32Array;
          const edits = translationEdits(hyp, ref);
          const rate = ref.length > 0 ? edits / ref.length : edits > 0 ? 1 : 0;
          out[(i - first) * width + j] = 100 * rate;
        }
      }
    },
  };
}
