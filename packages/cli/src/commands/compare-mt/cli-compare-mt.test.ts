// `bleukit compare-mt` on all 91 recorded compare-mt 0.2.11 runs (../shared/conformance/compare-mt):
// the same arguments, in the records' folder so their relative paths resolve, the same stdout byte
// for byte and exit 0, except for n-grams of equal score, which compare-mt lists in Python's set
// order: there, as the records' README says, each run of equal scores is compared as a set of
// lines, and the last run of a list (which report_length may cut) by its score and length only.
// Where compare-mt fails on wrong arguments (error-*), bleukit prints one `bleukit: error:` line
// and exits as compare-mt does; where compare-mt itself crashes (crash-*), bleukit either prints
// a report or one such line. Each run is in process; one also through the built executable.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withoutTieOrder } from '../../../../../test-support/compare-mt-report.js';
import { readJsonl, sharedPath } from '../../../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt, runInProcess } from '../../test-helpers.js';

interface CompareMtRecord {
  id: string;
  args: string[];
  exit: number;
  stdout: string;
  error?: string;
}

const records = readJsonl<CompareMtRecord>('conformance/compare-mt/compare-mt.jsonl');
const folder = sharedPath('conformance/compare-mt');
const passed: string[] = [];

describe('compare-mt 0.2.11 records', () => {
  afterAll(() => {
    console.log(`bleukit compare-mt: ${passed.length} of ${records.length} compare-mt records pass`);
  });

  it('has the recorded runs', () => {
    expect(records).toHaveLength(91);
    expect(records.filter((record) => record.exit !== 0).map((record) => record.id)).toEqual(
      records.filter((record) => /^(error|crash)-/.test(record.id)).map((record) => record.id),
    );
  });

  it.each(records.map((record) => [record.id, record] as const))('%s', async (id, record) => {
    const printed = await runInProcess(['compare-mt', ...record.args], folder);
    if (id.startsWith('error-')) {
      expect(printed.stderr).toMatch(/^bleukit: error: [^\n]+\n$/);
      expect(printed.status).toBe(record.exit);
    } else if (id.startsWith('crash-') && printed.status !== 0) {
      expect(printed.stderr).toMatch(/^bleukit: error: [^\n]+\n$/);
    } else {
      expect(printed.stderr).toBe('');
      expect(printed.status).toBe(0);
      if (!id.startsWith('crash-')) expect(withoutTieOrder(printed.stdout)).toBe(withoutTieOrder(record.stdout));
    }
    passed.push(id);
  });

  // Runs after every record (vitest runs a file's tests in order): the count the records' table asks for.
  it('passes all 91 records', () => {
    expect(passed).toHaveLength(records.length);
  });

  it('prints the same report through the built executable', () => {
    ensureBuilt();
    const record = records.find((item) => item.id === 'default-de-en-2sys') as CompareMtRecord;
    const run = spawnSync(process.execPath, [BUILT_CLI, 'compare-mt', ...record.args], { cwd: folder, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(withoutTieOrder(run.stdout)).toBe(withoutTieOrder(record.stdout));
  });
});

describe('bleukit compare-mt beyond the records', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'bleukit-compare-mt-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const ref = 'inputs/de-en/ref.A.tok.en';
  const outs = ['inputs/de-en/hyp.Online-B.tok.en', 'inputs/de-en/hyp.JDExploreAcademy.tok.en'];
  const only = ['--compare_word_accuracies', '--compare_sentence_buckets', '--compare_ngrams', '--compare_sentence_examples'];

  it('writes the text report and the HTML report into --output_directory', async () => {
    const directory = join(scratch, 'report');
    const printed = await runInProcess(['compare-mt', ref, ...outs, ...only, '--compare_scores', 'score_type=length', '--output_directory', directory, '--report_title', 'Title'], folder);
    expect(printed.status).toBe(0);
    expect(printed.stdout).toMatch(/^\*+ Aggregate Scores \*+\nlength ratio:\n/);
    expect(readFileSync(join(directory, 'report.txt'), 'utf8')).toBe(printed.stdout);
    expect(printed.stderr).toBe(`bleukit: note: the text report is in ${join(directory, 'report.txt')}; ${join(directory, 'index.html')} holds bleukit's analyses of the same files (BLEU, chrF, TER, RIBES) as one HTML page.\n`);
    const html = readFileSync(join(directory, 'index.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>.*<title>Title<\/title>/s);
    expect(html).not.toMatch(/\b(?:src|href)\s*=\s*["']?\s*https?:/i);
  });

  it.each([
    ['meteor', ['--compare_scores', 'score_type=meteor'], /METEOR 1\.5/],
    ['comet', ['--compare_scores', 'score_type=comet'], /comet/],
    ['rouge', ['--compare_scores', 'score_type=rougeL'], /rouge/],
    ['an unknown score type', ['--compare_scores', 'score_type=blue'], /blue/],
    ['an unknown profile key', ['--compare_scores', 'score_type=bleu,bootstrap=10,seed=3'], /unknown key "seed"/],
    ['a system out of range', ['--compare_scores', '--compare_ngrams', 'compare_directions=0-2'], /names system 2/],
    ['a missing file', ['--compare_scores', '--src_file', 'inputs/de-en/nothing.txt'], /cannot read inputs\/de-en\/nothing\.txt: no such file/],
    ['--http', ['--http', '8000'], /--http/],
    ['an ambiguous flag', ['--compare'], /ambiguous option: --compare could match/],
    ['a seed numpy refuses', ['--seed', '-1'], /--seed -1: give a seed from 0 to 2\*\*32 - 1/],
  ])('refuses %s with one line', async (_what, flags, message) => {
    const printed = await runInProcess(['compare-mt', ref, ...outs, ...only, ...flags], folder);
    expect(printed.status).not.toBe(0);
    expect(printed.stderr).toMatch(/^bleukit: error: [^\n]+\n$/);
    expect(printed.stderr).toMatch(message);
  });

  it('refuses outputs of another length, naming the files', async () => {
    const short = join(scratch, 'short.txt');
    writeFileSync(short, 'a b c\n');
    const printed = await runInProcess(['compare-mt', ref, outs[0] as string, short], folder);
    expect(printed.status).toBe(1);
    expect(printed.stderr).toBe(`bleukit: error: ${short} has 1 line but ${ref} has 300 lines; give one line per reference line.\n`);
  });

  it('names the line of a file that is not UTF-8', async () => {
    const latin1 = join(scratch, 'latin1.txt');
    const lines = readFileSync(join(folder, outs[0] as string), 'utf8').split('\n');
    writeFileSync(latin1, Buffer.concat([Buffer.from(`${lines.slice(0, 4).join('\n')}\n`), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]), Buffer.from(lines.slice(5).join('\n'))]));
    const printed = await runInProcess(['compare-mt', ref, latin1], folder);
    expect(printed.status).toBe(1);
    expect(printed.stderr).toBe(`bleukit: error: ${latin1}:5: not valid UTF-8, which compare-mt reads; convert the file (e.g. iconv -f <its encoding> -t utf-8 ${latin1}).\n`);
  });

  it('prints its help and its version', async () => {
    const help = await runInProcess(['compare-mt', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: bleukit compare-mt /);
    for (const flag of ['--compare_scores', '--compare_word_accuracies', '--compare_src_word_accuracies', '--compare_sentence_buckets', '--compare_ngrams', '--compare_sentence_examples', '--src_file', '--sys_names', '--decimals', '--scorer_scale', '--seed', '--output_directory', '--report_title']) {
      expect(help.stdout).toContain(flag);
    }
    const version = await runInProcess(['compare-mt', '-v']);
    expect(version.stdout).toMatch(/^bleukit compare-mt \S+ \(compare-mt 0\.2\.11 compatible\)\n$/);
  });
});

describe('the tie rule of the comparison', () => {
  const list = (...lines: string[]): string => ['--- 3 n-grams where a>b in match', ...lines, '', ''].join('\n');

  it('compares a run of equal scores as a set, and the last run by its length', () => {
    expect(withoutTieOrder(list('x\t0.7500 (sys1=2, sys2=0)', 'y\t0.7500 (sys1=2, sys2=0)', 'z\t0.6667 (sys1=1, sys2=0)'))).toBe(
      withoutTieOrder(list('y\t0.7500 (sys1=2, sys2=0)', 'x\t0.7500 (sys1=2, sys2=0)', 'w\t0.6667 (sys1=1, sys2=0)')),
    );
  });

  it('still tells different scores, lengths and lines apart', () => {
    const base = list('x\t0.7500 (sys1=2, sys2=0)', 'y\t0.7500 (sys1=2, sys2=0)', 'z\t0.6667 (sys1=1, sys2=0)');
    expect(withoutTieOrder(base)).not.toBe(withoutTieOrder(list('x\t0.7500 (sys1=2, sys2=0)', 'v\t0.7500 (sys1=2, sys2=0)', 'z\t0.6667 (sys1=1, sys2=0)')));
    expect(withoutTieOrder(base)).not.toBe(withoutTieOrder(list('x\t0.7500 (sys1=2, sys2=0)', 'y\t0.7500 (sys1=2, sys2=0)', 'z\t0.6000 (sys1=1, sys2=0)')));
    expect(withoutTieOrder(base)).not.toBe(withoutTieOrder(list('x\t0.7500 (sys1=2, sys2=0)', 'y\t0.7500 (sys1=2, sys2=0)')));
  });
});
