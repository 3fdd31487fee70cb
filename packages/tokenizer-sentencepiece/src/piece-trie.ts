// The pieces of a model as a byte trie in flat typed arrays, so that the search walks the
// normalized bytes once from each position instead of cutting a string for every candidate end
// (the C++ library walks its double array the same way). A child is found in an open-addressing
// table keyed by (parent node, byte); a node holds the id of the piece that ends there, or -1.

/** A trie over UTF-8 piece strings. */
export class PieceTrie {
  /** Per table slot: the parent node + 1 (0 = empty slot), the byte, the child node. */
  private readonly slotParent: Int32Array;
  private readonly slotByte: Uint8Array;
  private readonly slotChild: Int32Array;
  private readonly mask: number;
  /** Per node: the id of the piece ending there, or -1. */
  private readonly pieceAt: Int32Array;
  /** The longest piece, in bytes. */
  readonly longest: number;

  /** `pieces` are (UTF-8 bytes, id) pairs; a later duplicate does not replace an earlier one. */
  constructor(pieces: readonly (readonly [Uint8Array, number])[]) {
    let bytes = 0;
    let longest = 0;
    for (const [piece] of pieces) {
      bytes += piece.length;
      longest = Math.max(longest, piece.length);
    }
    this.longest = longest;
    let size = 1;
    while (size < 2 * (bytes + 1)) size *= 2;
    this.mask = size - 1;
    this.slotParent = new Int32Array(size);
    this.slotByte = new Uint8Array(size);
    this.slotChild = new Int32Array(size);
    const pieceAt = new Int32Array(bytes + 1).fill(-1);
    let nodes = 1;
    for (const [piece, id] of pieces) {
      let node = 0;
      for (const byte of piece) {
        let slot = this.slotOf(node, byte);
        if (this.slotParent[slot] === 0) {
          this.slotParent[slot] = node + 1;
          this.slotByte[slot] = byte;
          this.slotChild[slot] = nodes++;
        }
        node = this.slotChild[slot] as number;
      }
      if (pieceAt[node] === -1) pieceAt[node] = id;
    }
    this.pieceAt = pieceAt;
  }

  /** The table slot of (node, byte): where it is, or the empty slot where it would go. */
  private slotOf(node: number, byte: number): number {
    let slot = (Math.imul(node, 0x9e3779b1) ^ Math.imul(byte + 1, 0x85ebca6b)) & this.mask;
    for (;;) {
      const parent = this.slotParent[slot] as number;
      if (parent === 0 || (parent === node + 1 && this.slotByte[slot] === byte)) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  /** The child of `node` by `byte`, or -1. The root is node 0. */
  child(node: number, byte: number): number {
    const slot = this.slotOf(node, byte);
    return this.slotParent[slot] === 0 ? -1 : (this.slotChild[slot] as number);
  }

  /** The id of the piece that ends at `node`, or -1. */
  pieceOf(node: number): number {
    return this.pieceAt[node] as number;
  }

  /** The id of the piece spelled by `bytes[start, end)`, or -1. */
  lookup(bytes: Uint8Array, start: number, end: number): number {
    let node = 0;
    for (let i = start; i < end && node >= 0; i++) node = this.child(node, bytes[i] as number);
    return node < 0 ? -1 : (this.pieceAt[node] as number);
  }
}
