// The word-id counting used without label files gives the counts of compare-mt's own procedure,
// which the general path (used with label files) follows step by step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseBucketer, frequencyBucketer } from './word-bucketer.js';
import { countWords } from './word-counts.js';
import { targetWordCounts } from './word-statistics.js';
import type { Corpus } from '../report/report-context.js';

const word = fc.constantFrom('a', 'A', 'b', 'B', 'the', 'The', 'THE', 'x', '', 'İ', 'i̇', 'ǅ');
const sentence = fc.array(word, { minLength: 1, maxLength: 12 });

/** Labels that a frequency or case bucketer ignores, one per word, to take the general path. */
function ignoredLabels(corpus: Corpus): Corpus {
  return corpus.map((line) => line.map(() => 'L'));
}

describe('word counts without label files', () => {
  it('equal the general path’s, for frequency and case buckets, case-sensitive or not', () => {
    fc.assert(
      fc.property(
        fc.array(sentence, { minLength: 1, maxLength: 8 }).chain((ref) =>
          fc.tuple(fc.constant(ref), fc.array(fc.tuple(...ref.map(() => sentence)), { minLength: 1, maxLength: 3 }), fc.boolean()),
        ),
        ([ref, outs, caseInsensitive]) => {
          const bucketers = [frequencyBucketer(countWords(ref, caseInsensitive), undefined, caseInsensitive), caseBucketer()];
          for (const bucketer of bucketers) {
            const fast = targetWordCounts(bucketer, ref, outs, null);
            const general = targetWordCounts(bucketer, ref, outs, {
              ref: ignoredLabels(ref),
              refName: 'ref labels',
              outs: outs.map(ignoredLabels),
              outNames: outs.map((_, o) => `out labels ${o}`),
            });
            expect(fast).toEqual(general);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
