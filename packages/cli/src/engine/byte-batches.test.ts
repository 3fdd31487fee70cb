// The byte path (--jobs ≥ 2 on plain UTF-8 files) must read exactly the lines the line reader
// reads, and the CLI must say exactly the same with or without it: same scores, same errors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LengthMismatch } from './aligned-batches.js';
import { alignedByteBatches } from './byte-batches.js';
import { readAllLines } from '../input/line-source.js';
import { BUILT_CLI, ensureBuilt } from '../test-helpers.js';

ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'bleukit-bytes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** Lines as the byte path hands them out: each batch decoded and split as a worker does. */
async function byteLines(paths: string[], size: number): Promise<string[][]> {
  const streams: string[][] = paths.map(() => []);
  for await (const { lines, bytes } of alignedByteBatches(paths, size)) {
    bytes.forEach((chunk, k) => {
      const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(chunk);
      const split = text.split('\n');
      if (text.endsWith('\n')) split.pop();
      expect(split).toHaveLength(lines);
      streams[k]?.push(...split);
    });
  }
  return streams;
}

// Long enough to span several 1 MB read chunks, with multi-byte characters cut by chunk ends.
const long = Array.from({ length: 40_000 }, (_, i) => `Zeile ${i}: Größe ≈ ${i % 7} 猫 🐈 ${'x'.repeat(i % 50)}`).join('\n');

const CONTENTS: [string, string | Buffer][] = [
  ['ends with a newline', 'a b\nc d\n'],
  ['no final newline', 'a b\nc d'],
  ['empty lines', '\n\nx\n\n'],
  ['CRLF and a lone CR stay in the line', 'a\r\nb\rc\n'],
  ['a byte-order mark stays', '\ufeffa b\nc\n'],
  ['only a newline', '\n'],
  ['empty', ''],
  ['several chunks', `${long}\n`],
  ['several chunks, no final newline', long],
];

describe('alignedByteBatches', () => {
  it.each(CONTENTS)('reads %s as the line reader does', async (name, content) => {
    const path = file(`${name}.txt`, content);
    const expected = await readAllLines({ name: path, path, encoding: 'utf-8', universalNewlines: false });
    for (const size of [1, 3, 4096]) {
      const [lines] = await byteLines([path], size);
      expect(lines).toEqual(expected);
    }
  });

  it('keeps the inputs aligned batch by batch', async () => {
    const a = file('a.txt', `${long}\n`);
    const b = file('b.txt', `${long.toUpperCase()}\n`);
    const [left, right] = await byteLines([a, b], 1000);
    expect(right).toEqual(left?.map((line) => line.toUpperCase()));
  });

  it('counts every input to its end when they differ, without failing early', async () => {
    const short = file('short.txt', 'a\nb\n');
    const longer = file('longer.txt', 'a\nb\nc\nd');
    const batches: number[] = [];
    const error = await (async () => {
      for await (const { lines } of alignedByteBatches([short, longer], 1)) batches.push(lines);
    })().catch((caught: unknown) => caught);
    expect(batches).toEqual([1, 1]);
    expect(error).toBeInstanceOf(LengthMismatch);
    expect((error as LengthMismatch).counts).toEqual([2, 4]);
  });
});

describe('bleukit --jobs 2 reads bytes in workers and says the same as one thread', () => {
  const ref = file('ref.txt', `${long}\n`);
  const invalidAt = (text: string, at: number) => Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xc3, 0x28]), Buffer.from(`${text.slice(at)}\n`)]);
  const cases: [string, string[]][] = [
    ['a long corpus', [ref, '-i', file('hyp.txt', `${long.replaceAll('Größe', 'Grösse')}\n`)]],
    ['no final newline', [ref, '-i', file('hyp-open.txt', long.replaceAll('猫', '犬'))]],
    ['CRLF line ends', [ref, '-i', file('hyp-crlf.txt', `${long.replaceAll('\n', '\r\n')}\r\n`)]],
    ['a byte-order mark', [ref, '-i', file('hyp-bom.txt', `\ufeff${long}\n`)]],
    ['invalid UTF-8 deep in the system output', [ref, '-i', file('hyp-bad.txt', invalidAt(long, 900_000))]],
    ['invalid UTF-8 deep in the reference', [file('ref-bad.txt', invalidAt(long, 1_500_000)), '-i', ref]],
    ['UTF-16', [ref, '-i', file('hyp-utf16.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${long}\n`, 'utf16le')]))]],
    ['fewer lines', [ref, '-i', file('hyp-short.txt', `${long.split('\n').slice(0, 30_000).join('\n')}\n`)]],
    ['an empty file', [ref, '-i', file('hyp-empty.txt', '')]],
  ];

  it.each(cases)('%s', (_name, args) => {
    const run = (jobs: string) =>
      spawnSync(process.execPath, [BUILT_CLI, ...args, '-tok', 'none', '-f', 'text', '-w', '6', '--jobs', jobs], {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      });
    const one = run('1');
    const two = run('2');
    expect({ status: two.status, stdout: two.stdout, stderr: two.stderr }).toEqual({ status: one.status, stdout: one.stdout, stderr: one.stderr });
    expect(one.stdout + one.stderr).not.toMatch(/\n\s+at /);
  });
});
