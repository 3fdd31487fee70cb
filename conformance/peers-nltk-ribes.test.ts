// NLTK 3.8's corpus_ribes and sentence_ribes on 200 recorded cases (../shared/conformance/ribes),
// compared as Python's repr of the returned float: @bleukit/ribes with `method: 'nltk'` (NLTK's own
// alignment and tau, no lower-casing, no whitespace normalisation: the token lists are given).
import { formatFloat } from '@bleukit/core';
import { createRibes, sentenceRibes } from '@bleukit/ribes';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../test-support/shared.js';

interface NltkRibesRecord {
  id: string;
  hyps: string[][];
  refs: string[][][];
  alpha: number;
  beta: number;
  corpus_ribes: string;
  sentence_ribes: string[];
}

const records = readJsonl<NltkRibesRecord>('conformance/ribes/nltk-ribes.jsonl');

/** NLTK's sentence_ribes: the best value over the references (strictly greater wins, from -1). */
function nltkSentence(refs: readonly string[][], hyp: readonly string[], alpha: number, beta: number): number {
  let best = -1;
  for (const ref of refs) {
    const value = sentenceRibes(hyp, ref, { alpha, beta, method: 'nltk' }).value;
    if (value > best) best = value;
  }
  return best;
}

describe('NLTK 3.8 ribes_score records', () => {
  it('has the recorded count', () => {
    expect(records).toHaveLength(200);
    expect(records.flatMap((record) => record.sentence_ribes)).toHaveLength(records.reduce((n, record) => n + record.hyps.length, 0));
  });

  it.each(records.map((record) => [record.id, record] as const))('%s', (_id, record) => {
    const sentences = record.hyps.map((hyp, i) => nltkSentence(record.refs[i] as string[][], hyp, record.alpha, record.beta));
    expect(sentences.map(formatFloat)).toEqual(record.sentence_ribes);
    // corpus_ribes: the sentence values summed in order, divided by the number of hypotheses.
    let sum = 0;
    for (const value of sentences) sum += value;
    expect(formatFloat(sum / record.hyps.length)).toBe(record.corpus_ribes);
    // The same through the metric, on lines of space-joined tokens, references as streams.
    const streams = Array.from({ length: Math.max(...record.refs.map((refs) => refs.length)) }, (_, k) =>
      record.refs.map((refs) => (refs[k] === undefined ? null : refs[k].join(' '))),
    );
    const metric = createRibes({ method: 'nltk', alpha: record.alpha, beta: record.beta });
    expect(formatFloat(metric.corpusScore(record.hyps.map((hyp) => hyp.join(' ')), streams).ribes)).toBe(record.corpus_ribes);
  });
});
