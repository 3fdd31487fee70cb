import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../test-support/shared.js';
import { spanTokens } from '../test/span-tokens.js';
import { PROPERTY_PARAMETERS, trickyLine } from '../test/tricky-lines.js';
import { wmtSampleLines } from '../../../test-support/wmt-lines.js';
import { tokenizeZhReference, tokenizerZh } from './tokenizer-zh.js';

describe('zh', () => {
  // Outputs of sacreBLEU's zh steps in Python (strip, isolate, the four `re` rules, split).
  it.each([
    ['我有3.5元。', ['我', '有', '3.5', '元', '。']],
    ['.5 元', ['.5', '元']],
    ['价格5.', ['价', '格', '5.']],
    ['..5', ['.', '.', '5']],
    ['5..', ['5', '.', '.']],
    [' .5', ['.5']],
    ['“引号”…', ['“', '引', '号', '”', '…']],
    ['𠮷野家', ['𠮷', '野', '家']],
    ['ひらがなカタカナ한국어', ['ひらがなカタカナ한국어']],
    ['a\u200bb', ['a', '\u200b', 'b']],
    ['Ⅱ.5', ['Ⅱ', '.', '5']],
  ])('%j → %j', (line, tokens) => {
    expect(tokenizerZh.tokenize(line)).toEqual(tokens);
    expect(tokenizeZhReference(line)).toEqual(tokens);
  });
});

describe('zh one-pass tokenizer equals the literal steps', () => {
  it('on the sacreBLEU vectors', () => {
    for (const { input } of readJsonl<{ input: string }>('conformance/sacrebleu/tokenize-zh.jsonl')) {
      expect(tokenizerZh.tokenize(input), JSON.stringify(input)).toEqual(tokenizeZhReference(input));
    }
  });

  it('on every line of the WMT sample', () => {
    for (const line of wmtSampleLines()) {
      expect(tokenizerZh.tokenize(line), JSON.stringify(line)).toEqual(tokenizeZhReference(line));
    }
  });

  it('on seeded random lines of digits, marks, CJK, letters and Unicode spaces', () => {
    fc.assert(
      fc.property(trickyLine(), (line) => {
        expect(tokenizerZh.tokenize(line)).toEqual(tokenizeZhReference(line));
        expect(spanTokens(tokenizerZh, line)).toEqual(tokenizeZhReference(line));
      }),
      PROPERTY_PARAMETERS,
    );
  });
});
