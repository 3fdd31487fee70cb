import { SharedWordIdCache } from '../scorers/word-ids.js';
import type { SpillFile } from './segment-column.js';

/** Bytes a block of a stream (see `IdStream`): 2^BLOCK_BITS. */
const BLOCK_BITS = 16;
const BLOCK = 1 << BLOCK_BITS;
/** Every INDEXED-th line's start is kept, so that a line read out of order is found by skipping fewer lines. */
const INDEX_BITS = 6;
const INDEXED = 1 << INDEX_BITS;
/** Blocks read back from a spill file held at once, the most recently used kept. */
const HELD_BLOCKS = 2;

/**
 * A stream of lines as word ids, growing as lines are appended. A line is its length in bytes,
 * then its ids, each number in base 128 (seven bits a byte, low bits first, the high bit set on
 * every byte but a number's last). Ids are given in the order words are first met, so the
 * frequent words mostly have small ones: one byte for the first 128 words, two for the next
 * 16,256, three up to 2,097,151; a line of fewer than 128 bytes says so in one.
 *
 * The bytes are cut in blocks of 64 kB: the one being filled is held, and the full ones are kept
 * in memory, or, with a spill file, appended to it and read back when a line needs them (the last
 * two read are held). Only where every 64th line starts is kept besides, so a line is found from
 * the last one read when it comes after it (a walk in segment order reads each byte once), or
 * else from the 64th line before it.
 */
class IdStream {
  readonly #spill: SpillFile | undefined;
  /** The full blocks: in memory, or (with a spill file) where each is in it. */
  readonly #blocks: Uint8Array[] = [];
  #positions = new Float64Array(16);
  /** The block being filled (grown up to a block's size), and its bytes used. */
  #last = new Uint8Array(256);
  #used = 0;
  /** Bytes in the full blocks. */
  #before = 0;
  /** Where every INDEXED-th line starts. */
  #starts = new Float64Array(64);
  lines = 0;
  /** The blocks read back, the most recently used last. */
  readonly #read: { block: number; bytes: Uint8Array }[] = [];
  /** The line after the last one read, and where it starts. */
  #nextLine = 0;
  #nextAt = 0;
  /** A line's bytes when they are not in one block. */
  #joined = new Uint8Array(256);

  constructor(spill: SpillFile | undefined) {
    this.#spill = spill;
  }

  #push(byte: number): void {
    if (this.#used === this.#last.length) {
      if (this.#last.length < BLOCK) {
        const grown = new Uint8Array(Math.min(BLOCK, this.#last.length * 2));
        grown.set(this.#last);
        this.#last = grown;
        this.#cachedAt = -1;
      } else {
        this.#seal();
      }
    }
    this.#last[this.#used++] = byte;
  }

  /** Lets the full block go: into the list, or to the spill file. */
  #seal(): void {
    const b = this.#before / BLOCK;
    if (this.#spill === undefined) {
      this.#blocks.push(this.#last);
    } else {
      if (b >= this.#positions.length) {
        const grown = new Float64Array(this.#positions.length * 2);
        grown.set(this.#positions);
        this.#positions = grown;
      }
      this.#positions[b] = this.#spill.append(this.#last);
    }
    this.#before += BLOCK;
    this.#last = new Uint8Array(BLOCK);
    this.#cachedAt = -1;
    this.#used = 0;
  }

  #number(value: number): void {
    while (value >= 0x80) {
      this.#push((value & 0x7f) | 0x80);
      value >>>= 7;
    }
    this.#push(value);
  }

  append(ids: ArrayLike<number>): void {
    if ((this.lines & (INDEXED - 1)) === 0) {
      const k = this.lines >>> INDEX_BITS;
      if (k >= this.#starts.length) {
        const grown = new Float64Array(this.#starts.length * 2);
        grown.set(this.#starts);
        this.#starts = grown;
      }
      this.#starts[k] = this.#before + this.#used;
    }
    let size = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      size += id < 0x80 ? 1 : id < 0x4000 ? 2 : id < 0x200000 ? 3 : id < 0x10000000 ? 4 : 5;
    }
    this.#number(size);
    if (this.#used + size <= this.#last.length) {
      // The common case, the line within the block: written straight in.
      const bytes = this.#last;
      let at = this.#used;
      for (let i = 0; i < ids.length; i++) {
        let id = ids[i] as number;
        while (id >= 0x80) {
          bytes[at++] = (id & 0x7f) | 0x80;
          id >>>= 7;
        }
        bytes[at++] = id;
      }
      this.#used = at;
    } else {
      for (let i = 0; i < ids.length; i++) this.#number(ids[i] as number);
    }
    this.lines++;
  }

  /** The block used last (a line's bytes are mostly in the block of the line before), and where it starts (-1: none). */
  #cachedAt = -1;
  #cached: Uint8Array = new Uint8Array(0);

  /** The block that starts at byte `at`. */
  #blockOf(at: number): Uint8Array {
    if (at === this.#cachedAt) return this.#cached;
    const b = at / BLOCK;
    let bytes: Uint8Array | undefined;
    if (at === this.#before) bytes = this.#last;
    else if (this.#spill === undefined) bytes = this.#blocks[b] as Uint8Array;
    else {
      const read = this.#read;
      for (let k = read.length - 1; k >= 0 && bytes === undefined; k--) if ((read[k] as { block: number }).block === b) bytes = (read[k] as { bytes: Uint8Array }).bytes;
      if (bytes === undefined) {
        bytes = read.length < HELD_BLOCKS ? new Uint8Array(BLOCK) : (read.shift() as { bytes: Uint8Array }).bytes;
        this.#spill.read(this.#positions[b] as number, bytes);
        read.push({ block: b, bytes });
      }
    }
    this.#cachedAt = at;
    this.#cached = bytes;
    return bytes;
  }

  /** Where the number read last by {@link IdStream.#numberAt} ends. */
  #end = 0;

  /** The number at byte `at` (see {@link IdStream.#end}). */
  #numberAt(at: number): number {
    let i = at % BLOCK;
    let base = at - i;
    let bytes = this.#blockOf(base);
    const first = bytes[i] as number;
    if (first < 0x80) {
      this.#end = at + 1;
      return first;
    }
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      if (i === BLOCK) {
        base += BLOCK;
        bytes = this.#blockOf(base);
        i = 0;
      }
      const byte = bytes[i++] as number;
      value |= (byte & 0x7f) << shift;
      if (byte < 0x80) break;
    }
    this.#end = base + i;
    return value;
  }

  /** Where the line found last starts (past its length), and its bytes. */
  #at = 0;
  #size = 0;

  /** Finds line `s` (below `lines`) for {@link IdStream.decode}; returns its bytes (it has at most as many ids). */
  find(s: number): number {
    let line: number;
    let at: number;
    if (s >= this.#nextLine && s - this.#nextLine < INDEXED) {
      line = this.#nextLine;
      at = this.#nextAt;
    } else {
      line = s & ~(INDEXED - 1);
      at = this.#starts[line >>> INDEX_BITS] as number;
    }
    for (;;) {
      const size = this.#numberAt(at);
      at = this.#end;
      if (line === s) {
        this.#at = at;
        this.#size = size;
        this.#nextLine = s + 1;
        this.#nextAt = at + size;
        return size;
      }
      at += size;
      line++;
    }
  }

  /** The ids of the line found last into `into` (room for as many as its bytes); returns how many. */
  decode(into: Int32Array): number {
    const start = this.#at;
    const size = this.#size;
    let at = start % BLOCK;
    let bytes = this.#blockOf(start - at);
    if (at + size > BLOCK) {
      // The line goes on in the next block(s): its bytes gathered first.
      if (size > this.#joined.length) this.#joined = new Uint8Array(2 * size);
      const joined = this.#joined;
      for (let done = 0; done < size; ) {
        const from = (start + done) % BLOCK;
        const piece = Math.min(size - done, BLOCK - from);
        joined.set(this.#blockOf(start + done - from).subarray(from, from + piece), done);
        done += piece;
      }
      bytes = joined;
      at = 0;
    }
    const end = at + size;
    let n = 0;
    while (at < end) {
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

  /** Lets go of the room past the last line (once every line is in; more may still be added). */
  trim(): void {
    if (this.#spill === undefined && this.#last.length > this.#used) {
      this.#last = this.#last.slice(0, Math.max(this.#used, 1));
      this.#cachedAt = -1;
    }
  }
}

const NONE = new Int32Array(0);

/**
 * The lines of an analysis as word ids, each line tokenized once: the distinct references of each
 * segment (slot `r`: the segment's `r`-th distinct reference line, empty where it has fewer) and
 * each system's outputs, the words themselves once in {@link SegmentWords.vocabulary}. The HTML
 * report works out its word lists, n-gram lists and shown texts from these; `analyze` fills them
 * as it counts (`keepWords`), so the report does not tokenize the corpus again. One to three
 * bytes a word and one a line (see `IdStream`): a fifth or less of the lines as strings, held in
 * memory, or with a spill file (`spill`, as the command line gives) kept there but for 64 kB of
 * each stream and the vocabulary.
 */
export class SegmentWords {
  readonly vocabulary: string[] = [];
  readonly #spill: SpillFile | undefined;
  readonly #ids = new Map<string, number>();
  readonly #refs: IdStream[] = [];
  readonly #outs: IdStream[] = [];
  #scratch = new Int32Array(256);
  /** The ids a line is decoded into (see {@link SegmentWords.reference}). */
  #line = new Int32Array(256);
  /** This vocabulary's ids by shared word id, so that a word is hashed as a string once. */
  readonly #shared = new SharedWordIdCache();

  /** `spill`: where the streams' full blocks go (none: they stay in memory). */
  constructor(options: { readonly spill?: SpillFile | undefined } = {}) {
    this.#spill = options.spill;
  }

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
      const stream = new IdStream(this.#spill);
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
    while (this.#outs.length <= o) this.#outs.push(new IdStream(this.#spill));
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
   * Each stream reads on from its line read last, so a walk in segment order is cheap; a line
   * before it, or far after, is found from where every 64th line starts (with a spill file, a
   * block of 64 kB read back): fine for a few lines (examples, details), not for a walk that jumps.
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
    const size = stream.find(s);
    if (size > this.#line.length) this.#line = new Int32Array(2 * size);
    return this.#line.subarray(0, stream.decode(this.#line));
  }

  /** Ids as their words joined by single spaces (a flat string: joined, not concatenated). */
  text(ids: Int32Array): string {
    const words = new Array<string>(ids.length);
    for (let i = 0; i < ids.length; i++) words[i] = this.vocabulary[ids[i] as number] as string;
    return words.join(' ');
  }
}
