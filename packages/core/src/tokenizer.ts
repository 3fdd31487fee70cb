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
  /**
   * Optional fast path: resets `spans` and writes into it exactly the tokens `tokenize(line)`
   * returns, as offsets (see {@link TokenSpans}). BLEU uses it when it is there, and spares a
   * string per token.
   */
  tokenSpans?(line: string, spans: TokenSpans): void;
  /**
   * True for a tokenizer that takes microseconds a line (a segmenter with a dictionary or a
   * model): BLEU then keeps the tokens of recent lines, since references shared by several
   * systems, and repeated sentences, come back. BLEU does so for any tokenizer without
   * {@link Tokenizer.tokenSpans} too.
   */
  readonly costly?: boolean;
}

/** FNV-1a's offset basis: a token's hash starts here (see {@link tokenHash}). */
export const TOKEN_HASH_BASIS = 0x811c9dc5;
/** FNV-1a's prime: each code unit `c` turns `hash` into `Math.imul(hash ^ c, TOKEN_HASH_PRIME)`. */
export const TOKEN_HASH_PRIME = 0x01000193;

/** The 32-bit FNV-1a hash of the UTF-16 code units of `text[start, end)`. */
export function tokenHash(text: string, start = 0, end = text.length): number {
  let hash = TOKEN_HASH_BASIS;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), TOKEN_HASH_PRIME);
  return hash;
}

/** The empty array every empty span list starts with (nothing can be written into it). */
const NO_NUMBERS = new Int32Array(0);

/**
 * A line's tokens as `[start, end)` offsets into one string, so BLEU can match n-grams without a
 * string per token. A tokenizer that offers {@link Tokenizer.tokenSpans} fills one; BLEU builds
 * one from `tokenize` for any other. A tokenizer that reads every character anyway may also
 * give each token's {@link tokenHash} (spans reset with `hashed`), which BLEU then need not
 * compute.
 */
export class TokenSpans {
  /** The string the offsets index: the line, or the tokenizer's rewriting of it. */
  text = '';
  /** `offsets[2t]` and `offsets[2t + 1]`: where token `t` starts and ends in {@link TokenSpans.text}. */
  offsets: Int32Array;
  /** When {@link TokenSpans.hashed}: `hashes[t]` is token `t`'s {@link tokenHash} (otherwise unspecified). */
  hashes: Int32Array;
  /** Whether {@link TokenSpans.hashes} holds the tokens' hashes. */
  hashed = false;
  /** Number of tokens. */
  count = 0;

  /** Empty spans with room for `capacity` tokens to start with (they grow as needed). */
  constructor(capacity = 32) {
    this.offsets = capacity === 0 ? NO_NUMBERS : new Int32Array(2 * capacity);
    this.hashes = capacity === 0 ? NO_NUMBERS : new Int32Array(capacity);
  }

  /** Starts over with `text` and no tokens; `hashed`: each {@link TokenSpans.push} gives a hash. */
  reset(text: string, hashed = false): void {
    this.text = text;
    this.hashed = hashed;
    this.count = 0;
    // spans copied without hashes have none to write into
    if (hashed && 2 * this.hashes.length < this.offsets.length) this.hashes = new Int32Array(this.offsets.length >> 1);
  }

  /** Appends the token `text.slice(start, end)` (non-empty, without whitespace), with its hash when hashed. */
  push(start: number, end: number, hash = 0): void {
    const t = this.count;
    if (2 * t === this.offsets.length) this.grow(Math.max(2 * t, 16));
    this.offsets[2 * t] = start;
    this.offsets[2 * t + 1] = end;
    if (this.hashed) this.hashes[t] = hash;
    this.count = t + 1;
  }

  /** Makes room for `capacity` tokens (keeping those there are), so writing their offsets and hashes needs no {@link TokenSpans.push}. */
  reserve(capacity: number): void {
    if (2 * capacity > this.offsets.length) this.grow(capacity);
  }

  /** Room for `capacity` tokens, keeping those there are. */
  private grow(capacity: number): void {
    const offsets = new Int32Array(2 * capacity);
    offsets.set(this.offsets.subarray(0, 2 * this.count));
    this.offsets = offsets;
    const hashes = new Int32Array(capacity);
    if (this.hashed) hashes.set(this.hashes.subarray(0, this.count));
    this.hashes = hashes;
  }

  /** The tokens as strings. */
  tokens(): string[] {
    const tokens = new Array<string>(this.count);
    for (let t = 0; t < this.count; t++) tokens[t] = this.text.slice(this.offsets[2 * t], this.offsets[2 * t + 1]);
    return tokens;
  }

  /** A copy in just the space it needs (hashes only when hashed), to keep while this one is reused. */
  copy(): TokenSpans {
    const copy = new TokenSpans(0);
    copy.text = this.text;
    copy.offsets = this.offsets.slice(0, 2 * this.count);
    if (this.hashed) copy.hashes = this.hashes.slice(0, this.count);
    copy.hashed = this.hashed;
    copy.count = this.count;
    return copy;
  }

  /** Makes these spans equal to `other` (keeping this object's buffers when they are big enough) and returns them. */
  copyFrom(other: TokenSpans): TokenSpans {
    this.reset(other.text, other.hashed);
    this.reserve(other.count);
    this.offsets.set(other.offsets.subarray(0, 2 * other.count));
    if (other.hashed) this.hashes.set(other.hashes.subarray(0, other.count));
    this.count = other.count;
    return this;
  }

  /** Spans over `tokens` joined by single spaces. */
  static of(tokens: readonly string[], into: TokenSpans = new TokenSpans()): TokenSpans {
    into.reset(tokens.join(' '));
    let start = 0;
    for (const token of tokens) {
      into.push(start, start + token.length);
      start += token.length + 1;
    }
    return into;
  }
}
