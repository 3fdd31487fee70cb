// `-m meteor` in the sacreBLEU-style command: METEOR beside BLEU and chrF, words from -tok, every
// printed number 100 × NLTK's value as @bleukit/meteor computes it (whose 507 NLTK records are
// tested in its package), with its signature, tables, sentence level, bootstrap and threads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatFixed, pythonRstrip, SIGNATURE_VERSION } from '@bleukit/core';
import { createMeteor, meteorScore, numpyMean } from '@bleukit/meteor';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { loadWordNet } from '@bleukit/wordnet';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedPath } from '../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt } from './test-helpers.js';

ensureBuilt();
const root = join(import.meta.dirname, '..', '..', '..');
const sample = join(root, 'samples', 'en-de');
const dir = mkdtempSync(join(tmpdir(), 'bleukit-meteor-metric-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lines = (path: string) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
const wordnet = await loadWordNet();
const SYSTEMS = ['hyp.good.en', 'hyp.literal.en', 'hyp.rough.en'];
const ref = lines(join(sample, 'ref.en'));

function bleukit(args: string[], cwd = sample) {
  return spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
}

/** NLTK's `meteor_score` through the library's function of the same name, on 13a's words. */
const words13a = (line: string) => tokenizer13a.tokenize(pythonRstrip(line));
const nltkValues = (hyps: readonly string[], refStreams: readonly (readonly string[])[], options: { alpha?: number; beta?: number; gamma?: number; lowercase?: boolean } = {}) =>
  hyps.map((hyp, i) => meteorScore(refStreams.map((stream) => words13a(stream[i] as string)), words13a(hyp), { wordnet, ...options }));

const signature = (fields = 'nrefs:1|case:lc|tok:13a', parameters = 'alpha:0.9|beta:3.0|gamma:0.5') =>
  `${fields}|wordnet:3.0|stem:porter-nltk|${parameters}|version:${SIGNATURE_VERSION}`;

/** The mean of the sentence values in segment order, as the CLI sums them. */
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('-m meteor', () => {
  it('prints a table of the bundled English sample beside BLEU and chrF, each METEOR 100 × the mean of NLTK values', () => {
    const run = bleukit(['ref.en', '-i', ...SYSTEMS, '-m', 'bleu', 'chrf', 'meteor', '-f', 'text', '-w', '6']);
    expect(run.status, run.stderr).toBe(0);
    const rows = run.stdout.split('\n').filter((line) => line.includes('hyp.'));
    expect(rows.map((row) => row.split('│').map((cell) => cell.trim()).filter(Boolean))).toEqual(
      SYSTEMS.map((system) => [system, expect.any(String), expect.any(String), formatFixed(100 * mean(nltkValues(lines(join(sample, system)), [ref])), 6)]),
    );
    expect(run.stdout).toContain(` - METEOR     ${signature()}`);
    const json = JSON.parse(bleukit(['ref.en', '-i', ...SYSTEMS, '-m', 'bleu', 'chrf', 'meteor']).stdout) as Record<string, string>[];
    expect(json.map((row) => Object.keys(row))).toEqual(SYSTEMS.map(() => ['system', 'BLEU', 'chrF2', 'METEOR']));
  });

  it("prints each segment's METEOR|signature = 100 × NLTK's value, nothing after it, for every system of the sample", () => {
    for (const system of SYSTEMS) {
      const run = bleukit(['ref.en', '-i', system, '-m', 'meteor', '-sl', '-w', '12']);
      expect(run.status, run.stderr).toBe(0);
      const expected = nltkValues(lines(join(sample, system)), [ref]).map((value) => `METEOR|${signature()} = ${formatFixed(100 * value, 12)}\n`);
      expect(run.stdout).toBe(expected.join(''));
    }
  });

  it('gives JSON a score of 100 × the mean, and the corpus value the library gives', async () => {
    const hyps = lines(join(sample, 'hyp.rough.en'));
    const values = nltkValues(hyps, [ref]);
    const json = JSON.parse(bleukit(['ref.en', '-i', 'hyp.rough.en', '-m', 'meteor', '-w', '10']).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ name: 'METEOR', score: Number(formatFixed(100 * mean(values), 10)), signature: signature(), wordnet: '3.0', stem: 'porter-nltk', case: 'lc', tok: '13a' });
    const library = createMeteor({ wordnet, tokenizer: tokenizer13a }).corpusScore(hyps, [ref]);
    expect(library.score).toBe(100 * mean(values));
    // Hugging Face's number is NumPy's mean of the same values; here they agree to the printed digits.
    expect(formatFixed(100 * numpyMean(values), 10)).toBe(formatFixed(library.score, 10));
  });

  it('scores against several references with the best one, as NLTK', () => {
    const twoRefs = bleukit(['ref.en', 'hyp.rough.en', '-i', 'hyp.good.en', '-m', 'meteor', '-sl', '-w', '12']);
    const expected = nltkValues(lines(join(sample, 'hyp.good.en')), [ref, lines(join(sample, 'hyp.rough.en'))]);
    expect(twoRefs.stdout).toBe(expected.map((value) => `METEOR|${signature('nrefs:2|case:lc|tok:13a')} = ${formatFixed(100 * value, 12)}\n`).join(''));
  });

  it('takes --meteor-alpha, --meteor-beta, --meteor-gamma and --meteor-case-sensitive, and -tok', () => {
    const hyps = lines(join(sample, 'hyp.literal.en'));
    const args = ['ref.en', '-i', 'hyp.literal.en', '-m', 'meteor', '-f', 'text', '-w', '10'];
    const custom = bleukit([...args, '--meteor-alpha', '0.5', '--meteor-beta', '2', '--meteor-gamma', '0.25', '--meteor-case-sensitive']);
    const values = nltkValues(hyps, [ref], { alpha: 0.5, beta: 2, gamma: 0.25, lowercase: false });
    expect(custom.stdout).toBe(`METEOR|${signature('nrefs:1|case:mixed|tok:13a', 'alpha:0.5|beta:2.0|gamma:0.25')} = ${formatFixed(100 * mean(values), 10)}\n`);
    const none = bleukit([...args, '-tok', 'none']);
    const split = hyps.map((hyp, i) => meteorScore([(ref[i] as string).split(/\s+/).filter(Boolean)], hyp.split(/\s+/).filter(Boolean), { wordnet }));
    expect(none.stdout).toBe(`METEOR|${signature('nrefs:1|case:lc|tok:none')} = ${formatFixed(100 * mean(split), 10)}\n`);
  });

  it('checks its parameters and warns about them without -m meteor', () => {
    const unused = bleukit(['ref.en', '-i', 'hyp.good.en', '-m', 'bleu', '--meteor-gamma', '0.2', '--meteor-case-sensitive', '-f', 'text']);
    expect(unused.status).toBe(0);
    expect(unused.stderr).toBe(
      'bleukit: warning: --meteor-gamma has no effect without -m meteor (scoring bleu).\n' +
        'bleukit: warning: --meteor-case-sensitive has no effect without -m meteor (scoring bleu).\n',
    );
    for (const [flag, value, message] of [
      ['--meteor-alpha', '1.5', 'a number from 0 to 1, received 1.5. Example: -m meteor --meteor-alpha 0.9'],
      ['--meteor-beta', '-1', 'a finite number ≥ 0, received -1. Example: -m meteor --meteor-beta 3.0'],
      ['--meteor-gamma', 'nan', 'a number from 0 to 1, received NaN. Example: -m meteor --meteor-gamma 0.5'],
    ] as const) {
      const run = bleukit(['ref.en', '-i', 'hyp.good.en', '-m', 'meteor', flag, value]);
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(`bleukit: error: ${flag} must be ${message} (NLTK's default)\n`);
    }
  });

  it('runs the bootstrap and the paired tests on the mean of sentence values', () => {
    const ci = bleukit(['ref.en', '-i', 'hyp.good.en', '-m', 'meteor', '-ci', '-f', 'text', '-w', '4']);
    const score = formatFixed(100 * mean(nltkValues(lines(join(sample, 'hyp.good.en')), [ref])), 4);
    expect(ci.stdout).toMatch(new RegExp(`^METEOR\\|nrefs:1\\|bs:1000\\|seed:12345\\|case:lc\\|tok:13a\\|.* = ${score.replace('.', '\\.')} \\(μ = [0-9.]+ ± [0-9.]+\\)\\n$`));
    for (const test of ['-pbs', '-par']) {
      const paired = bleukit(['ref.en', '-i', ...SYSTEMS, '-m', 'bleu', 'meteor', test, '-f', 'text', '-w', '4']);
      expect(paired.status, paired.stderr).toBe(0);
      const table = JSON.parse(bleukit(['ref.en', '-i', ...SYSTEMS, '-m', 'bleu', 'meteor', test, '-w', '4']).stdout) as { METEOR: { score: number; p_value: number | null } }[];
      // JSON carries the unrounded score, as sacreBLEU's paired JSON does.
      expect(table.map((row) => row.METEOR.score)).toEqual(SYSTEMS.map((system) => 100 * mean(nltkValues(lines(join(sample, system)), [ref]))));
      expect(table.slice(1).every((row) => row.METEOR.p_value !== null && row.METEOR.p_value >= 0 && row.METEOR.p_value <= 1)).toBe(true);
      expect(paired.stderr).toContain("bleukit: Pre-computing METEOR statistics for 'Baseline: hyp.good.en'");
    }
  });
});

describe('-m meteor --jobs', () => {
  // Real WMT22 English, repeated past several batches of 512 lines so the workers score some.
  const read = (path: string): string[] => lines(sharedPath(`data/wmt-sample/de-en/${path}`));
  const times = <T>(items: readonly T[], n: number): T[] => Array.from({ length: n }, () => items).flat();
  const write = (name: string, text: readonly string[]) => writeFileSync(join(dir, name), `${text.join('\n')}\n`);
  write('ref.A.en', times(read('ref.A.en'), 6));
  write('ref.B.en', times(read('ref.B.en'), 6));
  const systems = ['JDExploreAcademy', 'LT22', 'Online-B', 'PROMT'].map((name) => {
    write(`${name}.en`, times(read(`hyp.${name}.en`), 6));
    return `${name}.en`;
  });

  it.each([
    ['one system from a file', ['ref.A.en', '-i', 'LT22.en', '-m', 'meteor', '-w', '8']],
    ['two references, a table with BLEU and chrF', ['ref.A.en', 'ref.B.en', '-i', ...systems, '-m', 'bleu', 'chrf', 'meteor', '-f', 'text', '-w', '8']],
    ['sentence level', ['ref.A.en', 'ref.B.en', '-i', 'PROMT.en', '-m', 'meteor', '-sl', '-w', '12']],
    ['from stdin', ['ref.A.en', '-m', 'meteor', '-tok', 'intl', '--meteor-case-sensitive', '-w', '8']],
  ])('prints the bytes of one thread with --jobs 2 (%s)', (_, args) => {
    const input = args.includes('-i') ? undefined : readFileSync(join(dir, 'Online-B.en'), 'utf8');
    const run = (jobs: string[]) => spawnSync(process.execPath, [BUILT_CLI, ...args, ...jobs], { cwd: dir, encoding: 'utf8', input, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
    const one = run([]);
    expect(one.status, one.stderr).toBe(0);
    expect(one.stdout).toMatch(/METEOR/);
    const two = run(['--jobs', '2']);
    expect(two.stderr).toBe(one.stderr);
    expect(two.stdout).toBe(one.stdout);
  });
});

describe('-m meteor on text that is not English', () => {
  const write = (name: string, text: readonly string[]) => writeFileSync(join(dir, name), `${text.join('\n')}\n`);
  write('ref.ru', ['Кошка сидит на ковре.', 'Сегодня идёт дождь, и мы остаёмся дома.']);
  write('hyp.ru', ['Кошка сидела на ковре.', 'Сегодня дождь, мы дома.']);
  write('hyp.mixed.en', ['The cat sat on the mat.', 'It rains in Москва today.']);
  write('ref.mixed.en', ['A cat was sitting on the mat.', 'Today it is raining in Moscow.']);
  const warningsOf = (stderr: string) => stderr.split('\n').filter((line) => line.includes('-m meteor is English only'));

  it('warns once when -l names a target other than en, and prints the score', () => {
    const run = bleukit(['ref.en', '-i', 'hyp.good.en', '-m', 'meteor', '-l', 'en-de', '-w', '4']);
    expect(run.status, run.stderr).toBe(0);
    expect(warningsOf(run.stderr)).toEqual([
      "bleukit: warning: -m meteor is English only, as NLTK's is (Porter stemmer, WordNet 3.0), but -l names the target language de: its stem and synonym stages match next to nothing, and the score (printed all the same) is not comparable to English METEOR.",
    ]);
    expect(JSON.parse(run.stdout)).toMatchObject({ name: 'METEOR' });
  });

  it('warns once when most words of a hypothesis file have no ASCII letter, and prints the score', () => {
    const run = bleukit(['ref.ru', '-i', 'hyp.ru', '-m', 'bleu', 'meteor', '-f', 'text', '-w', '4'], dir);
    expect(run.status, run.stderr).toBe(0);
    expect(warningsOf(run.stderr)).toEqual([
      "bleukit: warning: -m meteor is English only, as NLTK's is (Porter stemmer, WordNet 3.0), but 100% of the words at the start of hyp.ru have no ASCII letter, so it looks like another language: its stem and synonym stages match next to nothing, and the score (printed all the same) is not comparable to English METEOR.",
    ]);
    expect(run.stdout).toMatch(/^METEOR\|.* = \d+\.\d{4}$/m);
  });

  it.each([
    ['English hypotheses', ['ref.en', '-i', ...SYSTEMS, '-m', 'meteor'], sample],
    ['-l de-en', ['ref.en', '-i', 'hyp.good.en', '-m', 'meteor', '-l', 'de-en'], sample],
    ['a few words in another script', ['ref.mixed.en', '-i', 'hyp.mixed.en', '-m', 'meteor'], dir],
    ['Russian scored without METEOR', ['ref.ru', '-i', 'hyp.ru', '-m', 'bleu', 'chrf'], dir],
  ])('says nothing for %s', (_, args, cwd) => {
    const run = bleukit(args, cwd);
    expect(run.status, run.stderr).toBe(0);
    expect(warningsOf(run.stderr)).toEqual([]);
  });
});
