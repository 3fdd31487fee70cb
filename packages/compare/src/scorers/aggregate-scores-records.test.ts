// compare-mt's recorded runs (the conformance table) hold its Aggregate Scores: each score row,
// and with --seed each bootstrap's intervals and p-values. These tests recompute those numbers
// with the scorers and the legacy generator and compare them as compare-mt prints them.
import { readFileSync } from 'node:fs';
import { formatFixed, pythonStrip } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { readJsonl, sharedPath } from '../../../../test-support/shared.js';
import { createLegacyRandom, type LegacyRandom } from '../random/index.js';
import { createScorer } from './create-scorer.js';
import { evalWithPairedBootstrap } from './paired-bootstrap.js';
import type { Corpus, PyNumber } from './scorer.js';

interface CompareMtRecord {
  id: string;
  args: string[];
  exit: number;
  stdout: string;
}

const HEADER = '********************** Aggregate Scores ************************';

/** compare-mt's `load_tokens` of a path in the records' folder. */
function loadTokens(path: string): string[][] {
  const lines = readFileSync(sharedPath(`conformance/compare-mt/${path}`), 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => pythonStrip(line).split(' '));
}

/** The record's command line: positionals, then each flag's values. */
function parseArgs(args: readonly string[]): { positionals: string[]; flags: Map<string, string[]> } {
  const positionals: string[] = [];
  const flags = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const arg of args) {
    if (arg.startsWith('--')) flags.set(arg, (current = []));
    else if (current) current.push(arg);
    else positionals.push(arg);
  }
  return { positionals, flags };
}

/** compare-mt's `fmt` of a number with `decimals`. */
const fmt = (x: PyNumber, decimals: number): string => (x.type === 'int' ? String(x.value) : formatFixed(x.value, decimals));

/** Each Aggregate Scores section: its score table's lines, and its win table's (3+ systems). */
function aggregateSections(stdout: string): { scores: string[]; wins: string[] }[] {
  return stdout
    .split(`${HEADER}\n`)
    .slice(1)
    .map((section) => {
      const [scores = '', wins = ''] = section.split('\n\n');
      return { scores: scores.split('\n'), wins: wins.startsWith('v s1 / s2 ->') ? wins.split('\n') : [] };
    });
}

interface Checked {
  rows: string[];
  bootstrapped: number;
}

function checkRecord(record: CompareMtRecord): Checked {
  const { positionals, flags } = parseArgs(record.args);
  const [refPath, ...outPaths] = positionals;
  const ref: Corpus = loadTokens(refPath!);
  const outs: Corpus[] = outPaths.map(loadTokens);
  const srcPath = flags.get('--src_file')?.[0];
  const src = srcPath === undefined ? undefined : loadTokens(srcPath);
  const profiles = flags.get('--compare_scores') ?? ['score_type=bleu', 'score_type=length'];
  const decimals = Number(flags.get('--decimals')?.[0] ?? 4);
  const scale = Number(flags.get('--scorer_scale')?.[0] ?? 100);
  const seed = flags.get('--seed')?.[0];
  const random: LegacyRandom | undefined = seed === undefined ? undefined : createLegacyRandom(Number(seed));
  const sections = aggregateSections(record.stdout);
  expect(sections.length, `${record.id}: Aggregate Scores sections`).toBe(profiles.length);
  const checked: Checked = { rows: [], bootstrapped: 0 };
  profiles.forEach((profile, k) => {
    const options = new Map(profile.split(',').map((pair) => pair.split('=') as [string, string]));
    const scorer = createScorer(options.get('score_type') ?? 'bleu', {
      caseInsensitive: options.get('case_insensitive') === 'True',
      scale,
      // argparse converts a given --scorer_scale to a float; its default stays the int 100.
      intScale: !flags.has('--scorer_scale'),
    });
    const { scores: lines, wins: winLines } = sections[k]!;
    const label = `${record.id}: ${profile}`;
    const cells = lines[2]!.split('\t');
    const want = outs.map((out) => {
      const { score, detail } = scorer.scoreCorpus(ref, out, src);
      return detail ? `${fmt(score, decimals)} (${detail})` : fmt(score, decimals);
    });
    expect(cells.slice(1, 1 + outs.length), label).toEqual(want);
    checked.rows.push(label);
    const samples = Number(options.get('bootstrap') ?? 0);
    if (samples === 0 || random === undefined) return;
    const directions = outs.flatMap((_, i) => outs.map((__, j) => [i, j] as const).filter(([, j]) => j > i));
    const { wins, sysStats } = evalWithPairedBootstrap(ref, outs, src, scorer, { random, directions, numSamples: samples });
    const pValues = wins!.map(({ wins: [left, right] }) => formatFixed(1 - (left > right ? left : right), decimals));
    const intervals = sysStats.map((s) => `[${fmt(s.lowerBound, decimals)},${fmt(s.upperBound, decimals)}]`);
    if (outs.length <= 2) {
      const row = lines[3]!.split('\t').slice(1);
      expect(row, `${label}: intervals`).toEqual(outs.length === 1 ? intervals : [...intervals, `p=${pValues[0]}`]);
    } else {
      // The win table: a header, then a row per left system, p-values in the right system's column.
      const table = winLines.map((line) => line.split('\t'));
      const got = directions.map(([left, right]) => /\(p=([^)]*)\)/.exec(table[left + 1]![right]!)?.[1]);
      expect(got, `${label}: p-values`).toEqual(pValues);
    }
    checked.bootstrapped++;
  });
  return checked;
}

const records = readJsonl<CompareMtRecord>('conformance/compare-mt/compare-mt.jsonl').filter((record) => record.exit === 0);

describe("compare-mt's recorded Aggregate Scores", () => {
  it.each(records.map((record) => [record.id, record] as const))('%s', (_, record) => {
    const { rows } = checkRecord(record);
    // `--compare_scores` with no profile runs none.
    expect(rows.length > 0 || parseArgs(record.args).flags.get('--compare_scores')?.length === 0).toBe(true);
  });

  it('cover every score type and seeded bootstraps of several systems', () => {
    const types = new Set<string>();
    let bootstrapped = 0;
    for (const record of records) {
      const { flags } = parseArgs(record.args);
      for (const profile of flags.get('--compare_scores') ?? []) types.add(/score_type=([^,]*)/.exec(profile)?.[1] ?? 'bleu');
      if (flags.has('--seed') && (flags.get('--compare_scores') ?? []).some((p) => /bootstrap=[1-9]/.test(p))) bootstrapped++;
    }
    expect([...types].sort()).toEqual(['bleu', 'chrf', 'exact', 'gleu', 'length', 'ribes', 'sacrebleu', 'wer']);
    expect(bootstrapped).toBeGreaterThan(5);
  });
});
