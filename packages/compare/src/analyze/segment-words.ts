import { SharedWordIdCache } from '../scorers/word-ids.js';

/** A stream of lines as word ids, growing as lines are appended. */
class IdStream {
  ids = new Int32Array(1024);
  used = 0;
  offsets = new Int32Array(1024);
  lines = 0;

  append(ids: ArrayLike<number>): void {
    if (this.used + ids.length > this.ids.length) {
      const grown = new Int32Array(Math.max(this.ids.length * 2, this.used + ids.length));
      grown.set(this.ids.subarray(0, this.used));
      this.ids = grown;
    }
    this.ids.set(ids, this.used);
    this.used += ids.length;
    if (this.lines + 2 > this.offsets.length) {
      const grown = new Int32Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    this.offsets[++this.lines] = this.used;
  }
}

const NONE = new Int32Array(0);

/**
 * The lines of an analysis as word ids, each line tokenized once: the distinct references of each
 * segment (slot `r`: the segment's `r`-th distinct reference line, empty where it has fewer) and
 * each system's outputs, the words themselves once in {@link SegmentWords.vocabulary}. The HTML
 * report works out its word lists, n-gram lists and shown texts from these; `analyze` fills them
 * as it counts (`keepWords`), so the report does not tokenize the corpus again. Four bytes a
 * word: it grows with the corpus, but a tenth or less of the lines as strings.
 */
export class SegmentWords {
  readonly vocabulary: string[] = [];
  readonly #ids = new Map<string, number>();
  readonly #refs: IdStream[] = [];
  readonly #outs: IdStream[] = [];
  #scratch = new Int32Array(256);
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

  /** Reference slot `r`'s line of segment `s` as ids (a view, not a copy; empty past the slot's end). */
  reference(r: number, s: number): Int32Array {
    return lineOf(this.#refs[r], s);
  }

  /** System `o`'s line of segment `s` as ids (a view, not a copy). */
  output(o: number, s: number): Int32Array {
    return lineOf(this.#outs[o], s);
  }

  /** Ids as their words joined by single spaces (a flat string: joined, not concatenated). */
  text(ids: Int32Array): string {
    const words = new Array<string>(ids.length);
    for (let i = 0; i < ids.length; i++) words[i] = this.vocabulary[ids[i] as number] as string;
    return words.join(' ');
  }
}

function lineOf(stream: IdStream | undefined, s: number): Int32Array {
  if (stream === undefined || s >= stream.lines) return NONE;
  return stream.ids.subarray(stream.offsets[s] as number, stream.offsets[s + 1] as number);
}
