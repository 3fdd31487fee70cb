import { describe, expect, it } from 'vitest';
import { alreadySplitIntoWords, meanWordLength, segmentationAdvice } from './segmentation-advice.js';

const JA = { language: 'ja', scripts: ['Han', 'Hiragana', 'Katakana'], share: 1, spaced: false };

describe('segmentationAdvice', () => {
  it.each([
    ['猫がマットの上に座った。', [], JA],
    ['猫坐在垫子上。今天下雨。', [], { language: 'zh', scripts: ['Han'], share: 1, spaced: false }],
    // Korean is written with spaces: its words are space-separated, so the advice says so.
    ['고양이가 매트 위에 앉았다', ['Han'], { language: 'ko', scripts: ['Hangul'], share: 1, spaced: true }],
    ['แมวนั่งบนเสื่อ', [], { language: 'th', scripts: ['Thai'], share: 1, spaced: false }],
    ['ແມວນັ່ງ', [], { language: 'lo', scripts: ['Lao'], share: 1, spaced: false }],
    ['ឆ្មាអង្គុយ', [], { language: 'km', scripts: ['Khmer'], share: 1, spaced: false }],
    ['ကြောင်ထိုင်', [], { language: 'my', scripts: ['Myanmar'], share: 1, spaced: false }],
    // A tokenization that splits one of the language's scripts is enough (TER's Asian support splits Han only).
    ['猫がマットの上に座った。', ['Han'], undefined],
    ['猫がマットの上に座った。', ['Han', 'Hiragana', 'Katakana'], undefined],
    ['고양이가 매트 위에 앉았다.', ['Hangul'], undefined],
    ['猫坐在垫子上。', ['*'], undefined],
    ['The cat sat on the mat (猫).', [], undefined],
    ['', [], undefined],
    // Japanese already split into words (MeCab's output): nothing to say.
    ['猫 が マット の 上 に 座っ た 。', [], undefined],
  ] as const)('%j splitting %j', (text, segments, advice) => {
    expect(segmentationAdvice(text, segments)).toEqual(advice);
  });

  it('measures the share of characters in scripts written without spaces, spaces left out', () => {
    // 12 such characters (the full stop 。 is CJK punctuation) and 4 Latin letters.
    expect(segmentationAdvice('猫がマットの上に座った。 ABCD', [])?.share).toBe(12 / 16);
  });
});

describe('meanWordLength', () => {
  it('counts code points per word as the split gives them', () => {
    expect(meanWordLength(['猫が 座った', '𠮷野'], (line) => line.split(' '))).toBe((2 + 3 + 2) / 3);
    expect(meanWordLength([''], () => [])).toBe(0);
  });
});

describe('alreadySplitIntoWords', () => {
  it.each([
    ['猫 が マット の 上 に 座っ た 。', true],
    ['猫がマットの上に座った。 今日は雨です。', false],
    ['The cat sat on the mat.', true],
    ['', false],
  ])('%j: %s', (text, split) => {
    expect(alreadySplitIntoWords(text)).toBe(split);
  });
});
