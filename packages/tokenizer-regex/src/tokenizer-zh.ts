import { pythonSplit, pythonStrip, type Tokenizer } from '@bleukit/core';
import { applyMtevalRules } from './mteval-rules.js';
import { createMtevalClasses, scanMtevalSpans, scanMtevalTokens } from './mteval-scan.js';

/**
 * The code point ranges sacreBLEU's `zh` tokenizer isolates, as it *effectively* tests them.
 * Its source compares characters with range ends written `'\u20000'` and `'\u2f800'`, which
 * Python reads as two-character strings, so those ranges cover U+2001–U+2A6D and U+2F81–U+2FA1
 * (general punctuation, symbols, arrows…) instead of CJK Extension B. Published Chinese scores
 * come from this behaviour, so it is reproduced, not fixed.
 */
export const ZH_EFFECTIVE_RANGES: readonly (readonly [number, number])[] = [
  [0x2001, 0x2a6d],
  [0x2e80, 0x2fdf],
  [0x2ff0, 0x303f],
  [0x3100, 0x312f],
  [0x31a0, 0x31ef],
  [0x3200, 0x4db5],
  [0x4e00, 0x9fbb],
  [0xf900, 0xfa2d],
  [0xfa30, 0xfa6a],
  [0xfa70, 0xfad9],
  [0xfe10, 0xfe1f],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
];

const ISOLATED = new Uint8Array(0x10000);
for (const [from, to] of ZH_EFFECTIVE_RANGES) ISOLATED.fill(1, from, to + 1);
const CLASSES = createMtevalClasses(ZH_EFFECTIVE_RANGES);

/**
 * sacreBLEU's zh steps applied literally: strip, a space on each side of every character in
 * {@link ZH_EFFECTIVE_RANGES}, the four mteval substitutions (no padding), a Python whitespace
 * split. The reference the one-pass tokenizer is tested against.
 */
export function tokenizeZhReference(line: string): string[] {
  const text = pythonStrip(line);
  let out = '';
  let run = 0;
  // By UTF-16 unit: every range is in the BMP and outside the surrogates, so a pair never matches.
  for (let i = 0; i < text.length; i++) {
    if (ISOLATED[text.charCodeAt(i)] === 1) {
      out += `${text.slice(run, i)} ${text[i] as string} `;
      run = i + 1;
    }
  }
  out += text.slice(run);
  return pythonSplit(applyMtevalRules(out));
}

/**
 * sacreBLEU's `zh` tokenizer: every character in {@link ZH_EFFECTIVE_RANGES} becomes its own
 * token (Hiragana, Katakana, Hangul and astral characters are not split), then the 13a
 * punctuation rules without 13a's padding or entity handling, so `5.` at the end of a line stays
 * `5.` — all in one pass over the line.
 *
 * @example
 * ```ts
 * tokenizerZh.tokenize('我有3.5元。'); // ['我', '有', '3.5', '元', '。']
 * ```
 */
export function createZhTokenizer(): Tokenizer {
  return {
    name: 'zh',
    tokenize: (line) => scanMtevalTokens(line, CLASSES, false) as string[], // no RAW class: never undefined
    tokenSpans: (line, spans) => {
      scanMtevalSpans(line, CLASSES, false, spans);
    },
  };
}

/** The ready `zh` tokenizer. */
export const tokenizerZh: Tokenizer = createZhTokenizer();
