// The page's embedded data: the segment lists as steps and the sentence scores as hundredths read
// back with the two decimals the view shows.
import { createBleu } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze/analyze.js';
import { analysisReportView } from './analysis-view.js';
import { hundredths } from './hundredths.js';
import { renderHtmlReport } from './render-report.js';
import { forEachNumber } from './segment-numbers.js';

const spaces = { name: 'none', tokenize: (line: string) => (line === '' ? [] : line.split(' ')) };

interface Embedded {
  segmentLists: { steps: number[] }[];
  segmentScores: { hundredths: (number | null)[][][] };
  details: Record<string, unknown>[];
}

describe('the embedded data', () => {
  const data = analyze({
    referenceFiles: ['ref'],
    references: [['The cat sat', 'A dog ran far', 'NEW YORK', '', 'the end']],
    systems: [
      { name: 'a', file: 'a', lines: ['The cat sat', 'A dog ran', 'New York', 'x', 'the end'] },
      { name: 'b', file: 'b', lines: ['the cat', 'a dog ran far', 'NEW YORK', '', 'end the'] },
    ],
    words: spaces.tokenize,
    wordsInfo: { tokenizer: 'none', lowercase: false },
    metrics: [{ metric: createBleu({ tokenizer: spaces }), sentence: createBleu({ tokenizer: spaces, effectiveOrder: true }) }],
    version: 'test',
  });
  const view = analysisReportView(data, { words: spaces.tokenize });
  const html = renderHtmlReport(view);
  const embedded = JSON.parse(/<script type="application\/json" id="report-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as Embedded;

  it('gives every segment list back from its steps', () => {
    const lists = embedded.segmentLists.map((list) => {
      let at = -1;
      return list.steps.map((step) => (at += step));
    });
    expect(lists).toEqual(view.segmentLists.map((list) => Array.from(list.segments)));
  });

  it('gives every sentence score back from its hundredths with the two decimals shown, as the page divides them', () => {
    const values = embedded.segmentScores.hundredths.map((metric) => metric.map((system) => system.map((n) => (n === null ? Number.NaN : n / 100))));
    const shown = (system: Parameters<typeof forEachNumber>[0]) => {
      const scores: number[] = [];
      forEachNumber(system, (score) => scores.push(Number(score.toFixed(2))));
      return scores;
    };
    expect(values).toEqual(view.segmentScores?.values.map((metric) => metric.map(shown)));
  });

  it('makes the hundredths of any score as toFixed(2) shows it', () => {
    let seed = 777;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32) * 800 - 400;
    // Random scores, the halves toFixed rounds either way, and scores past the plain range.
    const scores = [...Array.from({ length: 200_000 }, random), ...Array.from({ length: 2000 }, (_, k) => (k - 1000) / 200 + 0.005), 0, -0, 1e-9, -1e-9, 41_943.045, 1e6 + 0.125, Number.NaN];
    const wrong = scores.filter((score) => !Object.is(hundredths(score), Math.round(Number(score.toFixed(2)) * 100)));
    expect(wrong).toEqual([]);
  });

  it('divides hundredths back to the two-decimal number for any score', () => {
    let seed = 12345;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32) * 400;
    const wrong = Array.from({ length: 200_000 }, random).filter((x) => {
      const shown = Number(x.toFixed(2));
      return Math.round(shown * 100) / 100 !== shown;
    });
    expect(wrong).toEqual([]);
  });
});
