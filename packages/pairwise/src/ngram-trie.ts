/** The parent of character unigrams in an {@link NgramTrie}. */
export const CHAR_ROOT = -1;
/** The parent of word (token) unigrams in an {@link NgramTrie}. */
export const WORD_ROOT = -2;

const EMPTY = -0x80000000;

/**
 * Every n-gram of a set of sentences as a dense id: a node of a trie of (parent n-gram, symbol)
 * pairs, kept in one open-addressing table whose keys are compared whole, so two n-grams never
 * share an id (as chrF's per-hypothesis trie, here over all sentences at once). Symbols are dense
 * ids the caller gives code points or words.
 */
export class NgramTrie {
  /** Two numbers per slot: parent (EMPTY: free), symbol. */
  private keys: Int32Array;
  private values: Int32Array;
  private mask: number;
  private shift: number;
  /** Nodes given an id so far. */
  size = 0;

  constructor(expected = 1024) {
    let capacity = 1024;
    while (capacity < 2 * expected) capacity *= 2;
    this.keys = new Int32Array(2 * capacity).fill(EMPTY);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
  }

  /** The id of the n-gram `parent` extended by `symbol`, a new one when it has none yet. */
  intern(parent: number, symbol: number): number {
    const keys = this.keys;
    const mask = this.mask;
    let slot = Math.imul(Math.imul(parent, 0x9e3779b1) ^ symbol, 0x85ebca6b) >>> this.shift;
    for (;;) {
      const held = keys[2 * slot] as number;
      if (held === parent && keys[2 * slot + 1] === symbol) return this.values[slot] as number;
      if (held === EMPTY) break;
      slot = (slot + 1) & mask;
    }
    const id = this.size++;
    keys[2 * slot] = parent;
    keys[2 * slot + 1] = symbol;
    this.values[slot] = id;
    if (2 * this.size > mask) this.grow();
    return id;
  }

  /** The id of `parent` extended by `symbol`, or -1 when no sentence has that n-gram. */
  find(parent: number, symbol: number): number {
    const keys = this.keys;
    const mask = this.mask;
    let slot = Math.imul(Math.imul(parent, 0x9e3779b1) ^ symbol, 0x85ebca6b) >>> this.shift;
    for (;;) {
      const held = keys[2 * slot] as number;
      if (held === parent && keys[2 * slot + 1] === symbol) return this.values[slot] as number;
      if (held === EMPTY) return -1;
      slot = (slot + 1) & mask;
    }
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    const capacity = 2 * (this.mask + 1);
    this.keys = new Int32Array(2 * capacity).fill(EMPTY);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
    const keys = this.keys;
    for (let old = 0; old < oldValues.length; old++) {
      const parent = oldKeys[2 * old] as number;
      if (parent === EMPTY) continue;
      const symbol = oldKeys[2 * old + 1] as number;
      let slot = Math.imul(Math.imul(parent, 0x9e3779b1) ^ symbol, 0x85ebca6b) >>> this.shift;
      while (keys[2 * slot] !== EMPTY) slot = (slot + 1) & this.mask;
      keys[2 * slot] = parent;
      keys[2 * slot + 1] = symbol;
      this.values[slot] = oldValues[old] as number;
    }
  }
}
