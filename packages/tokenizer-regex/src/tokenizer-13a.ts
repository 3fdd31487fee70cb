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
 * The 13a rules in one pass over the pre-processed line, producing tokens directly.
 *
 * What the four substitutions do to the padded line: rule 1 isolates every ASCII symbol but
 * `' , - .`; rule 4 isolates a `-` right after an ASCII digit. A lone `.` or `,` is isolated
 * unless it has an ASCII digit on both sides (`3.14`, `1,000` stay whole). A run of two or more
 * `.`/`,` is split into single characters, except that the non-overlapping pairing of `re.sub`
 * (rule 2 pairs each mark with the character before it, two by two) can leave the run's last
 * mark unmatched; it then stays attached to a digit that follows: `a..5` → `a . .5`,
 * `5...5` → `5 . . .5`, but `5..5` → `5 . . 5`. The padding and the spaces rule 1 inserts
 * count as non-digits, and so does any character outside the line.
 */
function fastTokens(text: string): string[] {
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
    if (kind === DOT_COMMA) {
      let end = i + 1;
      while (end < length && CLASSES[text.charCodeAt(end)] === DOT_COMMA) end++;
      const digitBefore = i > 0 && CLASSES[text.charCodeAt(i - 1)] === DIGIT;
      const digitAfter = end < length && CLASSES[text.charCodeAt(end)] === DIGIT;
      const run = end - i;
      if (run === 1) {
        if (digitBefore && digitAfter) continue; // 3.14: part of the current token
      } else {
        // Rule 2 leaves the last mark unmatched when the run's length and the digit before
        // have this parity; rule 3 then only splits it from a non-digit after it.
        const lastUnmatched = digitBefore === (run % 2 === 1);
        if (start >= 0) tokens.push(text.slice(start, i));
        for (let j = i; j < end - 1; j++) tokens.push(text[j] as string);
        if (lastUnmatched && digitAfter) {
          start = end - 1;
          i = end - 1;
          continue;
        }
        tokens.push(text[end - 1] as string);
        start = -1;
        i = end - 1;
        continue;
      }
    } else if (kind === HYPHEN && !(i > 0 && CLASSES[text.charCodeAt(i - 1)] === DIGIT)) {
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
      return fastTokens(preprocess13a(line));
    },
  };
}

/** The ready `13a` tokenizer. */
export const tokenizer13a: Tokenizer = create13aTokenizer();
