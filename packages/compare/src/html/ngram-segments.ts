// The segments each listed n-gram's table links to, gathered in the walk over every segment's
// words (see analysis-view.ts).
import type { SegmentWords } from '../analyze/segment-words.js';

/** How many segments an n-gram's list holds at most (a frequent n-gram occurs in most segments). */
export const NGRAM_LIST_LIMIT = 200;

/**
 * A trie of the listed n-grams by word id: node 0 is the root; a node's child by a word is found
 * in one open-addressing table of (node, word) keys, and a node's n-gram (-1: none) in an array.
 */
class NgramTrie {
  readonly ngramAt: number[] = [-1];
  readonly #parents: Int32Array;
  readonly #words: Int32Array;
  readonly #children: Int32Array;
  readonly #mask: number;

  /** Room for `edges` children. */
  constructor(edges: number) {
    let size = 16;
    while (size < 2 * edges) size *= 2;
    this.#parents = new Int32Array(size).fill(-1);
    this.#words = new Int32Array(size);
    this.#children = new Int32Array(size);
    this.#mask = size - 1;
  }

  #slot(node: number, word: number): number {
    const hash = Math.imul(node, 0x9e3779b1) ^ Math.imul(word, 0x85ebca6b);
    let slot = (hash ^ (hash >>> 15)) & this.#mask;
    while (this.#parents[slot] !== -1 && (this.#parents[slot] !== node || this.#words[slot] !== word)) slot = (slot + 1) & this.#mask;
    return slot;
  }

  /** The child of `node` by `word`, or -1. */
  child(node: number, word: number): number {
    const slot = this.#slot(node, word);
    return this.#parents[slot] === -1 ? -1 : (this.#children[slot] as number);
  }

  /** The node of the words `ids` (made where missing), marked as n-gram `g`'s. */
  add(ids: readonly number[], g: number): void {
    let node = 0;
    for (const id of ids) {
      const slot = this.#slot(node, id);
      if (this.#parents[slot] === -1) {
        this.#parents[slot] = node;
        this.#words[slot] = id;
        this.#children[slot] = this.ngramAt.push(-1) - 1;
      }
      node = this.#children[slot] as number;
    }
    if (node !== 0) this.ngramAt[node] = g;
  }
}

/**
 * The list of one n-gram for the pair (left, right) of a table: the segments where the two
 * outputs' counts of it differ, then those where they are equal (for an over- or under-produced
 * n-gram, only the segments whose references have it), the first {@link NGRAM_LIST_LIMIT} of
 * them, and how many there are.
 */
export class NgramList {
  readonly differ: number[] = [];
  readonly same: number[] = [];
  total = 0;

  constructor(
    readonly left: number,
    readonly right: number,
    readonly under: boolean,
  ) {}

  /** Segment `s`, where the n-gram's counts are `counts[at + system]` and the references' `counts[at + systems]`. */
  add(s: number, counts: Int32Array, at: number, systems: number): void {
    const left = counts[at + this.left] as number;
    const right = counts[at + this.right] as number;
    // Under-produced n-grams are the references': only the segments whose references have them.
    if (this.under && (counts[at + systems] as number) <= 0) return;
    let list: number[];
    if (left !== right) list = this.differ;
    else if (this.under || left > 0) list = this.same;
    else return;
    this.total++;
    if (list.length < NGRAM_LIST_LIMIT) list.push(s);
  }

  /** The segments listed: the first of those that differ, then of those that do not. */
  get segments(): number[] {
    return [...this.differ, ...this.same].slice(0, NGRAM_LIST_LIMIT);
  }
}

/**
 * Fills each listed n-gram's lists (`lists[g]`, one per table it is in) a line at a time, with its
 * count in each segment in each system's output and in the references: the first words looked up
 * in an array by id, the counts of a segment gathered in one typed array. Only the first segments
 * of each list are kept, so that a frequent n-gram takes no more room than a rare one.
 */
export class NgramSegments {
  readonly #lists: readonly (readonly NgramList[])[];
  readonly #systems: number;
  readonly #width: number;
  readonly #trie: NgramTrie;
  /** Per word id, the trie's node of the word when a listed n-gram starts with it, else -1. */
  readonly #firstWords: Int32Array;
  /** Per n-gram, its counts in the segment: each system's, then the references'. */
  readonly #current: Int32Array;
  readonly #active: Uint8Array;
  readonly #touched: number[] = [];

  constructor(texts: SegmentWords, ngrams: readonly string[], lists: readonly (readonly NgramList[])[], lengths: { min: number; max: number }) {
    this.#lists = lists;
    this.#systems = texts.systems;
    this.#width = texts.systems + 1;
    const wordsOf = ngrams.map((ngram) => ngram.split(' '));
    const trie = new NgramTrie(wordsOf.reduce((sum, words) => sum + words.length, 0));
    // Most words start no listed n-gram, and an array tells so without hashing.
    const firstWords = new Int32Array(texts.vocabulary.length).fill(-1);
    wordsOf.forEach((words, g) => {
      if (words.length < lengths.min || words.length > lengths.max) return;
      const ids = words.map((word) => texts.find(word));
      if (ids.some((id) => id < 0)) return;
      trie.add(ids, g);
      firstWords[ids[0] as number] = trie.child(0, ids[0] as number);
    });
    this.#trie = trie;
    this.#firstWords = firstWords;
    this.#current = new Int32Array(ngrams.length * this.#width);
    this.#active = new Uint8Array(ngrams.length);
  }

  /** A line as word ids: system `slot`'s output, or a reference (`slot` = the number of systems). */
  visit(slot: number, ids: ArrayLike<number>): void {
    const trie = this.#trie;
    const { ngramAt } = trie;
    const firstWords = this.#firstWords;
    const current = this.#current;
    const active = this.#active;
    const width = this.#width;
    for (let i = 0; i < ids.length; i++) {
      let at = firstWords[ids[i] as number] as number;
      for (let j = i + 1; at >= 0; j++) {
        const g = ngramAt[at] as number;
        if (g >= 0) {
          if (active[g] === 0) {
            active[g] = 1;
            this.#touched.push(g);
          }
          current[g * width + slot] = (current[g * width + slot] as number) + 1;
        }
        at = j < ids.length ? trie.child(at, ids[j] as number) : -1;
      }
    }
  }

  /** The end of segment `s`'s lines: each n-gram met adds `s` to its lists. */
  end(s: number): void {
    const current = this.#current;
    const width = this.#width;
    for (const g of this.#touched) {
      for (const list of this.#lists[g] as readonly NgramList[]) list.add(s, current, g * width, this.#systems);
      for (let c = g * width; c < (g + 1) * width; c++) current[c] = 0;
      this.#active[g] = 0;
    }
    this.#touched.length = 0;
  }
}
