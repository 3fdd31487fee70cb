// The report view of an analysis: which tables it has for the optional analyses.
import { createBleu } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze/analyze.js';
import { analysisReportView } from './analysis-view.js';

const spaces = { name: 'none', tokenize: (line: string) => (line === '' ? [] : line.split(' ')) };

describe('analysisReportView', () => {
  const data = analyze({
    referenceFiles: ['ref'],
    references: [['The cat sat', 'A dog ran far', 'NEW YORK']],
    systems: [
      { name: 'a', file: 'a', lines: ['The cat sat', 'A dog ran', 'New York'] },
      { name: 'b', file: 'b', lines: ['the cat', 'a dog ran far', 'NEW YORK'] },
    ],
    words: spaces.tokenize,
    wordsInfo: { tokenizer: 'none', lowercase: false },
    metrics: [{ metric: createBleu({ tokenizer: spaces }), sentence: createBleu({ tokenizer: spaces, effectiveOrder: true }) }],
    scoreBuckets: [{ metric: 'bleu' }],
    version: 'test',
  });
  const headings = analysisReportView(data).sections.map((section) => section.heading);

  it('shows the sentence buckets by score, linked as the others are', () => {
    expect(headings).toContain('Sentence buckets by sentence BLEU');
  });

  it('keeps word accuracy to the frequency table (the case table is in the data only)', () => {
    expect(data.wordAccuracy.map((table) => table.bucketing)).toEqual(['frequency', 'case']);
    expect(headings.filter((heading) => heading.startsWith('Word accuracy'))).toEqual(['Word accuracy by frequency bucket']);
  });
});
