export {};
export * from './mteval-tokenizer.js';
