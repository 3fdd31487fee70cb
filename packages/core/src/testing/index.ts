export { checkTokenizer } from './check-tokenizer.js';
export type { CheckTokenizerOptions } from './check-tokenizer.js';
export { checkTokenizerPackage } from './check-tokenizer-package.js';
export { contentDifference } from './token-content.js';
export type { TokenContent } from './token-content.js';
export { templatePlaceholders } from './template-placeholders.js';
export { TOKENIZER_SAMPLES } from './tokenizer-samples.js';
