// The pieces of a model as a byte trie in flat typed arrays, so that the search walks the
// normalized bytes once from each position instead of cutting a string for every candidate end
// (the C++ library walks its double array the same way). A child is found in an open-addressing
// table keyed by (parent node, byte), key and child side by side so that a probe reads one cache
// line; a node holds the id of the piece that ends there, or -1.

/** Nodes are numbered below this, so that (node + 1) · 256 + byte fits a 32-bit key. */
const MAX_NODES = 0x7fffff;

import type { PrefixMatcher } from './normalizer.js';

/** A trie over UTF-8 piece strings. */
export class PieceTrie implements PrefixMatcher {
  /** Per table slot, two numbers: the key (parent node + 1) · 256 + byte (0: empty), the child. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** Per node: the id of the piece ending there, or -1. */
  private readonly pieceAt: Int32Array;
  /** The longest piece, in bytes. */
  readonly longest: number;

  /**
   * `pieces` are (piece, id) pairs, walked as UTF-8 without a byte array per piece (a FLORES-200
   * model has 256,000); a later duplicate does not replace an earlier one.
   */
  constructor(pieces: readonly (readonly [string, number])[]) {
    let bytes = 0;
    let longest = 0;
    for (const [piece] of pieces) {
      const length = encodedLength(piece);
      bytes += length;
      longest = Math.max(longest, length);
    }
    this.longest = longest;
    if (bytes >= MAX_NODES) throw new Error(`the model's pieces have ${bytes} bytes in all, more than this encoder takes (${MAX_NODES})`);
    // At most one node per byte: the table stays at most two-thirds full.
    let size = 1;
    while (size < 1.5 * (bytes + 1)) size *= 2;
    this.mask = size - 1;
    this.slots = new Int32Array(2 * size);
    const pieceAt = new Int32Array(bytes + 1).fill(-1);
    let nodes = 1;
    let node = 0;
    const step = (byte: number): void => {
      const slot = this.slotOf(node, byte);
      if (this.slots[slot] === 0) {
        this.slots[slot] = (node + 1) * 256 + byte;
        this.slots[slot + 1] = nodes++;
      }
      node = this.slots[slot + 1] as number;
    };
    for (const [piece, id] of pieces) {
      node = 0;
      forEachUtf8Byte(piece, step);
      if (pieceAt[node] === -1) pieceAt[node] = id;
    }
    this.pieceAt = pieceAt;
  }

  /** Where (node, byte) is in the table, or the empty place where it would go (an even index). */
  private slotOf(node: number, byte: number): number {
    const key = (node + 1) * 256 + byte;
    let slot = (Math.imul(node, 0x9e3779b1) ^ Math.imul(byte + 1, 0x85ebca6b)) & this.mask;
    for (;;) {
      const found = this.slots[2 * slot] as number;
      if (found === 0 || found === key) return 2 * slot;
      slot = (slot + 1) & this.mask;
    }
  }

  /** The child of `node` by `byte`, or -1. The root is node 0. */
  child(node: number, byte: number): number {
    const slot = this.slotOf(node, byte);
    return this.slots[slot] === 0 ? -1 : (this.slots[slot + 1] as number);
  }

  /** The id of the piece that ends at `node`, or -1. */
  pieceOf(node: number): number {
    return this.pieceAt[node] as number;
  }

  /** The id and length of the longest piece that starts `bytes` at `at` (up to `end`), or undefined. */
  longestPrefix(bytes: Uint8Array, at: number, end: number): { value: number; length: number } | undefined {
    let found: { value: number; length: number } | undefined;
    let node = 0;
    for (let i = at; i < end; i++) {
      node = this.child(node, bytes[i] as number);
      if (node < 0) break;
      const id = this.pieceAt[node] as number;
      if (id >= 0) found = { value: id, length: i - at + 1 };
    }
    return found;
  }

  /** The id of the piece spelled by `bytes[start, end)`, or -1. */
  lookup(bytes: Uint8Array, start: number, end: number): number {
    let node = 0;
    for (let i = start; i < end && node >= 0; i++) node = this.child(node, bytes[i] as number);
    return node < 0 ? -1 : (this.pieceAt[node] as number);
  }
}

/**
 * The code point whose first UTF-16 unit is at `i` of `text` (a lone surrogate as U+FFFD, as
 * TextEncoder writes it); it takes two units when it is above U+FFFF.
 */
function codePointAt(text: string, i: number): number {
  const unit = text.charCodeAt(i);
  if (unit < 0xd800 || unit > 0xdfff) return unit;
  const low = text.charCodeAt(i + 1);
  if (unit <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) return ((unit - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
  return 0xfffd;
}

/** The length of `text` in UTF-8. */
function encodedLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const code = codePointAt(text, i);
    length += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (code >= 0x10000) i++;
  }
  return length;
}

/** Calls `visit` with each byte of `text` in UTF-8. */
function forEachUtf8Byte(text: string, visit: (byte: number) => void): void {
  for (let i = 0; i < text.length; i++) {
    const code = codePointAt(text, i);
    if (code < 0x80) visit(code);
    else if (code < 0x800) {
      visit(0xc0 | (code >> 6));
      visit(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      visit(0xe0 | (code >> 12));
      visit(0x80 | ((code >> 6) & 0x3f));
      visit(0x80 | (code & 0x3f));
    } else {
      visit(0xf0 | (code >> 18));
      visit(0x80 | ((code >> 12) & 0x3f));
      visit(0x80 | ((code >> 6) & 0x3f));
      visit(0x80 | (code & 0x3f));
      i++;
    }
  }
}
