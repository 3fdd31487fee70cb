// The word counting fed batch by batch (`segments` in the input, `WordCounting.countBatch`), as
// the command line reads its files as a stream: the same analysis as from the whole lines, on
// the WMT sample's first lines with two references, word labels and kept words, whatever the
// batches' sizes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../test-support/shared.js';
import { analyze, startWordCounting, type AnalyzeInput } from './analyze.js';
import { StatisticsWriter, type SegmentStatistics } from './segment-statistics.js';
import { SegmentWords } from './segment-words.js';
import { analyzeInput } from '../test-helpers.js';

const LINES = 300;
const sample = (name: string) => readFileSync(sharedPath(`data/wmt-sample/de-en/${name}`), 'utf8').split('\n').slice(0, LINES);
const refs = [sample('ref.A.en'), sample('ref.B.en')];
const systems = [sample('hyp.Online-B.en'), sample('hyp.PROMT.en'), sample('hyp.LT22.en')];
/** One label a word ("L" and its length in characters, at most 3), as a word label file has. */
const labelsOf = (line: string) => line.split(' ').filter((word) => word !== '').map((word) => `L${Math.min(word.length, 3)}`).join(' ');

/** The statistics the analysis computes from the whole lines, as a caller that scored them elsewhere gives them. */
function statistics(input: AnalyzeInput): SegmentStatistics[][] {
  return input.metrics.map(({ metric }) =>
    input.systems.map((system) => {
      const writer = new StatisticsWriter(LINES * metric.statisticsSize);
      system.lines.forEach((line, s) => writer.set(metric.segmentStatistics(line, [...new Set(input.references.map((file) => file[s] as string))]), s * metric.statisticsSize));
      return writer.data;
    }),
  );
}

function whole(): { input: AnalyzeInput; words: SegmentWords } {
  const words = new SegmentWords();
  const wordLabels = {
    referenceFiles: ['ref1.labels', 'ref2.labels'],
    references: refs.map((file) => file.map(labelsOf)),
    systemFiles: systems.map((_, o) => `sys${o + 1}.labels`),
    systems: systems.map((file) => file.map(labelsOf)),
  };
  return { input: analyzeInput(refs, systems, { wordLabels, keepWords: words }), words };
}

function inBatches(sizes: readonly number[]): { input: AnalyzeInput; words: SegmentWords; data: ReturnType<typeof analyze> } {
  const { input: full } = whole();
  const words = new SegmentWords();
  const stats = statistics(full);
  const input: AnalyzeInput = {
    ...full,
    references: refs.map(() => []),
    systems: full.systems.map(({ name, file }) => ({ name, file, lines: [] })),
    segments: LINES,
    metrics: full.metrics.map((entry, m) => ({ ...entry, statistics: stats[m] as SegmentStatistics[] })),
    segmentTable: false,
    keepWords: words,
  };
  const counting = startWordCounting(input);
  for (let start = 0, k = 0; start < LINES; start += sizes[k % sizes.length] as number, k++) {
    const end = Math.min(LINES, start + (sizes[k % sizes.length] as number));
    counting.countBatch(
      refs.map((file) => file.slice(start, end)),
      systems.map((file) => file.slice(start, end)),
    );
  }
  return { input, words, data: analyze(input, counting) };
}

describe('word counting in batches', () => {
  const { input, words } = whole();
  const expected = analyze({ ...input, segmentTable: false });

  it('gives the analysis of the whole lines, whatever the batches', () => {
    for (const sizes of [[LINES], [1], [7, 128, 2], [299]]) {
      const batched = inBatches(sizes);
      expect(batched.data).toEqual(expected);
      expect(batched.words.referenceSlots).toBe(words.referenceSlots);
      for (let s = 0; s < LINES; s += 37) {
        for (let r = 0; r < words.referenceSlots; r++) expect(batched.words.text(batched.words.reference(r, s))).toBe(words.text(words.reference(r, s)));
        expect(batched.words.text(batched.words.output(2, s))).toBe(words.text(words.output(2, s)));
      }
    }
  });

  it('refuses lines past the segments given, and an analysis before every segment is counted', () => {
    const { input: full } = whole();
    const input: AnalyzeInput = { ...full, references: [[], []], systems: full.systems.map(({ name, file }) => ({ name, file, lines: [] })), segments: 2, wordLabels: undefined, keepWords: undefined };
    const counting = startWordCounting(input);
    counting.countBatch([['a'], ['a']], [['a'], ['b'], ['c']]);
    expect(() => counting.countBatch([['a', 'b'], ['a', 'b']], [['a', 'b'], ['b', 'b'], ['c', 'b']])).toThrow(/past the 2 segments/);
    expect(() => counting.countBatch([['a'], ['a']], [['a'], ['b']])).toThrow(/2 reference and 3 output streams/);
    expect(() => counting.countUntil(2)).toThrow(/countBatch/);
    expect(() => analyze(input, counting)).toThrow(/1 of the 2 segments/);
  });
});
