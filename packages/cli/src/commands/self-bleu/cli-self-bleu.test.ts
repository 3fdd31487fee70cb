// `bleukit self-bleu` through the built executable on real WMT22 lines, against NLTK 3.8 run live:
// for each line, nltk.translate.bleu_score.sentence_bleu(the other lines, the line, weights,
// SmoothingFunction().method1) on the same tokens, and 100 × their mean, compared to 12 decimals
// (the tokens of -tok 13a and -tok char are bleukit's tokenizers', handed to NLTK as JSON;
// -tok none is Python's own str.split()). Skipped, and said so, where python3 has no NLTK.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pythonRstrip, pythonSplit } from '@bleukit/core';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt } from '../../test-helpers.js';
import { loadTokenizer } from '../../tokenizers/tokenizer-registry.js';

ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'bleukit-self-bleu-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sample = (path: string): string[] => readFileSync(sharedPath(`data/wmt-sample/${path}`), 'utf8').replace(/\n$/, '').split('\n');
const write = (name: string, lines: readonly string[]): string => {
  writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
  return join(dir, name);
};

// Outputs of four systems for the same 15 segments: much shared, as samples of one model are.
const en = write('en.txt', [0, 1, 2, 3].flatMap((s) => sample(`de-en/hyp.${['Online-B', 'JDExploreAcademy', 'PROMT', 'LT22'][s]}.en`).slice(40, 55)));
const ja = write('ja.txt', sample('en-ja/hyp.KYB.ja').slice(100, 140));

function run(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BUILT_CLI, 'self-bleu', ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const python = ['/usr/bin/python3', 'python3'].find((command) => spawnSync(command, ['-c', 'import nltk.translate.bleu_score'], { stdio: 'ignore' }).status === 0);

/** NLTK's Self-BLEU of tokenized lines (null: Python splits the file's lines itself), printed with `digits` decimals. */
function nltkSelfBleu(path: string, tokens: string[][] | null, order: number, digits: number): string {
  const run = spawnSync(python as string, ['-c', [
    'import json, sys, warnings',
    'from nltk.translate.bleu_score import sentence_bleu, SmoothingFunction',
    'warnings.simplefilter("ignore")',
    'order = int(sys.argv[2])',
    'if sys.argv[1] == "-":',
    '    lines = json.loads(sys.stdin.read())',
    'else:',
    '    lines = [line.rstrip().split() for line in open(sys.argv[1], encoding="utf-8", newline="\\n")]',
    'weights = tuple(1. / order for _ in range(order))',
    'smooth = SmoothingFunction().method1',
    'values = [sentence_bleu(lines[:i] + lines[i + 1:], lines[i], weights, smoothing_function=smooth) for i in range(len(lines))]',
    'print(f"{100 * sum(values) / len(values):.{sys.argv[3]}f}")',
  ].join('\n'), tokens === null ? path : '-', String(order), String(digits)], { encoding: 'utf8', ...(tokens === null ? {} : { input: JSON.stringify(tokens) }) });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.trim();
}

async function tokensOf(path: string, name: string): Promise<string[][]> {
  const tokenizer = await loadTokenizer(name);
  return readFileSync(path, 'utf8').replace(/\n$/, '').split('\n').map((line) => pythonSplit(tokenizer.tokenize(pythonRstrip(line)).join(' ')));
}

describe.skipIf(python === undefined)('bleukit self-bleu equals NLTK 3.8 sentence_bleu with method1, live', () => {
  it('-tok none is str.split()', () => {
    const printed = run([en, '-tok', 'none', '-w', '12']);
    expect(printed.stderr).toBe('');
    expect(printed.stdout).toBe(`Self-BLEU|lines:60|ngram:4|smooth:method1|tok:none|version:${/version:(\S+) =/.exec(printed.stdout)?.[1]} = ${nltkSelfBleu(en, null, 4, 12)}\n`);
  });

  it('the default -tok 13a, and 3-grams as Texygen (--max-order 3)', async () => {
    const tokens = await tokensOf(en, '13a');
    expect(run([en, '-w', '12']).stdout).toMatch(new RegExp(`\\|tok:13a\\|.* = ${nltkSelfBleu(en, tokens, 4, 12).replace('.', '\\.')}\\n$`));
    expect(run([en, '-w', '12', '--max-order', '3']).stdout).toMatch(new RegExp(`\\|ngram:3\\|.* = ${nltkSelfBleu(en, tokens, 3, 12).replace('.', '\\.')}\\n$`));
  });

  it('Japanese with -tok char', async () => {
    const tokens = await tokensOf(ja, 'char');
    expect(run([ja, '-tok', 'char', '-w', '12']).stdout).toMatch(new RegExp(` = ${nltkSelfBleu(ja, tokens, 4, 12).replace('.', '\\.')}\\n$`));
  });
});

describe('bleukit self-bleu output and mistakes', () => {
  it('prints like the other scores: one decimal by default, -f json with a score field', () => {
    const text = run([en]);
    expect(text.stdout).toMatch(/^Self-BLEU\|lines:60\|ngram:4\|smooth:method1\|tok:13a\|version:bleukit-[^ ]+ = \d+\.\d\n$/);
    const json = JSON.parse(run([en, '-f', 'json', '-w', '3']).stdout) as { name: string; score: number; signature: string; lines: string };
    expect(json.name).toBe('Self-BLEU');
    expect(json.score.toFixed(3)).toBe(/ = (\S+)\n/.exec(run([en, '-w', '3']).stdout)?.[1]);
    expect(json.lines).toBe('60');
    expect(run([en, '--jobs', '2']).stdout).toBe(text.stdout);
  });

  it.each([
    [['one.txt', 'just one line\n'], 1, /one\.txt has one line: self-BLEU scores each line against the others, so it needs at least 2\./],
    [['none.txt', ''], 1, /none\.txt has no lines/],
  ])('%j', ([name, content], status, message) => {
    writeFileSync(join(dir, name as string), content as string);
    const printed = run([join(dir, name as string)]);
    expect(printed.status).toBe(status);
    expect(printed.stderr).toMatch(/^bleukit: error: /);
    expect(printed.stderr).toMatch(message);
    expect(printed.stderr.split('\n')).toHaveLength(2);
  });

  it.each([
    [['-m', 'chrf'], /-m is an option of bleukit pairwise and mbr, not of bleukit self-bleu/],
    [['-tok', 'nosuch'], /unknown tokenizer 'nosuch'/],
    [['-f', 'tsv'], /bleukit self-bleu prints -f text \(default\) or json, not tsv/],
    [[], /takes one FILE of sentences, got 0/],
  ])('%j', (args, message) => {
    const printed = run(args.length === 0 ? [] : [en, ...args]);
    expect(printed.status).toBe(2);
    expect(printed.stderr).toMatch(message);
    expect(printed.stderr.split('\n')).toHaveLength(2);
  });
});
