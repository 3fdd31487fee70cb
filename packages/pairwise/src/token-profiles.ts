import { WORD_ROOT } from './ngram-trie.js';
import { ProfileBuilder, type NgramProfiles } from './ngram-profiles.js';

/** The token n-grams (orders 1…order) of each tokenized line. */
export function tokenProfiles(tokenized: readonly (readonly string[])[], order: number, sides: Uint8Array, keep: 'shared' | 'all'): NgramProfiles {
  let tokens = 0;
  for (const line of tokenized) tokens += line.length;
  const builder = new ProfileBuilder(order, tokenized.length, tokens * Math.min(order, 3), sides);
  const tokenSymbol = new Map<string, number>();
  let symbols = new Int32Array(256);
  for (const words of tokenized) {
    if (symbols.length < words.length) symbols = new Int32Array(2 * words.length);
    for (let t = 0; t < words.length; t++) {
      const token = words[t] as string;
      let symbol = tokenSymbol.get(token);
      if (symbol === undefined) tokenSymbol.set(token, (symbol = tokenSymbol.size));
      symbols[t] = symbol;
    }
    builder.addSequence(symbols, words.length, WORD_ROOT, 0, order);
    builder.endSentence();
  }
  return builder.finish(keep);
}
