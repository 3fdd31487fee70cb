import { closestReferenceLength } from './closest-reference-length.js';

/** A growable Int32Array scratch buffer. */
function grow(buffer: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (buffer.length >= size) return buffer;
  let capacity = buffer.length * 2;
  while (capacity < size) capacity *= 2;
  return new Int32Array(capacity);
}

/** A copy of `buffer` in twice the space. */
function doubled(buffer: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const copy = new Int32Array(buffer.length * 2);
  copy.set(buffer);
  return copy;
}

/**
 * Open-addressing hash table from n-gram keys (`prefixId · V + lastTokenId`, exact doubles) to
 * n-gram ids, in typed arrays. Cleared in O(1) by bumping a generation number instead of
 * reallocating, which a `Map` does on every `clear()`; about 1.7× faster statistics than a
 * `Map<number, number>` on WMT-like segments.
 */
class NgramIdTable {
  private keys = new Float64Array(1024);
  private values = new Int32Array(1024);
  private generations = new Int32Array(1024);
  private generation = 1;

  /** Empties the table and makes room for `count` entries (load factor ≤ 1/2). */
  reset(count: number): void {
    if (count * 2 > this.keys.length) {
      let capacity = this.keys.length;
      while (count * 2 > capacity) capacity *= 2;
      this.keys = new Float64Array(capacity);
      this.values = new Int32Array(capacity);
      this.generations = new Int32Array(capacity);
      this.generation = 0;
    }
    if (++this.generation === 0x7fffffff) {
      this.generations.fill(0);
      this.generation = 1;
    }
  }

  /** The slot of `key`: holding it, or empty where it would go. */
  private slot(key: number): number {
    const mask = this.keys.length - 1;
    let slot = (Math.imul(key | 0, 0x9e3779b1) ^ Math.imul((key / 4294967296) | 0, 0x85ebca6b)) & mask;
    while (this.generations[slot] === this.generation && this.keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  }

  /** The id stored for `key`, or -1. */
  get(key: number): number {
    const slot = this.slot(key);
    return this.generations[slot] === this.generation ? (this.values[slot] as number) : -1;
  }

  /** The id stored for `key`, storing `id` first when there is none. */
  getOrSet(key: number, id: number): number {
    const slot = this.slot(key);
    if (this.generations[slot] === this.generation) return this.values[slot] as number;
    this.generations[slot] = this.generation;
    this.keys[slot] = key;
    this.values[slot] = id;
    return id;
  }
}

/**
 * Token strings → small per-segment ids. The string → id map persists across segments (most
 * tokens recur, and a `Map` lookup is much cheaper than the insertions and re-growth that
 * clearing it per segment costs); a stamp per global id says whether the token has a local id in
 * the current segment. Dropped and rebuilt past {@link TokenVocabulary.LIMIT} types so memory stays
 * bounded on any corpus.
 */
class TokenVocabulary {
  static readonly LIMIT = 1 << 19;
  private readonly globalIds = new Map<string, number>();
  private stamps = new Int32Array(1024);
  private localIds = new Int32Array(1024);
  private stamp = 0;
  /** Distinct tokens given a local id since {@link TokenVocabulary.startSegment}. */
  size = 0;

  startSegment(): void {
    if (this.globalIds.size >= TokenVocabulary.LIMIT) {
      this.globalIds.clear();
      this.stamps.fill(0);
    }
    if (++this.stamp === 0x7fffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    this.size = 0;
  }

  /** The local id of `token`, giving it the next one when it has none in this segment. */
  add(token: string): number {
    let global = this.globalIds.get(token);
    if (global === undefined) {
      global = this.globalIds.size;
      this.globalIds.set(token, global);
      if (global >= this.stamps.length) {
        this.stamps = doubled(this.stamps);
        this.localIds = doubled(this.localIds);
      }
    }
    if (this.stamps[global] === this.stamp) return this.localIds[global] as number;
    this.stamps[global] = this.stamp;
    this.localIds[global] = this.size;
    return this.size++;
  }

  /** The local id of `token` in this segment, or -1. */
  get(token: string): number {
    const global = this.globalIds.get(token);
    return global !== undefined && this.stamps[global] === this.stamp ? (this.localIds[global] as number) : -1;
  }
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
 * n-gram cannot match, and neither can its extensions. N-gram ids are local to the segment and the
 * token vocabulary is capped, so memory stays bounded however large the corpus.
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
    const order = this.order;
    const hypLength = hyp.length;
    let longest = hypLength;
    for (const ref of refs) if (ref.length > longest) longest = ref.length;
    this.reserve(longest, hypLength * Math.max(order, 1) + 1);

    const vocabulary = this.vocabulary;
    const ngramIds = this.ngramIds;
    const hypCounts = this.hypCounts;
    const ngramOrders = this.ngramOrders;
    const tokens = this.tokens;
    vocabulary.startSegment();
    ngramIds.reset(hypLength * Math.max(order, 1) + 1);

    // Unigram ids are the token ids 0..V-1.
    for (let i = 0; i < hypLength; i++) {
      const id = vocabulary.add(hyp[i] as string);
      ngramOrders[id] = 1;
      tokens[i] = id;
      hypCounts[id] = (hypCounts[id] as number) + 1;
    }
    const vocabularySize = vocabulary.size;
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
      refLengths.push(ref.length);
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

  private countReference(ref: readonly string[], vocabularySize: number): void {
    const order = this.order;
    const length = ref.length;
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
      const value = vocabulary.get(ref[i] as string);
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
