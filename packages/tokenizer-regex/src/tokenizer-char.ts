import { isPythonWhitespace, type Tokenizer } from '@bleukit/core';
import { PYTHON_WHITESPACE_TABLE } from './python-whitespace-codes.js';

// Python's str.isspace() set, by UTF-16 unit (all of it lies below U+3001).
const SPACE = PYTHON_WHITESPACE_TABLE;

/**
 * sacreBLEU's char rule applied literally: every code point that is not whitespace. The
 * reference the fast tokenizer is tested against.
 */
export function tokenizeCharReference(line: string): string[] {
  const tokens: string[] = [];
  for (const char of line) if (!isPythonWhitespace(char)) tokens.push(char);
  return tokens;
}

/**
 * sacreBLEU's `char` tokenizer: every code point but whitespace is a token (an astral character
 * is one token; combining marks and ZWJ sequences are split into their code points, as there).
 *
 * @example
 * ```ts
 * tokenizerChar.tokenize('a b😀'); // ['a', 'b', '😀']
 * ```
 */
export function createCharTokenizer(): Tokenizer {
  return {
    name: 'char',
    tokenize(line) {
      const tokens: string[] = [];
      const length = line.length;
      for (let i = 0; i < length; i++) {
        const unit = line.charCodeAt(i);
        if (unit >= 0xd800 && unit <= 0xdbff) {
          const low = line.charCodeAt(i + 1);
          if (low >= 0xdc00 && low <= 0xdfff) {
            tokens.push(line.slice(i, i + 2));
            i++;
            continue;
          }
        }
        if (unit > 0x3000 || SPACE[unit] === 0) tokens.push(line[i] as string);
      }
      return tokens;
    },
  };
}

/** The ready `char` tokenizer. */
export const tokenizerChar: Tokenizer = createCharTokenizer();
