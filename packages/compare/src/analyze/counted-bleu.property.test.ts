// BLEU's statistics taken from the analyses' word counts (`statistics: 'word-counts'`) against
// BLEU's own (`Bleu.segmentStatistics`, what the scoring command computes): every segment's
// lengths and clipped matches, and the whole analysis (corpus scores, buckets, sentence scores,
// paired tests), on generated lines with the corner cases: empty lines, lines shorter than the
// order, repeated words (clipping), several references and a reference file given twice,
// mixed case with and without -lc, trailing whitespace, each regex tokenizer, orders 1 to 6
// (above and below the n-gram tables' range) and every smoothing.
import { createBleu, type Bleu, type SmoothMethod } from '@bleukit/core';
import { tokenizer13a, tokenizerChar, tokenizerIntl, tokenizerZh } from '@bleukit/tokenizer-regex';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, startWordCounting, type AnalyzeInput } from './analyze.js';
import { countCorpus } from './corpus-counts.js';

const TOKENIZERS = { '13a': tokenizer13a, char: tokenizerChar, intl: tokenizerIntl, zh: tokenizerZh };

const word = fc.constantFrom('a', 'b', 'a', 'B', 'The', 'the', 'Σα', '.', '"', '中文', 'é');
const line = fc.array(word, { maxLength: 9 }).chain((words) => fc.constantFrom('', ' ', '  \t').map((end) => words.join(' ') + end));

/** 1–6 segments, 1–3 reference files (the first sometimes repeated) and 1–3 systems. */
const corpus = fc
  .record({ segments: fc.integer({ min: 1, max: 6 }), references: fc.integer({ min: 1, max: 3 }), systems: fc.integer({ min: 1, max: 3 }), repeat: fc.boolean() })
  .chain(({ segments, references, systems, repeat }) => {
    const file = fc.array(line, { minLength: segments, maxLength: segments });
    return fc.record({
      references: fc.array(file, { minLength: references, maxLength: references }).map((files) => (repeat ? [...files, files[0] as string[]] : files)),
      systems: fc.array(file, { minLength: systems, maxLength: systems }),
    });
  });

const settings = fc.record({
  tokenizer: fc.constantFrom(...(Object.keys(TOKENIZERS) as (keyof typeof TOKENIZERS)[])),
  lowercase: fc.boolean(),
  order: fc.integer({ min: 1, max: 6 }),
  ngramMax: fc.integer({ min: 1, max: 4 }),
  smoothMethod: fc.constantFrom<SmoothMethod>('exp', 'floor', 'add-k', 'none'),
});

type Settings = typeof settings extends fc.Arbitrary<infer T> ? T : never;

function bleusOf(s: Settings): { corpus: Bleu; sentence: Bleu } {
  const options = { tokenizer: TOKENIZERS[s.tokenizer], lowercase: s.lowercase, maxNgramOrder: s.order, smoothMethod: s.smoothMethod };
  return { corpus: createBleu(options), sentence: createBleu({ ...options, effectiveOrder: true }) };
}

function inputOf(c: { references: string[][]; systems: string[][] }, s: Settings, statistics?: 'word-counts'): AnalyzeInput {
  const { corpus: bleu, sentence } = bleusOf(s);
  return {
    referenceFiles: c.references.map((_, r) => `ref${r + 1}`),
    references: c.references,
    systems: c.systems.map((lines, o) => ({ name: `sys${o + 1}`, file: `sys${o + 1}`, lines })),
    words: bleu.tokenize,
    wordsInfo: { tokenizer: s.tokenizer, lowercase: s.lowercase },
    metrics: [{ metric: bleu, sentence, ...(statistics === undefined ? {} : { statistics }) }],
    ...(statistics === undefined ? {} : { bleuOrder: s.order }),
    ngrams: { maxLength: s.ngramMax },
    significance: c.systems.length > 1 ? [{ test: 'bs', samples: 20 }, { test: 'ar', samples: 20 }] : [],
    scoreBuckets: [{ metric: 'bleu' }],
    bucketSamples: 10,
    version: 'test',
  };
}

describe("BLEU's statistics from the word counts", () => {
  it("are BLEU's own, segment by segment: lengths, closest reference lengths, clipped matches and n-grams per order", () => {
    fc.assert(
      fc.property(corpus, settings, (c, s) => {
        const { corpus: bleu } = bleusOf(s);
        const segments = (c.references[0] as string[]).length;
        const distinct = (i: number) => [...new Set(c.references.map((file) => file[i] as string))];
        const counts = countCorpus(segments, c.systems.length, (i) => distinct(i).map(bleu.tokenize), (o, i) => bleu.tokenize((c.systems[o] as string[])[i] as string), {
          min: 1,
          max: s.ngramMax,
          bleu: s.order,
        });
        c.systems.forEach((lines, o) => {
          lines.forEach((hyp, i) => {
            const stats = bleu.segmentStatistics(hyp, c.references.map((file) => file[i] as string));
            expect([counts.lengths[o]?.get(i), counts.referenceLengths[o]?.get(i)]).toEqual(stats.slice(0, 2));
            expect(counts.bleuStatistics?.[o]?.getRow(i, new Array<number>(2 + 2 * s.order))).toEqual(stats);
          });
        });
      }),
      { numRuns: 300 },
    );
  });

  it('give the same analysis as statistics computed by BLEU from the lines', () => {
    fc.assert(
      fc.property(corpus, settings, (c, s) => {
        const computed = analyze(inputOf(c, s));
        const counted = inputOf(c, s, 'word-counts');
        expect(analyze(counted, startWordCounting(counted))).toEqual(computed);
      }),
      { numRuns: 150 },
    );
  });

  it('are refused without the counting keeping BLEU’s matches, or for a metric that is not BLEU', () => {
    const c = { references: [['a b']], systems: [['a b']] };
    const s: Settings = { tokenizer: '13a', lowercase: false, order: 4, ngramMax: 4, smoothMethod: 'exp' };
    const missing = { ...inputOf(c, s, 'word-counts'), bleuOrder: undefined };
    expect(() => analyze(missing)).toThrow("BLEU's statistics from the word counts need BLEU with the counting keeping its matches: give bleuOrder: 4");
    const other = { ...inputOf(c, s, 'word-counts'), bleuOrder: 3 };
    expect(() => analyze(other)).toThrow('give bleuOrder: 4');
  });
});
