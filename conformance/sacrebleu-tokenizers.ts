// The bleukit tokenizer for each of sacreBLEU's tokenizer signatures.
import type { Tokenizer } from '@bleukit/core';
import { whitespaceTokenizer } from '@bleukit/tokenizer-whitespace';

/** Scores may differ from sacreBLEU's only in the last bits (V8's exp/log are not glibc's). */
export function closeTo(actual: number, expected: number, relative = 1e-12): boolean {
  if (actual === expected) return true;
  return Math.abs(actual - expected) <= relative * Math.max(Math.abs(expected), Number.MIN_VALUE);
}

/** Resolves a sacreBLEU tokenizer signature (`13a`, `ja-mecab-0.996-IPA`, …) to a bleukit tokenizer. */
export async function tokenizerFor(signature: string): Promise<Tokenizer> {
  if (signature === 'none') return whitespaceTokenizer;
  if (signature.startsWith('ja-mecab-')) {
    const { createMecabTokenizer } = await import('@bleukit/tokenizer-ja-mecab');
    return createMecabTokenizer();
  }
  const regex = (await import('@bleukit/tokenizer-regex')) as Record<string, unknown>;
  const found = Object.values(regex).find(
    (value): value is Tokenizer =>
      typeof value === 'object' && value !== null && (value as Tokenizer).name === signature,
  );
  if (found) return found;
  throw new Error(`no bleukit tokenizer for sacreBLEU's ${signature}`);
}
