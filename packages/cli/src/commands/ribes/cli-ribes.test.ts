// `bleukit ribes` on all 400 recorded RIBES.py 1.03.1 runs (../shared/conformance/ribes): the same
// files and arguments, the same stdout byte for byte and, where RIBES.py scored, nothing on stderr.
// Where RIBES.py died with a traceback (27 runs), bleukit prints RIBES.py's stdout up to that
// point, then one `bleukit: error:` line naming the file and line, and exits 255 as RIBES.py does.
// Each run is in process (the command reads the files relative to the working folder, as the
// records name them); a few also through the built executable.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRibesPyRecords, type RibesPyRecord } from '../../../../../test-support/ribes-records.js';
import { BUILT_CLI, ensureBuilt, runInProcess } from '../../test-helpers.js';

ensureBuilt();
const records = readRibesPyRecords();
const root = mkdtempSync(join(tmpdir(), 'bleukit-ribes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes a record's files into a folder of its own (as UTF-8 bytes, line ends as recorded). */
function folderOf(record: RibesPyRecord): string {
  const dir = join(root, record.id);
  spawnSync('mkdir', ['-p', dir]);
  for (const [name, text] of Object.entries(record.files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** What bleukit's error line must say for RIBES.py's error. */
function expectedError(record: RibesPyRecord): RegExp {
  const empty = /^Error in (\S+) line (\d+)$/.exec(record.stderr_first ?? '');
  if (empty) {
    const [, file, line] = empty;
    return new RegExp(`^bleukit: error: ${file!.replace('.', '\\.')} line ${Number(line) + 1} has no words .*give -z to skip empty references\\.\\n$`);
  }
  const counts = /Different #sentences between (\S+) \((\d+)sents\.\) and (\S+)\( (\d+)sents\.\)/.exec(record.error ?? '');
  if (!counts) throw new Error(`unexpected RIBES.py error in ${record.id}: ${record.error}`);
  const [, hyp, hypLines, ref, refLines] = counts;
  return new RegExp(`^bleukit: error: ${hyp!.replace('.', '\\.')} has ${hypLines} lines? but ${ref!.replace('.', '\\.')} has ${refLines} lines?; RIBES needs one line per segment in every file\\.\\n$`);
}

describe('bleukit ribes on the RIBES.py 1.03.1 records', () => {
  it('has the recorded counts', () => {
    expect(records).toHaveLength(400);
    expect(records.filter((record) => record.exit !== 0)).toHaveLength(27);
    expect(records.filter((record) => record.exit !== 0).every((record) => record.exit === 255)).toBe(true);
  });

  it.each(records.map((record) => [record.id, record] as const))('%s', async (_id, record) => {
    const result = await runInProcess(['ribes', ...record.argv], folderOf(record));
    expect(result.stdout).toBe(record.stdout);
    expect(result.status).toBe(record.exit);
    if (record.exit === 0) expect(result.stderr).toBe(record.stderr ?? '');
    else expect(result.stderr).toMatch(expectedError(record));
  });

  it('runs the same through the built executable', () => {
    const chosen = [records.find((r) => r.exit === 0 && r.argv.includes('-s')), records.find((r) => r.stderr_first?.startsWith('Error in')), records.find((r) => r.error?.includes('Different'))];
    expect(chosen.every((record) => record !== undefined)).toBe(true);
    for (const record of chosen as RibesPyRecord[]) {
      const run = spawnSync(process.execPath, [BUILT_CLI, 'ribes', ...record.argv], { cwd: folderOf(record), encoding: 'utf8' });
      expect(run.stdout, record.id).toBe(record.stdout);
      expect(run.status, record.id).toBe(record.exit);
      if (record.exit !== 0) expect(run.stderr, record.id).toMatch(expectedError(record));
    }
  });
});

describe('bleukit ribes flags and bad input', () => {
  const dir = join(root, 'flags');
  spawnSync('mkdir', ['-p', dir]);
  writeFileSync(join(dir, 'ref.txt'), 'yesterday he ate an apple\nthe cat sat on the mat\n');
  writeFileSync(join(dir, 'hyp.txt'), 'he ate an apple yesterday\nthe cat sat on the mat\n');
  writeFileSync(join(dir, 'empty.txt'), '');
  writeFileSync(join(dir, 'bad.txt'), Buffer.concat([Buffer.from('he ate\nan '), Buffer.from([0xff]), Buffer.from('\n')]));
  writeFileSync(join(dir, 'ref.ja'), '昨日彼はりんごを食べた。\n猫がマットの上に座った。\n');
  writeFileSync(join(dir, 'hyp.ja'), '彼は昨日りんごを食べた。\n猫がマットに座った。\n');

  it('reads clustered flags, attached values, long names and their prefixes as optparse does', async () => {
    const expected = await runInProcess(['ribes', '-s', '-c', '-a', '0.5', '-b', '0.2', '-r', 'ref.txt', 'hyp.txt'], dir);
    expect(expected.stdout).toBe(
      '0.600000 alpha=0.500000 beta=0.200000 hyp.txt sentence 0\n1.000000 alpha=0.500000 beta=0.200000 hyp.txt sentence 1\n0.800000 alpha=0.500000 beta=0.200000 hyp.txt\n',
    );
    for (const argv of [
      ['ribes', '-sca0.5', '-b0.2', '-rref.txt', 'hyp.txt'],
      ['ribes', 'hyp.txt', '--sentence', '--case', '--alpha=0.5', '--beta', '0.2', '--ref=ref.txt'],
      ['ribes', '--sen', '--ca', '--al=0.5', '--be=0.2', '--r', 'ref.txt', '--', 'hyp.txt'],
    ]) {
      expect(await runInProcess(argv, dir)).toEqual(expected);
    }
  });

  it('writes to -o FILE instead of stdout', async () => {
    const run = await runInProcess(['ribes', '-o', 'out.txt', '-r', 'ref.txt', 'hyp.txt'], dir);
    expect(run).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('0.800000 alpha=0.250000 beta=0.100000 hyp.txt\n');
  });

  it.each([
    ['no reference', ['hyp.txt'], 255, /^bleukit: error: no reference file: give one with -r/],
    ['an empty system file', ['-r', 'ref.txt', 'empty.txt'], 255, /^bleukit: error: empty\.txt is empty; give one line per segment \(ref\.txt has 2 lines\)\.\n$/],
    ['empty files', ['-r', 'empty.txt', 'empty.txt'], 255, /^bleukit: error: empty\.txt and the reference files are empty: there is nothing to score\.\n$/],
    ['invalid UTF-8', ['-r', 'ref.txt', 'bad.txt'], 1, /^bleukit: error: bad\.txt:2: byte 4 of the line is not valid UTF-8\./],
    ['a missing file', ['-r', 'nope.txt', 'hyp.txt'], 1, /^bleukit: error: cannot read nope\.txt: no such file\./],
    ['an unknown flag', ['-x', '-r', 'ref.txt', 'hyp.txt'], 2, /^Usage: bleukit ribes \[options\] system_outputs\n\nbleukit ribes: error: no such option: -x\n$/],
    ['a bad number', ['-a', 'x', '-r', 'ref.txt', 'hyp.txt'], 2, /bleukit ribes: error: option -a: invalid floating-point value: 'x'\n$/],
    ['a missing value', ['-r', 'ref.txt', 'hyp.txt', '-b'], 2, /bleukit ribes: error: -b option requires 1 argument\n$/],
    ['an unknown tokenizer', ['-tok', 'ja-mecub', '-r', 'ref.txt', 'hyp.txt'], 2, /^bleukit: error: unknown tokenizer 'ja-mecub'.*ja-mecab/],
  ])('%s: one clear error line', async (_what, argv, status, stderr) => {
    const run = await runInProcess(['ribes', ...argv], dir);
    expect(run.status).toBe(status);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(stderr);
  });

  it('notes unsegmented Japanese references, and tokenizes them with -tok ja-mecab', async () => {
    const raw = await runInProcess(['ribes', '-r', 'ref.ja', 'hyp.ja'], dir);
    expect(raw.stderr).toBe(
      // 12 characters a line, no spaces: 12.0 characters a "word".
      'bleukit: note: 100% of the non-space characters of ref.ja are in scripts written without spaces between words (Japanese), and the none ' +
        'tokenizer splits them into "words" of 12.0 characters on average: RIBES counts whole runs of text as words. Give -tok ja-mecab, or text already split into words.\n',
    );
    expect(raw.stdout).toBe('0.000000 alpha=0.250000 beta=0.100000 hyp.ja\n');
    const unsplit = await runInProcess(['ribes', '-tok', '13a', '-r', 'ref.ja', 'hyp.ja'], dir);
    expect(unsplit.stderr).toMatch(/^bleukit: note: 100% of the non-space characters of ref\.ja are in scripts written without spaces between words \(Japanese\), and the 13a tokenizer splits them into "words" of 12\.0 characters/);
    const segmented = await runInProcess(['ribes', '-tok', 'ja-mecab', '-r', 'ref.ja', 'hyp.ja'], dir);
    expect(segmented.stderr).toBe('');
    expect(Number(segmented.stdout.split(' ')[0])).toBeGreaterThan(0.5);
  });

  it("warns where a sentence pair has more distinct words than RIBES.py's character mapping holds (35,328)", async () => {
    // RIBES.py scores 35,328 distinct words in a pair and fails on 35,329 (UnicodeDecodeError).
    const words = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => `w${from + k}`).join(' ');
    for (const distinct of [35328, 35329]) {
      const half = Math.floor(distinct / 2);
      writeFileSync(join(dir, 'wide.ref'), `a b\n${words(0, half)}\n`);
      writeFileSync(join(dir, 'wide.hyp'), `a b\n${words(half, distinct)}\n`);
      const run = await runInProcess(['ribes', '-r', 'wide.ref', 'wide.hyp'], dir);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/ wide\.hyp\n$/);
      if (distinct === 35328) expect(run.stderr).toBe('');
      else expect(run.stderr).toMatch(/^bleukit: warning: wide\.hyp line 2 and wide\.ref line 2 have 35329 distinct words, more than RIBES\.py can map to characters \(35328, U\+4E00 to U\+D7FF\); RIBES\.py fails here/);
    }
  });

  it('prints its help', async () => {
    const run = await runInProcess(['ribes', '--help'], dir);
    expect(run.stdout).toMatch(/^Usage: bleukit ribes \[options\] system_outputs\n[^]*-z, --emptyref[^]*-tok NAME, --tokenize=NAME/);
  });
});
