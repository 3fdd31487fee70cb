import { createMeteor } from '@bleukit/meteor';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { loadWordNet } from '@bleukit/wordnet';
import { describe, expect, it } from 'vitest';
import { compareAnalysis, compareReports, DEFAULT_COMPARE_OPTIONS } from './compare-analysis.js';
import type { ScoreInput } from './score-systems.js';

const input: ScoreInput = {
  systems: [
    { name: 'A', lines: ['the cat sat on a mat ', 'the dog barked', 'it rains today\r'] },
    { name: 'B', lines: ['a cat on the mat', 'dog', 'It is raining'] },
  ],
  references: [
    { name: 'ref', lines: ['the cat sat on the mat', 'a dog barked', 'it is raining today'] },
    { name: 'ref2', lines: ['there is a cat on the mat', 'a dog was barking', 'it is raining now'] },
  ],
  settings: { tokenizer: '13a', lowercase: false, smoothMethod: 'exp', maxNgramOrder: 4, chrf: 'chrF', ter: true, ribes: false, meteor: true },
};

describe("the Compare view's analysis", () => {
  it('scores METEOR everywhere a score appears when the form scores it, with the WordNet the scoring worker loaded', async () => {
    const wordnet = await loadWordNet();
    const data = compareAnalysis(input, tokenizer13a, 'test', DEFAULT_COMPARE_OPTIONS, { createMeteor, wordnet });
    expect(data.metrics.map((metric) => metric.id)).toEqual(['bleu', 'chrf', 'ter', 'meteor']);
    const meteor = createMeteor({ wordnet, tokenizer: tokenizer13a });
    const streams = input.references.map((reference) => reference.lines.map((line) => line.trimEnd()));
    input.systems.forEach((system, o) => {
      const lines = system.lines.map((line) => line.trimEnd());
      expect(data.scores[o]?.scores[3]).toBe(meteor.corpusScore(lines, streams).score);
      expect(data.segmentTable.map((row) => row.systems[o]?.scores[3])).toEqual(lines.map((hyp, s) => meteor.sentenceScore(hyp, streams.map((stream) => stream[s] as string)).score));
    });
    expect(() => compareAnalysis(input, tokenizer13a, 'test')).toThrow(/METEOR needs WordNet/);
  });

  it('reads the lines as the command line does (right-stripped) and the labels trimmed, and names an empty label', () => {
    const plain = { ...input, settings: { ...input.settings, meteor: false } };
    const data = compareAnalysis(plain, tokenizer13a, 'test', { ...DEFAULT_COMPARE_OPTIONS, labels: { name: 'labels.txt', lines: [' news', 'web ', 'news'] } });
    expect(data.segmentTable.map((row) => row.systems[0]?.output)).toEqual(['the cat sat on a mat', 'the dog barked', 'it rains today']);
    expect(data.sentenceBuckets.find((table) => table.by === 'label')?.buckets.map((bucket) => bucket.name)).toEqual(['news', 'web']);
    expect(() => compareAnalysis(plain, tokenizer13a, 'test', { ...DEFAULT_COMPARE_OPTIONS, labels: { name: 'labels.txt', lines: ['news', ' ', 'web'] } })).toThrow(
      'labels.txt:2: the label is empty; give every line a label (e.g. its document or domain).',
    );
    const numeric = compareAnalysis(plain, tokenizer13a, 'test', { ...DEFAULT_COMPARE_OPTIONS, bucketSamples: 0, labels: { name: 'labels.txt', lines: ['0.1', '0.6 ', '2'] }, labelBuckets: { type: 'numlabel' } });
    expect(numeric.sentenceBuckets.find((table) => table.by === 'label')?.buckets.map((bucket) => [bucket.name, bucket.systems[0]?.lines])).toEqual([['<0.25', [1]], ['[0.25,0.5)', []], ['[0.5,0.75)', [2]], ['>=0.75', [3]]]);
    const { html, text } = compareReports(data, tokenizer13a, plain);
    expect(html).toContain('<caption>word fmeas by case bucket</caption>');
    expect(text).toContain('Word F-measure by case');
  });
});
