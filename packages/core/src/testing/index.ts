import { hasPythonWhitespace } from '../python-whitespace.js';
import { TokenSpans, tokenHash, type Tokenizer } from '../tokenizer.js';
import { createTokenizerRegistry } from '../tokenizer-registry.js';

/**
 * Lines every tokenizer must survive: empty and blank lines, Unicode whitespace, astral
 * characters, combining marks, markup, a long line, and a line in each script a contributor is
 * likely to bring (Latin, Greek, Cyrillic, Han, kana, Hangul, Thai, Lao, Khmer, Myanmar,
 * Devanagari, Bengali, Tamil, Arabic and Hebrew with bidi marks, Ethiopic, Georgian, Armenian,
 * Tibetan), emoji sequences, ZWJ and ZWNJ.
 */
export const TOKENIZER_SAMPLES: readonly string[] = [
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

/**
 * Checks the {@link Tokenizer} contract on `samples` and returns the problems found (empty
 * when the tokenizer conforms): a usable name; an array of strings for every line; no empty
 * tokens; no token with whitespace (Python's set); no code point split into lone surrogates that
 * the input did not already have; the same tokens from `tokenSpans`, when the tokenizer has it.
 * Every line is tokenized, then all of them again in reverse order: a line must give the same
 * tokens whatever came before it, so state kept between calls shows.
 *
 * Every tokenizer package runs it first, e.g. `expect(checkTokenizer(myTokenizer)).toEqual([])`.
 */
export function checkTokenizer(
  tokenizer: Tokenizer,
  samples: readonly string[] = TOKENIZER_SAMPLES,
): string[] {
  const problems: string[] = [];
  if (typeof tokenizer.name !== 'string' || !/^[^\s|]+$/.test(tokenizer.name)) {
    problems.push(`name ${JSON.stringify(tokenizer.name)} must be non-empty, without whitespace or '|'`);
  }
  const shown = (line: string): string => JSON.stringify(line.length > 40 ? `${line.slice(0, 40)}…` : line);
  const first = samples.map((line) => tokenizeChecked(tokenizer, line, shown(line), problems));
  for (let i = samples.length - 1; i >= 0; i--) {
    const tokens = first[i];
    if (tokens === undefined) continue;
    const line = samples[i] as string;
    let again: string[];
    try {
      again = tokenizer.tokenize(line);
    } catch (error) {
      problems.push(`${shown(line)}: threw ${String(error)} when called again`);
      continue;
    }
    if (!Array.isArray(again) || again.length !== tokens.length || again.some((t, j) => t !== tokens[j])) {
      problems.push(`${shown(line)}: a second call gave other tokens`);
    }
    if (tokenizer.tokenSpans !== undefined) {
      // Into spans that held another line before, as BLEU reuses them.
      const spans = new TokenSpans();
      spans.reset('x y z');
      spans.push(0, 1);
      tokenizer.tokenSpans(line, spans);
      const fromSpans = spans.tokens();
      if (fromSpans.length !== tokens.length || fromSpans.some((t, j) => t !== tokens[j])) {
        problems.push(`${shown(line)}: tokenSpans gave other tokens than tokenize`);
      } else if (spans.hashed && fromSpans.some((t, j) => spans.hashes[j] !== tokenHash(t))) {
        problems.push(`${shown(line)}: tokenSpans gave a token a hash other than tokenHash`);
      }
    }
  }
  return problems;
}

/** The tokens of `line`, with its problems added to `problems`; undefined when it threw or gave no list of strings. */
function tokenizeChecked(tokenizer: Tokenizer, line: string, shown: string, problems: string[]): string[] | undefined {
  let tokens: unknown;
  try {
    tokens = tokenizer.tokenize(line);
  } catch (error) {
    problems.push(`${shown}: threw ${String(error)}`);
    return undefined;
  }
  if (!Array.isArray(tokens) || !tokens.every((t) => typeof t === 'string')) {
    problems.push(`${shown}: did not return an array of strings`);
    return undefined;
  }
  for (const token of tokens as string[]) {
    if (token === '') problems.push(`${shown}: empty token`);
    else if (hasPythonWhitespace(token)) problems.push(`${shown}: token ${JSON.stringify(token)} has whitespace`);
    else if (hasLoneSurrogate(token) && !hasLoneSurrogate(line)) {
      problems.push(`${shown}: token ${JSON.stringify(token)} splits a code point`);
    }
  }
  return [...(tokens as string[])];
}

function hasLoneSurrogate(text: string): boolean {
  return /\p{Surrogate}/u.test(text);
}

/**
 * Checks a tokenizer package as a registry sees it: its `package.json` describes at least one
 * tokenizer (`"bleukit": { "tokenizers": [...] }`, every field well-formed), and each loads from
 * `load()` (the package's main entry) as the command line loads it and keeps the contract
 * ({@link checkTokenizer}). A tokenizer that needs a model file loads with `model` when given and
 * is otherwise only checked to be exported. Returns the problems, each naming the tokenizer.
 *
 * A tokenizer package runs it on itself:
 * `expect(await checkTokenizerPackage(manifest, () => import('./index.js'))).toEqual([])`.
 */
export async function checkTokenizerPackage(
  manifest: unknown,
  load: () => Promise<Record<string, unknown>>,
  options: { model?: string | Uint8Array; locale?: string } = {},
): Promise<string[]> {
  let registry;
  try {
    registry = createTokenizerRegistry([{ manifest, load }]);
  } catch (error) {
    return [String((error as Error).message)];
  }
  if (registry.entries.length === 0) return ['package.json describes no tokenizer: add "bleukit": { "tokenizers": [{ "name", "summary", "load" }] }'];
  const problems: string[] = [];
  for (const entry of registry.entries) {
    if (entry.model && options.model === undefined) {
      if ((await load())[entry.load] === undefined) problems.push(`${entry.name}: the package does not export ${entry.load}`);
      continue;
    }
    try {
      const tokenizer = await registry.load(entry.name, { locale: options.locale ?? 'und', ...(options.model === undefined ? {} : { model: options.model }) });
      problems.push(...checkTokenizer(tokenizer).map((problem) => `${entry.name}: ${problem}`));
    } catch (error) {
      problems.push(`${entry.name}: does not load: ${String((error as Error).message)}`);
    }
  }
  return problems;
}
