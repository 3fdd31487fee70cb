// The sentence scores and the examples' line hashes kept in a spill file (analyze's `spill`) give
// the analysis of columns in memory, on a corpus of several chunks whose lines repeat (so that
// lines are verified, and the examples de-duplicated) — every table, the segment table and the
// page — and the examples are the segments a sort of every segment picks, ties included.
import { readFileSync } from 'node:fs';
import { createChrf } from '@bleukit/chrf';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../test-support/shared.js';
import { analysisReportView } from '../html/analysis-view.js';
import { renderHtmlReport } from '../html/render-report.js';
import { analyzeInput, fileSpill, spaceBleu, spaces, spaceSentenceBleu } from '../test-helpers.js';
import type { Example } from './analysis-data.js';
import { analyze, startWordCounting, type AnalyzeInput } from './analyze.js';
import { exampleTable } from './example-tables.js';
import { CHUNK, SegmentColumn } from './segment-column.js';
import { StatisticsWriter, type SegmentStatistics } from './segment-statistics.js';

// Three chunks and a part. The sample's 300 lines cycle, a line in three or four made unique by its
// segment number: most lines repeat, some do not; the second reference is the first's line in one
// segment in five (one distinct reference there).
const SEGMENTS = 3 * CHUNK + 500;
const sample = (name: string) => readFileSync(sharedPath(`data/wmt-sample/de-en/${name}`), 'utf8').split('\n').slice(0, 300);
const cycled = (lines: string[], step: number, unique: number) => Array.from({ length: SEGMENTS }, (_, s) => `${lines[(s * step) % lines.length] as string}${s % unique === 0 ? ` ${s}` : ''}`);
const first = cycled(sample('ref.A.en'), 1, 3);
const refs = [first, cycled(sample('ref.B.en'), 7, 4).map((line, s) => (s % 5 === 0 ? (first[s] as string) : line))];
const systems = [cycled(sample('hyp.Online-B.en'), 1, 4), cycled(sample('hyp.PROMT.en'), 1, 3), cycled(sample('hyp.LT22.en'), 11, 5)];

const metrics = [
  { metric: spaceBleu(), sentence: spaceSentenceBleu() },
  { metric: createChrf() as AnalyzeInput['metrics'][number]['metric'] },
];
// Each metric's statistics computed once, for every run.
const statistics: SegmentStatistics[][] = metrics.map(({ metric }) =>
  systems.map((lines) => {
    const writer = new StatisticsWriter(SEGMENTS * metric.statisticsSize);
    lines.forEach((line, s) => writer.set(metric.segmentStatistics(line, [...new Set(refs.map((file) => file[s] as string))]), s * metric.statisticsSize));
    return writer.data;
  }),
);

function input(extra: Partial<AnalyzeInput> = {}): AnalyzeInput {
  return analyzeInput(refs, systems, {
    metrics: metrics.map((entry, m) => ({ ...entry, statistics: statistics[m] as SegmentStatistics[] })),
    scoreBuckets: [{ metric: 'bleu' }, { metric: 'chrf' }],
    examples: 25,
    ...extra,
  });
}

const page = (data: ReturnType<typeof analyze>) => renderHtmlReport(analysisReportView(data, { words: spaces.tokenize }));

describe('sentence scores and line hashes in a spill file', () => {
  const expected = analyze(input());
  const expectedPage = page(expected);

  it('give the analysis, the segment table and the page of columns in memory', () => {
    const spill = fileSpill();
    try {
      const data = analyze(input({ spill }));
      // Every score column (2 metrics × 3 systems), hash column (3 systems, 2 reference files) and
      // the reference ids let go of two of their four chunks at least.
      expect(spill.appended).toBeGreaterThanOrEqual(12 * 2 * CHUNK * 8);
      expect(data).toEqual(expected);
      expect(page(data)).toBe(expectedPage);
    } finally {
      spill.close();
    }
  });

  it.each([
    ['the default hash', undefined],
    ['a hash that distinct lines of a length share', (line: string) => line.length],
  ])('give the analysis of lines in batches, given again where their hashes repeat (%s)', (_, lineHash) => {
    const spill = fileSpill();
    try {
      const full = input({ spill, segmentTable: false, ...(lineHash === undefined ? {} : { lineHash }) });
      const batched: AnalyzeInput = { ...full, references: refs.map(() => []), systems: full.systems.map(({ name, file }) => ({ name, file, lines: [] })), segments: SEGMENTS };
      const counting = startWordCounting(batched);
      for (let start = 0; start < SEGMENTS; start += 1000) {
        counting.countBatch(
          refs.map((file) => file.slice(start, start + 1000)),
          systems.map((file) => file.slice(start, start + 1000)),
        );
      }
      const listed = counting.linesToVerify();
      expect(listed.outputs.map((segments) => segments.length).every((count) => count > 0)).toBe(true);
      listed.references.forEach((segments, r) => segments.forEach((s) => counting.verifyLine('reference', r, s, (refs[r] as string[])[s] as string)));
      listed.outputs.forEach((segments, o) => segments.forEach((s) => counting.verifyLine('output', o, s, (systems[o] as string[])[s] as string)));
      expect(analyze(batched, counting)).toEqual({ ...expected, segmentTable: [] });
    } finally {
      spill.close();
    }
  });
});

/** The examples as a sort of every segment picks them: the largest difference first, then the earlier line. */
function sortedExamples(scores: number[][][], firstOf: Uint8Array, left: number, right: number, metric: number, higherIsBetter: boolean, count: number) {
  const [l, r] = [scores[metric]?.[left] as number[], scores[metric]?.[right] as number[]];
  const advantage = (s: number) => (higherIsBetter ? 1 : -1) * ((l[s] as number) - (r[s] as number));
  const kept = l.map((_, s) => s).filter((s) => l[s] !== r[s] && firstOf[s] === 1);
  const pick = (better: (s: number) => number): Example[] =>
    kept
      .filter((s) => better(s) > 0)
      .sort((a, b) => better(b) - better(a) || a - b)
      .slice(0, count)
      .map((s) => ({ line: s + 1, difference: better(s), leftScores: scores.map((m) => m[left]?.[s] as number), rightScores: scores.map((m) => m[right]?.[s] as number) }));
  return { leftBetter: pick(advantage), rightBetter: pick((s) => -advantage(s)) };
}

describe('exampleTable', () => {
  it('picks the segments a sort of every segment picks, ties included, whatever the count', () => {
    // Scores from a few values, so that differences tie often; first occurrences at random.
    const segments = fc.integer({ min: 0, max: 2 * CHUNK + 40 });
    fc.assert(
      fc.property(segments, fc.integer({ min: 0, max: 1 << 30 }), fc.integer({ min: 0, max: 60 }), fc.boolean(), (length, seed, count, higherIsBetter) => {
        let state = seed;
        const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
        const values = [0, 12.5, 25, 33.3, 50, 100, Number.NaN];
        const scores = [0, 1].map(() => [0, 1, 2].map(() => Array.from({ length }, () => values[next() % values.length] as number)));
        const firstOf = Uint8Array.from({ length }, () => (next() % 5 === 0 ? 0 : 1));
        const columns = scores.map((metric) =>
          metric.map((system) => {
            const column = new SegmentColumn(length);
            system.forEach((value, s) => column.set(s, 0, value));
            return column;
          }),
        );
        const source = { scores: columns, higherIsBetter: [higherIsBetter, !higherIsBetter], ids: ['a', 'b'], segments: length, firstOf: () => firstOf };
        for (const [left, right, metric] of [[0, 1, 0], [0, 2, 1], [2, 1, 0]] as const) {
          const table = exampleTable(source, left, right, metric, count);
          const expected = sortedExamples(scores, firstOf, left, right, metric, source.higherIsBetter[metric] as boolean, count);
          expect({ leftBetter: table.leftBetter, rightBetter: table.rightBetter }).toEqual(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});
