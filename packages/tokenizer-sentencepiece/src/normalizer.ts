// SentencePiece's normalizer over UTF-8 bytes: the model's compiled rules (a darts-clone
// double-array trie whose values point into a block of NUL-terminated replacement strings), then
// its whitespace handling: leading, trailing and repeated spaces dropped, a `▁` in front of the
// text and in place of every space.

/** `▁` (U+2581) in UTF-8. */
const SPACE_SYMBOL = [0xe2, 0x96, 0x81] as const;
const SPACE = 0x20;
/** U+FFFD in UTF-8, what a malformed byte becomes. */
const REPLACEMENT = Uint8Array.of(0xef, 0xbf, 0xbd);
const SINGLE_SPACE = Uint8Array.of(SPACE);

/** Bytes of the UTF-8 character whose first byte is `lead` (1 for a stray continuation byte). */
export function utf8Length(lead: number): number {
  return lead < 0xc0 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
}

/** Whether the UTF-8 character at `at` (of `length` bytes by its lead byte) is well formed. */
export function validCharacter(bytes: Uint8Array, at: number, length: number, end: number): boolean {
  const lead = bytes[at] as number;
  if (lead < 0x80) return true;
  if (lead < 0xc2 || lead > 0xf4 || at + length > end) return false;
  let code = lead & (0xff >> (length + 1));
  for (let k = 1; k < length; k++) {
    const next = bytes[at + k] as number;
    if ((next & 0xc0) !== 0x80) return false;
    code = (code << 6) | (next & 0x3f);
  }
  const minimum = length === 2 ? 0x80 : length === 3 ? 0x800 : 0x10000;
  return code >= minimum && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
}

/** Finds the longest key that starts a byte string. */
export interface PrefixMatcher {
  /** The value and length of the longest key that starts `bytes` at `at` (up to `end`), or undefined. */
  longestPrefix(bytes: Uint8Array, at: number, end: number): { value: number; length: number } | undefined;
  /** Whether some key starts with `byte`. */
  startsWith(byte: number): boolean;
}

/** A darts-clone double array (as SentencePiece stores its normalization rules). */
export class DoubleArray implements PrefixMatcher {
  constructor(private readonly units: Uint32Array) {}

  /** The value of the key {@link DoubleArray.match} found last. */
  matched = 0;

  /** The length of the longest key that starts `bytes` at `at` (up to `end`), its value left in {@link DoubleArray.matched}; 0 for none. */
  match(bytes: Uint8Array, at: number, end: number): number {
    const units = this.units;
    let node = offsetOf(units[0] as number);
    let length = 0;
    for (let i = at; i < end; i++) {
      const byte = bytes[i] as number;
      node ^= byte;
      const unit = units[node];
      if (unit === undefined || (unit & 0x800000ff) >>> 0 !== byte) return length;
      node ^= offsetOf(unit);
      if (((unit >>> 8) & 1) === 1) {
        this.matched = (units[node] as number) & 0x7fffffff;
        length = i - at + 1;
      }
    }
    return length;
  }

  longestPrefix(bytes: Uint8Array, at: number, end: number): { value: number; length: number } | undefined {
    const length = this.match(bytes, at, end);
    return length === 0 ? undefined : { value: this.matched, length };
  }

  /** Whether some key starts with `byte`. */
  startsWith(byte: number): boolean {
    const node = offsetOf(this.units[0] as number) ^ byte;
    const unit = this.units[node];
    return unit !== undefined && (unit & 0x800000ff) >>> 0 === byte;
  }
}

function offsetOf(unit: number): number {
  return ((unit >>> 10) << ((unit & (1 << 9)) >>> 6)) >>> 0;
}

export interface NormalizerSpec {
  readonly precompiledCharsmap: Uint8Array;
  readonly addDummyPrefix: boolean;
  readonly removeExtraWhitespaces: boolean;
  readonly escapeWhitespaces: boolean;
  readonly treatWhitespaceAsSuffix: boolean;
}

/** Normalizes UTF-8 text as SentencePiece 0.1.97's `Normalizer::Normalize` does. */
export class Normalizer {
  private readonly trie: DoubleArray | undefined;
  private readonly replacements: Uint8Array;
  /**
   * Per ASCII byte, 1 when neither a rule nor a user-defined symbol starts with it: such a byte
   * is copied as it is, without a search (most of the text in Latin scripts).
   */
  private readonly plain = new Uint8Array(0x80);
  /** The output buffer, reused from line to line and grown when a line needs more. */
  out = new Uint8Array(1024);
  private length = 0;
  /** What the last `prefix` call found: the normalized bytes are `source[from, to)`. */
  private source: Uint8Array = REPLACEMENT;
  private from = 0;
  private to = 0;

  /**
   * `userSymbols` are the model's user-defined pieces: text that starts with one is taken as it
   * is, unnormalized (SentencePiece's prefix matcher).
   */
  constructor(
    private readonly spec: NormalizerSpec,
    private readonly userSymbols: PrefixMatcher | undefined,
  ) {
    const blob = spec.precompiledCharsmap;
    if (blob.length === 0) {
      this.trie = undefined;
      this.replacements = new Uint8Array(0);
    } else {
      const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
      const trieSize = view.getUint32(0, true);
      if (blob.length <= 4 || trieSize >= blob.length) throw new Error('the normalization rules of the model are broken');
      // Copied to a buffer of its own, aligned for 32-bit units (little-endian, as the file).
      const trieBytes = new Uint8Array(blob.subarray(4, 4 + trieSize));
      this.trie = new DoubleArray(new Uint32Array(trieBytes.buffer, 0, trieSize >>> 2));
      this.replacements = blob.subarray(4 + trieSize);
    }
    for (let byte = 0; byte < 0x80; byte++) {
      this.plain[byte] = this.trie?.startsWith(byte) === true || userSymbols?.startsWith(byte) === true ? 0 : 1;
    }
  }

  /**
   * Finds the normalized form of the text at `at` (left in `source[from, to)`) and returns how
   * many input bytes it replaces.
   */
  private prefix(input: Uint8Array, at: number, end: number): number {
    const user = this.userSymbols?.longestPrefix(input, at, end);
    if (user !== undefined) {
      this.source = input;
      this.from = at;
      this.to = at + user.length;
      return user.length;
    }
    const rule = this.trie === undefined ? 0 : this.trie.match(input, at, end);
    if (rule !== 0) {
      const from = (this.trie as DoubleArray).matched;
      let stop = from;
      while (stop < this.replacements.length && this.replacements[stop] !== 0) stop++;
      this.source = this.replacements;
      this.from = from;
      this.to = stop;
      return rule;
    }
    const length = Math.min(utf8Length(input[at] as number), end - at);
    if (!validCharacter(input, at, length, end)) {
      this.source = REPLACEMENT;
      this.from = 0;
      this.to = REPLACEMENT.length;
      return 1;
    }
    this.source = input;
    this.from = at;
    this.to = at + length;
    return length;
  }

  private grow(): void {
    const grown = new Uint8Array(this.out.length * 2);
    grown.set(this.out);
    this.out = grown;
  }

  private push(byte: number): void {
    if (this.length === this.out.length) this.grow();
    this.out[this.length++] = byte;
  }

  private pushSpace(): void {
    if (this.spec.escapeWhitespaces) {
      this.push(SPACE_SYMBOL[0]);
      this.push(SPACE_SYMBOL[1]);
      this.push(SPACE_SYMBOL[2]);
    } else {
      this.push(SPACE);
    }
  }

  /** Normalizes `input[0, end)` into {@link Normalizer.out} and returns the normalized length. */
  normalize(input: Uint8Array, end: number): number {
    const { spec, plain } = this;
    let at = 0;
    if (spec.removeExtraWhitespaces) {
      while (at < end) {
        const length = this.prefix(input, at, end);
        if (!(this.to - this.from === 1 && this.source[this.from] === SPACE)) break;
        at += length;
      }
    }
    if (at >= end) return 0;
    this.length = 0;
    if (!spec.treatWhitespaceAsSuffix && spec.addDummyPrefix) this.pushSpace();
    const removeExtra = spec.removeExtraWhitespaces;
    let previousSpace = removeExtra;
    while (at < end) {
      const byte = input[at] as number;
      if (byte < 0x80 && plain[byte] === 1) {
        // A byte copied as it is: the loop below, written out for one byte.
        if (byte !== SPACE) {
          if (this.length === this.out.length) this.grow();
          this.out[this.length++] = byte;
          previousSpace = false;
        } else {
          if (!previousSpace) this.pushSpace();
          previousSpace = removeExtra;
        }
        at++;
        continue;
      }
      const length = this.prefix(input, at, end);
      const { source, to } = this;
      let start = this.from;
      if (previousSpace) while (start < to && source[start] === SPACE) start++;
      if (start < to) {
        for (let k = start; k < to; k++) {
          const next = source[k] as number;
          if (next === SPACE) this.pushSpace();
          else this.push(next);
        }
        previousSpace = source[to - 1] === SPACE;
      }
      at += length;
      if (!removeExtra) previousSpace = false;
    }
    if (removeExtra) {
      const space = spec.escapeWhitespaces ? SPACE_SYMBOL : SINGLE_SPACE;
      while (endsWith(this.out, this.length, space)) this.length -= space.length;
    }
    if (spec.treatWhitespaceAsSuffix && spec.addDummyPrefix) this.pushSpace();
    return this.length;
  }
}

/** Whether `out[0, length)` ends with `suffix`. */
function endsWith(out: Uint8Array, length: number, suffix: ArrayLike<number>): boolean {
  if (length < suffix.length) return false;
  for (let k = 0; k < suffix.length; k++) if (out[length - suffix.length + k] !== suffix[k]) return false;
  return true;
}
