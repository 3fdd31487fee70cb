// Every BLEU record sacreBLEU 2.6.0 produced (corpus and sentence level) reproduced by bleukit:
// counts, totals and lengths exactly, scores to 1e-12 relative, every rendering byte for byte
// except the signature's version value.
import { createBleu, formatBleu, formatBleuJson, formatSignature, type SmoothMethod } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { readJsonl, withoutVersion } from '../test-support/shared.js';
import { closeTo, tokenizerFor } from './sacrebleu-tokenizers.js';

interface Options {
  tokenize: string | null;
  lowercase: boolean;
  smooth_method: string;
  smooth_value: number | null;
  max_ngram_order: number;
  effective_order: boolean;
  trg_lang: string;
}

interface BleuRecord {
  id: string;
  hyps?: string[];
  hyp?: string;
  refs: (string | null)[][] | (string | null)[];
  options: Options;
  tokenizer_signature: string;
  num_refs: number;
  result: {
    score: number;
    counts: number[];
    totals: number[];
    precisions: number[];
    bp: number;
    sys_len: number;
    ref_len: number;
    ratio: number;
  };
  segment_stats?: number[][];
  signature: string;
  signature_short: string;
  formatted: { w1: string; w2: string; json_w1: string };
}

// ja-mecab records are checked by sacrebleu-ja-mecab.test.ts: a JavaScript IPADIC analyser matches
// MeCab on nearly every line, not all, so those scores are held to a tolerance instead.
const exact = (record: BleuRecord) => !record.tokenizer_signature.startsWith('ja-mecab-');
const corpus = readJsonl<BleuRecord>('conformance/sacrebleu/bleu-corpus.jsonl').filter(exact);
const sentence = readJsonl<BleuRecord>('conformance/sacrebleu/bleu-sentence.jsonl').filter(exact);

function check(record: BleuRecord, tokenizers: Map<string, Awaited<ReturnType<typeof tokenizerFor>>>) {
  const { options } = record;
  const tokenizer = tokenizers.get(record.tokenizer_signature);
  if (!tokenizer) throw new Error(`no tokenizer for ${record.tokenizer_signature}`);
  const bleu = createBleu({
    tokenizer,
    lowercase: options.lowercase,
    smoothMethod: options.smooth_method as SmoothMethod,
    ...(options.smooth_value === null ? {} : { smoothValue: options.smooth_value }),
    maxNgramOrder: options.max_ngram_order,
    effectiveOrder: options.effective_order,
  });
  const result =
    record.hyps !== undefined
      ? bleu.corpusScore(record.hyps, record.refs as (string | null)[][])
      : bleu.sentenceScore(record.hyp as string, record.refs as (string | null)[]);
  const expected = record.result;
  expect(result.counts).toEqual(expected.counts);
  expect(result.totals).toEqual(expected.totals);
  expect(result.sysLen).toBe(expected.sys_len);
  expect(result.refLen).toBe(expected.ref_len);
  expect(result.ratio).toBe(expected.ratio);
  expect(closeTo(result.score, expected.score)).toBe(true);
  expect(closeTo(result.bp, expected.bp)).toBe(true);
  result.precisions.forEach((p, i) => expect(closeTo(p, expected.precisions[i] as number)).toBe(true));
  expect(withoutVersion(formatSignature(result.signature))).toBe(withoutVersion(record.signature));
  expect(withoutVersion(formatSignature(result.signature, true))).toBe(withoutVersion(record.signature_short));
  expect(withoutVersion(formatBleu(result, { width: 1 }))).toBe(withoutVersion(record.formatted.w1));
  expect(withoutVersion(formatBleu(result, { width: 2 }))).toBe(withoutVersion(record.formatted.w2));
  expect(withoutVersion(formatBleuJson(result, 1))).toBe(withoutVersion(record.formatted.json_w1));
  if (record.segment_stats && record.hyps) {
    const refs = record.refs as (string | null)[][];
    record.hyps.forEach((hyp, i) => {
      const stats = bleu.segmentStatistics(hyp, refs.map((stream) => stream[i] ?? null));
      expect(stats).toEqual(record.segment_stats?.[i]);
    });
  }
}

for (const [name, records] of [
  ['corpus', corpus],
  ['sentence', sentence],
] as const) {
  describe(`sacreBLEU ${name} BLEU`, async () => {
    const byTokenizer = new Map<string, BleuRecord[]>();
    for (const record of records) {
      const list = byTokenizer.get(record.tokenizer_signature) ?? [];
      list.push(record);
      byTokenizer.set(record.tokenizer_signature, list);
    }
    for (const [signature, list] of byTokenizer) {
      it(`${list.length} records with tok:${signature}`, async () => {
        const tokenizers = new Map([[signature, await tokenizerFor(signature)]]);
        const failures: string[] = [];
        for (const record of list) {
          try {
            check(record, tokenizers);
          } catch (error) {
            failures.push(`${record.id}: ${String(error).split('\n').slice(0, 6).join('\n')}`);
          }
        }
        expect(failures.slice(0, 5), `${failures.length} of ${list.length} records differ`).toEqual([]);
      });
    }
  });
}
