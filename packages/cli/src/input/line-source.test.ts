import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { readAllLines } from './line-source.js';

const dir = mkdtempSync(join(tmpdir(), 'bleukit-line-source-'));
const path = join(dir, 'hyp.txt');
writeFileSync(path, 'a\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stream that fails as reading a file fails, with an errno code. */
function failing(code: string): Readable {
  return new Readable({
    read() {
      this.destroy(Object.assign(new Error(`${code}: simulated`), { code }));
    },
  });
}

describe('readAllLines: a file that cannot be read', () => {
  // The test suite runs as root here, where chmod 000 does not stop a read: the error is simulated.
  it.each([
    ['EACCES', 'permission denied'],
    ['EPERM', 'permission denied'],
    ['EISDIR', 'it is a directory'],
    ['EIO', 'EIO: simulated'],
  ])('%s: one user error naming the file, exit 1', async (code, what) => {
    const reading = readAllLines({ name: 'hyp.txt', path, stream: failing(code), encoding: 'utf-8', universalNewlines: false });
    await expect(reading).rejects.toBeInstanceOf(CliError);
    await expect(reading).rejects.toMatchObject({
      exitCode: 1,
      lines: [`bleukit: error: cannot read ${path}: ${what}. Check the path (reference files come before -i, system outputs after it).`],
    });
  });
});

/** Python's lines of each file (`open(path, encoding=…, newline='\\n')`, the `\\n` taken off), as sacreBLEU reads a file. */
function pythonLines(files: readonly { path: string; encoding: string }[]): string[][] {
  const program = [
    'import json, sys',
    "files = json.load(sys.stdin)",
    "print(json.dumps([[line[:-1] if line.endswith('\\n') else line for line in open(f['path'], encoding=f['encoding'], newline='\\n')] for f in files]))",
  ].join('\n');
  const run = spawnSync('python3', ['-c', program], { input: JSON.stringify(files), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

/** `bytes` as a stream that gives them `step` bytes at a time, as a file or gunzip gives chunks. */
function inPieces(bytes: Buffer, step: number): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += step) pieces.push(bytes.subarray(at, at + step));
  return Readable.from(pieces);
}

describe('readAllLines: UTF-8 lines cut from the bytes, whatever the chunks', () => {
  const bom = '\ufeff';
  const texts: Record<string, string> = {
    ascii: 'a plain line\nanother one, longer than thirteen characters\n\nlast\n',
    'no final newline': 'first line\nsecond line without its end',
    'multi-byte': 'Grüße aus Köln — 東京 🙂 end\nnaïve café\n€\n',
    'byte-order mark': `${bom}starts with a mark\nand a ${bom} inside\n`,
    'only a mark': bom,
    'carriage returns': 'windows line\r\nlone\rreturn\r\n\r',
    'empty lines': '\n\n\n',
    empty: '',
  };
  const cases = Object.entries(texts).flatMap(([name, text]) => ['utf-8', 'utf-8-sig'].map((encoding) => ({ name, text, encoding })));
  const files = cases.map(({ text, encoding }, i) => {
    const file = join(dir, `case-${i}.txt`);
    writeFileSync(file, text);
    return { path: file, encoding };
  });
  const expected = pythonLines(files);

  it.each(cases.map((entry, i) => ({ ...entry, i })))('$name ($encoding): the lines Python reads, in chunks of 1, 2, 3, 5 bytes or all at once', async ({ text, encoding, i }) => {
    const bytes = Buffer.from(text);
    for (const step of [1, 2, 3, 5, bytes.length + 1]) {
      const lines = await readAllLines({ name: 'case.txt', stream: inPieces(bytes, step), encoding, universalNewlines: false });
      expect(lines, `chunks of ${step}`).toEqual(expected[i]);
    }
    // And from the file itself, as the CLI opens it.
    expect(await readAllLines({ name: 'case.txt', path: files[i]?.path as string, encoding, universalNewlines: false })).toEqual(expected[i]);
  });
});

describe('readAllLines: UTF-8 bytes that do not decode', () => {
  // The byte given is the first at which a decoder knows the text is invalid: the second of a
  // surrogate's (ED A0 …), the \n after a cut character.
  it.each([
    ['an invalid byte', 'ok\nGr\xfc\xdfe\nmore\n', 'case.txt:2: byte 3 of the line is not valid UTF-8'],
    ['a surrogate', 'ok\nfine\n\xed\xa0\x80\n', 'case.txt:3: byte 2 of the line is not valid UTF-8'],
    ['a character cut by the end', 'ok\nab\xc3', 'case.txt:2: the text is not valid UTF-8'],
    ['a character cut by a newline', 'caf\xc3\nok\n', 'case.txt:1: byte 5 of the line is not valid UTF-8'],
    // In chunks of 4 the second starts inside é: the line is still the one with the invalid byte.
    ['an invalid byte after a character cut by the chunks', 'ok \xc3\xa9\nb\xff\n', 'case.txt:2: byte 2 of the line is not valid UTF-8'],
  ])('%s: the line (and byte) in one user error, exit 1, in any chunks', async (_, latin1, where) => {
    const bytes = Buffer.from(latin1, 'latin1');
    const file = join(dir, 'invalid.txt');
    writeFileSync(file, bytes);
    const fix = 'Convert the file (e.g. iconv -f <its encoding> -t utf-8) or give its encoding with -e.';
    await expect(readAllLines({ name: 'case.txt', path: file, encoding: 'utf-8', universalNewlines: false })).rejects.toMatchObject({
      exitCode: 1,
      lines: [`bleukit: error: ${where}. ${fix}`],
    });
    // In smaller chunks the line is the same; the byte is given when the line began in the same chunk.
    const line = where.slice(0, where.indexOf(': ') + 1);
    for (const step of [1, 2, 3, 4, 5]) {
      const reading = readAllLines({ name: 'case.txt', stream: inPieces(bytes, step), encoding: 'utf-8', universalNewlines: false });
      await expect(reading, `chunks of ${step}`).rejects.toBeInstanceOf(CliError);
      await expect(reading, `chunks of ${step}`).rejects.toMatchObject({ exitCode: 1, lines: [expect.stringMatching(new RegExp(`^bleukit: error: ${line} (byte \\d+ of the line|the text) is not valid UTF-8\\. `))] });
    }
  });
});
