// One pass over a line that yields the tokens sacreBLEU's mteval punctuation rules (13a, and zh
// after its Chinese-character isolation) would leave, without building the rewritten string.
// The literal substitutions in mteval-rules.ts are the reference it is tested against.

import { TOKEN_HASH_BASIS, TOKEN_HASH_PRIME, TokenSpans } from '@bleukit/core';
import { PYTHON_WHITESPACE_CODES } from './python-whitespace-codes.js';

// Character classes of the scan, by UTF-16 code unit.
/** Part of a word. */
export const OTHER = 0;
/** Always a token of its own (rule 1's ASCII symbols, zh's characters). */
export const ISOLATE = 1;
/** Python whitespace. */
export const SPACE = 2;
/** ASCII `0`–`9`. */
export const DIGIT = 4;
/** `.` and `,`. */
export const DOT_COMMA = 8;
/** `-`. */
export const HYPHEN = 16;
/** A character that may need 13a's pre-processing first (`&`, `<`, newline). */
export const RAW = 32;

/**
 * The class table of the 13a rules, with `isolated` code point ranges (all in the BMP, none of
 * them ASCII) also made tokens of their own. Whitespace keeps its class inside those ranges.
 */
export function createMtevalClasses(isolated: readonly (readonly [number, number])[] = []): Uint8Array {
  const classes = new Uint8Array(0x10000);
  for (const [from, to] of isolated) classes.fill(ISOLATE, from, to + 1);
  // Rule 1: ASCII { | } ~  [ \ ] ^ _ `  ! " # $ % &  ( ) * +  : ; < = > ? @  /
  for (const [from, to] of [
    [0x7b, 0x7e],
    [0x5b, 0x60],
    [0x21, 0x26],
    [0x28, 0x2b],
    [0x3a, 0x40],
    [0x2f, 0x2f],
  ] as const) {
    classes.fill(ISOLATE, from, to + 1);
  }
  // Python's str.isspace() set.
  for (const c of PYTHON_WHITESPACE_CODES) classes[c] = SPACE;
  classes.fill(DIGIT, 0x30, 0x3a);
  classes[0x2c] = DOT_COMMA;
  classes[0x2e] = DOT_COMMA;
  classes[0x2d] = HYPHEN;
  return classes;
}

/**
 * The tokens of the mteval rules in one pass. `padded` is 13a (the line is wrapped in spaces,
 * so its ends count as non-digits); otherwise the line is stripped of whitespace and its ends
 * count as nothing at all, as in sacreBLEU's zh (`5.` at the end stays `5.`, `.5` at the start
 * stays `.5`).
 *
 * What the four substitutions leave: rule 1 isolates the ASCII symbols but `' , - .`; rule 4
 * isolates a `-` right after an ASCII digit. A lone `.` or `,` is isolated unless neither side
 * has a non-digit (`3.14`, `1,000` stay whole). A run of two or more `.`/`,` is split into single
 * characters, except that the non-overlapping pairing of `re.sub` (rule 2 pairs each mark with
 * the character before it, two by two, starting from a non-digit before the run) can leave the
 * run's last mark unmatched; it then stays attached to a digit that follows: `a..5` → `a . .5`,
 * `5...5` → `5 . . .5`, but `5..5` → `5 . . 5`.
 *
 * Writes the tokens and their hashes into `spans` (reset to `text`) and returns `true`; returns `false` as soon as
 * it meets a character of class {@link RAW}: the caller then pre-processes the line and scans it
 * again with a table without RAW (which never returns `false`). Most lines need no pre-processing, and this spares them a search for it.
 */
export function scanMtevalSpans(text: string, classes: Uint8Array, padded: boolean, spans: TokenSpans): boolean {
  // Optimized code loads a module binding (imported or exported) from its cell, with checks, at
  // every use (a fifth of this loop's instructions on real WMT English), so the loop compares
  // literals: the classes above, and TOKEN_HASH_BASIS | 0 and TOKEN_HASH_PRIME. The sacreBLEU
  // vectors check the classes, and test/span-tokens.ts every hash against tokenHash.
  const other = 0;
  const space = 2;
  const digit = 4;
  const dotComma = 8;
  const hyphen = 16;
  const raw = 32;
  const basis = -2128831035;
  const prime = 16777619;
  spans.reset(text, true);
  let lo = 0;
  let hi = text.length;
  if (!padded) {
    while (lo < hi && classes[text.charCodeAt(lo)] === space) lo++;
    while (hi > lo && classes[text.charCodeAt(hi - 1)] === space) hi--;
  }
  let start = -1; // start of the current token, -1 when between tokens
  let hash = 0; // the current token's tokenHash so far
  for (let i = lo; i < hi; i++) {
    const code = text.charCodeAt(i);
    const kind = classes[code] as number;
    if (kind === other || kind === digit) {
      if (start < 0) {
        start = i;
        hash = basis;
      }
      hash = Math.imul(hash ^ code, prime);
      continue;
    }
    if (kind === space) {
      if (start >= 0) spans.push(start, i, hash);
      start = -1;
      continue;
    }
    if (kind === raw) return false;
    if (kind === dotComma) {
      let end = i + 1;
      while (end < hi && classes[text.charCodeAt(end)] === dotComma) end++;
      // The padding is a non-digit; the end of an unpadded line is neither digit nor non-digit.
      const digitBefore = i > lo ? classes[text.charCodeAt(i - 1)] === digit : !padded;
      const digitAfter = end < hi ? classes[text.charCodeAt(end)] === digit : !padded;
      const run = end - i;
      if (run === 1) {
        if (digitBefore && digitAfter) {
          // 3.14: part of the current token
          if (start < 0) {
            start = i;
            hash = basis;
          }
          hash = Math.imul(hash ^ code, prime);
          continue;
        }
      } else {
        // Rule 2 leaves the last mark unmatched when the run's length and the digit before have
        // this parity; rule 3 then only splits it from a non-digit after it.
        const lastUnmatched = digitBefore === (run % 2 === 1);
        if (start >= 0) spans.push(start, i, hash);
        for (let j = i; j < end - 1; j++) spans.push(j, j + 1, singleHash(text.charCodeAt(j)));
        i = end - 1;
        if (lastUnmatched && digitAfter) {
          start = i;
          hash = singleHash(text.charCodeAt(i));
        } else {
          spans.push(i, i + 1, singleHash(text.charCodeAt(i)));
          start = -1;
        }
        continue;
      }
    } else if (kind === hyphen && !(i > lo && classes[text.charCodeAt(i - 1)] === digit)) {
      if (start < 0) {
        start = i;
        hash = basis;
      }
      hash = Math.imul(hash ^ code, prime);
      continue;
    }
    if (start >= 0) spans.push(start, i, hash);
    spans.push(i, i + 1, singleHash(code));
    start = -1;
  }
  if (start >= 0) spans.push(start, hi, hash);
  return true;
}

/** The tokenHash of a one-character token. */
function singleHash(code: number): number {
  return Math.imul(TOKEN_HASH_BASIS ^ code, TOKEN_HASH_PRIME);
}

const scratch = new TokenSpans();

/** {@link scanMtevalSpans} as strings, or `undefined` at a character of class {@link RAW}. */
export function scanMtevalTokens(text: string, classes: Uint8Array, padded: boolean): string[] | undefined {
  return scanMtevalSpans(text, classes, padded, scratch) ? scratch.tokens() : undefined;
}
