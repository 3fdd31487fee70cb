// analyze's word accuracy by label (--word-labels) and its frequency cutoffs (--freq-cutoffs):
// with one reference, compare-mt's recorded reports (../shared/conformance/compare-mt); with
// several, the README's rule on a case checked by hand; a reference given twice; the errors.
import { readFileSync } from 'node:fs';
import { BleukitError, formatFixed } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { readJsonl, sharedPath } from '../../../../test-support/shared.js';
import { analyzeInput, errorOf, spaceBleu } from '../test-helpers.js';
import { analyze, type AnalyzeInput } from './analyze.js';
import type { AnalysisData } from './analysis-data.js';
import { parseFrequencyCutoffs } from './word-accuracy-table.js';
import type { WordLabels } from './word-label-table.js';

const input = (references: string[][], systems: string[][], extra: Partial<AnalyzeInput> = {}): AnalyzeInput =>
  analyzeInput(references, systems, { metrics: [{ metric: spaceBleu() }], segmentTable: false, ...extra });

const lines = (path: string) => readFileSync(sharedPath(`conformance/compare-mt/${path}`), 'utf8').split('\n').slice(0, -1);
const records = readJsonl<{ id: string; args: string[]; stdout: string }>('conformance/compare-mt/compare-mt.jsonl');

/** A recorded run's table under `heading`, without its two heading lines. */
function recordedTable(id: string, heading: string): string[] {
  const report = records.find((record) => record.id === id)?.stdout ?? '';
  const start = report.indexOf(heading);
  expect(start).toBeGreaterThan(0);
  return report.slice(start).split('\n\n')[0]?.split('\n').slice(2) ?? [];
}

const rows = (data: AnalysisData, table: number, decimals: number): string[] | undefined =>
  data.wordAccuracy[table]?.buckets.map((bucket) => [bucket.name, ...bucket.systems.map((system) => formatFixed(system.fmeasure, decimals))].join('\t'));

describe('one reference: compare-mt\'s recorded numbers', () => {
  it('buckets words by label as compare-mt\'s bucket_type=label with a label_set (record case-and-labels)', () => {
    const dir = 'inputs/de-en';
    const names = ['Online-B', 'JDExploreAcademy'];
    const wordLabels: WordLabels = {
      referenceFiles: ['ref.A.label'],
      references: [lines(`${dir}/ref.A.label`)],
      systemFiles: names.map((name) => `hyp.${name}.label`),
      systems: names.map((name) => lines(`${dir}/hyp.${name}.label`)),
      labelSet: ['NUM', 'PUNCT', 'CAP', 'SHORT', 'WORD'],
    };
    const data = analyze(input([lines(`${dir}/ref.A.tok.en`)], names.map((name) => lines(`${dir}/hyp.${name}.tok.en`)), { wordLabels }));
    const table = data.wordAccuracy.at(-1);
    expect([table?.bucketing, table?.labelFiles]).toEqual(['label', { references: ['ref.A.label'], systems: ['hyp.Online-B.label', 'hyp.JDExploreAcademy.label'] }]);
    expect(rows(data, data.wordAccuracy.length - 1, 4)).toEqual(recordedTable('case-and-labels', '--- word fmeas by labels bucket'));
  });

  it.each([
    ['random-032-ja-en', 'ja-en', ['JDExploreAcademy', 'NT5'], '4:10:60:125', 6],
    ['random-000-en-ja', 'en-ja', ['NT5', 'Online-W', 'JDExploreAcademy'], '76:191', 2],
  ])('buckets words by the frequency cutoffs given as compare-mt does (record %s)', (id, pair, names, cutoffs, decimals) => {
    const target = pair.split('-')[1] as string;
    const data = analyze(input([lines(`inputs/${pair}/ref.A.tok.${target}`)], names.map((name) => lines(`inputs/${pair}/hyp.${name}.tok.${target}`)), { frequencyCutoffs: parseFrequencyCutoffs(cutoffs) }));
    expect(records.find((record) => record.id === id)?.args).toContain(`bucket_type=freq,bucket_cutoffs=${cutoffs}`);
    expect(rows(data, 0, decimals)).toEqual(recordedTable(id, '--- word fmeas by frequency bucket'));
  });
});

describe('word labels with several references, as the README defines them', () => {
  // Segment 1: "a a b" against "a b" (labels X Y) and "a a c" (Z X W): a's reference words are
  // the second reference's two (labels Z, X), b's the first's (Y), c's the second's (W).
  // The output "a a b d" (labels P P P P): both a match, taking Z and X; b takes Y; d is
  // unmatched and counts under its own label P.
  const references = [['a b'], ['a a c']];
  const wordLabels: WordLabels = { referenceFiles: ['r1.lab', 'r2.lab'], references: [['X Y'], ['Z X W']], systemFiles: ['s.lab'], systems: [['P P P P']] };
  const data = analyze(input(references, [['a a b d']], { wordLabels }));
  const table = data.wordAccuracy.at(-1);
  const byName = new Map(table?.buckets.map((bucket) => [bucket.name, [bucket.referenceWords, bucket.systems[0]?.outputWords, bucket.systems[0]?.matches]]));

  it('takes a reference word\'s label from the reference that has the word most often, an unmatched output word\'s from its system', () => {
    expect(table?.buckets.map((bucket) => bucket.name)).toEqual(['P', 'W', 'X', 'Y', 'Z']);
    expect(Object.fromEntries(byName)).toEqual({ P: [0, 1, 0], W: [1, 0, 0], X: [1, 1, 1], Y: [1, 1, 1], Z: [1, 1, 1] });
  });

  it('counts as many reference and matched words as the frequency table', () => {
    const sum = (table: AnalysisData['wordAccuracy'][number] | undefined, get: (b: AnalysisData['wordAccuracy'][number]['buckets'][number]) => number) => table?.buckets.reduce((total, bucket) => total + get(bucket), 0);
    const frequency = data.wordAccuracy[0];
    expect(sum(table, (b) => b.referenceWords)).toBe(sum(frequency, (b) => b.referenceWords));
    expect(sum(table, (b) => b.systems[0]?.matches ?? 0)).toBe(sum(frequency, (b) => b.systems[0]?.matches ?? 0));
  });

  it('gives the same table for a reference and its labels given twice', () => {
    const twice = analyze(input([references[0] as string[], ...references], [['a a b d']], { wordLabels: { ...wordLabels, referenceFiles: ['r1.lab', ...wordLabels.referenceFiles], references: [['X Y'], ...wordLabels.references] } }));
    expect(twice.wordAccuracy.at(-1)?.buckets).toEqual(table?.buckets);
  });

  it('puts labels outside a label set under other', () => {
    const set = analyze(input(references, [['a a b d']], { wordLabels: { ...wordLabels, labelSet: ['X', 'Y'] } }));
    expect(set.wordAccuracy.at(-1)?.buckets.map((bucket) => [bucket.name, bucket.referenceWords])).toEqual([['X', 1], ['Y', 1], ['other', 2]]);
  });
});

describe('errors', () => {
  const wordLabels: WordLabels = { referenceFiles: ['ref.lab'], references: [['A B', 'A']], systemFiles: ['sys.lab'], systems: [['A B', 'A B']] };

  it('names the file and line of a label line whose count is not the line\'s words', () => {
    const error = errorOf(() => analyze(input([['a b', 'c']], [['a b', 'c']], { wordLabels })));
    expect(BleukitError.isInstance(error)).toBe(true);
    expect(error.message).toBe('[bleukit] sys.lab:2: 2 labels for 1 word; a word label file needs one label per word as the line is tokenized (check -tok and -lc).');
  });

  it('refuses a label file of another length, or a label file missing', () => {
    expect(errorOf(() => analyze(input([['a b', 'c']], [['a b', 'c']], { wordLabels: { ...wordLabels, systems: [['A B']] } }))).message).toBe(
      '[bleukit] sys.lab:2: the word label file has 1 lines but the references have 2; give one line of labels per segment.',
    );
    expect(errorOf(() => analyze(input([['a b', 'c']], [['a b', 'c']], { wordLabels: { ...wordLabels, systems: [], systemFiles: [] } }))).message).toMatch(/^\[bleukit\] word labels: 1 label files for 1 reference and 1 system; give one label file per reference/);
  });

  it.each([
    ['1:2:x', '"x" is not a number'],
    ['1:5:5', '5 is not above 5'],
    ['10:2', '2 is not above 10'],
    ['', '"" is not a number'],
  ])('refuses --freq-cutoffs %s', (text, what) => {
    expect(errorOf(() => parseFrequencyCutoffs(text)).message).toBe(`[bleukit] --freq-cutoffs ${text}: ${what}; give increasing numbers joined by ':', e.g. --freq-cutoffs 1:2:5:10:100.`);
  });

  it('reads ints and floats as compare-mt does, floats naming their buckets with a decimal point', () => {
    const data = analyze(input([['a b b']], [['a b']], { frequencyCutoffs: parseFrequencyCutoffs('1:2.5:10') }));
    expect(data.wordAccuracy[0]?.buckets.map((bucket) => bucket.name)).toEqual(['<1', '[1,2.5)', '[2.5,10)', '>=10']);
  });
});
