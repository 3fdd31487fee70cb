// Every chrF and chrF++ record sacreBLEU 2.6.0 produced (corpus and sentence level) reproduced by
// @bleukit/chrf: segment statistics exactly, scores to 1e-12 relative, every rendering byte for
// byte except the signature's version value.
import { cacheChrfReferences, createChrf, type ChrfOptions } from '@bleukit/chrf';
import { formatSignatureFields } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { readJsonl, withoutVersion } from '../test-support/shared.js';
import { closeTo } from './sacrebleu-tokenizers.js';

interface ChrfRecord {
  id: string;
  options: { char_order?: number; word_order?: number; beta?: number; lowercase?: boolean; whitespace?: boolean; eps_smoothing?: boolean };
  hyps?: string[];
  hyp?: string;
  refs: (string | null)[][] | (string | null)[];
  segment_stats?: number[][];
  result: { score: number; char_order: number; word_order: number; beta: number };
  signature: string;
  signature_short: string;
  formatted: { w1: string; w2: string; score_only_w2: string; json_w1: string };
}

function chrfOptions(options: ChrfRecord['options']): ChrfOptions {
  return {
    ...(options.char_order === undefined ? {} : { charOrder: options.char_order }),
    ...(options.word_order === undefined ? {} : { wordOrder: options.word_order }),
    ...(options.beta === undefined ? {} : { beta: options.beta }),
    ...(options.lowercase === undefined ? {} : { lowercase: options.lowercase }),
    ...(options.whitespace === undefined ? {} : { whitespace: options.whitespace }),
    ...(options.eps_smoothing === undefined ? {} : { epsSmoothing: options.eps_smoothing }),
  };
}

function check(record: ChrfRecord): void {
  const chrf = createChrf(chrfOptions(record.options));
  const result =
    record.hyps !== undefined
      ? chrf.corpusScore(record.hyps, record.refs as (string | null)[][])
      : chrf.sentenceScore(record.hyp as string, (record.refs as (string | null)[]).filter((ref) => ref !== null));
  expect(closeTo(result.score, record.result.score), `score ${result.score} vs ${record.result.score}`).toBe(true);
  expect([result.charOrder, result.wordOrder, result.beta]).toEqual([record.result.char_order, record.result.word_order, record.result.beta]);
  expect(withoutVersion(formatSignatureFields(result.signature))).toBe(withoutVersion(record.signature));
  expect(withoutVersion(formatSignatureFields(result.signature, true))).toBe(withoutVersion(record.signature_short));
  expect(withoutVersion(chrf.format(result, { width: 1 }))).toBe(withoutVersion(record.formatted.w1));
  expect(withoutVersion(chrf.format(result, { width: 2 }))).toBe(withoutVersion(record.formatted.w2));
  expect(chrf.format(result, { width: 2, scoreOnly: true })).toBe(record.formatted.score_only_w2);
  expect(withoutVersion(chrf.formatJson(result, 1))).toBe(withoutVersion(record.formatted.json_w1));
  if (record.segment_stats && record.hyps) {
    const refs = record.refs as (string | null)[][];
    record.hyps.forEach((hyp, i) => {
      expect(chrf.segmentStatistics(hyp, refs.map((stream) => stream[i] ?? null))).toEqual(record.segment_stats?.[i]);
    });
    // The same statistics with the references cached once, the hypotheses matched last to first.
    const cached = cacheChrfReferences(chrf, refs);
    const out = new Array<number>(chrf.statisticsSize);
    for (let i = record.hyps.length - 1; i >= 0; i--) {
      expect(cached.statisticsInto(record.hyps[i] as string, i, out)).toBeGreaterThan(0);
      expect(out).toEqual(record.segment_stats[i]);
    }
    cached.release();
  }
}

/** Records per file, as sacreBLEU 2.6.0 wrote them: a truncated file must fail, not check fewer. */
const RECORDS = { corpus: 1158, sentence: 1334 } as const;

for (const name of ['corpus', 'sentence'] as const) {
  const records = readJsonl<ChrfRecord>(`conformance/sacrebleu/chrf-${name}.jsonl`);
  describe(`sacreBLEU ${name} chrF`, () => {
    it(`all ${records.length} records`, () => {
      expect(records).toHaveLength(RECORDS[name]);
      const failures: string[] = [];
      for (const record of records) {
        try {
          check(record);
        } catch (error) {
          failures.push(`${record.id}: ${String(error).split('\n').slice(0, 6).join('\n')}`);
        }
      }
      expect(failures.slice(0, 5), `${failures.length} of ${records.length} records differ`).toEqual([]);
      // One test for the whole file keeps the report short; lines of 900 words take a while.
    }, 120_000);
  });
}
