export { createExampleTokenizer, exampleTokenizer } from './example-tokenizer.js';
