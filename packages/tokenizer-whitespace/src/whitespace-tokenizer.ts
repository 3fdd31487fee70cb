import { isPythonWhitespaceCode, pythonSplit, type Tokenizer } from '@bleukit/core';

/**
 * sacreBLEU's `none` tokenizer: the line is left as it is and BLEU splits it on Python's
 * whitespace set (which, unlike JS `\s`, has U+001C–U+001F and U+0085 and lacks U+FEFF).
 */
export function createWhitespaceTokenizer(): Tokenizer {
  return {
    name: 'none',
    tokenize: pythonSplit,
    tokenSpans(line, spans) {
      spans.reset(line);
      let start = -1;
      for (let i = 0; i < line.length; i++) {
        if (!isPythonWhitespaceCode(line.charCodeAt(i))) {
          if (start < 0) start = i;
        } else if (start >= 0) {
          spans.push(start, i);
          start = -1;
        }
      }
      if (start >= 0) spans.push(start, line.length);
    },
  };
}

/** The ready instance; its signature name is `none`, as in sacreBLEU. */
export const whitespaceTokenizer: Tokenizer = createWhitespaceTokenizer();
