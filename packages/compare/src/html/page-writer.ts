// The page as UTF-8 bytes, handed on in pieces of 64 kB as they fill (to a file's writeSync, a
// stream, or joined into one string): numbers and the texts' word codes go into the piece as
// bytes, without a string made for each first, and nothing is held past the piece being filled.

/** The two WHATWG encoding interfaces the writer uses (in Node and every browser; not in ES2022's lib). */
interface Utf8Encoder {
  encodeInto(text: string, into: Uint8Array): { read: number; written: number };
}
interface Utf8Decoder {
  decode(bytes?: Uint8Array, options?: { stream: boolean }): string;
}
const { TextEncoder, TextDecoder } = globalThis as unknown as { TextEncoder: new () => Utf8Encoder; TextDecoder: new () => Utf8Decoder };
const encoder = new TextEncoder();

/** A piece's size. */
const PIECE = 1 << 16;
/** Characters of a long string encoded at a time (at most three bytes each: they fit a piece). */
const TEXT_SLICE = 8192;

/** Fills pieces of the page and hands each on, once full, to `flush` (which must copy or write it before it returns). */
export class PageWriter {
  /** The piece being filled: `at` bytes of it are written. */
  readonly bytes = new Uint8Array(PIECE);
  at = 0;

  constructor(private readonly flush: (piece: Uint8Array) => void) {}

  /** Makes room for `n` more bytes (at most a piece) in the piece, handing it on first if it has less. */
  room(n: number): void {
    if (this.at + n > PIECE) this.end();
  }

  /** Hands on what the piece holds (at the end of the page, or when it is full). */
  end(): void {
    if (this.at === 0) return;
    this.flush(this.bytes.subarray(0, this.at));
    this.at = 0;
  }

  /** Any text as UTF-8 (a lone surrogate as U+FFFD, as Node and browsers encode strings). */
  text(text: string): void {
    for (let from = 0; from < text.length; ) {
      let to = Math.min(from + TEXT_SLICE, text.length);
      // A surrogate pair is encoded whole: not cut between two slices.
      const last = text.charCodeAt(to - 1);
      if (to < text.length && last >= 0xd800 && last <= 0xdbff) to--;
      const slice = from === 0 && to === text.length ? text : text.slice(from, to);
      this.room(3 * slice.length);
      this.at += encoder.encodeInto(slice, this.bytes.subarray(this.at)).written;
      from = to;
    }
  }

  /** Text known to be ASCII (a number's digits, JSON punctuation, word codes): a byte a character. */
  ascii(text: string): void {
    if (text.length > PIECE) return this.text(text);
    this.room(text.length);
    const { bytes } = this;
    for (let i = 0; i < text.length; i++) bytes[this.at++] = text.charCodeAt(i);
  }

  /** A number as `JSON.stringify` writes it: `null` for NaN and ±Infinity, `0` for −0. */
  number(value: number): void {
    if (!(value > -0x80000000 && value < 0x80000000) || value % 1 !== 0) return this.ascii(Number.isFinite(value) ? String(value) : 'null');
    // A 32-bit integer (−0 is 0): its digits worked out with integer arithmetic.
    if (this.at + 11 > PIECE) this.end();
    const { bytes } = this;
    let at = this.at;
    let rest = value | 0;
    if (rest < 0) {
      bytes[at++] = 0x2d;
      rest = -rest;
    }
    if (rest < 10) {
      bytes[at++] = 0x30 + rest;
    } else if (rest < 100) {
      const tens = (rest / 10) | 0;
      bytes[at++] = 0x30 + tens;
      bytes[at++] = 0x30 + rest - 10 * tens;
    } else {
      let end = at + 3;
      for (let power = 1000; power <= rest && end < at + 10; power *= 10) end++;
      for (let k = end - 1; k >= at; k--) {
        const next = (rest / 10) | 0;
        bytes[k] = 0x30 + rest - 10 * next;
        rest = next;
      }
      at = end;
    }
    this.at = at;
  }

  /** One byte (an ASCII character's code). */
  byte(code: number): void {
    if (this.at === PIECE) this.end();
    this.bytes[this.at++] = code;
  }
}

/** What `write` writes to a {@link PageWriter}, as one string (for a page held in memory, and tests). */
export function writtenText(write: (writer: PageWriter) => void): string {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const writer = new PageWriter((piece) => parts.push(decoder.decode(piece, { stream: true })));
  write(writer);
  writer.end();
  parts.push(decoder.decode());
  return parts.join('');
}
