// Every Moses multi-bleu.perl / multi-bleu-detok.perl record (with and without -lc) and every NIST
// mteval-v13a.pl record (default, -c, -c --no-smoothing, -c --brevity-penalty shortest,
// -c --international-tokenization) reproduced by the `multi-bleu`, `multi-bleu-detok` and
// `mteval-v13a` presets: printed lines byte for byte, full-precision numbers to 1e-12 relative,
// lengths exactly, perl's deaths as PeerErrors with the same message and exit status.
import {
  PeerError,
  formatPerlNumber,
  resolvePreset,
  scorePreset,
  type PresetOverrides,
  type PresetResult,
} from '@bleukit/core';
import * as regex from '@bleukit/tokenizer-regex';
import type { Tokenizer } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../test-support/shared.js';
import { closeTo } from './sacrebleu-tokenizers.js';

interface MultiBleuResult {
  script: string;
  args: string[];
  stdout: string;
  exit_code: number;
  stderr: string;
  full_precision: { bleu: number; precisions: number[]; bp: number; ratio: number; hyp_len: number; ref_len: number } | null;
}

interface MtevalResult {
  variant: string;
  args: string[];
  exit_code: number;
  stderr: string;
  system_score?: number;
  system_score_str?: string;
  segment_scores?: number[];
  printed_score?: string;
}

interface MosesRecord<R> {
  case_id: string;
  hyp_lines: string[];
  ref_lines: string[][];
  results: R[];
}

const multiBleu = readJsonl<MosesRecord<MultiBleuResult>>('conformance/moses/multi_bleu.jsonl');
const mteval = readJsonl<MosesRecord<MtevalResult>>('conformance/moses/mteval_v13a.jsonl');

const tokenizers = new Map<string, Tokenizer>(
  Object.values(regex)
    .filter((value): value is Tokenizer => typeof value === 'object' && value !== null && 'tokenize' in value)
    .map((tokenizer) => [tokenizer.name, tokenizer]),
);
const resolveTokenizer = (name: string) => tokenizers.get(name);

function near(actual: number, expected: number, where: string): void {
  if (!closeTo(actual, expected)) expect(actual, where).toBe(expected);
}

function run(preset: string, overrides: PresetOverrides, record: MosesRecord<unknown>): PresetResult | PeerError {
  try {
    return scorePreset(resolvePreset(preset, overrides), record.hyp_lines, record.ref_lines, { resolveTokenizer });
  } catch (error) {
    if (error instanceof PeerError) return error;
    throw error;
  }
}

function expectDeath(outcome: PresetResult | PeerError, stderr: string, exitCode: number, where: string): void {
  expect(outcome, where).toBeInstanceOf(PeerError);
  const error = outcome as PeerError;
  expect(stderr.startsWith(error.peerError), `${where}: ${stderr}`).toBe(true);
  expect(error.exitCode, where).toBe(exitCode);
}

describe('Moses multi-bleu.perl and multi-bleu-detok.perl', () => {
  it.each(multiBleu.map((r) => [r.case_id, r] as const))('%s', (_, record) => {
    for (const entry of record.results) {
      const where = `${record.case_id} ${entry.script} ${entry.args.join(' ')}`;
      const preset = entry.script === 'multi-bleu.perl' ? 'multi-bleu' : 'multi-bleu-detok';
      const outcome = run(preset, { lowercase: entry.args.includes('-lc') }, record);
      if (entry.exit_code === 255) {
        expectDeath(outcome, entry.stderr, 255, where);
        continue;
      }
      const result = outcome as PresetResult;
      expect(result.formatted, where).toBe(entry.stdout);
      expect(result.exitCode, where).toBe(entry.exit_code);
      const full = entry.full_precision;
      if (full === null) continue;
      near(result.score, full.bleu, where);
      result.precisions.forEach((p, n) => near(100 * p, full.precisions[n] as number, `${where} p${n + 1}`));
      near(result.bp, full.bp, `${where} bp`);
      near(result.ratio, full.ratio, `${where} ratio`);
      expect([result.hypLen, result.refLen], where).toEqual([full.hyp_len, full.ref_len]);
    }
    expect(record.results.length).toBe(4);
  });
});

const VARIANTS: Readonly<Record<string, PresetOverrides>> = {
  default: {},
  c: { lowercase: false },
  c_nosmooth: { lowercase: false, smoothing: 'none' },
  c_shortest: { lowercase: false, referenceLength: 'shortest' },
  c_intl: { lowercase: false, tokenize: 'intl' },
};

describe('NIST mteval-v13a.pl', () => {
  it.each(mteval.map((r) => [r.case_id, r] as const))('%s', (_, record) => {
    for (const entry of record.results) {
      const where = `${record.case_id} ${entry.variant}`;
      const outcome = run('mteval-v13a', VARIANTS[entry.variant] as PresetOverrides, record);
      if (entry.exit_code !== 0) {
        expectDeath(outcome, entry.stderr, entry.exit_code, where);
        continue;
      }
      const result = outcome as PresetResult;
      near(result.score, entry.system_score as number, where);
      // Perl's 15 digits; the last may differ where V8's exp/log and glibc's differ in the last bit.
      const text = formatPerlNumber(result.score);
      if (text !== entry.system_score_str) near(Number(text), Number(entry.system_score_str), `${where} %.15g`);
      expect(result.formatted, where).toBe(`BLEU score = ${entry.printed_score} for system "sys"`);
      const segments = entry.segment_scores as number[];
      expect(result.segmentScores?.length, where).toBe(segments.length);
      segments.forEach((s, i) => near(result.segmentScores?.[i] as number, s, `${where} segment ${i + 1}`));
    }
    expect(record.results.length).toBe(5);
  });
});
