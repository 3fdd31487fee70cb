import { describe, expect, it } from 'vitest';
import { segmentationAdvice } from './segmentation-advice.js';

describe('segmentationAdvice', () => {
  it.each([
    ['猫がマットの上に座った。', '13a', { language: 'ja', tokenizer: 'ja-mecab' }],
    ['猫坐在垫子上。今天下雨。', 'none', { language: 'zh', tokenizer: 'zh' }],
    ['고양이가 매트 위에 앉았다.', 'intl', { language: 'ko', tokenizer: undefined }],
    ['猫がマットの上に座った。', 'ja-mecab-0.996-IPA+kuromoji-ipadic', undefined],
    ['猫坐在垫子上。', 'zh', undefined],
    ['猫坐在垫子上。', 'char', undefined],
    ['The cat sat on the mat (猫).', '13a', undefined],
    ['', '13a', undefined],
  ] as const)('%j with %s', (text, tokenizer, advice) => {
    expect(segmentationAdvice(text, tokenizer)).toEqual(advice);
  });
});
