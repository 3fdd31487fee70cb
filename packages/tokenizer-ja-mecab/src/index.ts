import type { Tokenizer } from '@bleukit/core';

/** Placeholder until the MeCab-compatible tokenizer lands: fails loudly, never silently. */
export async function createMecabTokenizer(): Promise<Tokenizer> {
  throw new Error('@bleukit/tokenizer-ja-mecab is not implemented yet');
}
