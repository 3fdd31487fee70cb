import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nltkMissing, runNltk } from '../../../test-support/nltk-tools.js';
import { sharedPath } from '../../../test-support/shared.js';
import { selfBleu } from './self-bleu.js';
import { errorOf } from './test-helpers.js';

// NLTK 3.8 run live: each line's sentence_bleu against all the other lines, with method1, and
// 100 × their mean. Lines come as JSON: strings are split by Python's str.split() (-tok none),
// lists are tokens already.
const NLTK_SELF_BLEU = `
import json, sys
from nltk.translate.bleu_score import sentence_bleu, SmoothingFunction
for case in sys.stdin:
    case = json.loads(case)
    lines = [(line.lower() if case['lowercase'] else line).split() if isinstance(line, str) else line for line in case['lines']]
    weights = tuple(case['weights'])
    smooth = SmoothingFunction(epsilon=case['epsilon']).method1
    values = [sentence_bleu(lines[:i] + lines[i + 1:], lines[i], weights, smoothing_function=smooth) for i in range(len(lines))]
    print(json.dumps({'sentences': values, 'score': 100 * (sum(values) / len(values))}))
`;

interface Case {
  name: string;
  lines: string[];
  tokens?: string[][];
  weights?: number[];
  epsilon?: number;
  lowercase?: boolean;
}

function wmt(file: string, from: number, count: number): string[] {
  return readFileSync(sharedPath(`data/wmt-sample/${file}`), 'utf8').split('\n').slice(from, from + count);
}

const CASES: Case[] = [
  { name: 'WMT English references and outputs (de-en)', lines: [...wmt('de-en/ref.A.en', 0, 40), ...wmt('de-en/hyp.Online-B.en', 0, 40), ...wmt('de-en/hyp.LT22.en', 0, 40)] },
  { name: 'WMT German sources', lines: wmt('de-en/src.de', 100, 80) },
  { name: 'WMT Japanese references (one token per line when split on whitespace)', lines: wmt('en-ja/ref.A.ja', 0, 40) },
  { name: 'WMT English, 3-grams with weights 1/3 (Texygen)', lines: wmt('ja-en/ref.A.en', 0, 80), weights: [1 / 3, 1 / 3, 1 / 3] },
  { name: 'WMT English, ε = 0.01 and bigrams', lines: wmt('de-en/hyp.PROMT.en', 50, 60), weights: [0.5, 0.5], epsilon: 0.01 },
  {
    name: 'edge cases: empty lines, repeats, lines shorter than 4 tokens, punctuation',
    lines: ['', 'a', 'a', 'a b', 'a b c', 'a b c d', 'a b c d', '', '. , !', 'the cat sat on the mat .', 'the cat', 'cat the mat on sat'],
  },
  { name: 'WMT English lower-cased', lines: [...wmt('de-en/ref.B.en', 0, 50), ...wmt('de-en/hyp.Online-B.en', 0, 50)], lowercase: true },
  { name: 'two lines', lines: ['the cat sat', 'the cat sat on the mat'] },
  { name: 'two empty lines', lines: ['', ''] },
  { name: 'all lines equal', lines: ['the same line', 'the same line', 'the same line'] },
];

const live = nltkMissing === undefined ? 'against NLTK 3.8, run live' : `against NLTK: skipped, ${nltkMissing}`;

describe.skipIf(nltkMissing !== undefined)(`self-BLEU ${live}`, () => {
  const tokenized: Case = {
    name: 'WMT English tokenized by 13a',
    lines: wmt('de-en/hyp.JDExploreAcademy.en', 0, 60),
  };
  tokenized.tokens = tokenized.lines.map((line) => tokenizer13a.tokenize(line));
  const cases = [...CASES, tokenized];
  const expected = runNltk(
    NLTK_SELF_BLEU,
    cases
      .map((c) => JSON.stringify({ lines: c.tokens ?? c.lines, weights: c.weights ?? [0.25, 0.25, 0.25, 0.25], epsilon: c.epsilon ?? 0.1, lowercase: c.lowercase ?? false }))
      .join('\n') + '\n',
  )
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { sentences: number[]; score: number });

  it.each(cases.map((c, k) => [c.name, c, expected[k]] as const))('%s: every sentence value and the score as NLTK', (_, c, nltk) => {
    const result = selfBleu(c.lines, {
      ...(c.tokens === undefined ? {} : { tokenizer: tokenizer13a }),
      ...(c.weights === undefined ? {} : { weights: c.weights }),
      ...(c.epsilon === undefined ? {} : { epsilon: c.epsilon }),
      ...(c.lowercase === undefined ? {} : { lowercase: c.lowercase }),
    });
    expect(Array.from(result.sentences)).toEqual(nltk?.sentences);
    expect(result.score).toBe(nltk?.score);
  });
});

describe('self-BLEU input', () => {
  it.each([
    ['one line', () => selfBleu(['a b c']), /^invalid-input: .*at least 2 lines, received 1/],
    ['no lines', () => selfBleu([]), /^invalid-input: .*at least 2 lines, received 0/],
    ['a line that is not a string', () => selfBleu(['a', 1 as never]), /^invalid-input: .*lines\[1\] \(line 2\)/],
    ['a bad tokenizer', () => selfBleu(['a', 'b'], { tokenizer: {} as never }), /^invalid-argument: .*tokenizer/],
    ['a negative epsilon', () => selfBleu(['a', 'b'], { epsilon: -1 }), /^invalid-argument: .*epsilon/],
    ['empty weights', () => selfBleu(['a', 'b'], { weights: [] }), /^invalid-argument: .*weights/],
  ])('refuses %s with a clear error', (_, run, expected) => {
    expect(errorOf(run)).toMatch(expected);
  });
});
