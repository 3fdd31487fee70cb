/**
 * What BLEU needs of a tokenizer: a name for the signature and a synchronous, pure function from
 * a line to its tokens.
 *
 * Core never imports a tokenizer; the tokenizer packages (`@bleukit/tokenizer-*`) provide them.
 * Tokens are never empty and never contain whitespace (Python's set: see `isPythonWhitespace`),
 * so BLEU's n-grams are exactly those sacreBLEU builds from `tokenize(line).split()`.
 */
export interface Tokenizer {
  /**
   * Goes into the signature's `tok:` field. It changes whenever the output can change
   * (version, dictionary, locale, engine), e.g. `13a` or `ja-mecab-0.996-IPA`.
   */
  readonly name: string;
  /** Splits one line (already lower-cased and right-stripped by BLEU when asked) into tokens. */
  tokenize(line: string): string[];
}
