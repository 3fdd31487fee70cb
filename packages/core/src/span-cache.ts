import type { TokenSpans } from './tokenizer.js';

/**
 * The token spans of recent lines, for tokenizers that take microseconds a line. Offsets (and
 * hashes, for hashed spans) of every line live in one growing buffer, so keeping a line costs no
 * allocation of its own; the cache empties itself when it holds `capacity` lines or lines of
 * `characters` UTF-16 code units in all (which bounds the text it keeps alive).
 */
export class SpanCache {
  private readonly entries = new Map<string, number>();
  private texts: string[] = [];
  /** Entry e: its tokens' offsets start at `starts[e]` in `offsets`, `counts[e]` of them. */
  private starts = new Int32Array(64);
  private counts = new Int32Array(64);
  private hashedEntry = new Uint8Array(64);
  private offsets = new Int32Array(1 << 12);
  /** Hashes beside the offsets (index = offset index / 2), allocated once a hashed line comes. */
  private hashes = new Int32Array(0);
  private used = 0;
  /** Code units of the lines kept. */
  private held = 0;

  constructor(
    private readonly capacity: number,
    private readonly characters: number,
  ) {}

  /** Fills `into` with the spans kept for `line` and returns true, or returns false. */
  get(line: string, into: TokenSpans): boolean {
    const entry = this.entries.get(line);
    if (entry === undefined) return false;
    const count = this.counts[entry] as number;
    const start = this.starts[entry] as number;
    const hashed = this.hashedEntry[entry] === 1;
    into.reset(this.texts[entry] as string, hashed);
    into.reserve(count);
    into.offsets.set(this.offsets.subarray(start, start + 2 * count));
    if (hashed) into.hashes.set(this.hashes.subarray(start >> 1, (start >> 1) + count));
    into.count = count;
    return true;
  }

  /** Keeps `spans` as `line`'s. */
  set(line: string, spans: TokenSpans): void {
    if (this.entries.size === this.capacity || this.held + line.length > this.characters) {
      this.entries.clear();
      this.texts = [];
      this.used = 0;
      this.held = 0;
    }
    this.held += line.length;
    const entry = this.entries.size;
    const count = spans.count;
    if (entry === this.starts.length) {
      this.starts = grown(this.starts, 2 * entry);
      this.counts = grown(this.counts, 2 * entry);
      this.hashedEntry = grown(this.hashedEntry, 2 * entry);
    }
    const start = this.used;
    if (start + 2 * count > this.offsets.length) {
      const size = Math.max(2 * this.offsets.length, start + 2 * count);
      this.offsets = grown(this.offsets, size);
    }
    this.offsets.set(spans.offsets.subarray(0, 2 * count), start);
    if (spans.hashed) {
      if (this.hashes.length < this.offsets.length >> 1) this.hashes = grown(this.hashes, this.offsets.length >> 1);
      this.hashes.set(spans.hashes.subarray(0, count), start >> 1);
    }
    this.entries.set(line, entry);
    this.texts.push(spans.text);
    this.starts[entry] = start;
    this.counts[entry] = count;
    this.hashedEntry[entry] = spans.hashed ? 1 : 0;
    this.used = start + 2 * count;
  }
}

/** `array`'s numbers at the start of a new array of `length`. */
function grown<T extends Int32Array | Uint8Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(length);
  bigger.set(array);
  return bigger;
}
