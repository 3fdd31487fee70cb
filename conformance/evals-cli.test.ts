// @bleukit/evals against the bleukit command line on the same files: each case's scorer value ×
// 100 equals `bleukit --sentence-level -l <pair>` line by line, and `scorer.corpus` equals the
// corpus score and signature of `bleukit -l <pair>` (sacreBLEU's `-l` tokenizer choice).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFixed } from '@bleukit/core';
import { bleu, chrf, meteor, ribes, ter } from '@bleukit/evals';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');

function cli(args: string[]): string {
  if (!existsSync(bin)) throw new Error(`Build the CLI first (pnpm exec turbo run build): ${bin} is missing.`);
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bleukit ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

const split = (text: string): string[] => text.replace(/\n$/, '').split('\n');
const lines = (path: string): string[] => split(readFileSync(path, 'utf8'));

const cases = [
  { pair: 'en-ja', dir: 'samples/en-ja', ref: 'ref.ja', systems: ['fluent', 'literal', 'weak'], ext: 'ja' },
  { pair: 'de-en', dir: 'samples/en-de', ref: 'ref.en', systems: ['good', 'literal', 'rough'], ext: 'en' },
].flatMap(({ systems, ...rest }) => systems.map((system) => ({ ...rest, system })));

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));

describe('@bleukit/evals = bleukit -l', () => {
  it.each(cases)('$pair $system', async ({ pair, dir, ref, system, ext }) => {
    const refPath = join(root, dir, ref);
    const hypPath = join(root, dir, `hyp.${system}.${ext}`);
    const scorer = bleu({ targetLanguage: pair.split('-')[1] });
    const hyps = lines(hypPath);
    const refs = lines(refPath);
    const results = await Promise.all(hyps.map((output, i) => scorer({ output, expected: refs[i] })));

    const sentence = split(cli([refPath, '-i', hypPath, '-l', pair, '--sentence-level', '-b', '-w', '16'])).map(Number);
    expect(sentence).toHaveLength(hyps.length);
    results.forEach((result, i) => {
      close(result.metadata.bleu, sentence[i]!);
      expect(result.score).toBe(Math.min(1, result.metadata.bleu / 100));
    });

    const corpusCli = Number(cli([refPath, '-i', hypPath, '-l', pair, '-b', '-w', '16']));
    const json = JSON.parse(cli([refPath, '-i', hypPath, '-l', pair])) as { signature: string };
    const corpus = await scorer.corpus(hyps, refs);
    close(corpus.metadata.bleu, corpusCli);
    expect(corpus.metadata.signature).toBe(json.signature);
    expect((await scorer.corpusFromResults(results)).metadata.bleu).toBe(corpus.metadata.bleu);
  });
});

describe('@bleukit/evals chrF, chrF++ and TER = bleukit -m', () => {
  const metrics = [
    { label: 'chrF', make: () => chrf(), flags: ['-m', 'chrf'], unit: (value: number) => Math.min(1, value / 100) },
    { label: 'chrF++', make: () => chrf({ wordOrder: 2 }), flags: ['-m', 'chrf', '-cw', '2'], unit: (value: number) => Math.min(1, value / 100) },
    { label: 'TER', make: () => ter(), flags: ['-m', 'ter'], unit: (value: number) => Math.max(0, 1 - value / 100) },
  ];
  it.each(cases.flatMap((c) => metrics.map((metric) => ({ ...c, ...metric }))))('$label $pair $system', async ({ dir, ref, system, ext, make, flags, unit }) => {
    const refPath = join(root, dir, ref);
    const hypPath = join(root, dir, `hyp.${system}.${ext}`);
    const scorer = make();
    const hyps = lines(hypPath);
    const refs = lines(refPath);
    const results = await Promise.all(hyps.map((output, i) => scorer({ output, expected: refs[i] })));
    const sentence = split(cli([refPath, '-i', hypPath, ...flags, '--sentence-level', '-b', '-w', '16'])).map(Number);
    expect(sentence).toHaveLength(hyps.length);
    results.forEach((result, i) => {
      close(result.metadata.value, sentence[i]!);
      expect(result.score).toBe(unit(result.metadata.value));
    });
    const corpus = await scorer.corpus(hyps, refs);
    close(corpus.metadata.value, Number(cli([refPath, '-i', hypPath, ...flags, '-b', '-w', '16'])));
    const json = JSON.parse(cli([refPath, '-i', hypPath, ...flags])) as { signature: string };
    expect(corpus.metadata.signature).toBe(json.signature);
    expect((await scorer.corpusFromResults(results)).metadata.value).toBe(corpus.metadata.value);
  });
});

describe('@bleukit/evals RIBES = bleukit ribes (RIBES.py\'s command line) on the language\'s words', () => {
  it.each(cases)('$pair $system', async ({ pair, dir, ref, system, ext }) => {
    const refPath = join(root, dir, ref);
    const hypPath = join(root, dir, `hyp.${system}.${ext}`);
    const language = pair.split('-')[1] as string;
    const scorer = ribes({ targetLanguage: language });
    const hyps = lines(hypPath);
    const refs = lines(refPath);
    const results = await Promise.all(hyps.map((output, i) => scorer({ output, expected: refs[i] })));
    // RIBES.py prints `%.6f alpha=… beta=… FILE sentence N` per segment, then the corpus line.
    const printed = split(cli(['ribes', '-s', '-tok', language === 'ja' ? 'ja-mecab' : '13a', '-r', refPath, hypPath])).map((line) => line.split(' ')[0]);
    expect(printed).toHaveLength(hyps.length + 1);
    expect(results.map((result) => formatFixed(result.score, 6))).toEqual(printed.slice(0, -1));
    const corpus = await scorer.corpus(hyps, refs);
    expect(formatFixed(corpus.score, 6)).toBe(printed[hyps.length]);
    expect((await scorer.corpusFromResults(results)).metadata).toEqual(corpus.metadata);
    // And as `bleukit -m ribes -l <pair>` reports it, on the 0–100 scale with its signature.
    const sentence = split(cli([refPath, '-i', hypPath, '-l', pair, '-m', 'ribes', '--sentence-level', '-b', '-w', '16'])).map(Number);
    expect(sentence).toHaveLength(hyps.length);
    results.forEach((result, i) => close(result.metadata.value, sentence[i]!));
    const json = JSON.parse(cli([refPath, '-i', hypPath, '-l', pair, '-m', 'ribes', '-w', '16'])) as { score: number; signature: string };
    close(corpus.metadata.value, json.score);
    expect(corpus.metadata.signature).toBe(json.signature);
  }, 60_000);
});

describe('@bleukit/evals METEOR = bleukit -m meteor on 13a\'s words', () => {
  it.each(cases.filter(({ ext }) => ext === 'en'))('$pair $system', async ({ dir, ref, system, ext }) => {
    const refPath = join(root, dir, ref);
    const hypPath = join(root, dir, `hyp.${system}.${ext}`);
    const scorer = meteor();
    const hyps = lines(hypPath);
    const refs = lines(refPath);
    const results = await Promise.all(hyps.map((output, i) => scorer({ output, expected: refs[i] })));
    // Each sentence line is 100 × NLTK's value, the scorer's metadata.value.
    const sentence = split(cli([refPath, '-i', hypPath, '-m', 'meteor', '--sentence-level', '-b', '-w', '16'])).map(Number);
    expect(sentence).toHaveLength(hyps.length);
    results.forEach((result, i) => close(result.metadata.value, sentence[i]!));
    const json = JSON.parse(cli([refPath, '-i', hypPath, '-m', 'meteor', '-w', '16'])) as { score: number; signature: string };
    const corpus = await scorer.corpus(hyps, refs);
    close(corpus.metadata.value, json.score);
    expect(corpus.metadata.signature).toBe(json.signature);
    expect(corpus.metadata.tokenizer).toBe('13a');
  }, 60_000);
});
