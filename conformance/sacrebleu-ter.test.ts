// Every TER record sacreBLEU 2.6.0 produced (corpus and sentence level) reproduced by @bleukit/ter:
// segment statistics exactly, scores to 1e-12 relative, every rendering byte for byte except the
// signature's version value.
import { formatSignatureFields } from '@bleukit/core';
import { cacheTerReferences, createTer, type TerOptions } from '@bleukit/ter';
import { describe, expect, it } from 'vitest';
import { readJsonl, withoutVersion } from '../test-support/shared.js';
import { closeTo } from './sacrebleu-tokenizers.js';

interface TerRecord {
  id: string;
  options: { normalized?: boolean; no_punct?: boolean; asian_support?: boolean; case_sensitive?: boolean };
  hyps?: string[];
  hyp?: string;
  refs: (string | null)[][] | (string | null)[];
  segment_stats?: number[][];
  result: { score: number; num_edits: number; ref_length: number };
  signature: string;
  signature_short: string;
  formatted: { w1: string; w2: string; score_only_w2: string; json_w1: string };
}

function terOptions(options: TerRecord['options']): TerOptions {
  return {
    ...(options.normalized === undefined ? {} : { normalized: options.normalized }),
    ...(options.no_punct === undefined ? {} : { noPunct: options.no_punct }),
    ...(options.asian_support === undefined ? {} : { asianSupport: options.asian_support }),
    ...(options.case_sensitive === undefined ? {} : { caseSensitive: options.case_sensitive }),
  };
}

function check(record: TerRecord): void {
  const ter = createTer(terOptions(record.options));
  const result =
    record.hyps !== undefined
      ? ter.corpusScore(record.hyps, record.refs as (string | null)[][])
      : ter.sentenceScore(record.hyp as string, (record.refs as (string | null)[]).filter((ref) => ref !== null));
  expect(closeTo(result.score, record.result.score), `score ${result.score} vs ${record.result.score}`).toBe(true);
  expect(result.numEdits).toBe(record.result.num_edits);
  expect(result.refLength).toBe(record.result.ref_length);
  expect(withoutVersion(formatSignatureFields(result.signature))).toBe(withoutVersion(record.signature));
  expect(withoutVersion(formatSignatureFields(result.signature, true))).toBe(withoutVersion(record.signature_short));
  expect(withoutVersion(ter.format(result, { width: 1 }))).toBe(withoutVersion(record.formatted.w1));
  expect(withoutVersion(ter.format(result, { width: 2 }))).toBe(withoutVersion(record.formatted.w2));
  expect(ter.format(result, { width: 2, scoreOnly: true })).toBe(record.formatted.score_only_w2);
  expect(withoutVersion(ter.formatJson(result, 1))).toBe(withoutVersion(record.formatted.json_w1));
  if (record.segment_stats && record.hyps) {
    const refs = record.refs as (string | null)[][];
    record.hyps.forEach((hyp, i) => {
      expect(ter.segmentStatistics(hyp, refs.map((stream) => stream[i] ?? null))).toEqual(record.segment_stats?.[i]);
    });
    // The same statistics with the references cached once, the hypotheses matched last to first.
    const cached = cacheTerReferences(ter, refs);
    const out: number[] = [];
    for (let i = record.hyps.length - 1; i >= 0; i--) {
      expect(cached.statisticsInto(record.hyps[i] as string, i, out)).toBeGreaterThan(0);
      expect(out).toEqual(record.segment_stats[i]);
    }
    cached.release();
  }
}

/** Records per file, as sacreBLEU 2.6.0 wrote them: a truncated file must fail, not check fewer. */
const RECORDS = { corpus: 680, sentence: 834 } as const;

for (const name of ['corpus', 'sentence'] as const) {
  const records = readJsonl<TerRecord>(`conformance/sacrebleu/ter-${name}.jsonl`);
  describe(`sacreBLEU ${name} TER`, () => {
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
