import { closestReferenceLength } from './closest-reference-length.js';
import { TokenSpans, tokenHash } from './tokenizer.js';

/** A growable Int32Array scratch buffer. */
function grow(buffer: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (buffer.length >= size) return buffer;
  let capacity = buffer.length * 2;
  while (capacity < size) capacity *= 2;
  return new Int32Array(capacity);
}

/**
 * N-gram keys (`prefixId · V + lastTokenId`) → n-gram ids. Keys are below
 * (V + n-gram count) · V, a few thousand for a sentence: up to {@link NgramIdTable.DIRECT} they
 * index a flat array directly (no hashing, no probing); past it an open-addressing hash table
 * over exact doubles takes over. Both are emptied in O(1) by bumping a generation number.
 */
class NgramIdTable {
  static readonly DIRECT = 1 << 16;
  private direct = true;
  private readonly directValues = new Int32Array(NgramIdTable.DIRECT);
  private readonly directGenerations = new Int32Array(NgramIdTable.DIRECT);
  private keys = new Float64Array(1024);
  private values = new Int32Array(1024);
  private generations = new Int32Array(1024);
  private generation = 1;

  /** Empties the table for up to `count` entries with keys below `keyBound`. */
  reset(count: number, keyBound: number): void {
    this.direct = keyBound <= NgramIdTable.DIRECT;
    if (!this.direct && count * 2 > this.keys.length) {
      let capacity = this.keys.length;
      while (count * 2 > capacity) capacity *= 2;
      this.keys = new Float64Array(capacity);
      this.values = new Int32Array(capacity);
      this.generations = new Int32Array(capacity);
    }
    if (++this.generation === 0x7fffffff) {
      this.generations.fill(0);
      this.directGenerations.fill(0);
      this.generation = 1;
    }
  }

  /** The slot of `key` in the hash table: holding it, or empty where it would go. */
  private slot(key: number): number {
    const mask = this.keys.length - 1;
    let slot = (Math.imul(key | 0, 0x9e3779b1) ^ Math.imul((key / 4294967296) | 0, 0x85ebca6b)) & mask;
    while (this.generations[slot] === this.generation && this.keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  }

  /** The id stored for `key`, or -1. */
  get(key: number): number {
    if (this.direct) return this.directGenerations[key] === this.generation ? (this.directValues[key] as number) : -1;
    const slot = this.slot(key);
    return this.generations[slot] === this.generation ? (this.values[slot] as number) : -1;
  }

  /** The id stored for `key`, storing `id` first when there is none. */
  getOrSet(key: number, id: number): number {
    if (this.direct) {
      if (this.directGenerations[key] === this.generation) return this.directValues[key] as number;
      this.directGenerations[key] = this.generation;
      this.directValues[key] = id;
      return id;
    }
    const slot = this.slot(key);
    if (this.generations[slot] === this.generation) return this.values[slot] as number;
    this.generations[slot] = this.generation;
    this.keys[slot] = key;
    this.values[slot] = id;
    return id;
  }
}

/**
 * Tokens (spans of a string) → small per-segment ids, in an open-addressing table that stays in
 * cache: a segment has tens of distinct tokens, a corpus hundreds of thousands, and a lookup in a
 * corpus-wide `Map` of token strings misses the cache several times (about 200 ns a token on a
 * real-size vocabulary, most of the scoring time). Emptied in O(1) by bumping a generation number.
 */
class TokenVocabulary {
  private texts: string[] = new Array<string>(64).fill('');
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private hashes = new Int32Array(64);
  private ids = new Int32Array(64);
  private generations = new Int32Array(64);
  private generation = 1;
  /** Distinct tokens given an id since {@link TokenVocabulary.startSegment}. */
  size = 0;

  /** Empties the vocabulary and makes room for `count` tokens (load factor ≤ 1/2). */
  startSegment(count: number): void {
    if (count * 2 > this.texts.length) {
      let capacity = this.texts.length;
      while (count * 2 > capacity) capacity *= 2;
      this.texts = new Array<string>(capacity).fill('');
      this.starts = new Int32Array(capacity);
      this.ends = new Int32Array(capacity);
      this.hashes = new Int32Array(capacity);
      this.ids = new Int32Array(capacity);
      this.generations = new Int32Array(capacity);
      this.generation = 0;
    }
    if (++this.generation === 0x7fffffff) {
      this.generations.fill(0);
      this.generation = 1;
    }
    this.size = 0;
  }

  /** The slot of the token `text[start, end)`: holding it, or empty where it would go. */
  private slot(text: string, start: number, end: number, hash: number): number {
    const mask = this.texts.length - 1;
    const length = end - start;
    let slot = (hash ^ (hash >>> 12)) & mask;
    for (; this.generations[slot] === this.generation; slot = (slot + 1) & mask) {
      if (this.hashes[slot] !== hash) continue;
      const keyStart = this.starts[slot] as number;
      if ((this.ends[slot] as number) - keyStart !== length) continue;
      const key = this.texts[slot] as string;
      let i = 0;
      while (i < length && key.charCodeAt(keyStart + i) === text.charCodeAt(start + i)) i++;
      if (i === length) break;
    }
    return slot;
  }

  /** The id of the token `text[start, end)` (of {@link tokenHash} `hash`), giving it the next one when it has none yet. */
  add(text: string, start: number, end: number, hash: number): number {
    const key = mixed(hash);
    const slot = this.slot(text, start, end, key);
    if (this.generations[slot] === this.generation) return this.ids[slot] as number;
    this.generations[slot] = this.generation;
    this.texts[slot] = text;
    this.starts[slot] = start;
    this.ends[slot] = end;
    this.hashes[slot] = key;
    this.ids[slot] = this.size;
    return this.size++;
  }

  /** The id of the token `text[start, end)` (of {@link tokenHash} `hash`) in this segment, or -1. */
  get(text: string, start: number, end: number, hash: number): number {
    const slot = this.slot(text, start, end, mixed(hash));
    return this.generations[slot] === this.generation ? (this.ids[slot] as number) : -1;
  }
}

/** A token's {@link tokenHash} mixed so that its low bits depend on every bit. */
function mixed(hash: number): number {
  return Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
}

/**
 * Computes one segment's statistics from its tokens: clipped n-gram matches against the
 * references (each n-gram's count clipped to its largest count in any one reference), n-gram
 * totals, hypothesis length and closest reference length.
 *
 * Why not a Map of joined n-gram strings: building and hashing those strings is most of the time
 * a naive port spends. Here every distinct hypothesis token gets a small integer id, and every
 * hypothesis n-gram an id found from its (n−1)-gram prefix id and its last token id. Reference
 * n-grams are only looked up, never inserted: a reference n-gram whose prefix is not a hypothesis
 * n-gram cannot match, and neither can its extensions. Tokens are read as spans of the line (see
 * {@link TokenSpans}), not as strings. Token and n-gram ids are local to the segment, so memory
 * stays bounded however large the corpus.
 */
export class NgramMatcher {
  /** Highest n-gram order counted. */
  readonly order: number;
  private readonly vocabulary = new TokenVocabulary();
  private readonly ngramIds = new NgramIdTable();
  // Indexed by n-gram id.
  private hypCounts = new Int32Array(256);
  private refCounts = new Int32Array(256);
  private maxRefCounts = new Int32Array(256);
  private ngramOrders = new Int32Array(256);
  // Indexed by token position.
  private tokens = new Int32Array(256);
  private prefixes = new Int32Array(256);
  private extended = new Int32Array(256);
  private seen = new Int32Array(256);
  // Scratch spans for the string form of {@link NgramMatcher.statistics}.
  private readonly hypSpans = new TokenSpans();
  private readonly refSpans: TokenSpans[] = [];

  constructor(order: number) {
    this.order = order;
  }

  /**
   * Writes `[hypLen, refLen, correct_1..N, total_1..N]` for one segment into `out` from
   * `offset` on (overwriting those slots) and returns `out`. `refs` must not be empty.
   */
  statistics<T extends { [i: number]: number; length: number }>(
    hyp: readonly string[],
    refs: readonly (readonly string[])[],
    out: T,
    offset = 0,
  ): T {
    const refSpans = this.refSpans;
    while (refSpans.length < refs.length) refSpans.push(new TokenSpans());
    return this.spanStatistics(
      TokenSpans.of(hyp, this.hypSpans),
      refs.map((ref, k) => TokenSpans.of(ref, refSpans[k])),
      out,
      offset,
    );
  }

  /** {@link NgramMatcher.statistics} of tokens given as spans (see {@link TokenSpans}). */
  spanStatistics<T extends { [i: number]: number; length: number }>(
    hyp: TokenSpans,
    refs: readonly TokenSpans[],
    out: T,
    offset = 0,
  ): T {
    const order = this.order;
    const hypLength = hyp.count;
    let longest = hypLength;
    for (const ref of refs) if (ref.count > longest) longest = ref.count;
    this.reserve(longest, hypLength * Math.max(order, 1) + 1);

    const vocabulary = this.vocabulary;
    const ngramIds = this.ngramIds;
    const hypCounts = this.hypCounts;
    const ngramOrders = this.ngramOrders;
    const tokens = this.tokens;
    vocabulary.startSegment(hypLength);
    const ngramCount = hypLength * Math.max(order, 1) + 1;

    // Unigram ids are the token ids 0..V-1.
    const hypText = hyp.text;
    const hypOffsets = hyp.offsets;
    const hypHashes = hyp.hashed ? hyp.hashes : undefined;
    for (let i = 0; i < hypLength; i++) {
      const start = hypOffsets[2 * i] as number;
      const end = hypOffsets[2 * i + 1] as number;
      const id = vocabulary.add(hypText, start, end, hypHashes === undefined ? tokenHash(hypText, start, end) : (hypHashes[i] as number));
      ngramOrders[id] = 1;
      tokens[i] = id;
      hypCounts[id] = (hypCounts[id] as number) + 1;
    }
    const vocabularySize = vocabulary.size;
    // N-gram ids stay below the n-gram count, so keys below that times V.
    ngramIds.reset(ngramCount, ngramCount * vocabularySize);
    let nextId = vocabularySize;
    let prefixes = this.prefixes;
    let extended = this.extended;
    prefixes.set(tokens.subarray(0, hypLength));
    for (let n = 2; n <= order && n <= hypLength; n++) {
      for (let i = 0; i + n <= hypLength; i++) {
        const key = (prefixes[i] as number) * vocabularySize + (tokens[i + n - 1] as number);
        const id = ngramIds.getOrSet(key, nextId);
        if (id === nextId) {
          nextId++;
          ngramOrders[id] = n;
        }
        extended[i] = id;
        hypCounts[id] = (hypCounts[id] as number) + 1;
      }
      const swap = prefixes;
      prefixes = extended;
      extended = swap;
    }

    const refLengths: number[] = [];
    for (const ref of refs) {
      refLengths.push(ref.count);
      // Order 0 counts nothing: without the guard, unigram matches land past the vector's end.
      if (hypLength > 0 && order > 0) this.countReference(ref, vocabularySize);
    }

    out[offset] = hypLength;
    out[offset + 1] = closestReferenceLength(hypLength, refLengths);
    for (let n = 1; n <= order; n++) {
      out[offset + 1 + n] = 0;
      out[offset + 1 + order + n] = Math.max(hypLength - n + 1, 0);
    }
    const maxRefCounts = this.maxRefCounts;
    for (let id = 0; id < nextId; id++) {
      const hypCount = hypCounts[id] as number;
      const refCount = maxRefCounts[id] as number;
      if (refCount > 0) {
        const slot = offset + 1 + (ngramOrders[id] as number);
        out[slot] = (out[slot] as number) + (hypCount < refCount ? hypCount : refCount);
        maxRefCounts[id] = 0;
      }
      hypCounts[id] = 0;
    }
    return out;
  }

  private countReference(ref: TokenSpans, vocabularySize: number): void {
    const order = this.order;
    const length = ref.count;
    const text = ref.text;
    const offsets = ref.offsets;
    const hashes = ref.hashed ? ref.hashes : undefined;
    const vocabulary = this.vocabulary;
    const ngramIds = this.ngramIds;
    const refCounts = this.refCounts;
    const maxRefCounts = this.maxRefCounts;
    const tokens = this.tokens;
    const seen = this.seen;
    let seenCount = 0;
    let prefixes = this.prefixes;
    let extended = this.extended;
    let any = false;
    for (let i = 0; i < length; i++) {
      const start = offsets[2 * i] as number;
      const end = offsets[2 * i + 1] as number;
      const value = vocabulary.get(text, start, end, hashes === undefined ? tokenHash(text, start, end) : (hashes[i] as number));
      tokens[i] = value;
      prefixes[i] = value;
      if (value >= 0) {
        any = true;
        if (refCounts[value] === 0) seen[seenCount++] = value;
        refCounts[value] = (refCounts[value] as number) + 1;
      }
    }
    for (let n = 2; n <= order && any; n++) {
      any = false;
      for (let i = 0; i + n <= length; i++) {
        const prefix = prefixes[i] as number;
        const last = tokens[i + n - 1] as number;
        let id = -1;
        if (prefix >= 0 && last >= 0) {
          const found = ngramIds.get(prefix * vocabularySize + last);
          if (found >= 0) {
            id = found;
            any = true;
            if (refCounts[id] === 0) seen[seenCount++] = id;
            refCounts[id] = (refCounts[id] as number) + 1;
          }
        }
        extended[i] = id;
      }
      const swap = prefixes;
      prefixes = extended;
      extended = swap;
    }
    for (let k = 0; k < seenCount; k++) {
      const id = seen[k] as number;
      const count = refCounts[id] as number;
      if (count > (maxRefCounts[id] as number)) maxRefCounts[id] = count;
      refCounts[id] = 0;
    }
  }

  private reserve(positions: number, ngrams: number): void {
    this.tokens = grow(this.tokens, positions);
    this.prefixes = grow(this.prefixes, positions);
    this.extended = grow(this.extended, positions);
    // A reference marks at most one id per n-gram position, or one per hypothesis n-gram.
    this.seen = grow(this.seen, Math.max(positions * Math.max(this.order, 1), ngrams));
    if (this.hypCounts.length < ngrams) {
      this.hypCounts = grow(this.hypCounts, ngrams);
      this.refCounts = grow(this.refCounts, ngrams);
      this.maxRefCounts = grow(this.maxRefCounts, ngrams);
      this.ngramOrders = grow(this.ngramOrders, ngrams);
    }
  }
}
