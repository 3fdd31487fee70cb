// The report view of an analysis: which tables it has for the optional analyses, and the same
// view from the words analyze kept as from tokenizing the segment table again.
import { readFileSync } from 'node:fs';
import { createBleu } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../test-support/shared.js';
import { analyze } from '../analyze/analyze.js';
import { SegmentWords } from '../analyze/segment-words.js';
import { analysisHtml, writeAnalysisHtml } from './analysis-html.js';
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

  it('shows every word table in one section, only the reference frequency table linked to segments', () => {
    const view = analysisReportView(data);
    const word = view.sections.filter((section) => section.heading.startsWith('Word accuracy'));
    expect(data.wordAccuracy.map((table) => table.bucketing)).toEqual(['frequency', 'case']);
    expect(word.map((section) => section.heading)).toEqual(['Word accuracy by frequency bucket and case']);
    expect(view.sections[1]).toBe(word[0]);
    const tables = word[0]?.tables ?? [];
    expect(tables.map((table) => table.caption)).toEqual(['word fmeas by frequency bucket', 'word prec by frequency bucket', 'word rec by frequency bucket', 'word fmeas by case bucket', 'word prec by case bucket', 'word rec by case bucket']);
    const linked = (table: (typeof tables)[number] | undefined) => table?.rows.some((row) => row[0]?.segments !== undefined);
    expect([linked(tables[0]), linked(tables[3])]).toEqual([true, false]);
    expect(tables[3]?.rows.map((row) => row[0]?.text)).toEqual(['lower', 'upper', 'title', 'other']);
    expect(word[0]?.charts?.length).toBe(6);
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
    const section = analysisReportView(labelled).sections.find((s) => s.heading === 'Word accuracy by frequency bucket, case and label');
    expect(section?.tables?.[6]?.caption).toBe('word fmeas by label bucket');
    expect(section?.tables?.[6]?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['DET', '1', '1.0000'],
      ['NOUN', '1', '1.0000'],
      ['VERB', '1', '0.0000'],
    ]);
  });
});

describe('the words analyze keeps (keepWords, segmentWords)', () => {
  const lines = (name: string) => readFileSync(sharedPath(`conformance/compare-mt/inputs/de-en/${name}`), 'utf8').split('\n').slice(0, -1);
  const refA = lines('ref.A.tok.en');
  // The first 40 segments have one distinct reference, the others two: the second slot starts late.
  const refB = lines('ref.B.tok.en').map((line, s) => (s < 40 ? (refA[s] as string) : line));
  const tokenize = (line: string) => line.split(' ').filter((word) => word !== '');
  const keepWords = new SegmentWords();
  const data = analyze({
    referenceFiles: ['A', 'B'],
    references: [refA, refB],
    systems: ['Online-B', 'PROMT', 'LT22'].map((name) => ({ name, file: name, lines: lines(`hyp.${name}.tok.en`) })),
    words: tokenize,
    wordsInfo: { tokenizer: 'none', lowercase: false },
    metrics: [{ metric: createBleu({ tokenizer: { name: 'none', tokenize } }) }],
    keepWords,
    version: 'test',
  });

  it('hold every segment, reference slot and system', () => {
    expect([keepWords.segments, keepWords.referenceSlots, keepWords.systems]).toEqual([data.segments, 2, 3]);
    expect(keepWords.text(keepWords.reference(1, 0))).toBe('');
    expect(keepWords.text(keepWords.reference(1, 45))).toBe(tokenize(refB[45] as string).join(' '));
  });

  it('give the view that tokenizing the segment table gives', () => {
    const again = analysisReportView(data, { words: tokenize });
    const kept = analysisReportView(data, { words: tokenize, segmentWords: keepWords });
    expect(JSON.stringify(kept)).toBe(JSON.stringify(again));
    expect(again.segmentLists.length).toBeGreaterThan(50);
  });

  it('write the page in pieces that make the whole page', () => {
    const pieces: Buffer[] = [];
    writeAnalysisHtml(data, (piece) => pieces.push(Buffer.from(piece)), { words: tokenize, segmentWords: keepWords });
    expect(pieces.length).toBeGreaterThan(3);
    expect(Buffer.concat(pieces).toString('utf8')).toBe(analysisHtml(data, { words: tokenize }));
  });
});
