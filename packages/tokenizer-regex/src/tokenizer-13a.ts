import { pythonSplit, type Tokenizer } from '@bleukit/core';
import { applyMtevalRules, preprocess13a } from './mteval-rules.js';

// Character classes of the 13a rules, by UTF-16 code unit.
const SPLIT = 1; // isolated by rule 1 (ASCII punctuation and symbols but ' , - .)
const SPACE = 2; // Python whitespace
const DIGIT = 4; // ASCII 0-9
const DOT_COMMA = 8; // . ,
const HYPHEN = 16; // -

const CLASSES = new Uint8Array(0x10000);
for (const [from, to] of [
  [0x7b, 0x7e],
  [0x5b, 0x60],
  [0x21, 0x26],
  [0x28, 0x2b],
  [0x3a, 0x40],
  [0x2f, 0x2f],
] as const) {
  for (let c = from; c <= to; c++) CLASSES[c] = SPLIT;
}
for (const c of [0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000]) CLASSES[c] = SPACE;
for (let c = 0x09; c <= 0x0d; c++) CLASSES[c] = SPACE;
for (let c = 0x1c; c <= 0x20; c++) CLASSES[c] = SPACE;
for (let c = 0x2000; c <= 0x200a; c++) CLASSES[c] = SPACE;
for (let c = 0x30; c <= 0x39; c++) CLASSES[c] = DIGIT;
CLASSES[0x2e] = DOT_COMMA;
CLASSES[0x2c] = DOT_COMMA;
CLASSES[0x2d] = HYPHEN;

/**
 * The 13a rules in one pass over the line, producing tokens directly.
 *
 * What the four substitutions do, on the padded line: rule 1 isolates every ASCII symbol but
 * `' , - .`; a `.` or `,` is isolated unless it has an ASCII digit on both sides (`3.14`,
 * `1,000` stay); a `-` right after a digit is isolated. That holds as long as no two `.`/`,` are
 * adjacent — where they are, the non-overlapping matching of `re.sub` makes the outcome depend on
 * the run's parity, so those lines go through the substitutions themselves. Returns `undefined`
 * for them.
 */
function fastTokens(text: string): string[] | undefined {
  const tokens: string[] = [];
  const length = text.length;
  let start = -1; // start of the current token, -1 when between tokens
  for (let i = 0; i < length; i++) {
    const kind = CLASSES[text.charCodeAt(i)] as number;
    if (kind === 0 || kind === DIGIT) {
      if (start < 0) start = i;
      continue;
    }
    if (kind === SPACE) {
      if (start >= 0) tokens.push(text.slice(start, i));
      start = -1;
      continue;
    }
    let isolate = true;
    if (kind === DOT_COMMA) {
      // Outside the line is the padding space: not a digit.
      const before = i > 0 ? (CLASSES[text.charCodeAt(i - 1)] as number) : SPACE;
      const after = i + 1 < length ? (CLASSES[text.charCodeAt(i + 1)] as number) : SPACE;
      if (before === DOT_COMMA || after === DOT_COMMA) return undefined;
      isolate = before !== DIGIT || after !== DIGIT;
    } else if (kind === HYPHEN) {
      isolate = i > 0 && CLASSES[text.charCodeAt(i - 1)] === DIGIT;
    }
    if (!isolate) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) tokens.push(text.slice(start, i));
    tokens.push(text[i] as string);
    start = -1;
  }
  if (start >= 0) tokens.push(text.slice(start));
  return tokens;
}

/**
 * sacreBLEU's 13a rules applied literally: pre-processing, padding, the four substitutions, then
 * a Python whitespace split. The reference the fast path is tested against.
 */
export function tokenize13aReference(line: string): string[] {
  return pythonSplit(applyMtevalRules(` ${preprocess13a(line)} `));
}

/**
 * sacreBLEU's default tokenizer, `13a` (mteval-v13a's rules): unescapes `&quot; &amp; &lt; &gt;`,
 * drops `<skipped>`, splits off ASCII punctuation and symbols, keeps `.`/`,` between digits and
 * the apostrophe and hyphen inside words.
 *
 * @example
 * ```ts
 * tokenizer13a.tokenize("It's 3.14, isn't it?"); // ["It's", '3.14', ',', "isn't", 'it', '?']
 * ```
 */
export function create13aTokenizer(): Tokenizer {
  return {
    name: '13a',
    tokenize(line) {
      const text = preprocess13a(line);
      return fastTokens(text) ?? tokenize13aReference(line);
    },
  };
}

/** The ready `13a` tokenizer. */
export const tokenizer13a: Tokenizer = create13aTokenizer();
