import { isPythonWhitespace, type Tokenizer } from '@bleukit/core';

/**
 * sacreBLEU's `char` tokenizer: every code point but whitespace is a token (an astral character
 * is one token; combining marks and ZWJ sequences are split into their code points, as there).
 */
export function createCharTokenizer(): Tokenizer {
  return {
    name: 'char',
    tokenize(line) {
      const tokens: string[] = [];
      for (const char of line) if (!isPythonWhitespace(char)) tokens.push(char);
      return tokens;
    },
  };
}

/** The ready `char` tokenizer. */
export const tokenizerChar: Tokenizer = createCharTokenizer();
