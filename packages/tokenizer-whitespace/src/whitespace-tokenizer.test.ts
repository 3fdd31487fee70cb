// sacreBLEU 2.6.0's `none` tokenizer on its 524 vectors: bleukit's tokens are the words of
// sacreBLEU's output (which is the input unchanged), split on Python's whitespace set.
import { pythonSplit, TokenSpans, tokenHash } from '@bleukit/core';
import { checkTokenizer } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../test-support/shared.js';
import { createWhitespaceTokenizer, whitespaceTokenizer } from './index.js';

interface TokenizeRecord {
  id: string;
  input: string;
  output: string;
  signature: string;
}

const records = readJsonl<TokenizeRecord>('conformance/sacrebleu/tokenize-none.jsonl');

describe('whitespaceTokenizer (sacreBLEU none)', () => {
  it('keeps the tokenizer contract and has sacreBLEU signature name', () => {
    expect(checkTokenizer(whitespaceTokenizer)).toEqual([]);
    expect(whitespaceTokenizer.name).toBe(records[0]?.signature);
    expect(createWhitespaceTokenizer().name).toBe('none');
  });

  it('reproduces all 524 vectors', () => {
    expect(records).toHaveLength(524);
    const differences = records
      .filter((record) => JSON.stringify(whitespaceTokenizer.tokenize(record.input)) !== JSON.stringify(pythonSplit(record.output)))
      .map((record) => `${record.id}: ${JSON.stringify(record.input)}`);
    expect(differences).toEqual([]);
  });

  it('gives the same tokens, with their hashes, as spans on all 524 vectors', () => {
    const spans = new TokenSpans();
    const differences = records
      .filter((record) => {
        whitespaceTokenizer.tokenSpans?.(record.input, spans);
        const tokens = spans.tokens();
        if (!spans.hashed || tokens.some((token, t) => spans.hashes[t] !== tokenHash(token))) return true;
        return JSON.stringify(tokens) !== JSON.stringify(pythonSplit(record.output));
      })
      .map((record) => `${record.id}: ${JSON.stringify(record.input)}`);
    expect(differences).toEqual([]);
  });

  // Where Python's str.split() and JavaScript's \s disagree.
  it.each([
    ['a\u001cb\u001fc', ['a', 'b', 'c']],
    ['a\u0085b', ['a', 'b']],
    ['a\ufeffb', ['a\ufeffb']],
    ['a\u200bb', ['a\u200bb']],
    ['\u3000a\u00a0\u2028b\t', ['a', 'b']],
    ['', []],
  ])('%j → %j', (line, tokens) => {
    expect(whitespaceTokenizer.tokenize(line)).toEqual(tokens);
  });
});
