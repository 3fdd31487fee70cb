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

  it('shows every word table, only the reference frequency table linked to segments', () => {
    const view = analysisReportView(data);
    const word = view.sections.filter((section) => section.heading.startsWith('Word accuracy'));
    expect(data.wordAccuracy.map((table) => table.bucketing)).toEqual(['frequency', 'case']);
    expect(word.map((section) => section.heading)).toEqual(['Word accuracy by frequency bucket', 'Word accuracy by case']);
    const linked = (section: (typeof word)[number] | undefined) => section?.tables?.[0]?.rows.some((row) => row[0]?.segments !== undefined);
    expect([linked(word[0]), linked(word[1])]).toEqual([true, false]);
    expect(word[1]?.tables?.[0]?.rows.map((row) => row[0]?.text)).toEqual(['lower', 'upper', 'title', 'other']);
  });

  it('shows the label table of --word-labels', () => {
    const labelled = analyze({
      referenceFiles: ['ref'],
      references: [['The cat sat']],
      systems: [{ name: 'a', file: 'a', lines: ['The cat'] }],
      words: spaces.tokenize,
      wordsInfo: { tokenizer: 'none', lowercase: false },
      metrics: [{ metric: createBleu({ tokenizer: spaces }) }],
      wordLabels: { referenceFiles: ['ref.pos'], references: [['DET NOUN VERB']], systemFiles: ['a.pos'], systems: [['DET NOUN']] },
      version: 'test',
    });
    const section = analysisReportView(labelled).sections.find((s) => s.heading === 'Word accuracy by label');
    expect(section?.tables?.[0]?.caption).toBe('word fmeas by label bucket');
    expect(section?.tables?.[0]?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['DET', '1', '1.0000'],
      ['NOUN', '1', '1.0000'],
      ['VERB', '1', '0.0000'],
    ]);
  });
});
