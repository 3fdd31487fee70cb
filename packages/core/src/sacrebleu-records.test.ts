// Core against sacreBLEU's own records, without any tokenizer package: every record's printed
// forms (text at widths 1 and 2, JSON, short signature) are rebuilt from its numbers, and the
// records with sacreBLEU's `none` tokenizer (Python split) are scored end to end.
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../test-support/shared.js';
import { createBleu, type BleuResult } from './bleu.js';
import { formatBleu, formatBleuJson } from './format.js';
import { pythonSplit } from './python-whitespace.js';
import { formatSignature, type BleuSignature } from './signature.js';
import type { SmoothMethod } from './smoothing.js';

interface BleuRecord {
  id: string;
  hyps?: string[];
  refs: string[][] | string[];
  hyp?: string;
  options: {
    lowercase: boolean;
    smooth_method: SmoothMethod;
    smooth_value: number | null;
    max_ngram_order: number;
    effective_order: boolean;
  };
  tokenizer_signature: string;
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
  signature: string;
  signature_short: string;
  formatted: { w1: string; w2: string; json_w1: string };
}

const records = [
  ...readJsonl<BleuRecord>('conformance/sacrebleu/bleu-corpus.jsonl'),
  ...readJsonl<BleuRecord>('conformance/sacrebleu/bleu-sentence.jsonl'),
];

function parseSignature(text: string): BleuSignature {
  return Object.fromEntries(text.split('|').map((field) => field.split(/:(.*)/s).slice(0, 2))) as BleuSignature;
}

function resultOf(record: BleuRecord): BleuResult {
  const r = record.result;
  return {
    score: r.score,
    counts: r.counts,
    totals: r.totals,
    precisions: r.precisions,
    bp: r.bp,
    sysLen: r.sys_len,
    refLen: r.ref_len,
    ratio: r.ratio,
    signature: parseSignature(record.signature),
  };
}

describe('formatting every sacreBLEU record', () => {
  it('has records to check', () => {
    expect(records.length).toBeGreaterThan(10000);
  });

  it('prints text, JSON and the short signature byte for byte', () => {
    const wrong: string[] = [];
    for (const record of records) {
      const result = resultOf(record);
      if (formatBleu(result, { width: 1 }) !== record.formatted.w1) wrong.push(`${record.id} w1`);
      if (formatBleu(result, { width: 2 }) !== record.formatted.w2) wrong.push(`${record.id} w2`);
      if (formatBleu(result) !== record.formatted.w2) wrong.push(`${record.id} default width`);
      if (formatBleuJson(result, 1) !== record.formatted.json_w1) wrong.push(`${record.id} json`);
      if (formatBleuJson(result) !== record.formatted.json_w1) wrong.push(`${record.id} json default`);
      if (formatSignature(result.signature, true) !== record.signature_short) wrong.push(`${record.id} short`);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('prints only the score, or no signature, when asked', () => {
    const result = resultOf(records[0] as BleuRecord);
    expect(formatBleu(result, { scoreOnly: true, width: 1 })).toBe(record0().w1.split(' = ')[1]?.split(' ')[0]);
    expect(formatBleu(result, { noSignature: true, width: 2 })).toBe(`BLEU = ${record0().w2.split(' = ').slice(1).join(' = ')}`);
    expect(formatBleu(result, { short: true })).toBe(
      record0().w2.replace((records[0] as BleuRecord).signature, (records[0] as BleuRecord).signature_short),
    );
  });

  it('adds a bootstrap estimate as sacreBLEU does (μ = mean ± ci), and none when the mean is 0', () => {
    const result = resultOf(records[0] as BleuRecord);
    const base = formatBleu(result, { width: 1, noSignature: true });
    expect(formatBleu(result, { width: 1, noSignature: true }, { mean: 48.25, ci: 1.35 })).toBe(
      base.replace('= 48.5 ', '= 48.5 (μ = 48.2 ± 1.4) '),
    );
    expect(formatBleu(result, { width: 1 }, { mean: 0, ci: 1 })).toBe(record0().w1);
    const json = formatBleuJson(result, 1, { mean: 48.25, ci: 1.35 });
    expect(json).toContain('\n "confidence_mean": 48.2,\n "confidence_var": 1.4,\n "confidence": "μ = 48.2 ± 1.4",\n "verbose_score"');
    expect(formatBleuJson(result, 1, { mean: 0, ci: 1 })).toBe(record0().json_w1);
  });
});

function closeTo(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));
}

function record0(): BleuRecord['formatted'] {
  return (records[0] as BleuRecord).formatted;
}

describe('scoring the records of sacreBLEU’s `none` tokenizer end to end', () => {
  const none = records.filter((record) => record.tokenizer_signature === 'none');

  it('has them', () => {
    expect(none.length).toBeGreaterThan(400);
  });

  it('gives sacreBLEU’s numbers exactly', () => {
    const wrong: string[] = [];
    for (const record of none) {
      const o = record.options;
      const bleu = createBleu({
        tokenizer: { name: 'none', tokenize: pythonSplit },
        lowercase: o.lowercase,
        smoothMethod: o.smooth_method,
        ...(o.smooth_value === null ? {} : { smoothValue: o.smooth_value }),
        maxNgramOrder: o.max_ngram_order,
        effectiveOrder: o.effective_order,
      });
      const result =
        record.hyps !== undefined
          ? bleu.corpusScore(record.hyps, record.refs as string[][])
          : bleu.sentenceScore(record.hyp as string, record.refs as string[]);
      const { signature, ...numbers } = result;
      const r = record.result;
      const expected = {
        score: r.score,
        counts: r.counts,
        totals: r.totals,
        precisions: r.precisions,
        bp: r.bp,
        sysLen: r.sys_len,
        refLen: r.ref_len,
        ratio: r.ratio,
      };
      // Integers exactly; floats to the last bits (V8's Math.exp and libm's exp may differ by an ulp).
      const { score, bp, precisions, ...exact } = numbers;
      const { score: xScore, bp: xBp, precisions: xPrecisions, ...xExact } = expected;
      if (JSON.stringify(exact) !== JSON.stringify(xExact)) wrong.push(`${record.id} numbers`);
      const floats = [score, bp, ...precisions];
      const xFloats = [xScore, xBp, ...xPrecisions];
      if (floats.length !== xFloats.length || floats.some((v, i) => !closeTo(v, xFloats[i] as number))) {
        wrong.push(`${record.id} ${floats.join(' ')} vs ${xFloats.join(' ')}`);
      }
      const printed = formatSignature({ ...signature, version: '2.6.0' });
      if (printed !== record.signature) wrong.push(`${record.id} signature ${printed}`);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});
