import { TokenSpans, tokenHash, type Tokenizer } from '@bleukit/core';

const spans = new TokenSpans();

/**
 * The tokens `tokenizer.tokenSpans` gives for `line`, as strings; throws when a hash it gave is
 * not the token's `tokenHash`.
 */
export function spanTokens(tokenizer: Tokenizer, line: string): string[] {
  if (tokenizer.tokenSpans === undefined) throw new Error(`${tokenizer.name} has no tokenSpans`);
  tokenizer.tokenSpans(line, spans);
  const tokens = spans.tokens();
  if (spans.hashed) {
    tokens.forEach((token, t) => {
      if (spans.hashes[t] !== tokenHash(token)) throw new Error(`hash of ${JSON.stringify(token)} in ${JSON.stringify(line)}`);
    });
  }
  return tokens;
}
