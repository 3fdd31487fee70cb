export { create13aTokenizer, tokenize13aReference, tokenizer13a } from './tokenizer-13a.js';
export { createCharTokenizer, tokenizeCharReference, tokenizerChar } from './tokenizer-char.js';
export { createIntlTokenizer, tokenizeIntlReference, tokenizerIntl } from './tokenizer-intl.js';
export { ZH_EFFECTIVE_RANGES, createZhTokenizer, tokenizeZhReference, tokenizerZh } from './tokenizer-zh.js';
export { createRegexTokenizer, findNestedQuantifier, findOverlappingAlternatives } from './regex-tokenizer.js';
export type { RegexTokenizerOptions } from './regex-tokenizer.js';
export * from './mteval-tokenizer.js';
export { AFTER_UNICODE_15_RANGES } from './unicode-15-mask.js';
