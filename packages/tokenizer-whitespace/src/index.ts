export { createWhitespaceTokenizer, whitespaceTokenizer } from './whitespace-tokenizer.js';
