import { BleukitError } from '@bleukit/core';
import type { Ribes } from '@bleukit/ribes';
import type { LineNumbers, PairKernel } from './pair-kernel.js';
import type { SentenceSet } from './sentence-set.js';

/**
 * RIBES of every pair as `ribes.sentenceScore(hyp, [ref])` (100 × RIBES.py's sentence value):
 * each line is split into words once, and each pair is aligned and scored by the RIBES package's
 * own word statistics. RIBES is not symmetric (its precision and brevity penalty are the
 * hypothesis's, its alignment follows the hypothesis's word order).
 */
export function ribesKernel(ribes: Ribes, set: SentenceSet, lines: LineNumbers): PairKernel {
  const words = set.unique.map((line) => ribes.words(line));
  const { rows, columns } = set;
  const width = columns.length;
  if (!ribes.options.skipEmptyReferences) {
    for (let j = 0; j < width; j++) {
      if ((words[columns[j] as number] as string[]).length > 0) continue;
      throw new BleukitError(
        'invalid-input',
        `[bleukit] Reference ${lines.reference(j)} has no words; RIBES cannot score against it. Remove the line, or skip ` +
          `empty references (createRibes({ skipEmptyReferences: true }), RIBES.py's -z), which scores such pairs 0.`,
      );
    }
  }
  if (ribes.options.method === 'nltk') {
    const empty = Array.from(rows).findIndex((u) => (words[u] as string[]).length === 0);
    if (empty >= 0) {
      throw new BleukitError(
        'invalid-input',
        `[bleukit] Hypothesis ${lines.hypothesis(empty)} has no words; NLTK's RIBES is undefined for it (NLTK divides by zero). ` +
          `Remove the line, or use RIBES.py's rule (method: 'ribes-py'), which scores it 0.`,
      );
    }
  }
  return {
    fillRows(first, end, out) {
      for (let i = first; i < end; i++) {
        const hyp = words[rows[i] as number] as string[];
        for (let j = 0; j < width; j++) {
          const [value, count] = ribes.tokenStatistics(hyp, [words[columns[j] as number] as string[]]) as [number, number];
          out[(i - first) * width + j] = 100 * (count > 0 ? value / count : 0);
        }
      }
    },
  };
}
