export { MECAB_TOKENIZER_NAME, createMecabTokenizer } from './mecab-tokenizer.js';
export type { MecabTokenizerOptions } from './mecab-tokenizer.js';
export type { DictionaryFileLoader } from './dictionary-loader.js';
