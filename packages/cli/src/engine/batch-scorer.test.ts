import { pythonSplit, type Tokenizer } from '@bleukit/core';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { describe, expect, it } from 'vitest';
import { statisticsLayout } from '../arguments/metric-settings.js';
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

describe("RIBES beside BLEU (BLEU's tokens reused)", () => {
  // Lines where lower-casing the whole line is not lower-casing each token (a Greek final sigma
  // next to punctuation, a dotted İ that lengthens the line), and other Python spaces.
  const refs = [
    'ΟΔΟΣ.ΑΘΗΝΑ and the İstanbul ROAD , said ΣΟΦΟΣ .',
    'The cat\u00a0sat on the MAT (again) .',
    'Weird\u0085spacing\u3000here and\x1cthere , OK ?',
    'a b c d e f g',
    "Don't ΠΆΣ-ΚΑΛΌΣ worry ; be happy !",
    'İZMİR and İstanbul are BIG cities , big .',
  ];
  const hyps = [
    ['ΑΘΗΝΑ ΟΔΟΣ . and İstanbul road said ΣΟΦΟΣ .', 'the cat sat on the mat again .', 'weird spacing here and there , ok ?', 'g f e d c b a', "don't worry , be happy ΠΆΣ-ΚΑΛΌΣ !", 'İstanbul and İZMİR are big cities , BIG .'],
    ['ΟΔΟΣ.ΑΘΗΝΑ the road', 'The\u00a0cat sat', 'Weird\u0085spacing', 'a b c', 'be happy !', 'İZMİR is big , big .'],
  ];
  const tokenizer = tokenizer13a;
  const ribesColumns = (metrics: ScorerSettings['metrics'], keyed: boolean): number[][] => {
    const scorer = createBatchScorer(tokenizer, { metrics });
    const ribesAt = statisticsLayout(metrics).offsets[metrics.findIndex((spec) => spec.id === 'ribes')] as number;
    return hyps.map((system, s) => {
      const result = scorer.score({ hyps: system, refs: [refs], segments: true, ...(keyed ? { refKey: 1, dropRefs: s === hyps.length - 1 } : {}) });
      const width = (result.segments as Float64Array).length / system.length;
      return system.map((_, i) => Array.from((result.segments as Float64Array).subarray(i * width + ribesAt, i * width + ribesAt + 2))).flat();
    });
  };

  it.each([
    [false, false, false],
    [true, false, false],
    [false, true, false],
    [true, true, true],
    [true, false, true],
  ])('give RIBES its own statistics (references kept: %s, case-sensitive RIBES: %s, BLEU -lc: %s)', (keyed, caseSensitive, lowercase) => {
    const ribes = { id: 'ribes', tokenizer: '13a', locale: '', options: { alpha: 0.25, beta: 0.1, caseSensitive } } as const;
    const alone = ribesColumns([ribes], keyed);
    const beside = ribesColumns([{ id: 'bleu', tokenizer: '13a', locale: '', lowercase, order: 4 }, ribes], keyed);
    expect(beside).toEqual(alone);
    // not all zeros: the segments align
    expect(alone.flat().some((value) => value > 0 && value < 1)).toBe(true);
  });
});
