// Every NLTK 3.8 record (corpus_bleu and sentence_bleu, 90 settings each) reproduced by the `nltk`
// preset: scores to 1e-12 relative, the int 0, the warning count and the exceptions.
import { PeerError, resolvePreset, scorePresetTokens, type PresetOverrides } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../test-support/shared.js';
import { closeTo } from './sacrebleu-tokenizers.js';

interface NltkResult {
  weights_name: string;
  weights: number[] | number[][];
  smoothing: string;
  auto_reweigh: boolean;
  result: number | number[] | null;
  result_type: string | string[];
  warnings: number;
  error: string | null;
}

interface NltkRecord {
  case_id: string;
  segment?: number;
  hyps?: string[][];
  refs?: string[][][];
  hypothesis?: string[];
  references?: string[][];
  results: NltkResult[];
}

const corpus = readJsonl<NltkRecord>('conformance/nltk/corpus_bleu.jsonl');
const sentence = readJsonl<NltkRecord>('conformance/nltk/sentence_bleu.jsonl');

function check(record: NltkRecord): number {
  const hyps = record.hyps ?? [record.hypothesis as string[]];
  const refs = record.refs ?? [record.references as string[][]];
  for (const entry of record.results) {
    const overrides: PresetOverrides = {
      weights: entry.weights,
      smoothing: entry.smoothing === 'none' ? 'method0' : entry.smoothing,
      autoReweigh: entry.auto_reweigh,
    };
    const where = `${record.case_id} ${entry.weights_name} ${entry.smoothing} reweigh=${entry.auto_reweigh}`;
    const run = () => scorePresetTokens(resolvePreset('nltk', overrides), hyps, refs);
    if (entry.error !== null) {
      let caught: unknown;
      try {
        run();
      } catch (error) {
        caught = error;
      }
      expect(caught, where).toBeInstanceOf(PeerError);
      expect((caught as PeerError).peerError, where).toBe(entry.error);
      continue;
    }
    const result = run();
    const expected = Array.isArray(entry.result) ? entry.result : [entry.result as number];
    const types = Array.isArray(entry.result_type) ? entry.result_type : [entry.result_type];
    expect(result.scores.length, where).toBe(expected.length);
    expected.forEach((value, j) => {
      const actual = result.scores[j] as number;
      if (!closeTo(actual, value)) expect(actual, where).toBe(value);
    });
    expect(result.integerZero, where).toBe(types[0] === 'int');
    expect(result.warnings, where).toBe(entry.warnings);
  }
  return record.results.length;
}

describe('NLTK 3.8 corpus_bleu', () => {
  it.each(corpus.map((record) => [record.case_id, record] as const))('%s', (_, record) => {
    expect(check(record)).toBe(90);
  });
});

describe('NLTK 3.8 sentence_bleu', () => {
  it.each(sentence.map((record) => [`${record.case_id}#${record.segment}`, record] as const))('%s', (_, record) => {
    expect(check(record)).toBe(90);
  });
});
