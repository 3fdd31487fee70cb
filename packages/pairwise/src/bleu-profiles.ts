import type { Bleu } from '@bleukit/core';
import type { NgramProfiles } from './ngram-profiles.js';
import { tokenProfiles } from './token-profiles.js';

/** BLEU's token n-grams of each line (orders 1…maxNgramOrder), tokenized as `bleu.tokenize` does. */
export function bleuProfiles(bleu: Bleu, lines: readonly string[], sides: Uint8Array, keep: 'shared' | 'all'): NgramProfiles {
  return tokenProfiles(lines.map((line) => bleu.tokenize(line)), bleu.maxNgramOrder, sides, keep);
}
