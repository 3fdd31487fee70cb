// The analysis with its per-segment columns (lengths, BLEU's statistics from the word counts, the
// statistics computed here or given as columns) kept in a spill file is the analysis in memory, on
// a corpus of several chunks: every table, the paired tests, the bucket intervals and the page's
// reference lengths.
import { createChrf } from '@bleukit/chrf';
import { createTer } from '@bleukit/ter';
import { describe, expect, it } from 'vitest';
import { analyze, type AnalyzeInput } from './analyze.js';
import { CHUNK, SegmentColumn, type SpillFile } from './segment-column.js';
import { segmentColumns } from './segment-columns.js';
import { StatisticsWriter } from './segment-statistics.js';
import { analyzeInput, fileSpill, spaceBleu, spaceSentenceBleu } from '../test-helpers.js';

const SEGMENTS = 3 * CHUNK + 300;

/** Lines of words from a small vocabulary (a repeatable generator): empty lines, and lines past 60 words. */
function generatedLines(seed: number): string[] {
  let state = seed;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const vocabulary = Array.from({ length: 300 }, (_, k) => `w${k.toString(36)}`);
  return Array.from({ length: SEGMENTS }, () => {
    const length = next(20) === 0 ? 60 + next(20) : next(25);
    return Array.from({ length }, () => vocabulary[next(next(4) === 0 ? 300 : 30)] as string).join(' ');
  });
}

const references = [generatedLines(1), generatedLines(2)];
// The second reference repeats the first on a segment in five: fewer distinct references there.
references[1] = (references[1] as string[]).map((line, s) => (s % 5 === 0 ? ((references[0] as string[])[s] as string) : line));
const systems = [generatedLines(3), generatedLines(4), generatedLines(5)];
const chrf = createChrf();
const ter = createTer();

/** TER's statistics of every system, as a caller that scored them elsewhere gives them. */
function terStatistics(): Float64Array[][] {
  return systems.map((lines) => lines.map((line, s) => Float64Array.from(ter.segmentStatistics(line, [...new Set(references.map((file) => file[s] as string))]))));
}

function input(ters: AnalyzeInput['metrics'][number]['statistics'], bucketSamples: number, spill?: SpillFile): AnalyzeInput {
  return analyzeInput(references, systems, {
    bleuOrder: 4,
    metrics: [
      { metric: spaceBleu(), sentence: spaceSentenceBleu(), statistics: 'word-counts' },
      { metric: chrf },
      { metric: ter, statistics: ters },
    ],
    labels: { file: 'labels', labels: systems[0]?.map((_, s) => ['a', 'b', 'c'][s % 3] as string) ?? [] },
    scoreBuckets: [{ metric: 'chrf' }],
    significance: [
      { test: 'bs', samples: 20 },
      { test: 'ar', samples: 20 },
    ],
    bucketSamples,
    segmentTable: 'on-demand',
    ...(spill === undefined ? {} : { spill }),
  });
}

describe('analyze with a spill file', () => {
  // Without intervals every analysis reads a column in segment order, in a few passes (sums,
  // sentence scores, each bucket table, each paired test); with them, each bucket's rows are
  // gathered in order, a pass a bucket.
  it.each([
    ['without bucket intervals', 0],
    ['with bucket intervals', 10],
  ])('gives the analysis in memory, %s, its columns read back from the file a chunk at a time', (_, samples) => {
    const rows = terStatistics();
    const width = ter.statisticsSize;
    // In memory: typed arrays, as the library's callers give them.
    const arrays = rows.map((system) => {
      const writer = new StatisticsWriter(SEGMENTS * width);
      system.forEach((row, s) => writer.set(row, s * width));
      return writer.data;
    });
    const inMemory = analyze(input(arrays, samples));

    // Spilled: columns in the file, written batch by batch from the last batch back, as the
    // command line's threads may deliver them.
    const spill = fileSpill();
    try {
      const columns = rows.map((system) => {
        const column = new SegmentColumn(SEGMENTS, width, { type: 'u16', widen: true, spill });
        for (let first = Math.floor((SEGMENTS - 1) / 1000) * 1000; first >= 0; first -= 1000) {
          for (let s = first; s < Math.min(SEGMENTS, first + 1000); s++) column.setRow(s, system[s] as Float64Array);
        }
        return column;
      });
      const spilled = analyze(input(columns, samples, spill));
      expect(spill.appended).toBeGreaterThan(0);
      const chunks = Math.ceil(SEGMENTS / CHUNK);
      // Passes over whole columns, a read a chunk each: 3 metrics' statistics and 7 length columns,
      // 9 sentence score columns (the score buckets, and the examples once for each pair and
      // metric), 12 of each segment's bucket (a table and system), the line hashes; with
      // intervals, each of the 37 buckets of the 4 tables gathers its lines and rows. Reading one
      // row at a time out of order would take thousands.
      const passes = samples === 0 ? 200 : 200 + 37 * 9;
      expect(spill.reads).toBeLessThanOrEqual(passes * chunks);
      const readsBeforeRows = spill.reads;
      expect(JSON.stringify(spilled)).toBe(JSON.stringify(inMemory));
      expect(Array.from(segmentColumns(spilled)?.shortestReference ?? [])).toEqual(Array.from(segmentColumns(inMemory)?.shortestReference ?? []));
      // The rows, then the page's reference lengths, in segment order: each column's chunks read
      // once; and each bucket's lines, made from its table's column of buckets when read, a pass
      // a bucket and system.
      expect(spill.reads - readsBeforeRows).toBeLessThanOrEqual((1 + 2 * systems.length + 1 + 37 * systems.length) * chunks);
    } finally {
      spill.close();
    }
  }, 120_000);
});
