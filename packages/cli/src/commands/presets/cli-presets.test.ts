// `--preset NAME` and `bleukit compare`: the built CLI on the repository's samples prints exactly
// what @bleukit/core's presets give for the same lines, with the same errors as scoring.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PRESET_NAMES,
  comparePresets,
  formatCompareTable,
  resolvePreset,
  scorePreset,
  type PresetOverrides,
  type Tokenizer,
} from '@bleukit/core';
import * as regex from '@bleukit/tokenizer-regex';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_CLI, ensureBuilt } from '../../test-helpers.js';
import { PRESET_TOKENIZER_NAMES, TOKENIZER_NAMES } from '../../tokenizers/tokenizer-registry.js';

ensureBuilt();
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'bleukit-presets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const REF = 'samples/en-de/ref.en';
const HYPS = ['samples/en-de/hyp.good.en', 'samples/en-de/hyp.literal.en', 'samples/en-de/hyp.rough.en'];

/** A file's lines as sacreBLEU reads them (`\n` ends a line; no empty last line). */
const linesOf = (path: string): string[] => readFileSync(join(root, path), 'utf8').replace(/\n$/, '').split('\n');

// Tokenizers by their own names, straight from the package (not through the CLI's registry).
const tokenizers = new Map<string, Tokenizer>(
  Object.values(regex)
    .filter((value): value is Tokenizer => typeof value === 'object' && value !== null && 'tokenize' in value)
    .map((tokenizer) => [tokenizer.name, tokenizer]),
);
const resolveTokenizer = (name: string) => tokenizers.get(name);

function bleukit(args: readonly string[], input = '', cwd = root) {
  return spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd, input, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
}

function expectUserError(run: ReturnType<typeof bleukit>, status: number, stderr: RegExp): void {
  expect(run.stderr).toMatch(stderr);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  expect(run.stdout).toBe('');
  expect(run.status).toBe(status);
}

describe('bleukit compare REF -i HYP', () => {
  it.each(HYPS)('%s: the table of core comparePresets on the same lines', (hyp) => {
    const run = bleukit(['compare', REF, '-i', hyp]);
    const rows = comparePresets(linesOf(hyp), [linesOf(REF)], { resolveTokenizer });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(rows.map((row) => row.preset)).toEqual(PRESET_NAMES);
    expect(run.stdout).toBe(`${formatCompareTable(rows)}\n`);
  });

  it('reads stdin, tab-separated references (-nr) and other encodings as scoring does', () => {
    const hyp = HYPS[2] as string;
    const expected = bleukit(['compare', REF, '-i', hyp]).stdout;
    const refs = linesOf(REF);
    writeFileSync(join(dir, 'two-refs.tsv'), refs.map((line) => `${line}\t${line}`).join('\n'));
    writeFileSync(join(dir, 'ref.en'), `${refs.join('\n')}\n`);
    expect(bleukit(['compare', REF], readFileSync(join(root, hyp), 'utf8')).stdout).toBe(expected);
    const twice = bleukit(['compare', join(dir, 'two-refs.tsv'), '-nr', '2', '-i', hyp]);
    expect(twice.stdout).toBe(bleukit(['compare', REF, join(dir, 'ref.en'), '-i', hyp]).stdout);
    expect(twice.stdout.split('\n')[2]).toContain('nrefs:2');

    writeFileSync(join(dir, 'ref.latin1'), Buffer.from('un café noir ici\n', 'latin1'));
    writeFileSync(join(dir, 'hyp.latin1'), Buffer.from('un café noir là\n', 'latin1'));
    writeFileSync(join(dir, 'ref.utf8'), 'un café noir ici\n');
    writeFileSync(join(dir, 'hyp.utf8'), 'un café noir là\n');
    const latin1 = bleukit(['compare', 'ref.latin1', '-i', 'hyp.latin1', '-e', 'latin1'], '', dir);
    expect(latin1.status).toBe(0);
    expect(latin1.stdout).toBe(bleukit(['compare', 'ref.utf8', '-i', 'hyp.utf8'], '', dir).stdout);
  });

  it('names a peer that fails in its row and still exits 0', () => {
    writeFileSync(join(dir, 'empty-lines.txt'), '\n\n');
    writeFileSync(join(dir, 'two.txt'), 'a b c d\ne f g h\n');
    const run = bleukit(['compare', 'two.txt', '-i', 'empty-lines.txt'], '', dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^nmt +— +error: ZeroDivisionError: float division by zero +the peer fails/m);
  });

  it.each<[string, string[], number, RegExp]>([
    ['a missing file', ['compare', REF, '-i', 'nope.txt'], 1, /^bleukit: error: cannot read nope\.txt: no such file/],
    ['different line counts', ['compare', REF, '-i', 'samples/en-de/sacrebleu-per-system.txt'], 1, /^sacreBLEU: System and reference streams have different lengths\.\nbleukit: error: samples\/en-de\/sacrebleu-per-system\.txt has 3 lines but samples\/en-de\/ref\.en has 30 lines;/],
    ['two systems', ['compare', REF, '-i', ...HYPS.slice(0, 2)], 2, /^bleukit: error: bleukit compare scores one system, as the peers do, but there are 2;/],
    ['an override', ['compare', REF, '-i', HYPS[0] as string, '-tok', 'intl'], 2, /^bleukit: error: -tok\/--tokenize does not apply to bleukit compare; it scores every preset with that peer's own settings/],
    ['--preset', ['compare', REF, '-i', HYPS[0] as string, '--preset', 'nltk'], 2, /^bleukit: error: --preset does not apply to bleukit compare;/],
    ['a metric other than BLEU', ['compare', REF, '-i', HYPS[0] as string, '-m', 'bleu', 'chrf'], 2, /^bleukit: error: presets are BLEU-only: bleukit compare scores every preset's BLEU, so -m chrf cannot be scored there\. Drop -m chrf to score the preset's BLEU, or drop compare to score chrf with sacreBLEU's settings \(bleukit REF -i HYP -m chrf\)\.\n$/],
    ['an output flag', ['compare', REF, '-i', HYPS[0] as string, '-f', 'text'], 2, /^bleukit: error: -f\/--format does not apply to bleukit compare;/],
    ['no references', ['compare', '-i', HYPS[0] as string], 1, /^sacreBLEU: If manual references given/],
  ])('%s', (_name, args, status, stderr) => {
    expectUserError(bleukit(args), status, stderr);
  });
});

describe('bleukit REF -i HYP --preset NAME [overrides]', () => {
  const hyp = HYPS[2] as string;
  const expected = (name: string, overrides: PresetOverrides = {}) =>
    scorePreset(resolvePreset(name, overrides), linesOf(hyp), [linesOf(REF)], { resolveTokenizer });

  it.each(PRESET_NAMES.filter((name) => name !== 'sacrebleu'))('%s prints the peer\'s own output', (name) => {
    const run = bleukit([REF, '-i', hyp, '--preset', name]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${expected(name).formatted}\n`);
  });

  it('-m bleu, the one metric a preset scores, is accepted', () => {
    const run = bleukit([REF, '-i', hyp, '--preset', 'nltk', '-m', 'bleu']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${expected('nltk').formatted}\n`);
  });

  it.each<[string, string[], PresetOverrides]>([
    ['nltk', ['-s', 'method3'], { smoothing: 'method3' }],
    ['nltk', ['-tok', '13a', '-lc'], { tokenize: '13a', lowercase: true }],
    ['nmt', ['-s', 'add-one'], { smoothing: 'add-one' }],
    ['torchmetrics', ['-tok', 'mteval-intl-cased'], { tokenize: 'mteval-intl-cased' }],
    ['multi-bleu', ['-lc'], { lowercase: true }],
    ['mteval-v13a', ['-tok', 'intl', '-s', 'none'], { tokenize: 'intl', smoothing: 'none' }],
  ])('%s with %j', (name, flags, overrides) => {
    const run = bleukit([REF, '-i', hyp, '--preset', name, ...flags]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${expected(name, overrides).formatted}\n`);
  });

  it('--preset sacrebleu is the ordinary sacreBLEU path, byte for byte', () => {
    for (const flags of [[], ['-f', 'text', '-w', '3'], ['-tok', 'intl', '-lc', '-s', 'floor', '-sv', '0.2'], ['-sl', '-f', 'text']]) {
      const plain = bleukit([REF, '-i', hyp, ...flags]);
      expect(plain.status).toBe(0);
      expect(bleukit([REF, '-i', hyp, ...flags, '--preset', 'sacrebleu'])).toMatchObject({ stdout: plain.stdout, stderr: plain.stderr, status: 0 });
    }
  });

  it('exits as the peer does: multi-bleu.perl prints its line and exits 1 on empty references, dies with 255 on empty hypotheses', () => {
    writeFileSync(join(dir, 'blank.txt'), '\n\n');
    writeFileSync(join(dir, 'two.txt'), 'a b c d\ne f g h\n');
    const emptyRefs = bleukit(['blank.txt', '-i', 'two.txt', '--preset', 'multi-bleu'], '', dir);
    expect(emptyRefs).toMatchObject({ status: 1, stdout: 'BLEU = 0, 0/0/0/0 (BP=0, ratio=0, hyp_len=0, ref_len=0)\n' });
    expectUserError(bleukit(['two.txt', '-i', 'blank.txt', '--preset', 'multi-bleu'], '', dir), 255, /^bleukit: error: \[multi-bleu\] The multi-bleu implementation cannot score this input: it fails with "Illegal division by zero" \(exit 255\)\./);
    expectUserError(bleukit(['two.txt', '-i', 'blank.txt', '--preset', 'nmt'], '', dir), 1, /^bleukit: error: \[nmt\] .*"ZeroDivisionError: float division by zero"/);
  });

  it('NLTK\'s warning for a zero precision goes to stderr', () => {
    writeFileSync(join(dir, 'short-ref.txt'), 'the cat sat down\n');
    writeFileSync(join(dir, 'short-hyp.txt'), 'the cat sat up\n');
    const run = bleukit(['short-ref.txt', '-i', 'short-hyp.txt', '--preset', 'nltk'], '', dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^\d\.\d+e-\d+\n$/);
    expect(run.stderr).toBe('bleukit: warning: NLTK 3.8 corpus_bleu warns here once ("The hypothesis contains 0 counts of n-gram overlaps"): a zero precision became 2.2e-308. Smoothing avoids it: -s method1 … method7.\n');
  });

  it.each<[string, string[], number, RegExp]>([
    ['an unknown preset suggests the closest', ['--preset', 'nltq'], 2, /^bleukit: error: unknown preset 'nltq'; did you mean 'nltk'\? Presets: sacrebleu, nltk, nltk-legacy, nmt, torchmetrics, multi-bleu, multi-bleu-detok, mteval-v13a\.\n$/],
    ['an unknown preset far from all', ['--preset', 'bertscore'], 2, /^bleukit: error: unknown preset 'bertscore'\. Presets: sacrebleu, /],
    ['an output flag', ['--preset', 'nltk', '-f', 'text'], 2, /^bleukit: error: -f\/--format does not apply to --preset nltk \(it prints NLTK 3\.8 corpus_bleu's own output\); with a preset, -tok, -lc and -s override/],
    ['-sv', ['--preset', 'nmt', '-s', 'add-one', '-sv', '2'], 2, /^bleukit: error: -sv\/--smooth-value does not apply to --preset nmt/],
    ['significance', ['--preset', 'multi-bleu', '-pbs'], 2, /^bleukit: error: -pbs\/--paired-bs does not apply to --preset multi-bleu/],
    ['a smoothing the peer does not have', ['--preset', 'nltk', '-s', 'exp'], 2, /^bleukit: error: --preset nltk: smoothing "exp" is not supported by this preset; expected method0 … method7\.\n$/],
    ['a tokenizer mteval does not have', ['--preset', 'mteval-v13a', '-tok', 'zh'], 2, /^bleukit: error: --preset mteval-v13a: tokenize "zh" is not supported by this preset; expected 13a, intl\.\n$/],
    ['an unknown tokenizer suggests the closest', ['--preset', 'nltk', '-tok', 'splt'], 2, new RegExp(`^bleukit: error: unknown tokenizer 'splt'; did you mean 'split'\\? Tokenizers: ${PRESET_TOKENIZER_NAMES.join(', ')}\\.\\n$`)],
    ['two systems', ['--preset', 'nltk', '-i', ...HYPS.slice(0, 2)], 2, /^bleukit: error: --preset nltk scores one system, as the peers do, but there are 2;/],
    // Presets score BLEU only: another metric is an argument error, never silently dropped.
    ['-m ribes', ['--preset', 'nltk', '-m', 'ribes'], 2, /^bleukit: error: presets are BLEU-only: --preset nltk scores BLEU as its peer does, so -m ribes cannot be scored there\. Drop -m ribes to score the preset's BLEU, or drop --preset nltk to score ribes with sacreBLEU's settings \(bleukit REF -i HYP -m ribes\)\.\n$/],
    ['-m chrf', ['--preset', 'multi-bleu', '-m', 'chrf'], 2, /^bleukit: error: presets are BLEU-only: --preset multi-bleu scores BLEU as its peer does, so -m chrf cannot be scored there\./],
    ['-m bleu ter', ['--preset', 'torchmetrics', '-m', 'bleu', 'ter'], 2, /^bleukit: error: presets are BLEU-only: --preset torchmetrics scores BLEU as its peer does, so -m ter cannot be scored there\./],
  ])('%s', (_name, flags, status, stderr) => {
    const args = flags.includes('-i') ? [REF, ...flags] : [REF, '-i', hyp, ...flags];
    expectUserError(bleukit(args), status, stderr);
  });
});

describe('an unknown -tok suggests the closest of bleukit\'s names first, then keeps argparse\'s bytes', () => {
  it.each([
    ['13b', "did you mean '13a'?"],
    ['intl_segmenter', "did you mean 'intl-segmenter'?"],
    ['jamecab', "did you mean 'ja-mecab'?"],
  ])('-tok %s', (name, suggestion) => {
    const run = bleukit([REF, '-i', HYPS[0] as string, '-tok', name]);
    const lines = run.stderr.split('\n');
    expect(lines[0]).toBe(
      `bleukit: error: unknown tokenizer '${name}'; ${suggestion} Tokenizers: ${TOKENIZER_NAMES.join(', ')}.`,
    );
    expect(lines[1]).toMatch(/^usage: sacrebleu /);
    expect(lines.at(-2)).toBe(
      `sacrebleu: error: argument --tokenize/-tok: invalid choice: '${name}' (choose from 'none', 'zh', '13a', 'intl', 'char', 'ja-mecab', 'ko-mecab', 'spm', 'flores101', 'flores200', 'spBLEU-1K')`,
    );
    expect(run.status).toBe(2);
  });
});
