/**
 * The code points of Python's `str.isspace()` set (what `str.split()` splits on), for building
 * lookup tables without a regex test per code point. Equal to core's `isPythonWhitespace`, as a
 * test checks over every BMP code unit; none is above U+3000.
 */
export const PYTHON_WHITESPACE_CODES: readonly number[] = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001,
  0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f,
  0x205f, 0x3000,
];

/** 1 at the UTF-16 units of {@link PYTHON_WHITESPACE_CODES}, 0 elsewhere below U+3001. */
export const PYTHON_WHITESPACE_TABLE: Uint8Array = new Uint8Array(0x3001);
for (const c of PYTHON_WHITESPACE_CODES) PYTHON_WHITESPACE_TABLE[c] = 1;

/** True when `text` contains a Python whitespace character (a scan, no regex). */
export function containsPythonWhitespace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit <= 0x3000 && PYTHON_WHITESPACE_TABLE[unit] === 1) return true;
  }
  return false;
}
