// What the tests share: the error a call throws, and analyze's input on space-split words.
import { BleukitError, createBleu, type Metric } from '@bleukit/core';
import type { AnalyzeInput } from './analyze/analyze.js';

/** The BleukitError `run` throws; anything else it throws is rethrown, and throwing nothing fails. */
export function errorOf(run: () => unknown): BleukitError {
  try {
    run();
  } catch (error) {
    if (BleukitError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('no error');
}

/** Words split on single spaces, as compare-mt splits its tokenized files. */
export const spaces = { name: 'none', tokenize: (line: string): string[] => (line === '' ? [] : line.split(' ')) };
/** Corpus BLEU on {@link spaces}. */
export const spaceBleu = (): Metric => createBleu({ tokenizer: spaces });
/** Sentence BLEU (`eff:yes`) on {@link spaces}. */
export const spaceSentenceBleu = (): Metric => createBleu({ tokenizer: spaces, effectiveOrder: true });

/** analyze's input for these lines, files named ref1…/sys1…, words on spaces, corpus and sentence BLEU; `extra` overrides. */
export function analyzeInput(references: string[][], systems: string[][], extra: Partial<AnalyzeInput> = {}): AnalyzeInput {
  return {
    referenceFiles: references.map((_, r) => `ref${r + 1}`),
    references,
    systems: systems.map((lines, o) => ({ name: `sys${o + 1}`, file: `sys${o + 1}`, lines })),
    words: spaces.tokenize,
    wordsInfo: { tokenizer: 'none', lowercase: false },
    metrics: [{ metric: spaceBleu(), sentence: spaceSentenceBleu() }],
    version: 'test',
    ...extra,
  };
}
