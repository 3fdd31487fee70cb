// The examples' de-duplication on hashed lines (see LineNumbers in analyze.ts): a segment is shown
// only if no earlier segment has the same left output, right output and distinct references, line
// for line, whatever the hash. Tiny hashes that make distinct lines collide give the analysis of
// the default hash, lines given in memory or in batches and given again with verifyLine; and the
// examples are exactly the segments a de-duplication on the texts keeps.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../test-support/shared.js';
import { analyze, startWordCounting, type AnalyzeInput } from './analyze.js';
import { StatisticsWriter, type SegmentStatistics } from './segment-statistics.js';
import { analyzeInput, errorOf } from '../test-helpers.js';

const SEGMENTS = 240;
const sample = (name: string) => readFileSync(sharedPath(`data/wmt-sample/de-en/${name}`), 'utf8').split('\n').slice(0, 40);
const pool = { refs: sample('ref.A.en'), a: sample('hyp.Online-B.en'), b: sample('hyp.PROMT.en'), c: sample('hyp.LT22.en') };
// Lines drawn from a few each, so that outputs and references repeat in many combinations: a
// second reference that is the first's line (one distinct reference), or another, either order.
const at = <T>(lines: readonly T[], k: number): T => lines[k % lines.length] as T;
const refs = [Array.from({ length: SEGMENTS }, (_, s) => at(pool.refs, s % 5)), Array.from({ length: SEGMENTS }, (_, s) => at(pool.refs, (s * 7) % 3))];
const systems = [
  Array.from({ length: SEGMENTS }, (_, s) => at(pool.a, s % 5)),
  Array.from({ length: SEGMENTS }, (_, s) => at(pool.b, (s * 3) % 4)),
  Array.from({ length: SEGMENTS }, (_, s) => at(pool.c, s % 7)),
];
const tinyHashes: [string, (line: string) => number][] = [
  ['one hash for every line', () => 0],
  ['the length modulo 3', (line) => line.length % 3],
];

function input(extra: Partial<AnalyzeInput> = {}): AnalyzeInput {
  return analyzeInput(refs, systems, { examples: SEGMENTS, segmentTable: false, ...extra });
}

/** The lines in batches of 17, given again where linesToVerify asks, with the statistics computed from the whole lines. */
function inBatches(lineHash: (line: string) => number, verify: boolean): { input: AnalyzeInput; run: () => ReturnType<typeof analyze> } {
  const full = input();
  const statistics: SegmentStatistics[][] = full.metrics.map(({ metric }) =>
    systems.map((lines) => {
      const writer = new StatisticsWriter(SEGMENTS * metric.statisticsSize);
      lines.forEach((line, s) => writer.set(metric.segmentStatistics(line, [...new Set(refs.map((file) => file[s] as string))]), s * metric.statisticsSize));
      return writer.data;
    }),
  );
  const batched: AnalyzeInput = {
    ...full,
    references: refs.map(() => []),
    systems: full.systems.map(({ name, file }) => ({ name, file, lines: [] })),
    segments: SEGMENTS,
    metrics: full.metrics.map((entry, m) => ({ ...entry, statistics: statistics[m] as SegmentStatistics[] })),
    lineHash,
  };
  const counting = startWordCounting(batched);
  for (let start = 0; start < SEGMENTS; start += 17) {
    counting.countBatch(
      refs.map((file) => file.slice(start, start + 17)),
      systems.map((file) => file.slice(start, start + 17)),
    );
  }
  if (verify) {
    const listed = counting.linesToVerify();
    listed.references.forEach((segments, r) => segments.forEach((s) => counting.verifyLine('reference', r, s, (refs[r] as string[])[s] as string)));
    listed.outputs.forEach((segments, o) => segments.forEach((s) => counting.verifyLine('output', o, s, (systems[o] as string[])[s] as string)));
  }
  return { input: batched, run: () => analyze(batched, counting) };
}

describe("the examples' de-duplication", () => {
  const expected = analyze(input());

  it('keeps exactly the segments whose outputs and distinct references no earlier segment has, line for line', () => {
    const rows = analyze(input({ segmentTable: true })).segmentTable;
    expect(expected.examples.length).toBe(2);
    for (const table of expected.examples) {
      const seen = new Set<string>();
      const kept: number[] = [];
      for (let s = 0; s < SEGMENTS; s++) {
        const key = JSON.stringify([systems[table.left]?.[s], systems[table.right]?.[s], [...new Set(refs.map((file) => file[s]))]]);
        if (seen.has(key)) continue;
        seen.add(key);
        const scores = rows[s]?.systems.map((system) => system.scores[0]);
        if (scores?.[table.left] !== scores?.[table.right]) kept.push(s + 1);
      }
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThan(SEGMENTS / 2);
      expect([...table.leftBetter, ...table.rightBetter].map((example) => example.line).sort((a, b) => a - b)).toEqual(kept);
    }
  });

  it.each(tinyHashes)('gives the same analysis when distinct lines share a hash (%s), lines in memory', (_, lineHash) => {
    expect(analyze(input({ lineHash }))).toEqual(expected);
  });

  it.each(tinyHashes)('gives the same analysis when distinct lines share a hash (%s), lines in batches given again', (_, lineHash) => {
    const { run } = inBatches(lineHash, true);
    expect(run()).toEqual(expected);
  });

  it('lists no line to give again when the lines of each system, and of the references, all differ', () => {
    const distinct = (lines: string[]) => lines.map((line, s) => `${line} ${s}`);
    const counting = startWordCounting({ ...input(), references: refs.map(distinct), systems: systems.map((lines, o) => ({ name: `sys${o + 1}`, file: `sys${o + 1}`, lines: distinct(lines) })) });
    counting.countUntil(SEGMENTS);
    const listed = counting.linesToVerify();
    expect([...listed.references, ...listed.outputs].map((segments) => segments.length)).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses an analysis of batches whose repeated lines were not given again, and a line that is not the one counted', () => {
    const { run } = inBatches(() => 0, false);
    expect(errorOf(run).message).toMatch(/give each line WordCounting.linesToVerify lists to verifyLine/);
    const counting = startWordCounting({ ...input(), references: [[], []], systems: systems.map((_, o) => ({ name: `sys${o + 1}`, file: `sys${o + 1}`, lines: [] })), segments: 2 });
    counting.countBatch([['a', 'a'], ['b', 'b']], [['x', 'x'], ['y', 'z'], ['w', 'v']]);
    expect(Array.from(counting.linesToVerify().outputs[0] ?? [])).toEqual([0, 1]);
    expect(errorOf(() => counting.verifyLine('output', 0, 1, 'not x')).message).toMatch(/line 2 of output 1 is not the line counted/);
  });
});
