// `bleukit mbr` through the built executable on real WMT22 lines: each source's candidates are
// the four systems' translations and the two references of one de-en segment (the shared folder's
// sample, written to a temporary folder). The choice, every expected utility and the ranking are
// what the sentence scorers give (the mean over every candidate, itself included, summed in
// order; ties to the earliest), whether the candidates come as --samples lines or as JSONL, with
// any --jobs. Where BLEUKIT_SACREBLEU_DIR names sacreBLEU 2.6.0's source (or python3 imports
// sacrebleu), the chosen lines are also those of a plain sacreBLEU loop.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChrf } from '@bleukit/chrf';
import { createBleu, formatFloat, pythonRstrip } from '@bleukit/core';
import { createTer } from '@bleukit/ter';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt } from '../../test-helpers.js';

ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'bleukit-mbr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sample = (path: string): string[] => readFileSync(sharedPath(`data/wmt-sample/${path}`), 'utf8').replace(/\n$/, '').split('\n');
const write = (name: string, text: string): string => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

const SYSTEMS = ['Online-B', 'JDExploreAcademy', 'PROMT', 'LT22'].map((name) => sample(`de-en/hyp.${name}.en`));
const REFS = ['A', 'B'].map((name) => sample(`de-en/ref.${name}.en`));
const SEGMENTS = Array.from({ length: 30 }, (_, k) => 7 + 9 * k);
/** Six candidates a source; the last source repeats its first candidate, so two utilities tie. */
const SETS: string[][] = SEGMENTS.map((i) => [...SYSTEMS, ...REFS].map((lines) => lines[i] as string));
(SETS[SETS.length - 1] as string[])[3] = (SETS[SETS.length - 1] as string[])[0] as string;
const samplesFile = write('samples.txt', SETS.flat().map((line) => `${line}\n`).join(''));
const jsonlFile = write('samples.jsonl', SETS.map((candidates) => `${JSON.stringify({ candidates })}\n`).join(''));

function run(args: readonly string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BUILT_CLI, 'mbr', ...args], { encoding: 'utf8', ...(input === undefined ? {} : { input }) });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

type Scorer = (hyp: string, ref: string) => number;
const SCORERS: Record<string, { score: Scorer; higherIsBetter: boolean }> = {
  chrf: { score: (h, r) => createChrf().sentenceScore(h, [r]).score, higherIsBetter: true },
  bleu: { score: (h, r) => createBleu({ tokenizer: tokenizer13a, effectiveOrder: true }).sentenceScore(h, [r]).score, higherIsBetter: true },
  ter: { score: (h, r) => createTer().sentenceScore(h, [r]).score, higherIsBetter: false },
};

/** The expected utilities (weighted mean in order) and the ranking, best first, earliest of equals first. */
function expected(metric: string, candidates: readonly string[], references = candidates, weights?: readonly number[]): { utilities: number[]; ranking: number[] } {
  const { score, higherIsBetter } = SCORERS[metric] as { score: Scorer; higherIsBetter: boolean };
  const utilities = candidates.map((c) => {
    let sum = 0;
    references.forEach((r, j) => (sum += (weights?.[j] ?? 1) * score(pythonRstrip(c), pythonRstrip(r))));
    return sum / (weights === undefined ? references.length : weights.reduce((a, b) => a + b, 0));
  });
  const ranking = utilities.map((_, i) => i);
  for (let a = 1; a < ranking.length; a++) {
    // Insertion sort: stable by construction, so equal utilities keep the earlier candidate first.
    for (let b = a; b > 0; b--) {
      const [x, y] = [utilities[ranking[b - 1] as number] as number, utilities[ranking[b] as number] as number];
      if (higherIsBetter ? y > x : y < x) [ranking[b - 1], ranking[b]] = [ranking[b] as number, ranking[b - 1] as number];
      else break;
    }
  }
  return { utilities, ranking };
}

describe('bleukit mbr: the candidate with the best expected utility', () => {
  it.each(Object.keys(SCORERS))('-m %s --samples 6: one chosen line a source', (metric) => {
    const printed = run([samplesFile, '--samples', '6', '-m', metric]);
    expect([printed.status, printed.stderr]).toEqual([0, '']);
    expect(printed.stdout).toBe(SETS.map((set) => `${set[expected(metric, set).ranking[0] as number]}\n`).join(''));
  });

  it('ties go to the earliest candidate', () => {
    const last = SETS[SETS.length - 1] as string[];
    const { utilities, ranking } = expected('chrf', last);
    expect(utilities[0]).toBe(utilities[3]);
    expect(ranking.indexOf(0)).toBeLessThan(ranking.indexOf(3));
  });

  it('-f json: every utility as Python prints it, the ranking, the file line of each source', () => {
    const printed = run([samplesFile, '--samples', '6', '-f', 'json', '-m', 'bleu']);
    const json = JSON.parse(printed.stdout) as { metric: string; signature: string; selections: { source: number; line: number; index: number; translation: string; utility: number; ranking: number[]; utilities: number[] }[] };
    expect(json.metric).toBe('BLEU');
    expect(json.selections).toHaveLength(SETS.length);
    json.selections.forEach((selection, k) => {
      const want = expected('bleu', SETS[k] as string[]);
      expect([selection.source, selection.line, selection.index, selection.ranking]).toEqual([k + 1, 6 * k + 1, want.ranking[0], want.ranking]);
      expect(selection.translation).toBe((SETS[k] as string[])[want.ranking[0] as number]);
    });
    // The numbers as printed: Python's repr of each double.
    const printedUtilities = printed.stdout.split('\n').filter((line) => line.startsWith('{"source"')).map((line) => /"utilities": \[(.*)\]\}/.exec(line)?.[1]);
    expect(printedUtilities).toEqual(SETS.map((set) => expected('bleu', set).utilities.map(formatFloat).join(', ')));
  });

  it('--nbest 3: the three best of each source, best first', () => {
    const printed = run([samplesFile, '--samples', '6', '--nbest', '3', '-m', 'ter']);
    expect(printed.stdout).toBe(SETS.map((set) => expected('ter', set).ranking.slice(0, 3).map((i) => `${set[i]}\n`).join('')).join(''));
  });

  it('JSONL gives the same choices as --samples, and --jobs 2 and 3 the same bytes as one thread', () => {
    const one = run([samplesFile, '--samples', '6', '-f', 'json']);
    for (const jobs of ['2', '3']) expect(run([samplesFile, '--samples', '6', '-f', 'json', '--jobs', jobs]).stdout).toBe(one.stdout);
    const fromJsonl = run([jsonlFile]).stdout;
    expect(fromJsonl).toBe(run([samplesFile, '--samples', '6']).stdout);
    expect(run([jsonlFile, '--jobs', '2']).stdout).toBe(fromJsonl);
  });

  it('JSONL with pseudo-references and weights: the weighted mean against them', () => {
    const weights = [2, 0.5];
    const file = write('refs.jsonl', SETS.map((set) => `${JSON.stringify({ candidates: set.slice(0, 4), references: set.slice(4), weights })}\n`).join(''));
    const printed = run([file, '-f', 'json']);
    const json = JSON.parse(printed.stdout) as { selections: { index: number; utilities: number[] }[] };
    json.selections.forEach((selection, k) => {
      const set = SETS[k] as string[];
      const want = expected('chrf', set.slice(0, 4), set.slice(4), weights);
      expect(selection.index).toBe(want.ranking[0]);
      expect(selection.utilities).toEqual(want.utilities);
    });
  });

  it('reads stdin (-)', () => {
    expect(run(['-', '--samples', '6'], readFileSync(samplesFile, 'utf8')).stdout).toBe(run([samplesFile, '--samples', '6']).stdout);
  });

  it('--aggregate (chrF): one choice a source, the same with --jobs 2', () => {
    const printed = run([samplesFile, '--samples', '6', '--aggregate']);
    expect(printed.status).toBe(0);
    const chosen = printed.stdout.split('\n').slice(0, -1);
    expect(chosen).toHaveLength(SETS.length);
    chosen.forEach((line, k) => expect(SETS[k]).toContain(line));
    expect(run([samplesFile, '--samples', '6', '--aggregate', '--jobs', '2']).stdout).toBe(printed.stdout);
  });
});

describe('bleukit mbr against a sacreBLEU 2.6.0 loop', () => {
  const sacrebleuDir = process.env['BLEUKIT_SACREBLEU_DIR'];
  const env = { ...process.env, ...(sacrebleuDir === undefined ? {} : { PYTHONPATH: sacrebleuDir }) };
  const python = ['/usr/bin/python3', 'python3'].find((command) => spawnSync(command, ['-c', 'import sacrebleu'], { stdio: 'ignore', env }).status === 0);
  it.skipIf(python === undefined)('-m chrf and -m bleu choose the lines the loop chooses', () => {
    for (const [metric, setup] of [['chrf', 'from sacrebleu.metrics import CHRF; m = CHRF(); score = lambda h, r: m.sentence_score(h, [r]).score'], ['bleu', 'from sacrebleu import sentence_bleu; score = lambda h, r: sentence_bleu(h, [r]).score']]) {
      const loop = spawnSync(python as string, ['-c', [
        setup as string,
        'import sys',
        'lines = [line.rstrip("\\n") for line in open(sys.argv[1], encoding="utf-8", newline="\\n")]',
        'for k in range(0, len(lines), 6):',
        '    c = lines[k:k + 6]',
        '    u = [sum(score(h.rstrip(), r.rstrip()) for r in c) / len(c) for h in c]',
        '    print(c[u.index(max(u))])',
      ].join('\n'), samplesFile], { encoding: 'utf8', env });
      expect(loop.stderr).toBe('');
      expect(run([samplesFile, '--samples', '6', '-m', metric as string]).stdout).toBe(loop.stdout);
    }
  });
});

describe('bleukit mbr: mistakes name the file and line', () => {
  const cases: [name: string, content: string, args: string[], message: RegExp][] = [
    ['seven.txt', 'a\nb\nc\nd\ne\nf\ng\n', ['--samples', '3'], /seven\.txt:7: the last source has 1 candidate, not 3: .*seven\.txt has 7 lines, which --samples 3 does not divide/],
    ['empty.txt', '', ['--samples', '2'], /empty\.txt is empty: give each source's candidates/],
    ['empty-set.jsonl', '{"candidates": ["a", "b"]}\n{"candidates": []}\n', [], /empty-set\.jsonl:2: "candidates" is empty: MBR needs at least one candidate a source/],
    ['ragged.jsonl', '{"candidates": ["a", "b"], "references": ["x", "y", "z"], "weights": [1, 2, 3]}\n{"candidates": ["a"], "references": ["x", "y"], "weights": [1]}\n', [], /ragged\.jsonl:2: 1 weight for 2 references: give one weight a reference/],
    ['ragged-own.jsonl', '{"candidates": ["a", "b", "c"], "weights": [1, 1]}\n', [], /ragged-own\.jsonl:1: 2 weights for 3 candidates/],
    ['broken.jsonl', '{"candidates": ["a", "b"]}\n{"candidates": ["a",\n "b"]}\n', [], /broken\.jsonl:2: not a JSON object \(.*\); each line is one source's \{"candidates": \[\.\.\.\]\}, whole on its line/],
    ['plain.txt', 'a sentence\nanother\n', [], /plain\.txt:1: not a JSON object .*Plain text with N candidates a source takes --samples N/],
    ['no-field.jsonl', '{"hyps": ["a"]}\n', [], /no-field\.jsonl:1: no "candidates" array \(fields: hyps\)/],
    ['number.jsonl', '{"candidates": ["a", 3]}\n', [], /number\.jsonl:1: "candidates"\[1\] is a number \(3\), not a string/],
    ['blank.jsonl', '{"candidates": ["a"]}\n\n{"candidates": ["b"]}\n', [], /blank\.jsonl:2: empty line/],
    ['ribes-empty.txt', 'a b\nc d\n\ne f\n', ['--samples', '2', '-m', 'ribes'], /ribes-empty\.txt:3 has no words, and RIBES cannot score against an empty reference: .*--ribes-skip-empty/],
    ['ribes-empty.jsonl', '{"candidates": ["a b"], "references": ["c", "..."]}\n{"candidates": ["a b"], "references": ["c", " "]}\n', ['-m', 'ribes'], /ribes-empty\.jsonl:2 \("references"\[1\]\) has no words/],
    ['negative.jsonl', '{"candidates": ["a", "b"], "weights": [1, -1]}\n', [], /negative\.jsonl:1: "weights"\[1\] is a number \(-1\), not a number ≥ 0/],
  ];
  it.each(cases)('%s', (name, content, args, message) => {
    const printed = run([write(name, content), ...args]);
    expect(printed.status).toBe(1);
    expect(printed.stdout).toBe('');
    expect(printed.stderr.split('\n')).toHaveLength(2);
    expect(printed.stderr).toMatch(/^bleukit: error: /);
    expect(printed.stderr).toMatch(message);
  });

  it.each([
    [['--samples', '0'], /--samples must be at least 1, not 0/],
    [['--samples', '6', '-m', 'ribes', '--aggregate'], /--aggregate sums n-gram statistics/],
    [['--samples', '6', '-f', 'tsv'], /bleukit mbr prints -f text \(default\) or json, not tsv/],
    [['--samples', '6', '-o', 'x.npy'], /-o is an option of bleukit pairwise, not of bleukit mbr/],
  ])('%j', (args, message) => {
    const printed = run([samplesFile, ...args]);
    expect(printed.status).toBe(2);
    expect(printed.stderr).toMatch(message);
    expect(printed.stderr.split('\n')).toHaveLength(2);
  });
});
