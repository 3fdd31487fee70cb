// Counts the n-grams (orders 1…N) of a hypothesis and matches each reference against them, with
// no string per n-gram. Symbols are dense ids the caller gives the hypothesis's distinct code
// points or words (0…alphabet-1; -1 in a reference for one the hypothesis lacks). A unigram's id
// is its symbol; a longer n-gram is a node of a trie of (parent n-gram, symbol) pairs with dense
// ids: bigrams in a direct alphabet × alphabet table when that is small; otherwise a node keeps
// its first child inline (most n-grams of three or more characters have one continuation in a
// sentence) and further children go to an open-addressing table whose keys are compared whole,
// so ids never collide. Only the
// hypothesis's n-grams get ids; a reference n-gram not among them cannot match, and neither can
// any longer n-gram that extends it.

const ABSENT = -1;
/** Largest alphabet² kept in a direct bigram table (256 KB of ids and stamps each). */
const PAIR_LIMIT = 1 << 16;

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
  /** The id of the n-gram starting at each position, for the current order (hypothesis, reference). */
  private hypLevel = new Int32Array(0);
  private refLevel = new Int32Array(0);
  private hypLength = 0;
  private order = 0;

  /**
   * Counts every n-gram of `symbols[0…length)` up to `order` as the hypothesis; its symbols are
   * `0…alphabet-1`.
   */
  setHypothesis(symbols: Int32Array, length: number, order: number, alphabet: number): void {
    this.clearTable();
    this.hypLength = length;
    this.order = order;
    this.alphabet = alphabet;
    const entries = alphabet + length * Math.max(0, order - 1);
    this.reserve(entries, length);
    const level = this.hypLevel;
    const counts = this.hypCounts;
    const firstChild = this.firstChild;
    const symbolOf = this.symbolOf;
    counts.fill(0, 0, alphabet);
    firstChild.fill(ABSENT, 0, alphabet);
    this.size = alphabet;
    if (order === 0) return;
    for (let i = 0; i < length; i++) {
      const symbol = symbols[i] as number;
      level[i] = symbol;
      counts[symbol] = (counts[symbol] as number) + 1;
    }
    let n = 2;
    if (order >= 2 && alphabet * alphabet <= PAIR_LIMIT) {
      this.internPairs(symbols, length);
      n = 3;
    }
    let size = this.size;
    for (; n <= order && n <= length; n++) {
      for (let i = 0; i + n <= length; i++) {
        const parent = level[i] as number;
        const symbol = symbols[i + n - 1] as number;
        let id = firstChild[parent] as number;
        if (id < 0) {
          id = size++;
          firstChild[parent] = id;
          firstChild[id] = ABSENT;
          symbolOf[id] = symbol;
          counts[id] = 0;
        } else if (symbolOf[id] !== symbol) {
          this.size = size;
          id = this.intern(parent, symbol);
          size = this.size;
        }
        level[i] = id;
        counts[id] = (counts[id] as number) + 1;
      }
    }
    this.size = size;
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
    const firstChild = this.firstChild;
    const symbolOf = this.symbolOf;
    refCounts.fill(0, 0, this.size);
    const direct = order >= 2 && this.alphabet * this.alphabet <= PAIR_LIMIT;
    for (let n = 1; n <= order; n++) {
      const refTotal = Math.max(0, length - n + 1);
      const hypTotal = Math.max(0, this.hypLength - n + 1);
      let matches = 0;
      if (n === 1 || (n === 2 && direct)) {
        for (let i = 0; i < refTotal; i++) {
          let id = symbols[i + n - 1] as number;
          if (n === 2) {
            const parent = level[i] as number;
            if (parent < 0) continue;
            id = id < 0 ? ABSENT : this.findPair(parent, id);
          }
          level[i] = id;
          if (id < 0) continue;
          const count = (refCounts[id] as number) + 1;
          refCounts[id] = count;
          if (count <= (hypCounts[id] as number)) matches++;
        }
      } else {
        for (let i = 0; i < refTotal; i++) {
          const parent = level[i] as number;
          if (parent < 0) continue;
          const symbol = symbols[i + n - 1] as number;
          let id = firstChild[parent] as number;
          if (id >= 0 && symbolOf[id] !== symbol) id = symbol < 0 ? ABSENT : this.find(parent, symbol);
          level[i] = id;
          if (id < 0) continue;
          const count = (refCounts[id] as number) + 1;
          refCounts[id] = count;
          if (count <= (hypCounts[id] as number)) matches++;
        }
      }
      const at = offset + 3 * (n - 1);
      out[at] = refTotal > 0 ? hypTotal : 0;
      out[at + 1] = refTotal;
      out[at + 2] = matches;
    }
  }

  /** Bigrams of the hypothesis through the direct table (longer n-grams then use first children). */
  private internPairs(symbols: Int32Array, length: number): void {
    const alphabet = this.alphabet;
    if (this.pairId.length < alphabet * alphabet) {
      this.pairId = new Int32Array(PAIR_LIMIT);
      this.pairStamp = new Int32Array(PAIR_LIMIT);
      this.stamp = 0;
    }
    this.stamp++;
    if (this.stamp === 0x7fffffff) {
      this.pairStamp.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const pairId = this.pairId;
    const pairStamp = this.pairStamp;
    const level = this.hypLevel;
    const counts = this.hypCounts;
    const firstChild = this.firstChild;
    let size = this.size;
    for (let i = 0; i + 1 < length; i++) {
      const key = (level[i] as number) * alphabet + (symbols[i + 1] as number);
      let id: number;
      if (pairStamp[key] === stamp) id = pairId[key] as number;
      else {
        id = size++;
        pairStamp[key] = stamp;
        pairId[key] = id;
        counts[id] = 0;
        firstChild[id] = ABSENT;
      }
      level[i] = id;
      counts[id] = (counts[id] as number) + 1;
    }
    this.size = size;
  }

  private findPair(first: number, second: number): number {
    const key = first * this.alphabet + second;
    return this.pairStamp[key] === this.stamp ? (this.pairId[key] as number) : ABSENT;
  }

  private reserve(entries: number, length: number): void {
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
    if (this.hypLevel.length < length) this.hypLevel = new Int32Array(nextPowerOfTwo(length));
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
