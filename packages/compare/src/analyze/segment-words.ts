import { SharedWordIdCache } from '../scorers/word-ids.js';

/**
 * A stream of lines as word ids, growing as lines are appended: each id in base 128, seven bits a
 * byte, low bits first, the high bit set on every byte but an id's last. Ids are given in the
 * order words are first met, so the frequent words mostly have small ones: one byte for the
 * first 128 words, two for the next 16,256, three up to 2,097,151.
 */
class IdStream {
  bytes = new Uint8Array(4096);
  used = 0;
  /** Where each line starts, and (last) where the last one ends. */
  offsets = new Int32Array(1024);
  lines = 0;

  append(ids: ArrayLike<number>): void {
    // At most five bytes an id (ids are below 2^31).
    if (this.used + 5 * ids.length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.used + 5 * ids.length));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    const bytes = this.bytes;
    let at = this.used;
    for (let i = 0; i < ids.length; i++) {
      let id = ids[i] as number;
      while (id >= 0x80) {
        bytes[at++] = (id & 0x7f) | 0x80;
        id >>>= 7;
      }
      bytes[at++] = id;
    }
    this.used = at;
    if (this.lines + 2 > this.offsets.length) {
      const grown = new Int32Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    this.offsets[++this.lines] = at;
  }

  /** Line `s`'s ids into `into` (large enough: a line has at most as many ids as bytes); returns how many. */
  decode(s: number, into: Int32Array): number {
    const bytes = this.bytes;
    const end = this.offsets[s + 1] as number;
    let n = 0;
    for (let at = this.offsets[s] as number; at < end; ) {
      let byte = bytes[at++] as number;
      let id = byte & 0x7f;
      for (let shift = 7; byte >= 0x80; shift += 7) {
        byte = bytes[at++] as number;
        id |= (byte & 0x7f) << shift;
      }
      into[n++] = id;
    }
    return n;
  }

  /** Bytes of line `s`. */
  size(s: number): number {
    return (this.offsets[s + 1] as number) - (this.offsets[s] as number);
  }

  /** Lets go of the room past the last line (once every line is in). */
  trim(): void {
    if (this.bytes.length > this.used) this.bytes = this.bytes.slice(0, this.used);
    if (this.offsets.length > this.lines + 1) this.offsets = this.offsets.slice(0, this.lines + 1);
  }
}

const NONE = new Int32Array(0);

/**
 * The lines of an analysis as word ids, each line tokenized once: the distinct references of each
 * segment (slot `r`: the segment's `r`-th distinct reference line, empty where it has fewer) and
 * each system's outputs, the words themselves once in {@link SegmentWords.vocabulary}. The HTML
 * report works out its word lists, n-gram lists and shown texts from these; `analyze` fills them
 * as it counts (`keepWords`), so the report does not tokenize the corpus again. One to three
 * bytes a word (see `IdStream`) and four a line: it grows with the corpus, but a fifth or less of
 * the lines as strings.
 */
export class SegmentWords {
  readonly vocabulary: string[] = [];
  readonly #ids = new Map<string, number>();
  readonly #refs: IdStream[] = [];
  readonly #outs: IdStream[] = [];
  #scratch = new Int32Array(256);
  /** The ids a line is decoded into (see {@link SegmentWords.reference}). */
  #line = new Int32Array(256);
  /** This vocabulary's ids by shared word id, so that a word is hashed as a string once. */
  readonly #shared = new SharedWordIdCache();

  /** A word's id, given one if it is new. */
  idOf(word: string): number {
    let id = this.#ids.get(word);
    if (id === undefined) {
      id = this.vocabulary.length;
      this.#ids.set(word, id);
      this.vocabulary.push(word);
    }
    return id;
  }

  /** A word's id, or -1 when no line has it. */
  find(word: string): number {
    return this.#ids.get(word) ?? -1;
  }

  #encode(words: readonly string[]): Int32Array {
    if (words.length > this.#scratch.length) this.#scratch = new Int32Array(words.length * 2);
    const shared = this.#shared.idsOf(words);
    for (let i = 0; i < words.length; i++) {
      let id = this.#shared.get(shared[i] as number);
      if (id < 0) {
        id = this.idOf(words[i] as string);
        this.#shared.set(shared[i] as number, id);
      }
      this.#scratch[i] = id;
    }
    return this.#scratch.subarray(0, words.length);
  }

  /** Segment `s`'s distinct references as words, in order; segments must come in order. */
  addReferences(s: number, references: readonly (readonly string[])[]): void {
    while (this.#refs.length < references.length) {
      // A slot first met at segment s is empty before it.
      const stream = new IdStream();
      for (let k = 0; k < s; k++) stream.append(NONE);
      this.#refs.push(stream);
    }
    this.#refs.forEach((stream, r) => {
      while (stream.lines < s) stream.append(NONE);
      const words = references[r];
      stream.append(words === undefined ? NONE : this.#encode(words));
    });
  }

  /** System `o`'s words of segment `s`; segments must come in order. */
  addOutput(o: number, s: number, words: readonly string[]): void {
    while (this.#outs.length <= o) this.#outs.push(new IdStream());
    const stream = this.#outs[o] as IdStream;
    while (stream.lines < s) stream.append(NONE);
    stream.append(this.#encode(words));
  }

  /** How many reference slots there are (the most distinct references of a segment). */
  get referenceSlots(): number {
    return this.#refs.length;
  }

  /** How many systems there are. */
  get systems(): number {
    return this.#outs.length;
  }

  /** How many segments every stream has (the fewest of any). */
  get segments(): number {
    let fewest = Number.POSITIVE_INFINITY;
    for (const stream of [...this.#refs, ...this.#outs]) fewest = Math.min(fewest, stream.lines);
    return Number.isFinite(fewest) ? fewest : 0;
  }

  /**
   * Reference slot `r`'s line of segment `s` as ids (empty past the slot's end), decoded into an
   * array that the next call of this or {@link SegmentWords.output} reuses: read it before.
   */
  reference(r: number, s: number): Int32Array {
    return this.#lineOf(this.#refs[r], s);
  }

  /** System `o`'s line of segment `s` as ids, decoded likewise (valid until the next call). */
  output(o: number, s: number): Int32Array {
    return this.#lineOf(this.#outs[o], s);
  }

  /** Lets go of the room kept for more lines (call once every line is in; more may still be added). */
  trim(): void {
    for (const stream of [...this.#refs, ...this.#outs]) stream.trim();
  }

  #lineOf(stream: IdStream | undefined, s: number): Int32Array {
    if (stream === undefined || s >= stream.lines) return NONE;
    const size = stream.size(s);
    if (size > this.#line.length) this.#line = new Int32Array(2 * size);
    return this.#line.subarray(0, stream.decode(s, this.#line));
  }

  /** Ids as their words joined by single spaces (a flat string: joined, not concatenated). */
  text(ids: Int32Array): string {
    const words = new Array<string>(ids.length);
    for (let i = 0; i < ids.length; i++) words[i] = this.vocabulary[ids[i] as number] as string;
    return words.join(' ');
  }
}
