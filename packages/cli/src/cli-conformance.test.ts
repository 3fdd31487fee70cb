// Runs the built `bleukit` on every sacreBLEU command-line record and compares the bytes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMeteor } from '@bleukit/meteor';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { loadWordNet } from '@bleukit/wordnet';
import { afterAll, describe, expect, it } from 'vitest';
import { readJsonl, withoutVersion } from '../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt, loadableTokenizers } from './test-helpers.js';
import { TOKENIZER_NAMES } from './tokenizers/tokenizer-registry.js';

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CliRecord {
  id: string;
  desc: string;
  args: string[];
  files: Record<string, string>;
  stdin: string | null;
  env: Record<string, string>;
  stdout: string;
  stderr: string;
  exit_code: number;
}

const records = readJsonl<CliRecord>('conformance/sacrebleu/bleu-cli.jsonl');
const metricRecords = readJsonl<CliRecord>('conformance/sacrebleu/chrf-ter-cli.jsonl');

/**
 * chrf-ter-cli-031 asks sacreBLEU for `-m meteor`, which it does not have (an argparse error);
 * bleukit scores METEOR, so it prints @bleukit/meteor's JSON for the record's files (13a words).
 */
function meteorJson(): string {
  const record = metricRecords.find((each) => each.id === 'chrf-ter-cli-031') as CliRecord;
  const lines = (name: string) => (record.files[name] as string).replace(/\n$/, '').split('\n');
  const meteor = createMeteor({ wordnet, tokenizer: tokenizer13a });
  return `${meteor.formatJson(meteor.corpusScore(lines('hyp.txt'), [lines('ref.txt')]))}\n`;
}
const wordnet = await loadWordNet();

/**
 * Runs where bleukit deliberately differs, with what it does instead (also listed in the README).
 */
const DEVIATIONS: Record<string, { exit: number; stdout: string; stdoutPattern?: RegExp; stderr: RegExp; why: string }> = {
  // sacreBLEU's line first, byte for byte, then which files and how many lines.
  'cli-031': { exit: 1, stdout: '', stderr: /^sacreBLEU: System and reference streams have different lengths\.\nbleukit: error: hyp\.txt has 1 line but ref\.txt has 3 lines; give one hypothesis line per reference line\.\n$/, why: 'names the files and counts' },
  'cli-032': { exit: 1, stdout: '', stderr: /^System and reference streams have different lengths\.\nbleukit: error: hyp\.txt has 1 line but ref\.txt has 3 lines;/, why: 'names the files and counts' },
  'cli-034': { exit: 1, stdout: '', stderr: /^bleukit: warning: stdin is empty; [^\n]*\nsacreBLEU: System and reference streams have different lengths\.\nbleukit: error: stdin is empty \(sacreBLEU reads that as one empty line\) but ref\.txt has 3 lines;/, why: 'says stdin is empty and how sacreBLEU counts it' },
  'cli-038': { exit: 1, stdout: '', stderr: /^sacreBLEU: System and reference streams have different lengths\.\nbleukit: error: h\.txt has 4 lines but ref\.txt has 3 lines;/, why: 'names the files and counts' },
  'cli-033': { exit: 1, stdout: '', stderr: /^sacreBLEU: Test set None contains no sentence\nbleukit: error: empty\.txt is empty; give one line per segment \(the references have 3 lines\)\.\n$/, why: 'names the empty file' },
  // The closest of bleukit's tokenizer names first, then argparse's usage block and line, byte for byte.
  'cli-079': { exit: 2, stdout: '', stderr: new RegExp(`^bleukit: error: unknown tokenizer 'foo'\\. Tokenizers: ${escaped(TOKENIZER_NAMES.join(', '))}\\.\\nusage: sacrebleu [^]*\\n`), why: 'first the names bleukit offers' },
  'chrf-ter-cli-029': { exit: 1, stdout: '', stderr: /^sacreBLEU: System and reference streams have different lengths\.\nbleukit: error: short\.txt has 2 lines but ref\.txt has 3 lines; give one hypothesis line per reference line\.\n$/, why: 'names the files and counts' },
  'chrf-ter-cli-030': { exit: 1, stdout: '', stderr: /^sacreBLEU: Test set None contains no sentence\nbleukit: error: empty\.txt is empty; give one line per segment \(the references have 3 lines\)\.\n$/, why: 'names the empty file' },
  // sacreBLEU has no METEOR (argparse refuses `-m meteor`); bleukit scores it.
  'chrf-ter-cli-031': { exit: 0, stdout: meteorJson(), stderr: /^$/, why: 'bleukit scores METEOR, which sacreBLEU does not have' },
  'cli-080': { exit: 0, stdout: '', stderr: /^$/, why: 'prints bleukit <version> (sacrebleu 2.6.0 compatible)' },
  // -sl with several metrics: a table (its columns are checked in output/sentence-table.test.ts).
  'cli-061': { exit: 0, stdout: '', stdoutPattern: /^line\tBLEU\tchrF2\n(\d+\t\d+\.\d\t\d+\.\d\n)+$/, stderr: /^bleukit: BLEU: nrefs:1\|[^\n]*\nbleukit: chrF2: nrefs:1\|[^\n]*\n$/, why: 'a table instead of the refusal' },
  'chrf-ter-cli-013': { exit: 0, stdout: '', stdoutPattern: /^line\tBLEU\tchrF2\tTER\n(\d+\t\d+\.\d\t\d+\.\d\t\d+\.\d\n)+$/, stderr: /^(bleukit: [^\n]*\n){3}$/, why: 'a table instead of the refusal' },
};

/**
 * Runs of odd input that sacreBLEU scores silently: bleukit prints the same stdout and sacreBLEU's
 * stderr, plus one `bleukit: warning:` or `bleukit: note:` line first (see docs/robustness.md).
 */
const WARNINGS: Record<string, RegExp> = {
  'cli-035': /^bleukit: warning: stdin is empty; it is read as one empty line, as sacreBLEU reads it/,
  'cli-039': /^bleukit: warning: h\.txt:1: CR LF \(Windows\) line ends; .*the score is computed as sacreBLEU computes it\.\n/,
  'cli-040': /^bleukit: warning: h\.txt:\d+: a carriage return \(CR\) without a line feed; .*the score is computed as sacreBLEU computes it\./,
  'cli-043': /^bleukit: warning: h\.txt:1: the file starts with a UTF-8 byte-order mark; .*the score is computed as sacreBLEU computes it/,
  // TER on Japanese without tercom's normalisation: every line is one word (--ter-asian-support alone does nothing).
  'chrf-ter-cli-026': /^bleukit: note: \d+% of the non-space characters of ja\.ref\.A\.ja are in scripts written without spaces between words \(Japanese\), and TER's tercom tokenization splits them into "words" of [^\n]*Give --ter-asian-support --ter-normalized,/,
  'chrf-ter-cli-027': /^bleukit: note: \d+% of the non-space characters of ja\.ref\.A\.ja are in scripts written without spaces between words \(Japanese\), and TER's tercom tokenization splits them into "words" of [^\n]*Give --ter-asian-support --ter-normalized,/,
};

/**
 * Runs whose JSON prints raw doubles (paired bootstrap means and CIs). bleukit's exp and log are
 * correctly rounded; glibc's are not on about 0.05% of inputs, so among a thousand resampled
 * scores one may differ in the last bit, which shows in the 16th significant digit of the mean.
 */
const FLOAT_JSON = new Set(['cli-070']);

function expectClose(actual: unknown, expected: unknown): void {
  if (typeof expected === 'number') {
    expect(typeof actual).toBe('number');
    expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));
  } else if (expected !== null && typeof expected === 'object') {
    expect(Object.keys(actual as object)).toEqual(Object.keys(expected));
    for (const key of Object.keys(expected)) {
      expectClose((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]);
    }
  } else {
    expect(actual).toBe(expected);
  }
}

ensureBuilt();
const available = await loadableTokenizers();
const root = mkdtempSync(join(tmpdir(), 'bleukit-cli-'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(record: CliRecord) {
  const dir = join(root, record.id);
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(record.files)) writeFileSync(join(dir, name), content);
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...record.env };
  return spawnSync(process.execPath, [BUILT_CLI, ...record.args], {
    cwd: dir,
    env,
    input: record.stdin ?? '',
    encoding: 'utf8',
  });
}

function check(record: CliRecord): void {
    const result = run(record);
    if (FLOAT_JSON.has(record.id)) {
      // Raw doubles from exp/log (see README): same structure and strings, numbers within 1e-12.
      expect(result.stderr).toBe(record.stderr);
      expect(result.status).toBe(record.exit_code);
      expectClose(JSON.parse(result.stdout), JSON.parse(record.stdout));
      return;
    }
    const deviation = DEVIATIONS[record.id];
    if (deviation) {
      expect(result.stderr).toMatch(deviation.stderr);
      if (record.id === 'cli-079') expect(result.stderr.endsWith(record.stderr)).toBe(true);
      expect(result.status).toBe(deviation.exit);
      if (record.id === 'cli-080') expect(result.stdout).toMatch(/^bleukit \d+\.\d+\.\d+\S* \(sacrebleu 2\.6\.0 compatible\)\n$/);
      else if (deviation.stdoutPattern !== undefined) expect(result.stdout).toMatch(deviation.stdoutPattern);
      else expect(result.stdout).toBe(deviation.stdout);
      return;
    }
    // ja-mecab: the signature carries the engine of @bleukit/tokenizer-ja-mecab (see README).
    const mecab = available.signatures.get('ja-mecab') as string;
    const expected = record.stdout.replace('tok:ja-mecab-0.996-IPA', `tok:${mecab}`);
    expect(withoutVersion(result.stdout)).toBe(withoutVersion(expected));
    const warning = WARNINGS[record.id];
    if (warning) expect(result.stderr).toMatch(warning);
    const stderr = warning ? result.stderr.replace(/^bleukit: (warning|note): .*\n/, '') : result.stderr;
    expect(withoutVersion(stderr)).toBe(withoutVersion(record.stderr));
    expect(result.status).toBe(record.exit_code);
}

describe('sacreBLEU command-line conformance (bleu-cli.jsonl)', () => {
  it('has the 81 runs', () => {
    expect(records).toHaveLength(81);
  });
  it.each(records.map((record) => [`${record.id} ${record.desc}`, record] as const))('%s', (_name, record) => check(record));
});

describe('sacreBLEU command-line conformance, chrF and TER (chrf-ter-cli.jsonl)', () => {
  it('has the 35 runs', () => {
    expect(metricRecords).toHaveLength(35);
  });
  it.each(metricRecords.map((record) => [`${record.id} ${record.desc}`, record] as const))('%s', (_name, record) => check(record));
});
