import { Buffer, isUtf8 } from 'node:buffer';

/**
 * Splits UTF-8 bytes at `\n` and decodes each line from its own bytes.
 *
 * Splitting the decoded text of a chunk would make every line of 13 or more characters a V8
 * sliced string: each character read goes through the slice to the chunk's text, the whole chunk
 * stays alive while any of its lines does, and one non-ASCII character anywhere in the chunk makes
 * every line a two-byte string. A line decoded on its own is a flat string, one byte per character
 * where it can be, which the tokenizers and the metrics read faster.
 *
 * The bytes are checked as they come (`isUtf8`, much cheaper than decoding them): a chunk that
 * does not pass is left to the caller, whose decoder tells an invalid byte from a character cut
 * by the chunk's end. Lines hold whole characters: a `\n` byte never occurs inside one.
 */
export class Utf8LineSplitter {
  /** Bytes of the line not yet ended by a `\n`, in the order they came. */
  private partial: Buffer[] = [];
  /** The partial line's bytes are known to be whole, valid UTF-8 characters. */
  private partialValid = true;
  /** A UTF-8 byte-order mark at the very start is still to be dropped (`utf-8-sig`). */
  private dropBom: boolean;

  constructor(dropBom: boolean) {
    this.dropBom = dropBom;
  }

  /**
   * The last character of the line begun in earlier chunks and not yet ended, whole or cut (up to
   * 4 bytes; empty when there is none): all a decoder needs to go on where those bytes end, since
   * the bytes before it are whole characters (every chunk passed `isUtf8` or a decoder).
   */
  pending(): Buffer {
    const last: number[] = [];
    for (let k = this.partial.length - 1; k >= 0 && last.length < 4; k--) {
      const piece = this.partial[k] as Buffer;
      for (let i = piece.length - 1; i >= 0 && last.length < 4; i--) last.unshift(piece[i] as number);
    }
    // Back to the byte that starts the character: continuation bytes are 10xxxxxx.
    let start = last.length - 1;
    while (start > 0 && ((last[start] as number) & 0xc0) === 0x80) start--;
    return Buffer.from(last.slice(Math.max(start, 0)));
  }

  /**
   * The lines that `bytes` ends (none when it holds no `\n`); the rest waits for the next chunk.
   * `undefined`, with nothing taken, when the bytes may not be valid UTF-8: the caller checks
   * them after {@link pending} with a decoder and, if they are, pushes them again as `checked`.
   */
  push(bytes: Uint8Array, checked = false): string[] | undefined {
    const chunk = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let end = chunk.indexOf(10);
    if (end < 0) {
      if (!checked && !(this.partialValid && isUtf8(chunk))) return undefined;
      if (chunk.length > 0) this.partial.push(chunk);
      this.partialValid &&= checked ? isUtf8(chunk) : true;
      return [];
    }
    const last = chunk.lastIndexOf(10);
    let head: Buffer | undefined;
    if (this.partial.length > 0) {
      this.partial.push(chunk.subarray(0, end));
      head = Buffer.concat(this.partial);
    }
    const tail = chunk.subarray(last + 1);
    const tailValid = isUtf8(tail);
    if (!checked) {
      const headValid = head === undefined || this.partialValid ? isUtf8(chunk.subarray(0, end)) : isUtf8(head);
      if (!headValid || !tailValid || !isUtf8(chunk.subarray(end + 1, last))) {
        if (head !== undefined) this.partial.pop();
        return undefined;
      }
    }
    const lines: string[] = [];
    let start = 0;
    if (head !== undefined) {
      lines.push(this.decode(head, 0, head.length));
      start = end + 1;
      end = chunk.indexOf(10, start);
    }
    while (end >= 0) {
      lines.push(this.decode(chunk, start, end));
      start = end + 1;
      end = chunk.indexOf(10, start);
    }
    // A copy: the rest of a line must not keep the whole chunk alive until the next one comes.
    this.partial = tail.length > 0 ? [Buffer.from(tail)] : [];
    this.partialValid = tailValid;
    return lines;
  }

  /**
   * The last line when the input does not end with `\n`, else `undefined`; `null` when its bytes
   * end inside a character.
   */
  end(): string | undefined | null {
    if (this.partial.length === 0) return undefined;
    const rest = Buffer.concat(this.partial);
    this.partial = [];
    if (!this.partialValid && !isUtf8(rest)) return null;
    const line = this.decode(rest, 0, rest.length);
    return line === '' ? undefined : line;
  }

  private decode(bytes: Buffer, start: number, end: number): string {
    if (this.dropBom) {
      this.dropBom = false;
      if (end - start >= 3 && bytes[start] === 0xef && bytes[start + 1] === 0xbb && bytes[start + 2] === 0xbf) start += 3;
    }
    return bytes.toString('utf8', start, end);
  }
}
