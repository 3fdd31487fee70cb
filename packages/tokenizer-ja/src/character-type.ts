// TinySegmenter's character types, as a table over UTF-16 code units: M kanji numerals,
// H kanji, I hiragana, K katakana, A Latin letters, N digits, O everything else. Characters
// beyond U+FFFF are O.

/** The type letters; a type's index is its number in {@link characterType}. */
export const CHARACTER_TYPES = 'OMHIKAN';

const RANGES: readonly (readonly [string, number, number])[] = [
  // in increasing priority: a later range overrides an earlier one
  ['N', 0x30, 0x39],
  ['N', 0xff10, 0xff19],
  ['A', 0x41, 0x5a],
  ['A', 0x61, 0x7a],
  ['A', 0xff21, 0xff3a],
  ['A', 0xff41, 0xff5a],
  ['K', 0x30a1, 0x30f4],
  ['K', 0x30fc, 0x30fc],
  ['K', 0xff70, 0xff9e],
  ['I', 0x3041, 0x3093],
  ['H', 0x4e00, 0x9fa0],
  ['H', 0x3005, 0x3006],
  ['H', 0x30f5, 0x30f6],
];
const NUMERALS = '一二三四五六七八九十百千万億兆';

const table = new Uint8Array(0x10000);
for (const [type, low, high] of RANGES) table.fill(CHARACTER_TYPES.indexOf(type), low, high + 1);
for (const numeral of NUMERALS) table[numeral.charCodeAt(0)] = CHARACTER_TYPES.indexOf('M');

/** TinySegmenter's type number of a code point (0 = O for anything unlisted or astral). */
export function characterType(codePoint: number): number {
  return codePoint > 0xffff ? 0 : (table[codePoint] as number);
}
