import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tercomWords } from '@bleukit/ter';
import { describe, expect, it } from 'vitest';
import { sharedDir } from '../../../vitest.shared.js';
import { splitLines } from './lines.js';
import { segmentationNotices } from './segmentation-notices.js';
import { SACREBLEU_TER_OPTIONS, startingTerOptions } from './starting-ter-options.js';

const sample = (path: string) => readFileSync(join(sharedDir, 'data', 'wmt-sample', path), 'utf8');
const ASIAN = { normalized: true, asianSupport: true };

describe('startingTerOptions', () => {
  it.each([
    ['Japanese', '政府は火曜日、20兆円規模の新しい経済対策を発表した。\n部屋に入る前に靴を脱いでください。', ASIAN, 'Japanese'],
    ['Chinese', '政府周二宣布了新的经济措施。\n请在进入房间前脱鞋。', ASIAN, 'Chinese'],
    // Korean is written with spaces between words; tercom's Asian support splits no Thai.
    ['Korean', '정부는 화요일 새로운 경제 대책을 발표했다.', SACREBLEU_TER_OPTIONS, undefined],
    ['Thai', 'รัฐบาลประกาศมาตรการเศรษฐกิจใหม่ในวันอังคาร', SACREBLEU_TER_OPTIONS, undefined],
    ['English', 'The government announced a new economic package on Tuesday.', SACREBLEU_TER_OPTIONS, undefined],
    ['empty', '', SACREBLEU_TER_OPTIONS, undefined],
  ] as const)('%s references: %j', (_name, text, options, language) => {
    const start = startingTerOptions(text);
    expect(start.options).toEqual(options);
    if (language) expect(start.reason).toMatch(new RegExp(`^the references are ${language}, written without spaces`));
    else expect(start.reason).toBeUndefined();
  });

  it('starts the WMT en-ja references where TER has words and its note has nothing to say, and de-en at sacreBLEU\'s', () => {
    const ja = sample('en-ja/ref.A.ja');
    const start = startingTerOptions(ja);
    expect(start.options).toEqual(ASIAN);
    expect(segmentationNotices(ja, { segments: [], segmenters: [], ter: true, terOptions: start.options, ribes: false }).ter).toBeUndefined();
    // With them TER sees words: the first reference line is many of them, not one.
    const [line] = splitLines(ja);
    const words = (options: typeof start.options) => tercomWords(line as string, { ...options, noPunct: false, caseSensitive: false }).length;
    expect(words(start.options)).toBeGreaterThan(10);
    expect(words(SACREBLEU_TER_OPTIONS)).toBeLessThanOrEqual(2);
    expect(startingTerOptions(sample('de-en/ref.A.en'))).toEqual({ options: SACREBLEU_TER_OPTIONS });
    expect(startingTerOptions(sample('ja-en/ref.A.en'))).toEqual({ options: SACREBLEU_TER_OPTIONS });
  });
});
