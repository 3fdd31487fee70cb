import { hasPythonWhitespace, pythonSplit, type Tokenizer } from '@bleukit/core';
import { compileTinySegmenterModel } from './tiny-segmenter-model.js';
import { type WordStarts, createTinySegmenter } from './tiny-segmenter-fast.js';

/** Signature name: TinySegmenter 0.2 weights (npm tiny-segmenter 0.2.0), bleukit's code-point fixes. */
export const JA_TOKENIZER_NAME = 'ja-tinyseg-0.2.0';

/**
 * Japanese word segmentation with TinySegmenter's model: small (no dictionary), synchronous and
 * identical on every runtime. It differs from the raw npm package in two ways that matter for
 * BLEU: a character beyond U+FFFF (𠮷, 🍣) is one character, never split into surrogate halves,
 * and whitespace is never part of a token.
 *
 * @example
 * createJaTokenizer().tokenize('私の名前は中野です'); // ['私', 'の', '名前', 'は', '中野', 'です']
 */
export function createJaTokenizer(): Tokenizer {
  let segment: WordStarts | undefined;
  return {
    name: JA_TOKENIZER_NAME,
    tokenize(line) {
      segment ??= createTinySegmenter(compileTinySegmenterModel());
      const { starts, count } = segment(line);
      const tokens: string[] = [];
      const spaced = hasPythonWhitespace(line);
      for (let k = 0; k < count; k++) {
        const word = line.slice(starts[k], k + 1 < count ? starts[k + 1] : line.length);
        if (spaced && hasPythonWhitespace(word)) tokens.push(...pythonSplit(word));
        else tokens.push(word);
      }
      return tokens;
    },
  };
}

/** A ready {@link createJaTokenizer} instance (its model compiles on first use). */
export const jaTokenizer: Tokenizer = createJaTokenizer();
