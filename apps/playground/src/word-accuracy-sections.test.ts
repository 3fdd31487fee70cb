import { analyze, readFrequencyFile, type AnalysisData } from '@bleukit/compare/analyze';
import { analysisReportView } from '@bleukit/compare/html';
import { createBleu } from '@bleukit/core';
import { whitespaceTokenizer } from '@bleukit/tokenizer-whitespace';
import { describe, expect, it } from 'vitest';
import { addWordAccuracySections } from './word-accuracy-sections.js';

const words = (line: string) => whitespaceTokenizer.tokenize(line);

function analysis(frequencies?: { source: 'corpus' | 'counts'; file: string; lines: string[] }): AnalysisData {
  return analyze({
    referenceFiles: ['ref'],
    references: [['The cat sat on the mat', 'NASA said so', 'it is raining']],
    systems: [
      { name: 'A', file: 'A', lines: ['The cat sat on a mat', 'NASA says so', 'it rains'] },
      { name: 'B', file: 'B', lines: ['a cat on the mat', 'Nasa said so', 'It is raining'] },
    ],
    words,
    wordsInfo: { tokenizer: 'none', lowercase: false },
    metrics: [{ metric: createBleu({ tokenizer: whitespaceTokenizer }) }],
    ...(frequencies ? { frequencies: readFrequencyFile(frequencies.source, frequencies.file, frequencies.lines, words, false) } : {}),
    version: 'test',
  });
}

const captions = (view: ReturnType<typeof analysisReportView>) => view.sections.map((section) => [section.heading, ...(section.tables ?? []).map((table) => table.caption)]);

describe('the word accuracy sections the report lacks', () => {
  it("adds the case table and a count file's table after the report's frequency table, with the data's numbers", () => {
    const data = analysis({ source: 'counts', file: 'counts.tsv', lines: ['the\t100', 'cat\t3', 'NASA\t1'] });
    const view = addWordAccuracySections(analysisReportView(data, { words }), data);
    const headings = view.sections.map((section) => section.heading);
    const at = headings.indexOf('Word accuracy by frequency bucket');
    expect(headings.slice(at, at + 3)).toEqual(['Word accuracy by frequency bucket', 'Word accuracy by frequency in counts.tsv', 'Word accuracy by case']);
    const byCounts = view.sections[at + 1];
    expect(byCounts?.tables?.map((table) => table.caption)).toEqual(['word fmeas by frequency bucket in counts.tsv', 'word prec by frequency bucket in counts.tsv', 'word rec by frequency bucket in counts.tsv']);
    const table = data.wordAccuracy.find((t) => t.frequencySource === 'counts');
    expect(byCounts?.tables?.[1]?.rows.map((row) => row.map((cell) => cell.text))).toEqual(table?.buckets.map((b) => [b.name, String(b.referenceWords), ...b.systems.map((s) => s.precision.toFixed(4))]));
    const byCase = view.sections[at + 2];
    const cased = data.wordAccuracy.find((t) => t.bucketing === 'case');
    expect(byCase?.tables?.[0]?.rows.map((row) => row.map((cell) => cell.text))).toEqual(cased?.buckets.map((b) => [b.name, String(b.referenceWords), ...b.systems.map((s) => s.fmeasure.toFixed(4))]));
    expect(byCase?.charts?.map((chart) => chart.labels)).toEqual([['lower', 'upper', 'title', 'other'], ['lower', 'upper', 'title', 'other'], ['lower', 'upper', 'title', 'other']]);
  });

  it("names a corpus file's frequencies as counted in it", () => {
    const data = analysis({ source: 'corpus', file: 'news.txt', lines: ['the cat', 'the dog'] });
    const section = addWordAccuracySections(analysisReportView(data, { words }), data).sections.find((s) => s.heading === 'Word accuracy by frequency in news.txt');
    expect(section?.notes).toEqual(["A word's frequency is its count in news.txt, tokenized as the references are. Output words are matched to the references as BLEU clips unigrams."]);
  });

  it('adds nothing the report already has', () => {
    const data = analysis();
    const once = addWordAccuracySections(analysisReportView(data, { words }), data);
    expect(captions(addWordAccuracySections(once, data))).toEqual(captions(once));
    expect(captions(once).filter((section) => section[0] === 'Word accuracy by case')).toHaveLength(1);
  });
});
