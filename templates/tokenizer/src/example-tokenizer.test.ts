import { checkTokenizer } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';
import { createExampleTokenizer, exampleTokenizer } from './index.js';

describe('example tokenizer', () => {
  it('keeps the tokenizer contract', () => {
    expect(checkTokenizer(exampleTokenizer)).toEqual([]);
    expect(checkTokenizer(createExampleTokenizer({ lowercase: true }))).toEqual([]);
  });

  it.each([
    ['The cat sat.', ['The', 'cat', 'sat', '.']],
    ['  two  spaces ', ['two', 'spaces']],
  ])('%j → %j', (line, tokens) => {
    expect(exampleTokenizer.tokenize(line)).toEqual(tokens);
  });
});
