// countLines, linesByNumber and eachLineByNumber(…, 'all') against readAllLines on the same files: plain UTF-8 (read as
// bytes), with and without a last newline, CR LF and trailing spaces, a UTF-8 byte-order mark with
// utf-8 and utf-8-sig, UTF-16, gzip, an empty file, and lines past the reader's 1 MB chunks.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pythonRstrip } from '@bleukit/core';
import { afterAll, describe, expect, it } from 'vitest';
import { readAllLines, type LineInput } from './line-source.js';
import { countLines, eachLineByNumber, linesByNumber } from './lines-by-number.js';

const dir = mkdtempSync(join(tmpdir(), 'bleukit-lines-by-number-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const long = Array.from({ length: 30_000 }, (_, i) => `line ${i} ${'wörd '.repeat(i % 17)}— ${i % 5 === 0 ? '  ' : ''}`).join('\n');
const files: [name: string, bytes: Buffer, encoding: string][] = [
  ['plain.txt', Buffer.from('a b\nc  \n\nd é\n'), 'utf-8'],
  ['no-last-newline.txt', Buffer.from('a\nb\nlast'), 'utf-8'],
  ['crlf.txt', Buffer.from('one \r\ntwo\r\n\r\nfour\t\r\n'), 'utf-8'],
  ['bom.txt', Buffer.from('\uFEFFfirst\nsecond\n'), 'utf-8'],
  ['bom-sig.txt', Buffer.from('\uFEFFfirst\nsecond\n'), 'utf-8-sig'],
  ['utf16.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('α\nβ γ \nδ\n', 'utf16le')]), 'utf-16'],
  ['lines.txt.gz', gzipSync(Buffer.from('x\ny \nz')), 'utf-8'],
  ['empty.txt', Buffer.alloc(0), 'utf-8'],
  ['long.txt', Buffer.from(`${long}\n`), 'utf-8'],
];

describe('countLines, linesByNumber and every line by number read a file as readAllLines does', () => {
  it.each(files)('%s', async (name, bytes, encoding) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    const input: LineInput = { name: path, path, encoding, universalNewlines: false };
    const all = (await readAllLines(input)).map(pythonRstrip);
    expect(await countLines(input)).toBe(all.length);
    const numbers = [1, 2, all.length, Math.ceil(all.length / 2), 17_777, all.length + 1].filter((n) => n >= 1);
    const found = await linesByNumber(input, numbers);
    const expected = new Map(numbers.filter((n) => n <= all.length).map((n) => [n, all[n - 1] as string]));
    expect(found).toEqual(expected);
    const every: [number, string][] = [];
    await eachLineByNumber(input, 'all', (number, line) => every.push([number, line]));
    expect(every).toEqual(all.map((line, k) => [k + 1, line]));
  });

  it('fails on a missing file as reading its lines does', async () => {
    const path = join(dir, 'missing.txt');
    await expect(countLines({ name: path, path, encoding: 'utf-8', universalNewlines: false })).rejects.toMatchObject({ lines: [expect.stringContaining(`cannot read ${path}: no such file`)] });
  });
});
