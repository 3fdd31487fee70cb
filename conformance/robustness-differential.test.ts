// Differential tests: random corpora scored through independent paths must agree to the last
// printed digit. Core scores arrays in memory; the built CLI streams files in batches, in one
// thread and with --jobs, corpus and sentence level, several systems in one run. Lines mix
// Python whitespace that is not a line end in files (\r, U+0085, U+2028, U+3000), empty lines,
// astral characters and a byte-order mark.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBleu, formatBleu, formatFixed } from '@bleukit/core';
import { whitespaceTokenizer } from '@bleukit/tokenizer-whitespace';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
let dir = '';

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`Build the CLI first (pnpm exec turbo run build): ${bin} is missing.`);
  dir = mkdtempSync(join(tmpdir(), 'bleukit-differential-'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function cli(args: readonly string[]): string {
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '1' },
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`bleukit ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout;
}

const word = fc.constantFrom('the', 'cat', 'sat', 'on', 'a', 'mat', '.', ',', 'Mat', '𠮷', 'é', '\ufeffthe');
const space = fc.constantFrom(' ', ' ', ' ', '  ', '\t', '\r', '\u0085', '\u2028', '\u3000', '\u00a0');
const line = fc
  .array(fc.tuple(word, space), { maxLength: 14 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

/** Systems × segments and reference streams × segments, all of the same length. */
const corpus = fc.integer({ min: 1, max: 25 }).chain((segments) =>
  fc.record({
    systems: fc.array(fc.array(line, { minLength: segments, maxLength: segments }), { minLength: 1, maxLength: 3 }),
    references: fc.array(fc.array(line, { minLength: segments, maxLength: segments }), { minLength: 1, maxLength: 3 }),
    lowercase: fc.boolean(),
    smooth: fc.constantFrom('exp', 'floor', 'add-k', 'none'),
  }),
);

function write(name: string, lines: readonly string[]): string {
  writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
  return name;
}

describe('core (in memory) and the CLI (streaming) agree on random corpora', () => {
  it('corpus BLEU of several systems, in one thread and with --jobs 2', () => {
    fc.assert(
      fc.property(corpus, ({ systems, references, lowercase, smooth }) => {
        const refFiles = references.map((stream, k) => write(`ref${k}.txt`, stream));
        const sysFiles = systems.map((lines, s) => write(`sys${s}.txt`, lines));
        const args = [...refFiles, '-i', ...sysFiles, '-tok', 'none', '-s', smooth, '-b', '-w', '12'];
        if (lowercase) args.push('-lc');
        const bleu = createBleu({ tokenizer: whitespaceTokenizer, lowercase, smoothMethod: smooth as 'exp' });
        const expected = systems.map((lines) => formatFixed(bleu.corpusScore(lines, references, { layout: 'streams' }).score, 12));
        const parse = (out: string): string[] =>
          systems.length === 1 ? [out.trim()] : (JSON.parse(out) as { BLEU: string }[]).map((row) => row.BLEU);
        expect(parse(cli(args))).toEqual(expected);
        expect(parse(cli([...args, '--jobs', '2']))).toEqual(expected);
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('sentence BLEU, line by line and byte for byte', () => {
    fc.assert(
      fc.property(corpus, ({ systems, references }) => {
        const refFiles = references.map((stream, k) => write(`ref${k}.txt`, stream));
        const hyps = systems[0] as string[];
        const sysFile = write('sys.txt', hyps);
        const bleu = createBleu({ tokenizer: whitespaceTokenizer, effectiveOrder: true });
        const expected = hyps.map((hyp, i) =>
          formatBleu(bleu.sentenceScore(hyp, references.map((stream) => stream[i] as string)), { width: 3 }),
        );
        const out = cli([...refFiles, '-i', sysFile, '-tok', 'none', '-sl', '-f', 'text', '-w', '3']);
        expect(out.trimEnd().split('\n')).toEqual(expected);
      }),
      { numRuns: 8 },
    );
  }, 240_000);
});
