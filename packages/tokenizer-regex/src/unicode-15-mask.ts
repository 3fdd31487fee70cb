// sacreBLEU 2.6.0 ran intl with the `regex` module's Unicode 15.0 tables; JavaScript engines
// ship newer ones (Node 20.20: Unicode 17.0). Characters assigned since are unassigned for
// sacreBLEU — neither number, punctuation nor symbol — so they must not be split off here.

/**
 * Code point ranges that Unicode 15.1–17.0 assigned as numbers, punctuation or symbols, and
 * that Unicode 15.0 left unassigned (so they are none of those for sacreBLEU's intl). Derived by
 * `scripts/unicode-15-mask.mjs`: Python 3.12's `unicodedata` (15.0.0) against Node 20.20's
 * `\p{N}`, `\p{P}`, `\p{S}` (17.0) over all code points. The sorted ranges are disjoint.
 */
export const AFTER_UNICODE_15_RANGES: readonly (readonly [number, number])[] = [
  [0x1b4e, 0x1b4f], [0x1b7f, 0x1b7f], [0x20c1, 0x20c1], [0x2427, 0x2429], [0x2b96, 0x2b96],
  [0x2ffc, 0x2fff], [0x31e4, 0x31e5], [0x31ef, 0x31ef], [0xfbc3, 0xfbd2], [0xfd90, 0xfd91],
  [0xfdc8, 0xfdce], [0x10d40, 0x10d49], [0x10d6e, 0x10d6e], [0x10d8e, 0x10d8f], [0x10ed0, 0x10ed8],
  [0x113d4, 0x113d5], [0x113d7, 0x113d8], [0x116d0, 0x116e3], [0x11be1, 0x11be1], [0x11bf0, 0x11bf9],
  [0x11de0, 0x11de9], [0x16130, 0x16139], [0x16d6d, 0x16d79], [0x16ff4, 0x16ff6], [0x1cc00, 0x1ccfc],
  [0x1cd00, 0x1ceb3], [0x1ceba, 0x1ced0], [0x1cee0, 0x1cef0], [0x1e5f1, 0x1e5fa], [0x1e5ff, 0x1e5ff],
  [0x1f6d8, 0x1f6d8], [0x1f777, 0x1f77a], [0x1f8b2, 0x1f8bb], [0x1f8c0, 0x1f8c1], [0x1f8d0, 0x1f8d8],
  [0x1fa54, 0x1fa57], [0x1fa89, 0x1fa8a], [0x1fa8e, 0x1fa8f], [0x1fabe, 0x1fabe], [0x1fac6, 0x1fac6],
  [0x1fac8, 0x1fac8], [0x1facd, 0x1facd], [0x1fadc, 0x1fadc], [0x1fadf, 0x1fadf], [0x1fae9, 0x1faea],
  [0x1faef, 0x1faef], [0x1fbcb, 0x1fbef], [0x1fbfa, 0x1fbfa],
];

/** True when `codePoint` lies in {@link AFTER_UNICODE_15_RANGES}. */
export function isAfterUnicode15(codePoint: number): boolean {
  for (const [from, to] of AFTER_UNICODE_15_RANGES) {
    if (codePoint < from) return false;
    if (codePoint <= to) return true;
  }
  return false;
}

/** {@link AFTER_UNICODE_15_RANGES} as a regex character class, for the `u` flag. */
export const AFTER_UNICODE_15_CLASS: string = `[${AFTER_UNICODE_15_RANGES.map(
  ([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`,
).join('')}]`;
