import { describe, expect, it } from 'vitest';
import { nonAsciiWordShare } from './meteor-language.js';

describe('nonAsciiWordShare', () => {
  it.each([
    ['English', 'The cat sat on the mat, 3 times.', 0],
    ['German (Latin letters)', 'Über die Straße gehen wir schön langsam.', 0],
    ['Russian', 'Кошка сидит на ковре.', 1],
    ['Japanese, written without spaces', '猫がマットの上に座った。 今日は雨です。', 1],
    ['a name in Cyrillic among English words', 'We flew to Москва on Monday', 1 / 6],
    ['Greek with a Latin brand name', 'Η Apple ανακοίνωσε νέο τηλέφωνο', 0.8],
  ])('%s', (_, text, share) => {
    expect(nonAsciiWordShare(text)).toBeCloseTo(share, 12);
  });

  it('is undefined for text without a letter', () => {
    expect(nonAsciiWordShare('1 2 3 , . !')).toBeUndefined();
    expect(nonAsciiWordShare('')).toBeUndefined();
  });
});
