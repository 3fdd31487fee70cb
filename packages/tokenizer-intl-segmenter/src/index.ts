export { createIntlSegmenterTokenizer } from './intl-segmenter-tokenizer.js';
export type { IntlSegmenterTokenizerOptions } from './intl-segmenter-tokenizer.js';
export { describeSegmenterRuntime } from './runtime-description.js';
