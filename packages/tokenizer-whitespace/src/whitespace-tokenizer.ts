import { pythonSplit, type Tokenizer } from '@bleukit/core';

/**
 * sacreBLEU's `none` tokenizer: the line is left as it is and BLEU splits it on Python's
 * whitespace set (which, unlike JS `\s`, has U+001C–U+001F and U+0085 and lacks U+FEFF).
 */
export function createWhitespaceTokenizer(): Tokenizer {
  return { name: 'none', tokenize: pythonSplit };
}

/** The ready instance; its signature name is `none`, as in sacreBLEU. */
export const whitespaceTokenizer: Tokenizer = createWhitespaceTokenizer();
