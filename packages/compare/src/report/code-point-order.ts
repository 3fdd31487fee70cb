/**
 * Orders two strings as Python compares `str`s: by code point. JavaScript's `<` compares UTF-16
 * code units, which puts a character above U+FFFF before U+E000–U+FFFF; this does not.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let k = 0; k < length; k++) {
    const x = a.charCodeAt(k);
    const y = b.charCodeAt(k);
    if (x === y) continue;
    // A surrogate (an astral character's half) sorts above every other code unit.
    const xs = x >= 0xd800 && x <= 0xdfff ? x + 0x10000 : x;
    const ys = y >= 0xd800 && y <= 0xdfff ? y + 0x10000 : y;
    return xs - ys;
  }
  return a.length - b.length;
}
