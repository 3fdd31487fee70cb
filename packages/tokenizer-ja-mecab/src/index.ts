export { MECAB_TOKENIZER_NAME, createMecabTokenizer, loadMecabDictionary } from './mecab-tokenizer.js';
export type { MecabDictionary, MecabTokenizerOptions } from './mecab-tokenizer.js';
export type { DictionaryFileLoader } from './dictionary-loader.js';
