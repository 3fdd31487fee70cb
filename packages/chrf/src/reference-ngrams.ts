// The n-grams of many references, each counted once and then matched against any number of
// hypotheses: the other side of NgramCounter, for a test set whose references are scored against
// several systems. Each reference's n-grams are nodes of a trie of (parent n-gram, symbol) pairs:
// its symbols are its own distinct code points (or words), 0…alphabet-1, and its unigrams are
// nodes base…base+alphabet-1, its longer n-grams the nodes after them up to the next reference's
// base. Everything a match reads of one reference lies together, so that matching it stays in
// the cache however many references are held: its nodes (count, first child and last symbol side by
// side), a direct bigram table of its own (alphabet² ids) when its
// alphabet is small, and a small open-addressing table of its own for the children after the
// first, keyed by (parent, symbol) and compared whole. A hypothesis is matched by walking its
// n-grams down its reference's trie, counting each node it reaches; a walk stops at the first
// n-gram the reference lacks.

import { nextPowerOfTwo } from './ngram-counter.js';

const ABSENT = -1;
/** Largest alphabet² given a direct bigram table (16 KB of ids a reference). */
const PAIR_LIMIT = 1 << 12;
/** Numbers per node: the reference's count, first child, last symbol. */
const NODE = 3;
/** Numbers per reference (see {@link ReferenceNgrams.add}). */
const RECORD = 8;

/** `buffer`, or a larger copy of it that holds `length` numbers, a power of two of them. */
function grow(buffer: Int32Array, length: number): Int32Array {
  if (buffer.length >= length) return buffer;
  const larger = new Int32Array(nextPowerOfTwo(Math.max(length, 2 * buffer.length)));
  larger.set(buffer);
  return larger;
}

function slotOf(parent: number, symbol: number, shift: number): number {
  return Math.imul(Math.imul(parent, 0x9e3779b1) ^ symbol, 0x85ebca6b) >>> shift;
}

/** References added one by one ({@link add}); each then matched against hypotheses ({@link match}). */
export class ReferenceNgrams {
  private readonly order: number;
  private nodes: Int32Array = new Int32Array(NODE * 1024);
  private size = 0;
  /** Each reference's bigram block, then its table of further children (three numbers a slot). */
  private tables: Int32Array = new Int32Array(1024);
  private tableSize = 0;
  /** Per reference: first node, end of its nodes, alphabet, pair block (-1: none), length, table, its shift and mask. */
  private references: Int32Array = new Int32Array(RECORD * 64);
  private count = 0;
  /** Further children of the reference being added: parent (-1: empty), symbol, id; and the slots used. */
  private scratch: Int32Array = new Int32Array(3 * 1024).fill(ABSENT);
  private scratchShift = 22;
  private used: Int32Array = new Int32Array(1024);
  private extras = 0;
  /** The hypothesis's count of each node of the reference being matched (by node − its base). */
  private hypCounts: Int32Array = new Int32Array(1024);
  /** Clipped matches of the current hypothesis, by order (index 0: unigrams). */
  private readonly matches: Int32Array;

  constructor(order: number) {
    this.order = order;
    this.matches = new Int32Array(Math.max(1, order));
  }

  /** Forgets every reference, keeping the buffers for the next ones. */
  clear(): void {
    this.size = 0;
    this.tableSize = 0;
    this.count = 0;
  }

  /** Makes room for references of `symbols` symbols in all (a bound on their nodes). */
  reserve(symbols: number): void {
    const nodes = this.size + symbols * Math.max(1, this.order) + 1;
    if (this.nodes.length < NODE * nodes) this.nodes = grow(this.nodes, NODE * nodes);
  }

  /**
   * Adds a reference: `symbols[0…length)`, its symbols `0…alphabet-1`. Returns its index, for
   * {@link match}.
   */
  add(symbols: Int32Array, length: number, alphabet: number): number {
    const order = this.order;
    const base = this.size;
    const last = base + alphabet + length * Math.max(0, order - 1);
    if (this.nodes.length < NODE * (last + 1)) this.nodes = grow(this.nodes, NODE * (last + 1));
    const nodes = this.nodes;
    for (let node = base; node < base + alphabet; node++) {
      nodes[NODE * node] = 0;
      nodes[NODE * node + 1] = ABSENT;
    }
    let size = base + alphabet;
    const direct = order >= 2 && alphabet * alphabet <= PAIR_LIMIT;
    const pairBase = direct ? this.tableSize : ABSENT;
    if (direct) {
      this.tableSize += alphabet * alphabet;
      this.tables = grow(this.tables, this.tableSize);
      this.tables.fill(ABSENT, pairBase, this.tableSize);
    }
    const pairs = this.tables;
    this.startScratch(length * Math.max(0, order - 1));
    for (let i = 0; i < length; i++) {
      let node = base + (symbols[i] as number);
      nodes[NODE * node] = (nodes[NODE * node] as number) + 1;
      const end = Math.min(length, i + order);
      let j = i + 1;
      if (direct && j < end) {
        const key = pairBase + (symbols[i] as number) * alphabet + (symbols[j] as number);
        const known = pairs[key] as number;
        if (known >= 0) node = known;
        else {
          node = size++;
          pairs[key] = node;
          nodes[NODE * node] = 0;
          nodes[NODE * node + 1] = ABSENT;
        }
        nodes[NODE * node] = (nodes[NODE * node] as number) + 1;
        j++;
      }
      for (; j < end; j++) {
        const symbol = symbols[j] as number;
        const child = nodes[NODE * node + 1] as number;
        if (child < 0) break;
        if (nodes[NODE * child + 2] === symbol) node = child;
        else {
          const known = this.intern(node, symbol, size);
          if (known === size) {
            node = size++;
            nodes[NODE * node] = 1;
            nodes[NODE * node + 1] = ABSENT;
            nodes[NODE * node + 2] = symbol;
            j++;
            break;
          }
          node = known;
        }
        nodes[NODE * node] = (nodes[NODE * node] as number) + 1;
      }
      // The node reached has no children yet, so the rest of this walk creates a chain.
      for (; j < end; j++) {
        const child = size++;
        nodes[NODE * node + 1] = child;
        nodes[NODE * child] = 1;
        nodes[NODE * child + 1] = ABSENT;
        nodes[NODE * child + 2] = symbols[j] as number;
        node = child;
      }
    }
    this.size = size;
    const index = this.count++;
    this.references = grow(this.references, RECORD * this.count);
    const at = RECORD * index;
    const record = this.references;
    record[at] = base;
    record[at + 1] = size;
    record[at + 2] = alphabet;
    record[at + 3] = pairBase;
    record[at + 4] = length;
    this.keepScratch(at);
    return index;
  }

  /**
   * Matches a hypothesis against reference `index`: its symbols are the reference's (-1 for one
   * the reference lacks). Writes `[hyp, ref, match]` for each order into `out` from `offset` on,
   * as NgramCounter's matchReference does with the sides swapped (sacreBLEU's
   * `_get_match_statistics`).
   */
  match(index: number, symbols: Int32Array, length: number, out: number[], offset: number): void {
    const order = this.order;
    const record = this.references;
    const at = RECORD * index;
    const base = record[at] as number;
    const end = record[at + 1] as number;
    const alphabet = record[at + 2] as number;
    const pairBase = record[at + 3] as number;
    const refLength = record[at + 4] as number;
    const tableBase = record[at + 5] as number;
    const shift = record[at + 6] as number;
    const mask = record[at + 7] as number;
    const nodes = this.nodes;
    const tables = this.tables;
    const matches = this.matches;
    const direct = pairBase >= 0;
    // The hypothesis's counts by node − base, in a buffer of their own that stays in the cache.
    if (this.hypCounts.length < end - base) this.hypCounts = new Int32Array(2 * (end - base));
    const hypCounts = this.hypCounts;
    hypCounts.fill(0, 0, end - base);
    matches.fill(0, 0, order);
    for (let i = 0; i < length; i++) {
      const first = symbols[i] as number;
      if (first < 0) continue;
      let node = base + first;
      let count = (hypCounts[node - base] as number) + 1;
      hypCounts[node - base] = count;
      if (count <= (nodes[NODE * node] as number)) matches[0] = (matches[0] as number) + 1;
      const last = Math.min(length, i + order);
      let j = i + 1;
      if (direct && j < last) {
        const symbol = symbols[j] as number;
        if (symbol < 0) continue;
        node = tables[pairBase + first * alphabet + symbol] as number;
        if (node < 0) continue;
        count = (hypCounts[node - base] as number) + 1;
        hypCounts[node - base] = count;
        if (count <= (nodes[NODE * node] as number)) matches[1] = (matches[1] as number) + 1;
        j++;
      }
      for (; j < last; j++) {
        const symbol = symbols[j] as number;
        let child = nodes[NODE * node + 1] as number;
        if (child < 0) break;
        if (nodes[NODE * child + 2] !== symbol) {
          if (symbol < 0 || mask < 0) break;
          // The reference's own table of further children.
          let slot = slotOf(node, symbol, shift);
          for (;;) {
            const entry = tableBase + 3 * slot;
            const parent = tables[entry] as number;
            if (parent === node && tables[entry + 1] === symbol) {
              child = tables[entry + 2] as number;
              break;
            }
            if (parent === ABSENT) {
              child = ABSENT;
              break;
            }
            slot = (slot + 1) & mask;
          }
          if (child < 0) break;
        }
        node = child;
        count = (hypCounts[node - base] as number) + 1;
        hypCounts[node - base] = count;
        if (count <= (nodes[NODE * node] as number)) matches[j - i] = (matches[j - i] as number) + 1;
      }
    }
    for (let n = 1; n <= order; n++) {
      const refTotal = Math.max(0, refLength - n + 1);
      const at = offset + 3 * (n - 1);
      out[at] = refTotal > 0 ? Math.max(0, length - n + 1) : 0;
      out[at + 1] = refTotal;
      out[at + 2] = matches[n - 1] as number;
    }
  }

  /** Empties the scratch table for a reference of at most `entries` further children. */
  private startScratch(entries: number): void {
    const scratch = this.scratch;
    for (let k = 0; k < this.extras; k++) scratch[this.used[k] as number] = ABSENT;
    this.extras = 0;
    const capacity = nextPowerOfTwo(2 * entries + 2);
    if (scratch.length < 3 * capacity) {
      this.scratch = new Int32Array(3 * capacity).fill(ABSENT);
      this.used = new Int32Array(capacity);
    }
    this.scratchShift = 32 - Math.log2(this.scratch.length / 3);
  }

  /** The id of (parent, symbol) among the further children; `next` (added) when new. */
  private intern(parent: number, symbol: number, next: number): number {
    const table = this.scratch;
    const mask = table.length / 3 - 1;
    let slot = slotOf(parent, symbol, this.scratchShift);
    for (;;) {
      const at = slot * 3;
      const held = table[at] as number;
      if (held === parent && table[at + 1] === symbol) return table[at + 2] as number;
      if (held === ABSENT) {
        table[at] = parent;
        table[at + 1] = symbol;
        table[at + 2] = next;
        this.used[this.extras++] = at;
        return next;
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Copies the further children of the reference just added into a table of its own (record at `at`). */
  private keepScratch(at: number): void {
    const record = this.references;
    const extras = this.extras;
    if (extras === 0) {
      record[at + 5] = 0;
      record[at + 6] = 0;
      record[at + 7] = ABSENT;
      return;
    }
    let capacity = 2;
    while (capacity < 2 * extras) capacity *= 2;
    const shift = 32 - Math.log2(capacity);
    const mask = capacity - 1;
    const tableBase = this.tableSize;
    this.tableSize += 3 * capacity;
    this.tables = grow(this.tables, this.tableSize);
    const tables = this.tables;
    tables.fill(ABSENT, tableBase, this.tableSize);
    const scratch = this.scratch;
    for (let k = 0; k < extras; k++) {
      const from = this.used[k] as number;
      const parent = scratch[from] as number;
      const symbol = scratch[from + 1] as number;
      let slot = slotOf(parent, symbol, shift);
      while (tables[tableBase + 3 * slot] !== ABSENT) slot = (slot + 1) & mask;
      const to = tableBase + 3 * slot;
      tables[to] = parent;
      tables[to + 1] = symbol;
      tables[to + 2] = scratch[from + 2] as number;
    }
    record[at + 5] = tableBase;
    record[at + 6] = shift;
    record[at + 7] = mask;
  }
}
