// Python's split()/strip() against a per-character oracle built from the code point list in
// sacreBLEU's spec (str.isspace(), Unicode 14), on strings dense with every kind of whitespace,
// lone surrogates and astral characters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTokenizer } from './testing/index.js';
import { hasPythonWhitespace, isPythonWhitespace, isPythonWhitespaceCode, pythonRstrip, pythonSplit, pythonStrip } from './python-whitespace.js';

const CODES = [
  ...[0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680],
  ...Array.from({ length: 11 }, (_, i) => 0x2000 + i),
  ...[0x2028, 0x2029, 0x202f, 0x205f, 0x3000],
];
const SPACES = new Set(CODES.map((code) => String.fromCharCode(code)));
// Whitespace in JS but not in Python, and look-alikes.
const NOT_SPACES = ['\ufeff', '\u200b', '\u180e', '\u00ad', '\u0000'];

const text = fc
  .array(
    fc.oneof(
      fc.constantFrom(...SPACES),
      fc.constantFrom(...NOT_SPACES),
      fc.string({ unit: 'binary', maxLength: 3 }),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
    ),
    { maxLength: 20 },
  )
  .map((parts) => parts.join(''));

function oracleSplit(value: string): string[] {
  const tokens: string[] = [];
  let current = '';
  for (const unit of value) {
    if (SPACES.has(unit)) {
      if (current) tokens.push(current);
      current = '';
    } else current += unit;
  }
  if (current) tokens.push(current);
  return tokens;
}

describe('Python whitespace', () => {
  it('isPythonWhitespace is exactly the str.isspace() set over the BMP', () => {
    for (let code = 0; code < 0x10000; code++) {
      const char = String.fromCharCode(code);
      if (isPythonWhitespace(char) !== SPACES.has(char)) throw new Error(`U+${code.toString(16)}`);
    }
    expect(isPythonWhitespace('  ')).toBe(false);
  });

  it('pythonSplit equals the per-character split, never yields empty or whitespace tokens', () => {
    fc.assert(
      fc.property(text, (value) => {
        const tokens = pythonSplit(value);
        expect(tokens).toEqual(oracleSplit(value));
        for (const token of tokens) {
          expect(token).not.toBe('');
          expect(hasPythonWhitespace(token)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('pythonRstrip and pythonStrip remove exactly the whitespace at the ends', () => {
    fc.assert(
      fc.property(text, (value) => {
        const right = pythonRstrip(value);
        expect(value.startsWith(right)).toBe(true);
        expect([...value.slice(right.length)].every((c) => SPACES.has(c))).toBe(true);
        expect(right === '' || !SPACES.has(right.at(-1) as string)).toBe(true);
        const both = pythonStrip(value);
        expect(right.endsWith(both)).toBe(true);
        expect(both === '' || !SPACES.has(both[0] as string)).toBe(true);
        expect(pythonSplit(both)).toEqual(pythonSplit(value));
      }),
      { numRuns: 500 },
    );
  });

  it('the whitespace split passes the tokenizer contract on random text (no split code points)', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 5 }), (samples) => {
        expect(checkTokenizer({ name: 'none', tokenize: pythonSplit }, samples)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('isPythonWhitespaceCode', () => {
  it('agrees with the spec list on every BMP code unit and on astral code points', () => {
    const codes = new Set(CODES);
    for (let code = 0; code <= 0xffff; code++) {
      expect(isPythonWhitespaceCode(code), code.toString(16)).toBe(codes.has(code));
    }
    for (const code of [0x10000, 0x1f600, 0x10ffff]) expect(isPythonWhitespaceCode(code)).toBe(false);
  });
});
