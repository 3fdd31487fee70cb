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
// Registered tokenizers a note may suggest, as their packages describe them.
const entry = (name: string, more: object) => ({ name, summary: name, load: name, ...more });
const SEGMENTERS = [
  entry('13a', { defaultFor: ['*'] }),
  entry('zh', { segments: ['Han'], defaultFor: ['zh'] }),
  entry('ja-mecab', { segments: ['Han', 'Hiragana', 'Katakana'], defaultFor: ['ja'] }),
  entry('intl-segmenter', { segments: ['*'], locale: true }),
];

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
    // Korean is written with spaces: its words are found, and no registered tokenizer here splits Hangul further.
    ['Korean', NONE, true, undefined, undefined, undefined, undefined],
    ['Thai', NONE, true, ASIAN, 'th', 'th', false],
    ['English', NONE, true, undefined, undefined, undefined, undefined],
  ] as const)('%s, BLEU splitting %j, TER %s %j: BLEU %s, TER %s (switch %s)', (language, segments, ter, terOptions, bleu, terNote, terSwitch) => {
    const notices = segmentationNotices(TEXTS[language], { segments, segmenters: SEGMENTERS, ter, ribes: true, ...(terOptions ? { terOptions } : {}) });
    expect(notices.bleu?.language).toBe(bleu);
    expect(notices.ter?.language).toBe(terNote);
    expect(notices.ter?.asianSupportSplits).toBe(terSwitch);
    // RIBES takes BLEU's tokenizer: the same advice, and none when RIBES is off.
    expect(notices.ribes).toEqual(notices.bleu);
    expect(segmentationNotices(TEXTS[language], { segments, segmenters: SEGMENTERS, ter, ribes: false }).ribes).toBeUndefined();
  });

  it('says nothing of text already split into words (as the command line skips it), whatever the metric', () => {
    const mecab = '政府 は 火曜日 、 20 兆 円 規模 の 新しい 経済 対策 を 発表 し た 。\n部屋 に 入る 前 に 靴 を 脱い で ください 。';
    expect(segmentationNotices(mecab, { segments: NONE, segmenters: SEGMENTERS, ter: true, ribes: true, chrf: 'chrF++' })).toEqual({});
  });

  it('reports what it measured: the share of such characters and the mean run between spaces', () => {
    // Two lines without spaces, all Japanese script or CJK punctuation but the "20".
    const { bleu } = segmentationNotices(TEXTS.Japanese, { segments: NONE, segmenters: SEGMENTERS, ter: false, ribes: false });
    const characters = [...TEXTS.Japanese.replace(/\n/g, '')];
    expect(bleu?.share).toBe((characters.length - 2) / characters.length);
    expect(bleu?.spacedRunLength).toBe(characters.length / 2);
    expect(bleu?.switchTo).toBe('ja-mecab');
    expect(bleu?.sacrebleuChoice).toBe(true);
    // Thai: a tokenizer that segments by locale, not sacreBLEU's choice.
    const thai = segmentationNotices(TEXTS.Thai, { segments: NONE, segmenters: SEGMENTERS, ter: false, ribes: false }).bleu;
    expect([thai?.switchTo, thai?.sacrebleuChoice]).toEqual(['intl-segmenter', false]);
  });

  it("notes chrF++'s word n-grams on text written without spaces, not on Korean or with plain chrF", () => {
    const settings = { segments: MECAB, segmenters: SEGMENTERS, ter: false, ribes: false } as const;
    expect(segmentationNotices(TEXTS.Japanese, { ...settings, chrf: 'chrF++' }).chrfWords?.language).toBe('ja');
    expect(segmentationNotices(TEXTS.Japanese, { ...settings, chrf: 'chrF' }).chrfWords).toBeUndefined();
    expect(segmentationNotices(TEXTS.Korean, { ...settings, chrf: 'chrF++' }).chrfWords).toBeUndefined();
  });

  it('suggests, for Korean, a registered tokenizer that names Hangul, with a note on eojeol', () => {
    const withHangul = [...SEGMENTERS, entry('xx-hangul', { segments: ['Hangul'] })];
    const { bleu } = segmentationNotices(TEXTS.Korean, { segments: NONE, segmenters: withHangul, ter: true, ribes: false });
    expect([bleu?.language, bleu?.spaced, bleu?.switchTo]).toEqual(['ko', true, 'xx-hangul']);
  });
});
