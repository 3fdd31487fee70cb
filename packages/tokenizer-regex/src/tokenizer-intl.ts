import { pythonSplit, type Tokenizer } from '@bleukit/core';

// mteval-v14's international rules, as sacreBLEU runs them with the `regex` module (Unicode
// property classes; JS needs the `u` flag to match code points rather than UTF-16 units).
const PUNCTUATION_AFTER_NON_NUMBER = /(\P{N})(\p{P})/gu;
const PUNCTUATION_BEFORE_NON_NUMBER = /(\p{P})(\P{N})/gu;
const SYMBOL = /(\p{S})/gu;

/**
 * sacreBLEU's `intl` tokenizer (mteval-v14 `--international-tokenization`): splits off Unicode
 * punctuation unless it stands between two numbers, and every symbol. No padding, so a
 * punctuation mark after a number at the end of the line stays attached (`2019.`), a quirk kept
 * on purpose.
 *
 * @example
 * ```ts
 * tokenizerIntl.tokenize('Prix: 5€, soit ~3.14 $.'); // ['Prix', ':', '5', '€', ',', 'soit', '~', '3.14', '$', '.']
 * ```
 */
export function createIntlTokenizer(): Tokenizer {
  return {
    name: 'intl',
    tokenize(line) {
      const text = line
        .replace(PUNCTUATION_AFTER_NON_NUMBER, '$1 $2 ')
        .replace(PUNCTUATION_BEFORE_NON_NUMBER, ' $1 $2')
        .replace(SYMBOL, ' $1 ');
      return pythonSplit(text);
    },
  };
}

/** The ready `intl` tokenizer. */
export const tokenizerIntl: Tokenizer = createIntlTokenizer();
