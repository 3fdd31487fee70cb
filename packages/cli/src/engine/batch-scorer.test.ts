import { pythonSplit, type Tokenizer } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { createBatchScorer, shareOf, type ScorerSettings } from './batch-scorer.js';

const settings: ScorerSettings = {
  metrics: [
    { id: 'bleu', tokenizer: 'split', locale: '', lowercase: false, order: 4 },
    { id: 'chrf', options: {} },
  ],
} as ScorerSettings;

describe('shared batches', () => {
  const refs = Array.from({ length: 200 }, (_, i) => `the reference number ${i % 37} says ${i % 11} things .`);
  const hyps = refs.map((ref, i) => (i % 4 === 0 ? `${ref} again .` : ref.replace('says', 'said')));

  it('split a batch by reference line: the shares add up to the whole, periods counted once', () => {
    const calls = new Map<string, number>();
    const tokenizer: Tokenizer = {
      name: 'split',
      costly: true,
      tokenize: (line) => {
        calls.set(line, (calls.get(line) ?? 0) + 1);
        return pythonSplit(line);
      },
    };
    const whole = createBatchScorer(tokenizer, settings).score({ hyps, refs: [refs], segments: false, countPeriods: true });
    for (const of of [2, 3]) {
      calls.clear();
      const parts = Array.from({ length: of }, (_, index) =>
        createBatchScorer(tokenizer, settings).score({ hyps, refs: [refs], segments: false, countPeriods: true, share: { index, of } }),
      );
      const totals = parts.reduce((sum, part) => sum.map((value, j) => value + (part.totals[j] as number)), new Array<number>(whole.totals.length).fill(0));
      expect(totals).toEqual(Array.from(whole.totals));
      expect(parts.map((part) => part.periods ?? 0).reduce((a, b) => a + b)).toBe(whole.periods);
      // each reference line was tokenized by one share only, once
      expect(new Set(refs.map((ref) => calls.get(ref)))).toEqual(new Set([1]));
    }
  });

  it('spread lines evenly over the shares', () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `line ${i} of a corpus`);
    for (const of of [2, 3, 8]) {
      const counts = new Array<number>(of).fill(0);
      for (const line of lines) counts[shareOf(line, of)] = (counts[shareOf(line, of)] as number) + 1;
      for (const count of counts) expect(Math.abs(count / lines.length - 1 / of)).toBeLessThan(0.25 / of);
    }
  });
});

describe('kept references', () => {
  const refs = ['the cat sat on the mat .', 'a dog barked .'];
  const job = (hyps: string[], extra: object) => ({ hyps, segments: true, refKey: 7, ...extra });

  it('are reused by later systems until the job that lets them go, then asked for again', () => {
    const scorer = createBatchScorer({ name: 'split', tokenize: pythonSplit }, settings);
    const fresh = createBatchScorer({ name: 'split', tokenize: pythonSplit }, settings);
    const first = scorer.score(job(['the cat sat on a mat .', 'a dog barks .'], { refs: [refs] }));
    expect(first.segments).toEqual(fresh.score({ hyps: ['the cat sat on a mat .', 'a dog barks .'], refs: [refs], segments: true }).segments);
    const last = scorer.score(job(['the cat sat .', 'a dog .'], { dropRefs: true }));
    expect(last.segments).toEqual(fresh.score({ hyps: ['the cat sat .', 'a dog .'], refs: [refs], segments: true }).segments);
    expect(() => scorer.score(job(['the cat .', 'dog .'], {}))).toThrow('internal: no references for batch 7');
  });
});
