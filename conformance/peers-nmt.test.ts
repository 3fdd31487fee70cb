// Every TF-NMT compute_bleu record (corpus and sentence) and every Hugging Face evaluate "bleu"
// record (13a tokenization) reproduced by the `nmt` preset: bleu, precisions, brevity penalty and
// length ratio bit for bit (TF-NMT's own sum and ratio steps), lengths exactly, ZeroDivisionError
// as a PeerError.
import { PeerError, resolvePreset, scorePreset, scorePresetTokens, type PresetResult } from '@bleukit/core';
import { tokenizerMteval13aCased } from '@bleukit/tokenizer-regex';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../test-support/shared.js';

interface NmtResult {
  max_order: number;
  smooth: boolean;
  bleu?: number;
  precisions?: number[];
  brevity_penalty?: number;
  length_ratio?: number;
  translation_length?: number;
  reference_length?: number;
  error?: string;
}

interface NmtRecord {
  case_id: string;
  segment?: number;
  hyps?: string[][];
  refs?: string[][][];
  hypothesis?: string[];
  references?: string[][] | string[][];
  predictions?: string[];
  results: NmtResult[];
}

const corpus = readJsonl<NmtRecord>('conformance/nmt/compute_bleu_corpus.jsonl');
const sentence = readJsonl<NmtRecord>('conformance/nmt/compute_bleu_sentence.jsonl');
const hf = readJsonl<NmtRecord>('conformance/nmt/hf_evaluate_13a.jsonl');

/** `--preset nmt` prints these doubles as Python's repr: they must be the peer's to the last bit. */
function near(actual: number, expected: number, where: string): void {
  expect(actual, where).toBe(expected);
}

function check(record: NmtRecord, score: (max: number, smooth: boolean) => PresetResult): number {
  for (const entry of record.results) {
    const where = `${record.case_id} max_order=${entry.max_order} smooth=${entry.smooth}`;
    if (entry.error) {
      expect(() => score(entry.max_order, entry.smooth), where).toThrow(PeerError);
      try {
        score(entry.max_order, entry.smooth);
      } catch (error) {
        expect((error as PeerError).peerError, where).toBe(entry.error);
      }
      continue;
    }
    const result = score(entry.max_order, entry.smooth);
    near(result.score, entry.bleu as number, where);
    expect(result.precisions.length, where).toBe(entry.max_order);
    result.precisions.forEach((p, n) => near(p, (entry.precisions as number[])[n] as number, `${where} p${n + 1}`));
    near(result.bp, entry.brevity_penalty as number, `${where} bp`);
    near(result.ratio, entry.length_ratio as number, `${where} ratio`);
    expect(result.hypLen, where).toBe(entry.translation_length);
    expect(result.refLen, where).toBe(entry.reference_length);
  }
  return record.results.length;
}

const preset = (max: number, smooth: boolean) =>
  resolvePreset('nmt', { maxOrder: max, smoothing: smooth ? 'add-one' : 'none' });

describe('TF-NMT compute_bleu, corpus', () => {
  it.each(corpus.map((r) => [r.case_id, r] as const))('%s', (_, record) => {
    const score = (max: number, smooth: boolean) =>
      scorePresetTokens(preset(max, smooth), record.hyps as string[][], record.refs as string[][][]);
    expect(check(record, score)).toBe(8);
  });
});

describe('TF-NMT compute_bleu, sentence', () => {
  it.each(sentence.map((r) => [`${r.case_id}#${r.segment}`, r] as const))('%s', (_, record) => {
    const score = (max: number, smooth: boolean) =>
      scorePresetTokens(preset(max, smooth), [record.hypothesis as string[]], [record.references as string[][]]);
    expect(check(record, score)).toBe(8);
  });
});

// HF's Tokenizer13a is sacreBLEU's 13a; mteval-v13a's case-preserving rules are the same rules.
const resolveTokenizer = (name: string) => (name === '13a' ? tokenizerMteval13aCased : undefined);

describe('Hugging Face evaluate "bleu" (13a)', () => {
  it.each(hf.map((r) => [r.case_id, r] as const))('%s', (_, record) => {
    const predictions = record.predictions as string[];
    const refs = record.references as string[][];
    const width = Math.max(...refs.map((r) => r.length));
    const streams = Array.from({ length: width }, (_, k) => refs.map((segment) => segment[k] as string));
    const score = (max: number, smooth: boolean) =>
      scorePreset(preset(max, smooth), predictions, streams, { resolveTokenizer });
    expect(check(record, score)).toBe(8);
  });
});
