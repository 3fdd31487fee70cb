// The Unicode general-category classes the intl rules test, as a lookup table built on first use
// from JavaScript's own `\p{…}`, pinned to Unicode 15.0 as sacreBLEU ran them: characters
// assigned later are OTHER.

import { PYTHON_WHITESPACE_CODES } from './python-whitespace-codes.js';
import { AFTER_UNICODE_15_RANGES, isAfterUnicode15 } from './unicode-15-mask.js';

// Classes of a code point for the intl rules.
/** Letters, marks, controls, unassigned code points. */
export const OTHER = 0;
/** `\p{N}`: Nd, Nl, No. */
export const NUMBER = 1;
/** `\p{P}`: Pc, Pd, Ps, Pe, Pi, Pf, Po. */
export const PUNCTUATION = 2;
/** `\p{S}`: Sm, Sc, Sk, So. */
export const SYMBOL = 3;
/** Python whitespace (none of them is N, P or S). */
export const SPACE = 4;

// Tested in this order; the categories are disjoint, so at most one matches.
const PROPERTIES: readonly [number, RegExp][] = [
  [NUMBER, /\p{N}/u],
  [PUNCTUATION, /\p{P}/u],
  [SYMBOL, /\p{S}/u],
];

let bmp: Uint8Array | undefined;
const astral = new Map<number, number>();

/** The class of every BMP code unit (surrogates are OTHER), built once, in a few milliseconds. */
export function bmpClasses(): Uint8Array {
  if (bmp) return bmp;
  const table = new Uint8Array(0x10000);
  // One string of all BMP scalar values, scanned once per property by the regex engine.
  const units = new Uint16Array(0x10000 - 0x800);
  for (let c = 0, j = 0; c < 0x10000; c++) if (c < 0xd800 || c > 0xdfff) units[j++] = c;
  let all = '';
  for (let j = 0; j < units.length; j += 0x2000) all += String.fromCharCode(...units.subarray(j, j + 0x2000));
  for (const [kind, pattern] of PROPERTIES) {
    for (const match of all.matchAll(new RegExp(pattern.source, 'gu'))) table[match[0].charCodeAt(0)] = kind;
  }
  for (const [from, to] of AFTER_UNICODE_15_RANGES) if (from < 0x10000) table.fill(OTHER, from, to + 1);
  for (const c of PYTHON_WHITESPACE_CODES) table[c] = SPACE;
  bmp = table;
  return table;
}

/** The class of a code point above U+FFFF (cached: astral text reuses few code points). */
export function astralClass(codePoint: number): number {
  let kind = astral.get(codePoint);
  if (kind === undefined) {
    const char = String.fromCodePoint(codePoint);
    kind = isAfterUnicode15(codePoint) ? OTHER : (PROPERTIES.find(([, pattern]) => pattern.test(char))?.[0] ?? OTHER);
    astral.set(codePoint, kind);
  }
  return kind;
}
