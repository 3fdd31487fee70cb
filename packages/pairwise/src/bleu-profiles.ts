import type { Bleu } from '@bleukit/core';
import { WORD_ROOT } from './ngram-trie.js';
import { ProfileBuilder, type NgramProfiles } from './ngram-profiles.js';

/** BLEU's token n-grams of each line (orders 1…maxNgramOrder), tokenized as `bleu.tokenize` does. */
export function bleuProfiles(bleu: Bleu, lines: readonly string[], sides: Uint8Array, keep: 'shared' | 'all'): NgramProfiles {
  const order = bleu.maxNgramOrder;
  const tokenized = lines.map((line) => bleu.tokenize(line));
  let tokens = 0;
  for (const line of tokenized) tokens += line.length;
  const builder = new ProfileBuilder(order, lines.length, tokens * Math.min(order, 3), sides);
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
