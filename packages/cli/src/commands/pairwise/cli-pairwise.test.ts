// `bleukit pairwise` through the built executable on real WMT22 lines (the shared folder's
// sample, written to a temporary folder): every cell is what the sentence scorer gives for that
// pair, printed as Python's repr prints it; `--jobs` prints the same bytes; the .npy file is the
// one numpy.save writes for the same matrix. Where BLEUKIT_SACREBLEU_DIR names a sacreBLEU 2.6.0
// source folder (or python3 imports sacrebleu), the TSV is also compared with sacreBLEU's own
// sentence_score loop, printed by Python.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChrf } from '@bleukit/chrf';
import { createBleu, formatFloat, pythonRstrip } from '@bleukit/core';
import { createRibes } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt } from '../../test-helpers.js';
import { readNpyHeader } from './npy-header.js';
import { reprFloat } from './repr-float.js';

ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'bleukit-pairwise-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sample = (path: string): string[] => readFileSync(sharedPath(`data/wmt-sample/${path}`), 'utf8').replace(/\n$/, '').split('\n');
const write = (name: string, lines: readonly string[]): string => {
  writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
  return join(dir, name);
};

// Rectangular on purpose (rows ≠ columns), with lines from several places in each file; the
// English hypotheses repeat one line, as samples do.
const enHyps = sample('de-en/hyp.Online-B.en').filter((_, i) => i % 13 === 0).concat(sample('de-en/hyp.LT22.en')[4] as string);
const enRefs = sample('de-en/ref.A.en').filter((_, i) => i % 17 === 3);
const jaHyps = sample('en-ja/hyp.NT5.ja').filter((_, i) => i % 19 === 0);
const jaRefs = sample('en-ja/ref.A.ja').filter((_, i) => i % 23 === 1);
const files = {
  enHyps: write('hyps.en', enHyps),
  enRefs: write('refs.en', enRefs),
  jaHyps: write('hyps.ja', jaHyps),
  jaRefs: write('refs.ja', jaRefs),
};

function run(args: readonly string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BUILT_CLI, ...args], { encoding: 'utf8', maxBuffer: 1 << 28, ...(input === undefined ? {} : { input }) });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

type Scorer = (hyp: string, ref: string) => number;

/** The sentence scorers each cell must equal (sacreBLEU's sentence_score; BLEU with effective order). */
const SCORERS: Record<string, Scorer> = {
  chrf: (h, r) => createChrf().sentenceScore(h, [r]).score,
  'chrf++': (h, r) => createChrf({ wordOrder: 2 }).sentenceScore(h, [r]).score,
  bleu: (h, r) => createBleu({ tokenizer: tokenizer13a, effectiveOrder: true }).sentenceScore(h, [r]).score,
  ter: (h, r) => createTer().sentenceScore(h, [r]).score,
  ribes: (h, r) => createRibes({ tokenizer: tokenizer13a }).sentenceScore(h, [r]).score,
};

/** The TSV every cell's sentence score gives, printed with core's repr (`formatFloat`). */
function expectedTsv(score: Scorer, hyps: readonly string[], refs: readonly string[]): string {
  return hyps.map((h) => refs.map((r) => formatFloat(score(pythonRstrip(h), pythonRstrip(r)))).join('\t')).join('\n') + '\n';
}

describe('bleukit pairwise: every cell is the sentence score of its pair', () => {
  it.each(Object.keys(SCORERS))('-m %s, English (rectangular)', (metric) => {
    const printed = run(['pairwise', files.enHyps, files.enRefs, '-m', metric]);
    expect(printed.stderr).toBe('');
    expect(printed.status).toBe(0);
    expect(printed.stdout).toBe(expectedTsv(SCORERS[metric] as Scorer, enHyps, enRefs));
    expect(printed.stdout.split('\n')).toHaveLength(enHyps.length + 1);
  });

  it.each(['chrf', 'chrf++', 'ter'])('-m %s, Japanese', (metric) => {
    const printed = run(['pairwise', files.jaHyps, files.jaRefs, '-m', metric]);
    expect(printed.status).toBe(0);
    expect(printed.stdout).toBe(expectedTsv(SCORERS[metric] as Scorer, jaHyps, jaRefs));
  });

  it('scores the hypotheses against themselves without REFS (square, the repeated line included)', () => {
    const printed = run(['pairwise', files.enHyps]);
    expect(printed.stdout).toBe(expectedTsv(SCORERS['chrf'] as Scorer, enHyps, enHyps));
  });

  it('prints the same bytes with --jobs 2 and 3 as with one thread, square and rectangular', () => {
    for (const args of [[files.enHyps, files.enRefs, '-m', 'bleu'], [files.enHyps, '-m', 'chrf++'], [files.jaHyps, files.jaRefs, '-m', 'ter']]) {
      const one = run(['pairwise', ...args]);
      for (const jobs of ['2', '3']) {
        const many = run(['pairwise', ...args, '--jobs', jobs]);
        expect(many.stderr).toBe('');
        expect(many.stdout).toBe(one.stdout);
      }
    }
  });

  it('reads REFS from stdin (-)', () => {
    const printed = run(['pairwise', files.jaHyps, '-'], `${jaRefs.join('\n')}\n`);
    expect(printed.stdout).toBe(expectedTsv(SCORERS['chrf'] as Scorer, jaHyps, jaRefs));
  });
});

describe('bleukit pairwise output formats', () => {
  it('-f json: the metric, its signature, the files and the same numbers', () => {
    const tsv = run(['pairwise', files.enHyps, files.enRefs, '-m', 'bleu']).stdout;
    const printed = run(['pairwise', files.enHyps, files.enRefs, '-m', 'bleu', '-f', 'json', '--jobs', '2']);
    const json = JSON.parse(printed.stdout) as { metric: string; signature: string; hyps: string; refs: string; rows: number; columns: number; scores: number[][] };
    expect(json.metric).toBe('BLEU');
    expect(json.signature).toMatch(/^nrefs:1\|case:mixed\|eff:yes\|tok:13a\|smooth:exp\|version:bleukit-/);
    expect([json.hyps, json.refs, json.rows, json.columns]).toEqual([files.enHyps, files.enRefs, enHyps.length, enRefs.length]);
    expect(json.scores.map((row) => row.map(reprFloat).join('\t')).join('\n') + '\n').toBe(tsv);
  });

  it('-o FILE.npy: a .npy 1.0 file, <f8 in C order, with the same doubles', () => {
    const path = join(dir, 'chrf.npy');
    const printed = run(['pairwise', files.jaHyps, files.jaRefs, '-o', path, '--jobs', '2']);
    expect([printed.status, printed.stdout, printed.stderr]).toEqual([0, '', '']);
    const bytes = new Uint8Array(readFileSync(path));
    const header = readNpyHeader(bytes);
    expect(header).toMatchObject({ descr: '<f8', fortranOrder: false, shape: [jaHyps.length, jaRefs.length] });
    expect(header.dataOffset % 64).toBe(0);
    const values = new Float64Array(bytes.slice(header.dataOffset).buffer);
    const score = SCORERS['chrf'] as Scorer;
    expect(Array.from(values)).toEqual(jaHyps.flatMap((h) => jaRefs.map((r) => score(pythonRstrip(h), pythonRstrip(r)))));
  });

  const python = ['/usr/bin/python3', 'python3'].find((command) => spawnSync(command, ['-c', 'import numpy'], { stdio: 'ignore' }).status === 0);
  it.skipIf(python === undefined)('-o FILE.npy is byte for byte what numpy.save writes for the array numpy.load reads from it', () => {
    const path = join(dir, 'ter.npy');
    expect(run(['pairwise', files.enHyps, files.enRefs, '-m', 'ter', '-o', path]).status).toBe(0);
    const check = spawnSync(python as string, ['-c', [
      'import io, sys, numpy',
      'a = numpy.load(sys.argv[1])',
      'buffer = io.BytesIO(); numpy.save(buffer, a)',
      'print(a.dtype.str, a.shape, a.flags["C_CONTIGUOUS"], buffer.getvalue() == open(sys.argv[1], "rb").read())',
      'print("\\n".join("\\t".join(repr(float(x)) for x in row) for row in a))',
    ].join('\n'), path], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    const [summary, ...rows] = check.stdout.split('\n');
    expect(summary).toBe(`<f8 (${enHyps.length}, ${enRefs.length}) True True`);
    expect(`${rows.join('\n')}`).toBe(run(['pairwise', files.enHyps, files.enRefs, '-m', 'ter']).stdout);
  });

  it('--aggregate: one column, each hypothesis against all the references; the same with --jobs 2', () => {
    const one = run(['pairwise', files.enHyps, files.enRefs, '--aggregate', '-m', 'chrf++']);
    expect(one.stdout.split('\n').slice(0, -1).every((line) => /^\d+(\.\d+)?(e-\d+)?$/.test(line))).toBe(true);
    expect(one.stdout.split('\n')).toHaveLength(enHyps.length + 1);
    expect(run(['pairwise', files.enHyps, files.enRefs, '--aggregate', '-m', 'chrf++', '--jobs', '2']).stdout).toBe(one.stdout);
  });
});

describe('bleukit pairwise against sacreBLEU 2.6.0 itself', () => {
  const sacrebleuDir = process.env['BLEUKIT_SACREBLEU_DIR'];
  const env = { ...process.env, ...(sacrebleuDir === undefined ? {} : { PYTHONPATH: sacrebleuDir }) };
  const python = ['/usr/bin/python3', 'python3'].find((command) => spawnSync(command, ['-c', 'import sacrebleu'], { stdio: 'ignore', env }).status === 0);
  const scripts: Record<string, string> = {
    chrf: 'from sacrebleu.metrics import CHRF; m = CHRF(); score = lambda h, r: m.sentence_score(h, [r]).score',
    'chrf++': 'from sacrebleu.metrics import CHRF; m = CHRF(word_order=2); score = lambda h, r: m.sentence_score(h, [r]).score',
    bleu: 'from sacrebleu import sentence_bleu; score = lambda h, r: sentence_bleu(h, [r]).score',
    ter: 'from sacrebleu.metrics import TER; m = TER(); score = lambda h, r: m.sentence_score(h, [r]).score',
  };
  it.skipIf(python === undefined).each(Object.keys(scripts))('-m %s prints what the sentence_score loop prints with repr', (metric) => {
    for (const [hyps, refs] of [[files.enHyps, files.enRefs], [files.jaHyps, files.jaRefs]] as const) {
      const loop = spawnSync(python as string, ['-c', [
        scripts[metric],
        'import sys',
        'read = lambda path: [line.rstrip() for line in open(path, encoding="utf-8", newline="\\n")]',
        'hyps, refs = read(sys.argv[1]), read(sys.argv[2])',
        'sys.stdout.write("".join("\\t".join(repr(score(h, r)) for r in refs) + "\\n" for h in hyps))',
      ].join('\n'), hyps, refs], { encoding: 'utf8', env });
      expect(loop.stderr).toBe('');
      expect(run(['pairwise', hyps, refs, '-m', metric]).stdout).toBe(loop.stdout);
    }
  });
});

describe('bleukit pairwise: mistakes get one line, no trace', () => {
  const empty = write('empty.txt', []);
  writeFileSync(empty, '');
  it.each([
    [['pairwise'], 2, /^bleukit: error: bleukit pairwise takes HYPS and optionally REFS .*got 0 files/],
    [['pairwise', files.enHyps, files.enRefs, files.jaHyps], 2, /got 3 files/],
    [['pairwise', empty, files.enRefs], 1, /empty\.txt is empty: give the hypotheses, one sentence a line\.$/],
    [['pairwise', files.enHyps, empty], 1, /empty\.txt is empty: give the references/],
    [['pairwise', files.enHyps, '-m', 'chfr'], 2, /unknown metric 'chfr'; did you mean 'chrf'\? Metrics: chrf, chrf\+\+, bleu, ter, ribes/],
    [['pairwise', files.enHyps, '--aggregate', '-m', 'ter'], 2, /--aggregate sums n-gram statistics.*-m ter needs the exact pairwise mode/],
    [['pairwise', files.enHyps, '-f', 'npy'], 2, /-f npy writes a binary file: give its path with -o FILE\.npy/],
    [['pairwise', files.enHyps, '-o', join(dir, 'x.npy'), '-f', 'tsv'], 2, /ends in \.npy but -f tsv writes text/],
    [['pairwise', files.enHyps, '-o', join(dir, 'no', 'such', 'x.npy')], 1, /cannot write .*x\.npy: its folder does not exist/],
    [['pairwise', join(dir, 'missing.txt')], 1, /cannot read .*missing\.txt: no such file/],
    [['pairwise', files.enHyps, '--jobs', '0'], 2, /--jobs must be at least 1, not 0/],
    [['pairwise', files.enHyps, '--samples', '4'], 2, /--samples is an option of bleukit mbr, not of bleukit pairwise/],
    [['pairwise', files.enHyps, '-m'], 2, /-m needs a value/],
  ])('%j', (args, status, message) => {
    const printed = run(args);
    expect(printed.status).toBe(status);
    expect(printed.stdout).toBe('');
    expect(printed.stderr.split('\n')).toHaveLength(2);
    expect(printed.stderr).toMatch(/^bleukit: error: /);
    expect(printed.stderr.trimEnd()).toMatch(message);
  });

  it('RIBES: a reference without words is an error naming its line, or scores 0 with --ribes-skip-empty', () => {
    const refs = write('refs-empty.en', [enRefs[0] as string, '  ', enRefs[1] as string]);
    const printed = run(['pairwise', files.enHyps, refs, '-m', 'ribes', '--jobs', '2']);
    expect([printed.status, printed.stdout]).toEqual([1, '']);
    expect(printed.stderr).toBe(`bleukit: error: ${refs}:2 has no words, and RIBES cannot score against an empty reference: remove the line, or give --ribes-skip-empty to score such pairs 0 (RIBES.py's -z).\n`);
    const skipped = run(['pairwise', files.enHyps, refs, '-m', 'ribes', '--ribes-skip-empty']);
    const ribes = createRibes({ tokenizer: tokenizer13a, skipEmptyReferences: true });
    expect(skipped.stdout).toBe(expectedTsv((h, r) => ribes.sentenceScore(h, [r]).score, enHyps, [enRefs[0] as string, '', enRefs[1] as string]));
    expect(skipped.stdout.split('\n').every((line) => line === '' || line.split('\t')[1] === '0.0')).toBe(true);
  });

  it('warns about options of another metric', () => {
    const printed = run(['pairwise', files.jaHyps, files.jaRefs, '-tok', 'char', '--ter-no-punct']);
    expect(printed.status).toBe(0);
    expect(printed.stderr).toBe('bleukit: warning: --tokenize has no effect with -m chrf.\nbleukit: warning: --ter-no-punct has no effect with -m chrf.\n');
  });
});
