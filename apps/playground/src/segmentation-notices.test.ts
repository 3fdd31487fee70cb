import { describe, expect, it } from 'vitest';
import { segmentationNotices } from './segmentation-notices.js';

const TEXTS = {
  Japanese: '政府は火曜日、20兆円規模の新しい経済対策を発表した。\n部屋に入る前に靴を脱いでください。',
  Chinese: '政府周二宣布了新的经济措施。\n请在进入房间前脱鞋。',
  Korean: '정부는 화요일 새로운 경제 대책을 발표했다.',
  Thai: 'รัฐบาลประกาศมาตรการเศรษฐกิจใหม่ในวันอังคาร',
  English: 'The government announced a new economic package on Tuesday.',
} as const;
const ASIAN = { normalized: true, asianSupport: true };
// The scripts some tokenizers split (their registry entries' `segments`).
const NONE: readonly string[] = [];
const MECAB = ['Han', 'Hiragana', 'Katakana'];
const ZH = ['Han'];

describe('segmentationNotices', () => {
  it.each([
    // [references, BLEU tokenizer's scripts, TER on, TER options, BLEU note's language, TER note's language, TER's switch]
    ['Japanese', NONE, true, undefined, 'ja', 'ja', true],
    ['Japanese', MECAB, true, undefined, undefined, 'ja', true],
    ['Japanese', MECAB, true, { normalized: false, asianSupport: true }, undefined, 'ja', true],
    ['Japanese', MECAB, true, { normalized: true, asianSupport: false }, undefined, 'ja', true],
    ['Japanese', MECAB, true, ASIAN, undefined, undefined, undefined],
    ['Japanese', MECAB, false, undefined, undefined, undefined, undefined],
    ['Chinese', ZH, true, undefined, undefined, 'zh', true],
    ['Chinese', NONE, true, ASIAN, 'zh', undefined, undefined],
    ['Korean', NONE, true, undefined, 'ko', undefined, undefined],
    ['Thai', NONE, true, ASIAN, 'th', 'th', false],
    ['English', NONE, true, undefined, undefined, undefined, undefined],
  ] as const)('%s, BLEU splitting %j, TER %s %j: BLEU %s, TER %s (switch %s)', (language, segments, ter, terOptions, bleu, terNote, terSwitch) => {
    const notices = segmentationNotices(TEXTS[language], { segments, ter, ribes: true, ...(terOptions ? { terOptions } : {}) });
    expect(notices.bleu?.language).toBe(bleu);
    expect(notices.ter?.language).toBe(terNote);
    expect(notices.ter?.asianSupportSplits).toBe(terSwitch);
    // RIBES takes BLEU's tokenizer: the same advice, and none when RIBES is off.
    expect(notices.ribes).toEqual(notices.bleu);
    expect(segmentationNotices(TEXTS[language], { segments, ter, ribes: false }).ribes).toBeUndefined();
  });
});
