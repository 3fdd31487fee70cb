import { growArray as grow } from './grow-array.js';
import { NgramTrie } from './ngram-trie.js';

/** Unique sentences on the hypothesis side have this bit in their sides, reference ones the next. */
export const HYP_SIDE = 1;
export const REF_SIDE = 2;

/**
 * Each sentence's n-gram counts, extracted once: for sentence `u` and order `n` (0-based, the
 * character orders then the word orders), `totals[u·order + n]` n-grams in all and the distinct
 * ones at `ids/counts[starts[u·order + n] … starts[u·order + n + 1])`. After
 * {@link ProfileBuilder.finish} with `shared`, only n-grams that some other sentence has too are
 * listed (an n-gram of one sentence alone matches only that sentence itself, which the scorers
 * take from the totals), under compact ids `0…nodes-1`.
 */
export interface NgramProfiles {
  readonly order: number;
  readonly sentences: number;
  readonly ids: Int32Array;
  readonly counts: Int32Array;
  readonly starts: Int32Array;
  readonly totals: Int32Array;
  /** Each id's parent, the n-gram it extends by one symbol (-1 for a unigram). */
  readonly parents: Int32Array;
  /** Ids are below this. */
  readonly nodes: number;
}

/** Builds {@link NgramProfiles} one sentence after another. */
export class ProfileBuilder {
  private readonly trie: NgramTrie;
  private ids: Int32Array<ArrayBuffer>;
  private counts: Int32Array<ArrayBuffer>;
  private entries = 0;
  private readonly starts: Int32Array;
  private readonly totals: Int32Array;
  private sentence = 0;
  // Indexed by node: the last sentence that had it (+1), its count there, and in how many
  // distinct sentences of each side it occurs.
  private stamp: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private local: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private distinct: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private hypSentences: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private refSentences: Int32Array<ArrayBuffer> = new Int32Array(1024);
  /** The current sentence's distinct n-grams, by order. */
  private readonly pending: Int32Array<ArrayBuffer>[];
  private readonly pendingLength: Int32Array;

  constructor(
    readonly order: number,
    private readonly sentences: number,
    expectedEntries: number,
    private readonly sides: Uint8Array,
  ) {
    // Lines share most of their n-grams: a quarter of the occurrences to start with.
    this.trie = new NgramTrie(expectedEntries >> 2);
    this.ids = new Int32Array(Math.max(1024, expectedEntries));
    this.counts = new Int32Array(this.ids.length);
    this.starts = new Int32Array(sentences * order + 1);
    this.totals = new Int32Array(sentences * order);
    this.pending = Array.from({ length: order }, () => new Int32Array(256));
    this.pendingLength = new Int32Array(order);
  }

  /**
   * Counts the n-grams of orders `firstOrder + 1 … firstOrder + orders` (1-based within this
   * sequence) of `symbols[0…length)` for the current sentence, under trie root `root`.
   */
  addSequence(symbols: Int32Array, length: number, root: number, firstOrder: number, orders: number): void {
    const trie = this.trie;
    const mark = this.sentence + 1;
    const side = this.sides[this.sentence] as number;
    for (let n = 0; n < orders; n++) this.totals[this.sentence * this.order + firstOrder + n] = Math.max(0, length - n);
    // Room for every n-gram this sequence can add, so that the loop reads the arrays from locals.
    if (trie.size + length * orders > this.stamp.length) this.growNodes(trie.size + length * orders);
    for (let n = 0; n < orders; n++) this.pending[firstOrder + n] = grow(this.pending[firstOrder + n] as Int32Array<ArrayBuffer>, length);
    const { stamp, local, distinct, hypSentences, refSentences, pending, pendingLength } = this;
    const hypSide = (side & HYP_SIDE) !== 0 ? 1 : 0;
    const refSide = (side & REF_SIDE) !== 0 ? 1 : 0;
    for (let i = 0; i < length; i++) {
      const last = Math.min(length, i + orders);
      let node = trie.unigram(root, symbols[i] as number);
      for (let j = i; ; ) {
        if (stamp[node] === mark) local[node] = (local[node] as number) + 1;
        else {
          stamp[node] = mark;
          local[node] = 1;
          distinct[node] = (distinct[node] as number) + 1;
          hypSentences[node] = (hypSentences[node] as number) + hypSide;
          refSentences[node] = (refSentences[node] as number) + refSide;
          const at = firstOrder + j - i;
          const filled = pendingLength[at] as number;
          (pending[at] as Int32Array)[filled] = node;
          pendingLength[at] = filled + 1;
        }
        if (++j === last) break;
        node = trie.child(node, symbols[j] as number);
      }
    }
  }

  /** Ends the current sentence: its n-grams go to the pool, by order. */
  endSentence(): void {
    const base = this.sentence * this.order;
    let total = this.entries;
    for (let n = 0; n < this.order; n++) total += this.pendingLength[n] as number;
    if (total > this.ids.length) {
      this.ids = grow(this.ids, total);
      this.counts = grow(this.counts, total);
    }
    let at = this.entries;
    for (let n = 0; n < this.order; n++) {
      this.starts[base + n] = at;
      const list = this.pending[n] as Int32Array;
      const length = this.pendingLength[n] as number;
      for (let k = 0; k < length; k++) {
        const node = list[k] as number;
        this.ids[at] = node;
        this.counts[at++] = this.local[node] as number;
      }
      this.pendingLength[n] = 0;
    }
    this.entries = at;
    this.sentence++;
    this.starts[this.sentence * this.order] = at;
  }

  /**
   * The profiles. `shared`: keep only n-grams that can match between two different sentences
   * (one on each side), under compact ids; `all`: every n-gram under its trie id.
   */
  finish(keep: 'shared' | 'all'): NgramProfiles {
    const order = this.order;
    if (keep === 'all') {
      const parents = Int32Array.from({ length: this.trie.size }, (_, node) => this.trie.parent(node));
      return { order, sentences: this.sentences, ids: this.ids, counts: this.counts, starts: this.starts, totals: this.totals, parents, nodes: this.trie.size };
    }
    const size = this.trie.size;
    const compact = new Int32Array(size);
    let nodes = 0;
    for (let node = 0; node < size; node++) {
      const shared = (this.distinct[node] as number) >= 2 && (this.hypSentences[node] as number) > 0 && (this.refSentences[node] as number) > 0;
      compact[node] = shared ? nodes++ : -1;
    }
    // An n-gram that two sentences share has its prefix shared too: parents stay in the set.
    const parents = new Int32Array(nodes);
    for (let node = 0; node < size; node++) {
      const id = compact[node] as number;
      if (id < 0) continue;
      const parent = this.trie.parent(node);
      parents[id] = parent < 0 ? -1 : (compact[parent] as number);
    }
    const ids = this.ids;
    const counts = this.counts;
    const starts = this.starts;
    let at = 0;
    for (let s = 0; s < this.sentences * order; s++) {
      const start = starts[s] as number;
      const end = starts[s + 1] as number;
      starts[s] = at;
      for (let k = start; k < end; k++) {
        const id = compact[ids[k] as number] as number;
        if (id < 0) continue;
        ids[at] = id;
        counts[at++] = counts[k] as number;
      }
    }
    starts[this.sentences * order] = at;
    return {
      order,
      sentences: this.sentences,
      ids: ids.slice(0, at),
      counts: counts.slice(0, at),
      starts,
      totals: this.totals,
      parents,
      nodes,
    };
  }

  private growNodes(size: number): void {
    this.stamp = grow(this.stamp, size);
    this.local = grow(this.local, size);
    this.distinct = grow(this.distinct, size);
    this.hypSentences = grow(this.hypSentences, size);
    this.refSentences = grow(this.refSentences, size);
  }
}
