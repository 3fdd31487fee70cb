// Seeded lines in the scripts and characters where SentencePiece models go wrong: languages
// without spaces (Thai, Khmer, Lao, Burmese, Tibetan, Japanese, Chinese), Devanagari, Arabic,
// Hangul, emoji sequences, combining marks, NFKC-sensitive forms (full width, half width,
// ligatures, circled and squared characters), odd spaces, and the user symbols the tests train.
import { seededRandom } from '../../../test-support/seeded-random.js';

/** Words and fragments by script; lines are drawn from these. */
const POOLS: readonly (readonly string[])[] = [
  ['the', 'cat', 'sat', 'on', 'mat', 'translation', 'quality', 'evaluation', 'New York', "don't", 'e-mail', '3.5', '1,000'],
  ['Die', 'Katze', 'saß', 'auf', 'der', 'Matte', 'Übersetzung', 'größer', 'Straße'],
  ['ภาษาไทย', 'ไม่มี', 'ช่องว่าง', 'ระหว่าง', 'คำ', 'สวัสดีครับ', 'ประเทศไทย'],
  ['ភាសាខ្មែរ', 'សួស្តី', 'ប្រទេសកម្ពុជា'],
  ['ພາສາລາວ', 'ສະບາຍດີ'],
  ['မြန်မာဘာသာ', 'မင်္ဂလာပါ'],
  ['བོད་ཡིག', 'བཀྲ་ཤིས་བདེ་ལེགས།'],
  ['हिन्दी', 'भाषा', 'नमस्ते', 'अनुवाद', 'क्षेत्र'],
  ['العربية', 'لغة', 'مرحبا', 'الترجمة', 'الآلية', '٣٤٥'],
  ['한국어', '문장', '안녕하세요', '번역', '평가'],
  ['日本語', 'の', '文章', 'を', '翻訳', 'する', 'カタカナ', 'ひらがな'],
  ['我们', '中文', '机器翻译', '质量', '评估', '𠮷野家'],
  ['😀', '👍🏽', '👩‍👩‍👧', '🇩🇪', '❤️', '🏳️‍🌈', '1️⃣'],
  ['e\u0301', 'a\u0308', 'n\u0303o', 'Å', 'A\u030a', 'ﬁ', 'ﬂ', 'ﬀ'],
  ['ＡＢＣ', '１２３', 'ｶﾀｶﾅ', 'ﾊﾟﾋﾟ', '①②③', '㍿', '㌔', '™', '½', 'x²', 'Ⅻ', 'ǅ', 'Ω', 'µ'],
  ['\u00a0', '\u3000', '\t', '  ', '\u200b', '\u2009', '\u00ad', '\ufeff', '\u2028'],
  ['<sep>', '[MASK]', '©', '<s>', '</s>', '<unk>', '▁', '...', '"', '«', '»', '–', '—', '…'],
];

/**
 * `count` lines from `seed`. Most lines stay in one script with spaces or none between words, as
 * text does; `fuzz` lines mix scripts, cut words at any code point and put odd spaces anywhere.
 */
export function multilingualLines(count: number, seed: number, fuzz = false): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const home = pick(POOLS);
    let line = '';
    const words = 1 + Math.floor(random() * (fuzz ? 8 : 14));
    for (let w = 0; w < words; w++) {
      let word = pick(fuzz || random() < 0.15 ? pick(POOLS) : home);
      if (fuzz && random() < 0.5) {
        const chars = [...word];
        const from = Math.floor(random() * chars.length);
        word = chars.slice(from, from + 1 + Math.floor(random() * 4)).join('');
      }
      line += word;
      if (random() < (fuzz ? 0.4 : 0.7)) line += random() < 0.9 ? ' ' : pick(['  ', '\u3000', '\u00a0', '\t']);
    }
    lines.push(fuzz && random() < 0.1 ? ` ${line}` : line);
  }
  return lines;
}
