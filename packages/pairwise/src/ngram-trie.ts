import { growArray } from './grow-array.js';

/** Unigrams of characters hang from this root of an {@link NgramTrie}. */
export const CHAR_ROOT = 0;
/** Unigrams of words (tokens) hang from this root of an {@link NgramTrie}. */
export const WORD_ROOT = 1;

const EMPTY = -1;

/**
 * Every n-gram of a set of sentences as a dense id: a node of a trie of (parent n-gram, symbol)
 * pairs, as chrF's per-hypothesis trie but over all sentences at once. Symbols are dense ids the
 * caller gives code points or words. A unigram is found directly by its symbol; a node keeps its
 * first child inline (most n-grams of three or more characters have one continuation in a
 * sentence); further children go to an open-addressing table whose keys are compared whole, so
 * two n-grams never share an id.
 */
export class NgramTrie {
  /** Unigram node of each symbol (-1: none yet), one array per root. */
  private roots: Int32Array<ArrayBuffer>[] = [new Int32Array(256).fill(EMPTY), new Int32Array(256).fill(EMPTY)];
  /** Each node's first child (-1: none) and, for each node, the symbol that led to it. */
  private firstChild: Int32Array<ArrayBuffer>;
  private symbolOf: Int32Array<ArrayBuffer>;
  /** Each node's parent n-gram (-1 for a unigram). */
  private parents: Int32Array<ArrayBuffer>;
  /** Children after the first: two numbers per slot (parent, -1 when free; symbol), and the child. */
  private keys: Int32Array<ArrayBuffer>;
  private values: Int32Array<ArrayBuffer>;
  private mask: number;
  private shift: number;
  private slotsUsed = 0;
  /** Nodes given an id so far. */
  size = 0;

  /** `expected`: about how many n-grams there will be (the arrays grow past it). */
  constructor(expected = 1024) {
    this.firstChild = new Int32Array(Math.max(1024, expected)).fill(EMPTY);
    this.symbolOf = new Int32Array(this.firstChild.length);
    this.parents = new Int32Array(this.firstChild.length);
    let capacity = 1024;
    // Most n-grams are a first child: the table holds the others.
    while (capacity < expected / 4) capacity *= 2;
    this.keys = new Int32Array(2 * capacity).fill(EMPTY);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
  }

  /** The unigram of `symbol` under `root` ({@link CHAR_ROOT} or {@link WORD_ROOT}). */
  unigram(root: number, symbol: number): number {
    let nodes = this.roots[root] as Int32Array<ArrayBuffer>;
    if (symbol >= nodes.length) this.roots[root] = nodes = growArray(nodes, symbol + 1, EMPTY);
    const known = nodes[symbol] as number;
    if (known >= 0) return known;
    return (nodes[symbol] = this.newNode(-1, symbol));
  }

  /** The id of the n-gram `parent` extended by `symbol`, a new one when it has none yet. */
  child(parent: number, symbol: number): number {
    const first = this.firstChild[parent] as number;
    if (first < 0) {
      // newNode may grow firstChild: write into the array it leaves, not the one read before.
      const id = this.newNode(parent, symbol);
      this.firstChild[parent] = id;
      return id;
    }
    if (this.symbolOf[first] === symbol) return first;
    const keys = this.keys;
    const mask = this.mask;
    let slot = Math.imul(Math.imul(parent, 0x9e3779b1) ^ symbol, 0x85ebca6b) >>> this.shift;
    for (;;) {
      const held = keys[2 * slot] as number;
      if (held === parent && keys[2 * slot + 1] === symbol) return this.values[slot] as number;
      if (held === EMPTY) break;
      slot = (slot + 1) & mask;
    }
    const id = this.newNode(parent, symbol);
    keys[2 * slot] = parent;
    keys[2 * slot + 1] = symbol;
    this.values[slot] = id;
    if (2 * ++this.slotsUsed > mask) this.grow();
    return id;
  }

  /** The n-gram that `node` extends by one symbol, or -1 for a unigram. */
  parent(node: number): number {
    return this.parents[node] as number;
  }

  private newNode(parent: number, symbol: number): number {
    const id = this.size++;
    if (id >= this.firstChild.length) {
      this.firstChild = growArray(this.firstChild, id + 1, EMPTY);
      this.symbolOf = growArray(this.symbolOf, id + 1);
      this.parents = growArray(this.parents, id + 1);
    }
    this.symbolOf[id] = symbol;
    this.parents[id] = parent;
    return id;
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
