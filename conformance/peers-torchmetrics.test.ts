// Every torchmetrics 1.9 bleu_score record reproduced by the `torchmetrics` preset within its
// float32 noise (1e-6 relative).
import { resolvePreset, scorePreset } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../test-support/shared.js';
import { closeTo } from './sacrebleu-tokenizers.js';

interface TorchmetricsRecord {
  case_id: string;
  preds: string[];
  target: string[][];
  results: { n_gram: number; smooth: boolean; weights: number[] | null; value?: number; error?: string }[];
}

const records = readJsonl<TorchmetricsRecord>('conformance/torchmetrics/bleu_score.jsonl');

describe('torchmetrics 1.9 bleu_score', () => {
  it.each(records.map((r) => [r.case_id, r] as const))('%s', (_, record) => {
    const width = Math.max(...record.target.map((t) => t.length));
    const streams = Array.from({ length: width }, (_, k) => record.target.map((t) => t[k] as string));
    for (const entry of record.results) {
      const where = `${record.case_id} n_gram=${entry.n_gram} smooth=${entry.smooth} weights=${entry.weights}`;
      expect(entry.error, where).toBeUndefined();
      const preset = resolvePreset('torchmetrics', {
        maxOrder: entry.n_gram,
        smoothing: entry.smooth ? 'add-one' : 'none',
        ...(entry.weights ? { weights: entry.weights } : {}),
      });
      const actual = scorePreset(preset, record.preds, streams).score;
      if (!closeTo(actual, entry.value as number, 1e-6)) expect(actual, where).toBe(entry.value);
    }
    expect(record.results.length).toBe(9);
  });
});
