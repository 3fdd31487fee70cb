/**
 * Lines every tokenizer must survive: first a non-empty line that mixes scripts (state that
 * changes after a tokenizer's first call shows only if that call has something to split), then
 * empty and blank lines, Unicode whitespace, astral characters, combining marks, markup, a long
 * line, and a line in each script a contributor is likely to bring (Latin, Greek, Cyrillic, Han, kana, Hangul, Thai, Lao, Khmer, Myanmar,
 * Devanagari, Bengali, Tamil, Arabic and Hebrew with bidi marks, Ethiopic, Georgian, Armenian,
 * Tibetan), emoji sequences, ZWJ and ZWNJ.
 */
export const TOKENIZER_SAMPLES: readonly string[] = [
  'Mixed: The DOG, 東京の猫 서울에서 नमस्ते दुनिया ภาษาไทย Москва 3.14 aB!',
  '',
  ' ',
  '\t\u3000\u00a0\u2028\u0085\u001c',
  'The cat sat on the mat.',
  "It's 3.14, isn't it? (Yes!) -- 1,000 / 2019. \"quoted\" & <tags>",
  'Größe ÇA ǅ İstanbul ΣΊΣΥΦΟΣ',
  'Съешь же ещё этих мягких французских булок, да выпей чаю. «Ёлка» — 1 000,5 ₽',
  '日本語の文章です。東京都に住んでいる。コーヒーを飲む。',
  '中文句子，包括标点。“引号”',
  '한국어 문장입니다. 서울에 살고 있어요! ㄱㄴㄷ 한글',
  'ภาษาไทยไม่มีช่องว่าง',
  'ພາສາລາວບໍ່ມີຍະຫວ່າງ',
  'ភាសាខ្មែរគ្មានដកឃ្លា។',
  'မြန်မာဘာသာစကား။',
  'हिन्दी में वाक्य है। क्\u200dष नमस्ते॥ १२३',
  'বাংলা ভাষা। தமிழ் மொழி. తెలుగు',
  '\u200fمرحبا بالعالم!\u200e 123 \u202bنص\u202c ٣٫١٤ می\u200cخواهم',
  'שָׁלוֹם עוֹלָם \u200f(עברית)\u200e ״ציטוט״',
  'ሰላም ለዓለም። ፩፪',
  'ქართული ენა. Հայերեն լեզու։',
  'བོད་ཡིག་ནི། ༡༢',
  '𠮷野家で🍣を食べた 👩‍👩‍👧 e\u0301',
  '🇯🇵🇰🇷 👍🏽 1️⃣ 🏳️‍🌈 x\u200dy a\u200cb',
  '\ufeffBOM at the start',
  'a\u200bb\u00adc',
  '&quot;&amp;&lt;&gt; <skipped> -\n line\r\nbreaks',
  'word '.repeat(2000),
];
