// Counts the n-grams (orders 1…N) of a hypothesis and matches each reference against them, with
// no string per n-gram. Symbols are dense ids the caller gives the hypothesis's distinct code
// points or words (0…alphabet-1; -1 in a reference for one the hypothesis lacks). A unigram's id
// is its symbol; a longer n-gram is a node of a trie of (parent n-gram, symbol) pairs with dense
// ids: bigrams in a direct alphabet × alphabet table when that is small; otherwise a node keeps
// its first child inline (most n-grams of three or more characters have one continuation in a
// sentence) and further children go to an open-addressing table whose keys are compared whole,
// so ids never collide. Only the hypothesis's n-grams get ids; a reference n-gram not among them
// cannot match, and neither can any longer n-gram that extends it, so a reference's walk stops
// there.

const ABSENT = -1;
/** Largest alphabet² kept in a direct bigram table (256 KB of ids and stamps each). */
const PAIR_LIMIT = 1 << 16;

/** The smallest power of two ≥ `value`, 16 at least. */
export function nextPowerOfTwo(value: number): number {
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
  private shift = 28;
  /** Children after the first, three numbers per slot side by side: parent id (-1: empty), symbol, id. */
  private table = new Int32Array(0);
  /** Slots the last hypothesis filled (to empty them for the next one). */
  private usedSlots = new Int32Array(0);
  private used = 0;
  /** Each node's first child (-1: none yet) and its last symbol. */
  private firstChild = new Int32Array(0);
  private symbolOf = new Int32Array(0);
  /** Bigram ids by `first × alphabet + second`, valid where the stamp is this hypothesis's. */
  private pairId = new Int32Array(0);
  private pairStamp = new Int32Array(0);
  private stamp = 0;
  private alphabet = 0;
  private size = 0;
  /** Occurrences of each hypothesis n-gram (by id), and of the same n-gram in the reference. */
  private hypCounts = new Int32Array(0);
  private refCounts = new Int32Array(0);
  /** Clipped matches of the current reference, by order (index 0: unigrams). */
  private matches = new Int32Array(0);
  /** Whether bigrams are in the direct table for this hypothesis. */
  private direct = false;
  private hypLength = 0;
  private order = 0;

  /**
   * Counts every n-gram of `symbols[0…length)` up to `order` as the hypothesis; its symbols are
   * `0…alphabet-1`. One walk down the trie from each start position counts that position's
   * n-grams of every order.
   */
  setHypothesis(symbols: Int32Array, length: number, order: number, alphabet: number): void {
    this.clearTable();
    this.hypLength = length;
    this.order = order;
    this.alphabet = alphabet;
    const entries = alphabet + length * Math.max(0, order - 1);
    this.reserve(entries, length, order);
    const counts = this.hypCounts;
    const firstChild = this.firstChild;
    const symbolOf = this.symbolOf;
    counts.fill(0, 0, alphabet);
    firstChild.fill(ABSENT, 0, alphabet);
    this.size = alphabet;
    this.direct = order >= 2 && alphabet * alphabet <= PAIR_LIMIT;
    if (this.direct) this.nextPairStamp();
    const direct = this.direct;
    const stamp = this.stamp;
    const pairId = this.pairId;
    const pairStamp = this.pairStamp;
    let size = this.size;
    for (let i = 0; i < length; i++) {
      let node = symbols[i] as number;
      counts[node] = (counts[node] as number) + 1;
      const last = Math.min(length, i + order);
      let j = i + 1;
      if (direct && j < last) {
        const key = node * alphabet + (symbols[j] as number);
        if (pairStamp[key] === stamp) node = pairId[key] as number;
        else {
          node = size++;
          pairStamp[key] = stamp;
          pairId[key] = node;
          counts[node] = 0;
          firstChild[node] = ABSENT;
        }
        counts[node] = (counts[node] as number) + 1;
        j++;
      }
      for (; j < last; j++) {
        const symbol = symbols[j] as number;
        const child = firstChild[node] as number;
        if (child < 0) break;
        if (symbolOf[child] === symbol) node = child;
        else {
          this.size = size;
          node = this.intern(node, symbol);
          const created = this.size > size;
          size = this.size;
          if (created) {
            counts[node] = 1;
            j++;
            break;
          }
        }
        counts[node] = (counts[node] as number) + 1;
      }
      // The node reached has no children yet, so the rest of this walk creates a chain.
      for (; j < last; j++) {
        const child = size++;
        firstChild[node] = child;
        firstChild[child] = ABSENT;
        symbolOf[child] = symbols[j] as number;
        counts[child] = 1;
        node = child;
      }
    }
    this.size = size;
  }

  /**
   * Matches a reference against the hypothesis: writes `[hyp, ref, match]` for each order into
   * `out` from `offset` on, as sacreBLEU's `_get_match_statistics` counts them (the hypothesis
   * count is 0 for an order where the reference has no n-gram). The walk from each start
   * position stops at the first n-gram the hypothesis lacks.
   */
  matchReference(symbols: Int32Array, length: number, out: number[], offset: number): void {
    const order = this.order;
    const alphabet = this.alphabet;
    const hypCounts = this.hypCounts;
    const refCounts = this.refCounts;
    const firstChild = this.firstChild;
    const symbolOf = this.symbolOf;
    const matches = this.matches;
    const direct = this.direct;
    const stamp = this.stamp;
    const pairId = this.pairId;
    const pairStamp = this.pairStamp;
    refCounts.fill(0, 0, this.size);
    matches.fill(0, 0, order);
    for (let i = 0; i < length; i++) {
      let node = symbols[i] as number;
      if (node < 0) continue;
      let count = (refCounts[node] as number) + 1;
      refCounts[node] = count;
      if (count <= (hypCounts[node] as number)) matches[0] = (matches[0] as number) + 1;
      const last = Math.min(length, i + order);
      let j = i + 1;
      if (direct && j < last) {
        const symbol = symbols[j] as number;
        if (symbol < 0) continue;
        const key = node * alphabet + symbol;
        if (pairStamp[key] !== stamp) continue;
        node = pairId[key] as number;
        count = (refCounts[node] as number) + 1;
        refCounts[node] = count;
        if (count <= (hypCounts[node] as number)) matches[1] = (matches[1] as number) + 1;
        j++;
      }
      for (; j < last; j++) {
        const symbol = symbols[j] as number;
        let child = firstChild[node] as number;
        if (child < 0) break;
        if (symbolOf[child] !== symbol) {
          if (symbol < 0) break;
          child = this.find(node, symbol);
          if (child < 0) break;
        }
        node = child;
        count = (refCounts[node] as number) + 1;
        refCounts[node] = count;
        if (count <= (hypCounts[node] as number)) matches[j - i] = (matches[j - i] as number) + 1;
      }
    }
    for (let n = 1; n <= order; n++) {
      const refTotal = Math.max(0, length - n + 1);
      const at = offset + 3 * (n - 1);
      out[at] = refTotal > 0 ? Math.max(0, this.hypLength - n + 1) : 0;
      out[at + 1] = refTotal;
      out[at + 2] = matches[n - 1] as number;
    }
  }

  /** A new stamp for the direct bigram table (its ids of older stamps are void). */
  private nextPairStamp(): void {
    if (this.pairId.length < PAIR_LIMIT) {
      this.pairId = new Int32Array(PAIR_LIMIT);
      this.pairStamp = new Int32Array(PAIR_LIMIT);
      this.stamp = 0;
    }
    this.stamp++;
    if (this.stamp === 0x7fffffff) {
      this.pairStamp.fill(0);
      this.stamp = 1;
    }
  }

  private reserve(entries: number, length: number, order: number): void {
    if (this.matches.length < order) this.matches = new Int32Array(order);
    const capacity = nextPowerOfTwo(2 * entries + 2);
    if (this.table.length < 3 * capacity) {
      this.mask = capacity - 1;
      this.shift = 32 - Math.log2(capacity);
      this.table = new Int32Array(3 * capacity).fill(ABSENT);
    }
    if (this.hypCounts.length < entries + 1) {
      const size = nextPowerOfTwo(entries + 1);
      this.hypCounts = new Int32Array(size);
      this.refCounts = new Int32Array(size);
      this.usedSlots = new Int32Array(size);
      this.firstChild = new Int32Array(size);
      this.symbolOf = new Int32Array(size);
    }
  }

  /** Empties the slots the last hypothesis filled. */
  private clearTable(): void {
    const table = this.table;
    const usedSlots = this.usedSlots;
    for (let k = 0; k < this.used; k++) table[usedSlots[k] as number] = ABSENT;
    this.used = 0;
  }

  private slot(parent: number, symbol: number): number {
    return Math.imul(Math.imul(parent, 0x9e3779b1) ^ symbol, 0x85ebca6b) >>> this.shift;
  }

  /** The id of (parent, symbol), a child after the first, created when new (`size` grows by one). */
  private intern(parent: number, symbol: number): number {
    const table = this.table;
    const mask = this.mask;
    let slot = this.slot(parent, symbol);
    for (;;) {
      const at = slot * 3;
      const held = table[at] as number;
      if (held === parent && table[at + 1] === symbol) return table[at + 2] as number;
      if (held === ABSENT) {
        const id = this.size++;
        table[at] = parent;
        table[at + 1] = symbol;
        table[at + 2] = id;
        this.usedSlots[this.used++] = at;
        this.hypCounts[id] = 0;
        this.firstChild[id] = ABSENT;
        this.symbolOf[id] = symbol;
        return id;
      }
      slot = (slot + 1) & mask;
    }
  }

  private find(parent: number, symbol: number): number {
    const table = this.table;
    const mask = this.mask;
    let slot = this.slot(parent, symbol);
    for (;;) {
      const at = slot * 3;
      const held = table[at] as number;
      if (held === parent && table[at + 1] === symbol) return table[at + 2] as number;
      if (held === ABSENT) return ABSENT;
      slot = (slot + 1) & mask;
    }
  }
}
