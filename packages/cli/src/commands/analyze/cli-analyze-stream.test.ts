// `bleukit analyze` reads its files as a stream and, for the text report, reads the lines its
// examples show again from the files by number. On 9,000 lines of real WMT text (more than two
// read batches, every line distinct): each example shows the files' lines at its number, right-
// stripped; the report is the same from CR LF files with trailing spaces, from UTF-16 files (-e),
// with --jobs 2, and with --segments (which keeps every line); and files that do not fit fail
// with the scoring command's messages. On lines that repeat (the sample's, cycled at different
// periods), read again to verify the examples' de-duplication: each example is the first segment
// with its lines, and the report is the one made with the lines kept (--segments), with two
// reference files as with one file of two tab-separated references (-nr 2).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt, runInProcess } from '../../test-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'bleukit-analyze-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINES = 9_000;
const NAMES = ['ref.txt', 'sys1.txt', 'sys2.txt', 'sys3.txt'];
const sample = (name: string): string[] => readFileSync(sharedPath(`data/wmt-sample/de-en/${name}`), 'utf8').replace(/\n$/, '').split('\n');
/** The sample's lines over and over, each pass's lines made distinct by a word of their own. */
const corpus = ['ref.A.en', 'hyp.Online-B.en', 'hyp.PROMT.en', 'hyp.LT22.en'].map((name) => {
  const lines = sample(name);
  return Array.from({ length: LINES }, (_, i) => `${lines[i % lines.length] as string}${i < lines.length ? '' : ` pass${Math.floor(i / lines.length)}`}`);
});
// The first system gives the reference from line 8,193 on: its best examples are there.
for (let s = 8_192; s < LINES; s++) (corpus[1] as string[])[s] = (corpus[0] as string[])[s] as string;

/** Writes the corpus into `folder` under the same names, each line made into bytes by `line`. */
function writeCorpus(folder: string, line: (text: string) => string, encoding: BufferEncoding = 'utf8', prefix = Buffer.alloc(0)): void {
  mkdirSync(join(dir, folder), { recursive: true });
  corpus.forEach((lines, k) => writeFileSync(join(dir, folder, NAMES[k] as string), Buffer.concat([prefix, Buffer.from(lines.map(line).join(''), encoding)])));
}
writeCorpus('plain', (text) => `${text}\n`);
writeCorpus('crlf', (text) => `${text}  \r\n`);
writeCorpus('utf16', (text) => `${text}\n`, 'utf16le', Buffer.from([0xff, 0xfe]));

const ARGS = ['analyze', 'ref.txt', '-i', 'sys1.txt', 'sys2.txt', 'sys3.txt', '-m', 'bleu', 'chrf', '-q'];

async function report(folder: string, extra: readonly string[] = []): Promise<string> {
  const run = await runInProcess([...ARGS, ...extra], join(dir, folder));
  expect(run.status).toBe(0);
  return run.stdout;
}

/** The sample cycled: the reference and the first system every 300 lines, the second every 250, a second reference every 7. */
const repeated = [sample('ref.A.en'), sample('hyp.Online-B.en'), sample('hyp.PROMT.en').slice(0, 250), sample('ref.B.en').slice(0, 7)].map((lines) =>
  Array.from({ length: LINES }, (_, i) => lines[i % lines.length] as string),
);
mkdirSync(join(dir, 'repeated'));
['ref.txt', 'sys1.txt', 'sys2.txt', 'ref2.txt'].forEach((name, k) => writeFileSync(join(dir, 'repeated', name), `${(repeated[k] as string[]).join('\n')}\n`));
writeFileSync(join(dir, 'repeated', 'refs.tsv'), (repeated[0] as string[]).map((line, s) => `${line}\t${(repeated[3] as string[])[s] as string}\n`).join(''));

describe('bleukit analyze reading its files as a stream', () => {
  it('shows each example with the files\' lines at its number', async () => {
    const text = await report('plain');
    const shown = [...text.matchAll(/^line (\d+): .*\n((?: {2}.*\n)+)/gm)];
    expect(shown.length).toBeGreaterThanOrEqual(20);
    // Examples from past the first read batches.
    expect(shown.some((match) => Number(match[1]) > 8_192)).toBe(true);
    for (const [, number, block] of shown) {
      const s = Number(number) - 1;
      for (const row of (block as string).trimEnd().split('\n')) {
        const [, name, line] = /^ {2}([^:]+): (.*)$/.exec(row) as RegExpExecArray;
        expect(line).toBe((corpus[name === 'ref' ? 0 : NAMES.indexOf(name as string)] as string[])[s]);
      }
    }
  });

  it('gives the same report from CR LF lines with trailing spaces, from UTF-16, with --jobs 2 and with --segments', async () => {
    const expected = await report('plain');
    expect(await report('crlf')).toBe(expected);
    expect(await report('utf16', ['-e', 'utf-16'])).toBe(expected);
    // Worker threads run from the build.
    ensureBuilt();
    const threads = spawnSync(process.execPath, [BUILT_CLI, ...ARGS, '--jobs', '2'], { cwd: join(dir, 'plain'), encoding: 'utf8' });
    expect(threads.status).toBe(0);
    expect(threads.stdout).toBe(expected);
    expect(await report('plain', ['--segments', join(dir, 'segments.csv')])).toBe(expected);
  });

  it('names a system with fewer lines and an empty one as the scoring command does', async () => {
    writeFileSync(join(dir, 'plain', 'short.txt'), `${(corpus[2] as string[]).slice(0, 5_000).join('\n')}\n`);
    const short = await runInProcess(['analyze', 'ref.txt', '-i', 'sys1.txt', 'short.txt', '-m', 'bleu'], join(dir, 'plain'));
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('bleukit: error: short.txt has 5000 lines but ref.txt has 9000 lines; give one hypothesis line per reference line.\n');
    writeFileSync(join(dir, 'plain', 'empty.txt'), '');
    const empty = await runInProcess(['analyze', 'ref.txt', '-i', 'sys1.txt', 'empty.txt', '-m', 'bleu'], join(dir, 'plain'));
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('bleukit: error: empty.txt is empty; give one line per segment (the references have 9000 lines).\n');
  });

  it("verifies the examples' de-duplication by reading repeated lines again", async () => {
    const run = async (args: readonly string[]) => {
      const result = await runInProcess(['analyze', ...args, '-i', 'sys1.txt', 'sys2.txt', '-m', 'bleu', '-q'], join(dir, 'repeated'));
      expect(result.status).toBe(0);
      return result.stdout;
    };
    const text = await run(['ref.txt']);
    const shown = [...text.matchAll(/^line (\d+): /gm)].map((match) => Number(match[1]) - 1);
    expect(shown.length).toBeGreaterThanOrEqual(10);
    const key = (s: number) => JSON.stringify([0, 1, 2].map((k) => (repeated[k] as string[])[s]));
    for (const s of shown) expect(Array.from({ length: s }, (_, t) => key(t)).includes(key(s))).toBe(false);
    expect(await run(['ref.txt', '--segments', join(dir, 'repeated.csv')])).toBe(text);
    const two = await run(['ref.txt', 'ref2.txt']);
    expect(two).not.toBe(text);
    expect(await run(['refs.tsv', '-nr', '2'])).toBe(two.replaceAll('ref.txt,ref2.txt', 'refs.tsv'));
    expect(await run(['ref.txt', 'ref2.txt', '--segments', join(dir, 'repeated.csv')])).toBe(two);
  });
});
