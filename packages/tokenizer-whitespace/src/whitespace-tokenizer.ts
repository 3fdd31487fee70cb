import { isPythonWhitespaceCode, pythonSplit, TOKEN_HASH_BASIS, TOKEN_HASH_PRIME, type Tokenizer } from '@bleukit/core';

/**
 * sacreBLEU's `none` tokenizer: the line is left as it is and BLEU splits it on Python's
 * whitespace set (which, unlike JS `\s`, has U+001C–U+001F and U+0085 and lacks U+FEFF).
 */
export function createWhitespaceTokenizer(): Tokenizer {
  return {
    name: 'none',
    tokenize: pythonSplit,
    tokenSpans(line, spans) {
      spans.reset(line, true);
      let start = -1;
      let hash = 0; // the current token's tokenHash so far
      for (let i = 0; i < line.length; i++) {
        const code = line.charCodeAt(i);
        // Printable ASCII is never whitespace: most characters need no further test.
        if ((code > 0x20 && code < 0x7f) || !isPythonWhitespaceCode(code)) {
          if (start < 0) {
            start = i;
            hash = TOKEN_HASH_BASIS;
          }
          hash = Math.imul(hash ^ code, TOKEN_HASH_PRIME);
        } else if (start >= 0) {
          spans.push(start, i, hash);
          start = -1;
        }
      }
      if (start >= 0) spans.push(start, line.length, hash);
    },
  };
}

/** The ready instance; its signature name is `none`, as in sacreBLEU. */
export const whitespaceTokenizer: Tokenizer = createWhitespaceTokenizer();
