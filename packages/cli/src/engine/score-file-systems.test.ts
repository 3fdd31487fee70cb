// Several systems from files are read and scored as a stream (`streamSystemStatistics`): on 9,000
// lines of real WMT text, more than two read batches, every output (the table, -pbs, -par) is the
// one the same systems give when read whole into memory from stdin (tab-separated, where sacreBLEU
// names them `Baseline` and `System k`), with one thread and with --jobs 2; and files that do not
// fit fail as when they were read whole, naming the file and its line count or line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt } from '../test-helpers.js';

ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'bleukit-file-systems-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINES = 9_000;
const sample = (name: string): string[] => readFileSync(sharedPath(`data/wmt-sample/de-en/${name}`), 'utf8').replace(/\n$/, '').split('\n');
const cycled = (lines: readonly string[], count = LINES): string[] => Array.from({ length: count }, (_, i) => lines[i % lines.length] as string);
const write = (name: string, lines: readonly string[]): string => {
  writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
  return name;
};
const systems = ['hyp.Online-B.en', 'hyp.PROMT.en', 'hyp.LT22.en'].map((name) => cycled(sample(name)));
const paths = systems.map((lines, s) => write(`sys${s + 1}.txt`, lines));
write('ref.txt', cycled(sample('ref.A.en')));
write('ref2.txt', cycled(sample('ref.B.en')));

function run(args: readonly string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd: dir, encoding: 'utf8', input: input ?? '', maxBuffer: 1 << 26 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The output of the systems from files with sacreBLEU's names for the systems from stdin:
 * `System k`, or with -pbs/-par `Baseline`, then `System k` from the second system on.
 */
function withStdinNames(text: string, paired: boolean): string {
  if (!paired) return text.replace(/"sys(\d)\.txt"/g, '"System $1"');
  return text.replaceAll('"Baseline: sys1.txt"', '"Baseline"').replace(/"sys(\d)\.txt"/g, (_, k: string) => `"System ${Number(k) - 1}"`);
}

const stdin = systems[0]?.map((_, i) => systems.map((lines) => lines[i]).join('\t')).join('\n') ?? '';

describe('several systems from files, read as a stream', () => {
  it.each([
    ['the table', ['-m', 'bleu', 'chrf', 'ter', 'ribes']],
    ['the table, two references, --jobs 2', ['-m', 'bleu', 'chrf', 'ter', '--jobs', '2']],
    ['-pbs', ['-m', 'bleu', 'chrf', 'ter', '-pbs', '-pbsn', '200']],
    ['-par, --jobs 2', ['-m', 'bleu', 'ter', '-par', '-parn', '200', '--jobs', '2']],
  ])('%s: the output of the same systems read whole', (what, metrics) => {
    const refs = what.includes('two references') ? ['ref.txt', 'ref2.txt'] : ['ref.txt'];
    const fromFiles = run([...refs, '-i', ...paths, ...metrics, '-f', 'json', '-q']);
    const fromStdin = run([...refs, ...metrics, '-f', 'json', '-q'], `${stdin}\n`);
    expect(fromFiles.stderr).toBe('');
    expect(fromFiles.status).toBe(0);
    expect(fromStdin.status).toBe(0);
    expect(withStdinNames(fromFiles.stdout, metrics.includes('-pbs') || metrics.includes('-par'))).toBe(fromStdin.stdout);
  });

  it('names a system with fewer lines, and its count, once every file is read', () => {
    write('short.txt', cycled(systems[1] as string[], 5_000));
    const result = run(['ref.txt', '-i', 'sys1.txt', 'short.txt', 'sys3.txt', '-m', 'bleu', 'chrf']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('sacreBLEU: System and reference streams have different lengths.\nbleukit: error: short.txt has 5000 lines but ref.txt has 9000 lines; give one hypothesis line per reference line.\n');
  });

  it('names the reference that differs, and an empty system', () => {
    write('ref-short.txt', cycled(sample('ref.B.en'), 8_999));
    const refs = run(['ref.txt', 'ref-short.txt', '-i', 'sys1.txt', 'sys2.txt', '-m', 'bleu']);
    expect(refs.status).toBe(1);
    expect(refs.stderr).toContain('bleukit: error: sys1.txt has 9000 lines but ref-short.txt has 8999 lines; give one hypothesis line per reference line.\n');
    write('empty.txt', []);
    writeFileSync(join(dir, 'empty.txt'), '');
    const empty = run(['ref.txt', '-i', 'sys1.txt', 'empty.txt', '-m', 'bleu']);
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('bleukit: error: empty.txt is empty; give one line per segment (the references have 9000 lines).\n');
  });

  it('names the line of bytes that are not UTF-8, past the first batches', () => {
    const lines = (systems[2] as string[]).slice();
    writeFileSync(join(dir, 'bad.txt'), Buffer.concat([Buffer.from(`${lines.slice(0, 7_000).join('\n')}\nab`), Buffer.from([0xff]), Buffer.from(`\n${lines.slice(7_001).join('\n')}\n`)]));
    for (const jobs of ['1', '2']) {
      const result = run(['ref.txt', '-i', 'sys1.txt', 'bad.txt', '-m', 'bleu', 'ter', '--jobs', jobs]);
      expect(result.status).toBe(1);
      expect(result.stderr).toBe('bleukit: error: bad.txt:7001: byte 3 of the line is not valid UTF-8. Convert the file (e.g. iconv -f <its encoding> -t utf-8) or give its encoding with -e.\n');
    }
  });
});
