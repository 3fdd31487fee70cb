import { describe, expect, it } from 'vitest';
import { compareOptions, scoreBucketsText, scoredMetricIds, type CompareFields } from './compare-options.js';

const fields: CompareFields = {
  significance: 'bs',
  bsSamples: '1000',
  arSamples: '10000',
  bucketCi: '200',
  seed: '12345',
  scoreMetric: '',
  scoreCutoffs: '',
  frequencySource: 'references',
};
const corpus = { name: 'corpus.txt', lines: ['a b', 'c'] };

describe("the Compare view's options", () => {
  it('offers score buckets on the metrics the form scores, by their -m ids', () => {
    expect(scoredMetricIds({ chrf: 'chrF', ter: true, ribes: true, meteor: false })).toEqual(['bleu', 'chrf', 'ter', 'ribes']);
    expect(scoredMetricIds({ chrf: 'chrF++', ter: false, ribes: false, meteor: true })).toEqual(['bleu', 'chrf', 'meteor']);
    expect(scoredMetricIds({ chrf: 'off', ter: false, ribes: false, meteor: false })).toEqual(['bleu']);
  });

  it.each([
    ['', '20 40', ''],
    ['chrf', '', 'chrf'],
    ['chrf', '20 40 60', 'chrf:20:40:60'],
    ['ter', ' 25.5, 50:75 ', 'ter:25.5:50:75'],
  ])('spells --score-buckets for %j with cutoffs %j as %j', (metric, cutoffs, text) => {
    expect(scoreBucketsText(metric, cutoffs)).toBe(text);
  });

  it("reads the defaults as the view's analysis: sacreBLEU's paired bootstrap, 200 resamples a bucket, seed 12345", () => {
    expect(compareOptions(fields)).toEqual({ significance: [{ test: 'bs', samples: 1000 }], bucketSamples: 200, seed: '12345', scoreBuckets: '' });
  });

  it('reads approximate randomization, no test, an empty seed and the files', () => {
    const source = { name: 'src.de', lines: ['x', 'y'] };
    expect(compareOptions({ ...fields, significance: 'ar', arSamples: '300', seed: ' ', source, frequencySource: 'counts', frequencyFile: corpus })).toEqual({
      significance: [{ test: 'ar', samples: 300 }],
      bucketSamples: 200,
      scoreBuckets: '',
      source,
      frequencies: { source: 'counts', file: corpus },
    });
    // A file left in the frequency field counts only while a file is asked for.
    expect(compareOptions({ ...fields, significance: 'none', frequencyFile: corpus })).toEqual({ significance: [], bucketSamples: 200, seed: '12345', scoreBuckets: '' });
  });

  it('reads the label type and its cutoffs (--label-type, --label-cutoffs) when there is a label file', () => {
    const labels = { name: 'labels.txt', lines: ['0.1', '0.7'] };
    const base = { significance: [{ test: 'bs', samples: 1000 }], bucketSamples: 200, seed: '12345', scoreBuckets: '', labels };
    expect(compareOptions({ ...fields, labels, labelType: 'label', labelCutoffs: '1 2' })).toEqual(base);
    expect(compareOptions({ ...fields, labels, labelType: 'multilabel', labelCutoffs: '1 2' })).toEqual({ ...base, labelBuckets: { type: 'multilabel' } });
    expect(compareOptions({ ...fields, labels, labelType: 'numlabel', labelCutoffs: ' ' })).toEqual({ ...base, labelBuckets: { type: 'numlabel' } });
    expect(compareOptions({ ...fields, labels, labelType: 'numlabel', labelCutoffs: '0.5, 1' })).toEqual({
      ...base,
      labelBuckets: { type: 'numlabel', cutoffs: [{ type: 'float', value: 0.5 }, { type: 'int', value: 1 }] },
    });
    expect(compareOptions({ ...fields, labelType: 'numlabel' })).toEqual({ significance: [{ test: 'bs', samples: 1000 }], bucketSamples: 200, seed: '12345', scoreBuckets: '' });
    expect(() => compareOptions({ ...fields, labels, labelType: 'numlabel', labelCutoffs: '0.5 x' })).toThrow('Label cutoffs: "x" is not a number; give increasing numbers separated by spaces, e.g. 0.25 0.5 0.75.');
    expect(() => compareOptions({ ...fields, labels, labelType: 'numlabel', labelCutoffs: '1 0.5' })).toThrow('Label cutoffs: 0.5 is not above 1; give increasing numbers separated by spaces, e.g. 0.25 0.5 0.75.');
  });

  it.each([
    [{ bsSamples: '0' }, "Paired bootstrap resamples: '0' is not a whole number ≥ 1; give one, e.g. 1000."],
    [{ bsSamples: '' }, "Paired bootstrap resamples: '' is not a whole number ≥ 1; give one, e.g. 1000."],
    [{ significance: 'ar', arSamples: '2.5' }, "Approximate randomization trials: '2.5' is not a whole number ≥ 1; give one, e.g. 10000."],
    [{ bucketCi: '-1' }, "Bucket intervals: '-1' is not a whole number ≥ 0; give one, e.g. 200 (or 0 for none)."],
    [{ frequencySource: 'corpus' }, 'Word frequencies from a corpus (a text, one segment a line): drop or choose the file, or count frequencies in the references only.'],
    [{ frequencySource: 'counts' }, 'Word frequencies from a word<TAB>count file: drop or choose the file, or count frequencies in the references only.'],
  ] as const)('says which field to fix for %j', (change, message) => {
    expect(() => compareOptions({ ...fields, ...change })).toThrow(message);
  });
});
