import { describe, expect, it } from 'vitest';
import { segmentationNotices } from './segmentation-notices.js';

const TEXTS = {
  Japanese: '政府は火曜日、20兆円規模の新しい経済対策を発表した。\n部屋に入る前に靴を脱いでください。',
  Chinese: '政府周二宣布了新的经济措施。\n请在进入房间前脱鞋。',
  Korean: '정부는 화요일 새로운 경제 대책을 발표했다.',
  English: 'The government announced a new economic package on Tuesday.',
} as const;
const ASIAN = { normalized: true, asianSupport: true };

describe('segmentationNotices', () => {
  it.each([
    // [references, BLEU tokenizer, TER on, TER options, BLEU note's language, TER note]
    ['Japanese', '13a', true, undefined, 'ja', 'ja'],
    ['Japanese', 'ja-mecab', true, undefined, undefined, 'ja'],
    ['Japanese', 'ja-mecab', true, { normalized: false, asianSupport: true }, undefined, 'ja'],
    ['Japanese', 'ja-mecab', true, { normalized: true, asianSupport: false }, undefined, 'ja'],
    ['Japanese', 'ja-mecab', true, ASIAN, undefined, undefined],
    ['Japanese', 'ja-mecab', false, undefined, undefined, undefined],
    ['Chinese', 'zh', true, undefined, undefined, 'zh'],
    ['Chinese', '13a', true, ASIAN, 'zh', undefined],
    ['Korean', '13a', true, undefined, 'ko', undefined],
    ['English', '13a', true, undefined, undefined, undefined],
  ] as const)('%s with %s, TER %s %j: BLEU %s, TER %s', (language, tokenizer, ter, terOptions, bleu, terNote) => {
    const notices = segmentationNotices(TEXTS[language], { tokenizer, ter, ribes: true, ...(terOptions ? { terOptions } : {}) });
    expect(notices.bleu?.language).toBe(bleu);
    expect(notices.ter).toBe(terNote);
    // RIBES takes BLEU's tokenizer: the same advice, and none when RIBES is off.
    expect(notices.ribes).toEqual(notices.bleu);
    expect(segmentationNotices(TEXTS[language], { tokenizer, ter, ribes: false }).ribes).toBeUndefined();
  });
});
