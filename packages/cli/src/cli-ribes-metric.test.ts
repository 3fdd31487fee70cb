// `-m ribes` in the sacreBLEU-style command: RIBES beside BLEU, chrF and TER, tokenized by -tok,
// on the 0–100 scale, with its signature, multi-system tables, sentence level, bootstrap and
// threads; its numbers are @bleukit/ribes's (RIBES.py's, see cli-ribes.test.ts) times 100.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatFixed, SIGNATURE_VERSION } from '@bleukit/core';
import { createRibes } from '@bleukit/ribes';
import { createMecabTokenizer } from '@bleukit/tokenizer-ja-mecab';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_CLI, ensureBuilt } from './test-helpers.js';

ensureBuilt();
const root = join(import.meta.dirname, '..', '..', '..');
const sample = join(root, 'samples', 'en-ja');
const dir = mkdtempSync(join(tmpdir(), 'bleukit-ribes-metric-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lines = (path: string) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
writeFileSync(join(dir, 'ref.txt'), 'yesterday he ate an apple\nthe cat sat on the mat\nA B C D\n');
writeFileSync(join(dir, 'hyp1.txt'), 'he ate an apple yesterday\nthe cat sat on the mat\nD C B A\n');
writeFileSync(join(dir, 'hyp2.txt'), 'yesterday he ate an apple\nthe mat sat on the cat\nA B C D\n');
writeFileSync(join(dir, 'hole.txt'), 'yesterday he ate an apple\n \nA B C D\n');

function bleukit(args: string[], cwd = dir) {
  return spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
}

const signature = `nrefs:1|case:lc|tok:none|alpha:0.25|beta:0.1|version:${SIGNATURE_VERSION}`;
const library = createRibes();
const expected1 = library.corpusScore(lines(join(dir, 'hyp1.txt')), [lines(join(dir, 'ref.txt'))]);

describe('-m ribes', () => {
  it('scores the bundled Japanese sample as bleukit ribes -tok ja-mecab does, ×100, beside BLEU and chrF', async () => {
    const run = bleukit(['ref.ja', '-i', 'hyp.fluent.ja', 'hyp.weak.ja', '-l', 'en-ja', '-m', 'bleu', 'chrf', 'ribes'], sample);
    expect(run.status, run.stderr).toBe(0);
    const table = JSON.parse(run.stdout) as Record<string, string>[];
    expect(table.map((row) => Object.keys(row))).toEqual([
      ['system', 'BLEU', 'chrF2', 'RIBES'],
      ['system', 'BLEU', 'chrF2', 'RIBES'],
    ]);
    const ribesPy = bleukit(['ribes', '-tok', 'ja-mecab', '-r', 'ref.ja', 'hyp.fluent.ja', 'hyp.weak.ja'], sample);
    const values = ribesPy.stdout.trim().split('\n').map((line) => Number(line.split(' ')[0]));
    expect(table.map((row) => row['RIBES'])).toEqual(values.map((value) => formatFixed(100 * value, 1)));
    const ribes = createRibes({ tokenizer: await createMecabTokenizer() });
    const exact = ribes.corpusScore(lines(join(sample, 'hyp.fluent.ja')), [lines(join(sample, 'ref.ja'))]);
    const text = bleukit(['ref.ja', '-i', 'hyp.fluent.ja', '-l', 'en-ja', '-m', 'ribes', '-f', 'text', '-w', '6'], sample);
    expect(text.stdout).toBe(`RIBES|nrefs:1|case:lc|tok:${ribes.options.tokenizer?.name}|alpha:0.25|beta:0.1|version:${SIGNATURE_VERSION} = ${formatFixed(exact.score, 6)}\n`);
  });

  it('prints text and JSON with its signature, the same with --jobs 2', () => {
    const text = bleukit(['ref.txt', '-i', 'hyp1.txt', '-m', 'ribes', '-tok', 'none', '-f', 'text']);
    expect(text.stdout).toBe(`RIBES|${signature} = ${formatFixed(expected1.score, 1)}\n`);
    expect(bleukit(['ref.txt', '-i', 'hyp1.txt', '-m', 'ribes', '-tok', 'none', '-f', 'text', '--jobs', '2']).stdout).toBe(text.stdout);
    const json = JSON.parse(bleukit(['ref.txt', '-i', 'hyp1.txt', '-m', 'ribes', '-tok', 'none', '-sh']).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ name: 'RIBES', score: Number(formatFixed(expected1.score, 1)), signature, alpha: '0.25', beta: '0.1', case: 'lc' });
  });

  it('takes --ribes-alpha, --ribes-beta and --ribes-case-sensitive, and warns about them without -m ribes', () => {
    const custom = createRibes({ alpha: 0.5, beta: 0.2, caseSensitive: true }).corpusScore(lines(join(dir, 'hyp1.txt')), [lines(join(dir, 'ref.txt'))]);
    const run = bleukit(['ref.txt', '-i', 'hyp1.txt', '-m', 'ribes', '-tok', 'none', '-f', 'text', '-w', '4', '--ribes-alpha', '0.5', '--ribes-beta', '0.2', '--ribes-case-sensitive']);
    expect(run.stdout).toBe(`RIBES|nrefs:1|case:mixed|tok:none|alpha:0.5|beta:0.2|version:${SIGNATURE_VERSION} = ${formatFixed(custom.score, 4)}\n`);
    const unused = bleukit(['ref.txt', '-i', 'hyp1.txt', '-m', 'bleu', '--ribes-alpha', '0.5', '-f', 'text']);
    expect(unused.stderr).toMatch(/^bleukit: warning: --ribes-alpha has no effect without -m ribes \(scoring bleu\)\.\n/);
  });

  it('prints a multi-system table and sentence-level scores', () => {
    const run = bleukit(['ref.txt', '-i', 'hyp1.txt', 'hyp2.txt', '-m', 'bleu', 'ribes', '-tok', 'none', '-f', 'text']);
    expect(run.stdout).toMatch(/RIBES/);
    const expected2 = library.corpusScore(lines(join(dir, 'hyp2.txt')), [lines(join(dir, 'ref.txt'))]);
    const rows = run.stdout.split('\n').filter((line) => line.includes('hyp'));
    expect(rows.map((row) => row.match(/[0-9.]+/g)?.at(-1))).toEqual([formatFixed(expected1.score, 1), formatFixed(expected2.score, 1)]);
    const sentences = bleukit(['ref.txt', '-i', 'hyp1.txt', '-m', 'ribes', '-tok', 'none', '-sl', '-b', '-w', '4']);
    const each = lines(join(dir, 'hyp1.txt')).map((hyp, i) => library.sentenceScore(hyp, [lines(join(dir, 'ref.txt'))[i] as string]).score);
    expect(sentences.stdout).toBe(each.map((score) => `${formatFixed(score, 4)}\n`).join(''));
  });

  it('runs the bootstrap and the paired tests on RIBES (a mean of sentence values)', () => {
    const ci = bleukit(['ref.txt', '-i', 'hyp1.txt', '-m', 'ribes', '-tok', 'none', '-ci', '-f', 'text']);
    expect(ci.stdout).toMatch(new RegExp(`^RIBES\\|nrefs:1\\|bs:1000\\|seed:12345\\|case:lc\\|tok:none\\|alpha:0\\.25\\|beta:0\\.1\\|version:[^ ]+ = ${formatFixed(expected1.score, 1)} \\(μ = [0-9.]+ ± [0-9.]+\\)\\n$`));
    const paired = bleukit(['ref.txt', '-i', 'hyp2.txt', 'hyp1.txt', '-m', 'ribes', '-tok', 'none', '-pbs', '-f', 'text']);
    expect(paired.status, paired.stderr).toBe(0);
    expect(paired.stdout).toMatch(/ - RIBES\s+nrefs:1\|bs:1000\|seed:12345\|case:lc\|tok:none/);
  });

  it("logs the paired tests' steps with sacreBLEU's prefix for its metrics only, bleukit's for RIBES; -q hides both", () => {
    const args = ['ref.txt', '-i', 'hyp2.txt', 'hyp1.txt', '-m', 'bleu', 'ribes', '-tok', 'none', '-par', '-parn', '10', '-f', 'text'];
    const paired = bleukit(args);
    expect(paired.status, paired.stderr).toBe(0);
    expect(paired.stderr).toBe([
      'sacreBLEU: Found 2 systems.',
      "sacreBLEU: Pre-computing BLEU statistics for 'Baseline: hyp2.txt'",
      "bleukit: Pre-computing RIBES statistics for 'Baseline: hyp2.txt'",
      "sacreBLEU: Computing BLEU for 'hyp1.txt' and extracting sufficient statistics",
      'sacreBLEU:  > Performing approximate randomization test (# trials: 10)',
      "bleukit: Computing RIBES for 'hyp1.txt' and extracting sufficient statistics",
      'bleukit:  > Performing approximate randomization test (# trials: 10)',
      '',
    ].join('\n'));
    expect(bleukit([...args, '-q']).stderr).toBe('');
  });

  it('refuses an empty reference line with the file and line, in one thread or two', () => {
    for (const jobs of ['1', '2']) {
      const run = bleukit(['hole.txt', '-i', 'hyp1.txt', '-m', 'bleu', 'ribes', '-tok', 'none', '--jobs', jobs]);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^bleukit: error: hole\.txt:2: the reference has no words; RIBES cannot score against an empty reference/);
    }
  });

  it('notes references of unsegmented Japanese that -tok does not split', () => {
    const run = bleukit(['ref.ja', '-i', 'hyp.fluent.ja', '-m', 'ribes', '-f', 'text'], sample);
    expect(run.stderr).toMatch(/^bleukit: note: \d+% of the non-space characters of ref\.ja are in scripts written without spaces between words \(Japanese\), and the 13a tokenizer splits them into "words" of \d+\.\d characters on average: RIBES counts whole runs of text as words\. Give -tok ja-mecab \(sacreBLEU's choice for Japanese, -l en-ja\)/);
    expect(bleukit(['ref.ja', '-i', 'hyp.fluent.ja', '-m', 'ribes', '-l', 'en-ja', '-f', 'text'], sample).stderr).toBe('');
  });
});
