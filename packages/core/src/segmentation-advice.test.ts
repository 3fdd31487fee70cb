import { describe, expect, it } from 'vitest';
import { segmentationAdvice } from './segmentation-advice.js';

const JA = { language: 'ja', scripts: ['Han', 'Hiragana', 'Katakana'] };

describe('segmentationAdvice', () => {
  it.each([
    ['猫がマットの上に座った。', [], JA],
    ['猫坐在垫子上。今天下雨。', [], { language: 'zh', scripts: ['Han'] }],
    ['고양이가 매트 위에 앉았다.', ['Han'], { language: 'ko', scripts: ['Hangul'] }],
    ['แมวนั่งบนเสื่อ', [], { language: 'th', scripts: ['Thai'] }],
    ['ແມວນັ່ງ', [], { language: 'lo', scripts: ['Lao'] }],
    ['ឆ្មាអង្គុយ', [], { language: 'km', scripts: ['Khmer'] }],
    ['ကြောင်ထိုင်', [], { language: 'my', scripts: ['Myanmar'] }],
    // A tokenization that splits one of the language's scripts is enough (TER's Asian support splits Han only).
    ['猫がマットの上に座った。', ['Han'], undefined],
    ['猫がマットの上に座った。', ['Han', 'Hiragana', 'Katakana'], undefined],
    ['고양이가 매트 위에 앉았다.', ['Hangul'], undefined],
    ['猫坐在垫子上。', ['*'], undefined],
    ['The cat sat on the mat (猫).', [], undefined],
    ['', [], undefined],
  ] as const)('%j splitting %j', (text, segments, advice) => {
    expect(segmentationAdvice(text, segments)).toEqual(advice);
  });
});
