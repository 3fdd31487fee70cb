import { hasPythonWhitespace } from '../python-whitespace.js';
import { TokenSpans, tokenHash, type Tokenizer } from '../tokenizer.js';

/**
 * Lines every tokenizer must survive: empty and blank lines, Unicode whitespace, astral
 * characters, combining marks, mixed scripts, markup and a long line.
 */
export const TOKENIZER_SAMPLES: readonly string[] = [
  '',
  ' ',
  '\t\u3000\u00a0\u2028\u0085\u001c',
  'The cat sat on the mat.',
  "It's 3.14, isn't it? (Yes!) -- 1,000 / 2019. \"quoted\" & <tags>",
  'Größe ÇA ǅ İstanbul ΣΊΣΥΦΟΣ',
  '日本語の文章です。東京都に住んでいる。',
  '中文句子，包括标点。“引号”',
  'ภาษาไทยไม่มีช่องว่าง',
  '𠮷野家で🍣を食べた 👩‍👩‍👧 e\u0301',
  '\ufeffBOM at the start',
  'a\u200bb\u00adc',
  '&quot;&amp;&lt;&gt; <skipped> -\n line\r\nbreaks',
  'word '.repeat(2000),
];

/**
 * Checks the {@link Tokenizer} contract on `samples` and returns the problems found (empty
 * when the tokenizer conforms): a usable name; an array of strings for every line, the same on a
 * second call; the same tokens from `tokenSpans`, when the tokenizer has it; no empty tokens; no token with whitespace (Python's set); no code point split into
 * lone surrogates that the input did not already have.
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
  for (const line of samples) {
    const shown = JSON.stringify(line.length > 40 ? `${line.slice(0, 40)}…` : line);
    let tokens: unknown;
    try {
      tokens = tokenizer.tokenize(line);
    } catch (error) {
      problems.push(`${shown}: threw ${String(error)}`);
      continue;
    }
    if (!Array.isArray(tokens) || !tokens.every((t) => typeof t === 'string')) {
      problems.push(`${shown}: did not return an array of strings`);
      continue;
    }
    const again = tokenizer.tokenize(line);
    if (again.length !== tokens.length || again.some((t, i) => t !== tokens[i])) {
      problems.push(`${shown}: a second call gave other tokens`);
    }
    if (tokenizer.tokenSpans !== undefined) {
      // Into spans that held another line before, as BLEU reuses them.
      const spans = new TokenSpans();
      spans.reset('x y z');
      spans.push(0, 1);
      tokenizer.tokenSpans(line, spans);
      const fromSpans = spans.tokens();
      if (fromSpans.length !== again.length || fromSpans.some((t, i) => t !== again[i])) {
        problems.push(`${shown}: tokenSpans gave other tokens than tokenize`);
      } else if (spans.hashed && fromSpans.some((t, i) => spans.hashes[i] !== tokenHash(t))) {
        problems.push(`${shown}: tokenSpans gave a token a hash other than tokenHash`);
      }
    }
    for (const token of tokens as string[]) {
      if (token === '') problems.push(`${shown}: empty token`);
      else if (hasPythonWhitespace(token)) problems.push(`${shown}: token ${JSON.stringify(token)} has whitespace`);
      else if (hasLoneSurrogate(token) && !hasLoneSurrogate(line)) {
        problems.push(`${shown}: token ${JSON.stringify(token)} splits a code point`);
      }
    }
  }
  return problems;
}

function hasLoneSurrogate(text: string): boolean {
  return /\p{Surrogate}/u.test(text);
}
