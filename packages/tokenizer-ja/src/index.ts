export { JA_TOKENIZER_NAME, createJaTokenizer, jaTokenizer } from './ja-tokenizer.js';
