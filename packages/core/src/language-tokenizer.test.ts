import { describe, expect, it } from 'vitest';
import { sacrebleuTokenizerName } from './language-tokenizer.js';

describe('sacrebleuTokenizerName', () => {
  it.each([
    ['zh', 'zh'],
    ['ja', 'ja-mecab'],
    ['ko', 'ko-mecab'],
    ['de', '13a'],
    ['th', '13a'],
    ['', '13a'],
  ])('%j → %s', (language, name) => {
    expect(sacrebleuTokenizerName(language)).toBe(name);
  });
});
