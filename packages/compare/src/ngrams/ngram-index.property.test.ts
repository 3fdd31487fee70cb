import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Corpus } from '../scorers/scorer.js';
import { corpusNgramMatches } from '../scorers/sentence-ngram-statistics.js';
import { compareNgrams } from './ngram-counts.js';
import { NgramIndex } from './ngram-index.js';
import { sharedNgrams } from './shared-ngrams.js';

const word = fc.constantFrom('a', 'b', 'c', 'the', 'The', '', 'é');
const sentence = fc.array(word, { minLength: 1, maxLength: 9 });
const pair = fc.integer({ min: 1, max: 6 }).chain((lines) =>
  fc.tuple(fc.array(sentence, { minLength: lines, maxLength: lines }), fc.array(sentence, { minLength: lines, maxLength: lines })),
);

describe('outputs looked up in the reference index', () => {
  it('get the id numbering in full gives each n-gram the reference has, and -1 for the others', () => {
    fc.assert(
      fc.property(pair, ([ref, out]) => {
        const known = new NgramIndex();
        known.corpusNgrams(ref, 1, 4);
        const looked = known.knownCorpusNgrams(out, 1, 4);
        const full = new NgramIndex();
        const referenceSize = (full.corpusNgrams(ref, 1, 4), full.size);
        const numbered = full.corpusNgrams(out, 1, 4);
        expect(Array.from(looked.starts)).toEqual(Array.from(numbered.starts));
        expect(Array.from(looked.ids)).toEqual(Array.from(numbered.ids, (id) => (id < referenceSize ? id : -1)));
        // Looking up numbers nothing.
        expect(known.size).toBe(referenceSize);
      }),
    );
  });

  it("count compare-mt's match table as compareNgrams counts it over the outputs numbered in full", () => {
    fc.assert(
      fc.property(pair, ([refLines, outLines]) => {
        // Fresh arrays: the statistics are kept per array.
        const ref: Corpus = refLines.map((words) => [...words]);
        const out: Corpus = outLines.map((words) => [...words]);
        const matches = corpusNgramMatches(ref, out);
        const index = new NgramIndex();
        const refNgrams = index.corpusNgrams(ref, 1, 4);
        const expected = compareNgrams(refNgrams, index.corpusNgrams(out, 1, 4), index.size, 'match').match;
        const text = (table: Int32Array, of: (id: number) => string): string[] =>
          Array.from(table.keys())
            .filter((id) => (table[id] as number) > 0)
            .map((id) => `${of(id)}=${table[id] as number}`)
            .sort();
        // Two indexes: compared by text.
        const shared = sharedNgrams(ref).index;
        expect(text(matches, (id) => shared.text(id))).toEqual(text(expected, (id) => index.text(id)));
      }),
    );
  });
});
