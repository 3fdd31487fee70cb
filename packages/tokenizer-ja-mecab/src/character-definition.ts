// IPADIC's char.def (mecab-ipadic-2.7.0-20070801): the character categories MeCab uses for words
// that are not in the dictionary. Each category has three switches: invoke (also try unknown
// words where a dictionary word starts), group (one unknown word for a whole run of the
// category) and length (unknown words of 1..length characters).

/** One character category of IPADIC's char.def. */
export interface CharacterCategory {
  /** Category name as in char.def and unk.def. */
  readonly name: string;
  /** Build unknown-word candidates even where a dictionary word starts. */
  readonly invoke: boolean;
  /** Add one candidate for the whole run of compatible characters (at most 25 characters). */
  readonly group: boolean;
  /** Also add candidates of 1..length characters. */
  readonly length: number;
}

/** The categories in char.def order; a category's index is its bit in {@link characterInfo}. */
export const CHARACTER_CATEGORIES: readonly CharacterCategory[] = [
  { name: 'DEFAULT', invoke: false, group: true, length: 0 },
  { name: 'SPACE', invoke: false, group: true, length: 0 },
  { name: 'KANJI', invoke: false, group: false, length: 2 },
  { name: 'SYMBOL', invoke: true, group: true, length: 0 },
  { name: 'NUMERIC', invoke: true, group: true, length: 0 },
  { name: 'ALPHA', invoke: true, group: true, length: 0 },
  { name: 'HIRAGANA', invoke: false, group: true, length: 2 },
  { name: 'KATAKANA', invoke: true, group: true, length: 2 },
  { name: 'KANJINUMERIC', invoke: true, group: true, length: 0 },
  { name: 'GREEK', invoke: true, group: true, length: 0 },
  { name: 'CYRILLIC', invoke: true, group: true, length: 0 },
];

// char.def's code-point mapping, in file order: later lines replace earlier ones. The first
// category of a line is the character's default type (which unk.def entries it gets); all listed
// categories make up the set used for grouping.
const MAPPING = `20 SPACE;D0 SPACE;9 SPACE;B SPACE;A SPACE;21-2F SYMBOL;30-39 NUMERIC;3A-40 SYMBOL;
41-5A ALPHA;5B-60 SYMBOL;61-7A ALPHA;7B-7E SYMBOL;A1-BF SYMBOL;C0-FF ALPHA;100-17F ALPHA;
180-236 ALPHA;1E00-1EF9 ALPHA;400-4F9 CYRILLIC;500-50F CYRILLIC;374-3FB GREEK;3041-309F HIRAGANA;
30A1-30FF KATAKANA;31F0-31FF KATAKANA;30FC KATAKANA;FF66-FF9D KATAKANA;FF9E-FF9F KATAKANA;
2E80-2EF3 KANJI;2F00-2FD5 KANJI;3005 KANJI;3007 KANJI;3400-4DB5 KANJI;4E00-9FA5 KANJI;
F900-FA2D KANJI;FA30-FA6A KANJI;4E00 KANJINUMERIC KANJI;4E8C KANJINUMERIC KANJI;
4E09 KANJINUMERIC KANJI;56DB KANJINUMERIC KANJI;4E94 KANJINUMERIC KANJI;516D KANJINUMERIC KANJI;
4E03 KANJINUMERIC KANJI;516B KANJINUMERIC KANJI;4E5D KANJINUMERIC KANJI;5341 KANJINUMERIC KANJI;
767E KANJINUMERIC KANJI;5343 KANJINUMERIC KANJI;4E07 KANJINUMERIC KANJI;5104 KANJINUMERIC KANJI;
5146 KANJINUMERIC KANJI;FF10-FF19 NUMERIC;FF21-FF3A ALPHA;FF41-FF5A ALPHA;FF01-FF0F SYMBOL;
FF1A-FF1F SYMBOL;FF3B-FF40 SYMBOL;FF5B-FF65 SYMBOL;FFE0-FFEF SYMBOL;2000-206F SYMBOL;
2070-209F NUMERIC;20A0-20CF SYMBOL;20D0-20FF SYMBOL;2100-214F SYMBOL;2150-218F NUMERIC;
2100-214B SYMBOL;2190-21FF SYMBOL;2200-22FF SYMBOL;2300-23FF SYMBOL;2460-24FF SYMBOL;
2501-257F SYMBOL;2580-259F SYMBOL;25A0-25FF SYMBOL;2600-26FE SYMBOL;2700-27BF SYMBOL;
27F0-27FF SYMBOL;27C0-27EF SYMBOL;2800-28FF SYMBOL;2900-297F SYMBOL;2B00-2BFF SYMBOL;
2A00-2AFF SYMBOL;3300-33FF SYMBOL;3200-32FE SYMBOL;3000-303F SYMBOL;FE30-FE4F SYMBOL;
FE50-FE6B SYMBOL;3007 SYMBOL KANJINUMERIC`;

function buildTable(): Uint32Array {
  const index = new Map(CHARACTER_CATEGORIES.map((category, i) => [category.name, i]));
  // Unlisted characters are DEFAULT (index 0, bit 0).
  const table = new Uint32Array(0x10000).fill(1 << 8);
  for (const entry of MAPPING.split(';')) {
    const [range = '', ...names] = entry.trim().split(' ');
    const [low = 0, high = low] = range.split('-').map((hex) => parseInt(hex, 16));
    let mask = 0;
    for (const name of names) mask |= 1 << (index.get(name) ?? 0);
    const info = (index.get(names[0] ?? '') ?? 0) | (mask << 8);
    table.fill(info, low, high + 1);
  }
  return table;
}

const table = buildTable();

/**
 * MeCab's character info for a code point: the default category's index in the low 8 bits, the
 * bit set of all its categories above them (two characters share a category, MeCab's
 * `CharInfo::isKindOf`, when `((a >>> 8) & (b >>> 8)) !== 0`). MeCab reads UTF-8 into 16-bit
 * code units and maps characters beyond U+FFFF to 0, so they are all DEFAULT.
 */
export function characterInfo(codePoint: number): number {
  return codePoint > 0xffff ? (table[0] as number) : (table[codePoint] as number);
}
