// Counts the n-grams (orders 1…N) of a hypothesis and matches each reference against them, with
// no string per n-gram: an n-gram is a path in a trie of (parent n-gram, symbol) pairs, interned
// to a dense id in an open-addressing table. Symbols are code points (character n-grams) or word
// ids (word n-grams). Only the hypothesis's n-grams get ids; a reference n-gram that is not in the
// table cannot match, and neither can any longer n-gram that extends it.

const ROOT = -1;
const ABSENT = -1;

function nextPowerOfTwo(value: number): number {
  let size = 16;
  while (size < value) size *= 2;
  return size;
}

/**
 * Reusable, allocation-free per segment after warm-up. One instance serves one sequence of
 * segments (it is not re-entrant).
 */
export class NgramCounter {
  private mask = 0;
  /**
   * The table, four numbers per slot side by side (one cache line holds whole slots): the
   * generation the slot was written in (older slots are empty), parent id, symbol, id.
   */
  private table = new Int32Array(0);
  private generation = 0;
  private size = 0;
  /** Occurrences of each hypothesis n-gram (by id), and of the same n-gram in the reference. */
  private hypCounts = new Int32Array(0);
  private refCounts = new Int32Array(0);
  /** The id of the n-gram starting at each position, for the current order (hypothesis, reference). */
  private hypLevel = new Int32Array(0);
  private refLevel = new Int32Array(0);
  /** Ids whose reference count became non-zero (to sum matches and reset them). */
  private touched = new Int32Array(0);
  private hypLength = 0;
  private order = 0;

  /** Counts every n-gram of `symbols[0…length)` up to `order` as the hypothesis. */
  setHypothesis(symbols: Int32Array, length: number, order: number): void {
    this.hypLength = length;
    this.order = order;
    const entries = length * order;
    this.reserve(entries, length);
    this.generation++;
    if (this.generation === 0x7fffffff) {
      this.table.fill(0);
      this.generation = 1;
    }
    this.size = 0;
    const level = this.hypLevel;
    const counts = this.hypCounts;
    for (let n = 1; n <= order && n <= length; n++) {
      for (let i = 0; i + n <= length; i++) {
        const before = this.size;
        const id = this.intern(n === 1 ? ROOT : (level[i] as number), symbols[i + n - 1] as number);
        level[i] = id;
        counts[id] = this.size > before ? 1 : (counts[id] as number) + 1;
      }
    }
  }

  /**
   * Matches a reference against the hypothesis: writes `[hyp, ref, match]` for each order into
   * `out` from `offset` on, as sacreBLEU's `_get_match_statistics` counts them (the hypothesis
   * count is 0 for an order where the reference has no n-gram).
   */
  matchReference(symbols: Int32Array, length: number, out: number[], offset: number): void {
    const order = this.order;
    if (this.refLevel.length < length) this.refLevel = new Int32Array(nextPowerOfTwo(length));
    const level = this.refLevel;
    const hypCounts = this.hypCounts;
    const refCounts = this.refCounts;
    const touched = this.touched;
    for (let n = 1; n <= order; n++) {
      const refTotal = Math.max(0, length - n + 1);
      const hypTotal = Math.max(0, this.hypLength - n + 1);
      let matches = 0;
      let distinct = 0;
      for (let i = 0; i < refTotal; i++) {
        const parent = n === 1 ? ROOT : (level[i] as number);
        const symbol = symbols[i + n - 1] as number;
        const id = parent === ABSENT && n > 1 ? ABSENT : symbol === ABSENT ? ABSENT : this.find(parent, symbol);
        level[i] = id;
        if (id === ABSENT) continue;
        const count = (refCounts[id] as number) + 1;
        refCounts[id] = count;
        if (count === 1) touched[distinct++] = id;
      }
      for (let k = 0; k < distinct; k++) {
        const id = touched[k] as number;
        matches += Math.min(hypCounts[id] as number, refCounts[id] as number);
        refCounts[id] = 0;
      }
      const at = offset + 3 * (n - 1);
      out[at] = refTotal > 0 ? hypTotal : 0;
      out[at + 1] = refTotal;
      out[at + 2] = matches;
    }
  }

  private reserve(entries: number, length: number): void {
    const capacity = nextPowerOfTwo(2 * entries + 2);
    if (this.table.length < 4 * capacity) {
      this.mask = capacity - 1;
      this.table = new Int32Array(4 * capacity);
      this.generation = 0;
    }
    if (this.hypCounts.length < entries + 1) {
      const size = nextPowerOfTwo(entries + 1);
      this.hypCounts = new Int32Array(size);
      this.refCounts = new Int32Array(size);
      this.touched = new Int32Array(size);
    }
    if (this.hypLevel.length < length) this.hypLevel = new Int32Array(nextPowerOfTwo(length));
  }

  private hash(parent: number, symbol: number): number {
    let h = Math.imul(parent ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(symbol, 0x85ebca77);
    h ^= h >>> 15;
    return h & this.mask;
  }

  /** The id of (parent, symbol), created when new (then `size` grows by one). */
  private intern(parent: number, symbol: number): number {
    const table = this.table;
    let slot = this.hash(parent, symbol);
    for (;;) {
      const at = slot << 2;
      if (table[at] !== this.generation) {
        table[at] = this.generation;
        table[at + 1] = parent;
        table[at + 2] = symbol;
        const id = this.size++;
        table[at + 3] = id;
        return id;
      }
      if (table[at + 1] === parent && table[at + 2] === symbol) return table[at + 3] as number;
      slot = (slot + 1) & this.mask;
    }
  }

  private find(parent: number, symbol: number): number {
    const table = this.table;
    let slot = this.hash(parent, symbol);
    for (;;) {
      const at = slot << 2;
      if (table[at] !== this.generation) return ABSENT;
      if (table[at + 1] === parent && table[at + 2] === symbol) return table[at + 3] as number;
      slot = (slot + 1) & this.mask;
    }
  }
}
