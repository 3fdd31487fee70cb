// The pieces of a model as a byte trie in a double array, as the C++ library keeps them: the
// search walks the normalized bytes once from each position, and each step is two reads of one
// flat array (the child's place is the parent's base plus the byte; the child's check says
// whose child it is), with no hashing and no bounds to test beyond the array's own.
//
// Each place holds three numbers: base, check and the id of the piece that ends there (-1 for
// none). Places are stored premultiplied by three, so a step is `units[node] + 3 · byte`; an
// empty place has check -1. The array is built from the pieces sorted by their bytes, each node's
// children placed at the first base where all of them fit, and it ends 256 places after the last
// base, so that no step reads past it.

import type { PrefixMatcher } from './normalizer.js';

/** Numbers per place: base, check, piece id. */
export const UNIT = 3;
const BYTE_STEP = 3;
/** How many places past the first free one a node's children are looked for before going to the end. */
const SEARCH = 1024;

/** Typed arrays on memory every thread can read where the runtime has it (see {@link sharedMemory}). */
export type SharedArrayLike = Int32Array | Uint8Array | Float32Array;

/** Memory that threads can share: a `SharedArrayBuffer` where there is one (not in browser pages without cross-origin isolation). */
export const sharedMemory: new (bytes: number) => ArrayBufferLike = typeof SharedArrayBuffer === 'function' ? SharedArrayBuffer : ArrayBuffer;

/** A trie over the UTF-8 bytes of some of a model's pieces. */
export class PieceTrie implements PrefixMatcher {
  /** The double array (see the file's comment); the root is place 0. */
  readonly units: Int32Array;

  constructor(units: Int32Array) {
    this.units = units;
  }

  /**
   * The trie of the pieces `ids` (a subset of the model's), spelled by `bytes[starts[id],
   * starts[id + 1])`; an earlier duplicate wins over a later one. Its array is on shared memory.
   */
  static build(bytes: Uint8Array, starts: Int32Array, ids: readonly number[]): PieceTrie {
    const order = Int32Array.from(ids);
    order.sort((a, b) => compareKeys(bytes, starts, a, b) || a - b);
    return new PieceTrie(new DoubleArrayBuilder(bytes, starts, order).build());
  }

  /** The id of the piece spelled by `bytes[start, end)`, or -1. */
  lookup(bytes: Uint8Array, start: number, end: number): number {
    const { units } = this;
    let node = 0;
    for (let i = start; i < end; i++) {
      const next = (units[node] as number) + BYTE_STEP * (bytes[i] as number);
      if (units[next + 1] !== node) return -1;
      node = next;
    }
    return units[node + 2] as number;
  }

  /** The id and length of the longest piece that starts `bytes` at `at` (up to `end`), or undefined. */
  longestPrefix(bytes: Uint8Array, at: number, end: number): { value: number; length: number } | undefined {
    const { units } = this;
    let found: { value: number; length: number } | undefined;
    let node = 0;
    for (let i = at; i < end; i++) {
      const next = (units[node] as number) + BYTE_STEP * (bytes[i] as number);
      if (units[next + 1] !== node) break;
      node = next;
      const id = units[node + 2] as number;
      if (id >= 0) found = { value: id, length: i - at + 1 };
    }
    return found;
  }

  /** Whether some piece starts with `byte`. */
  startsWith(byte: number): boolean {
    return this.units[(this.units[0] as number) + BYTE_STEP * byte + 1] === 0;
  }
}

/** Orders pieces by their bytes (a prefix first). */
function compareKeys(bytes: Uint8Array, starts: Int32Array, a: number, b: number): number {
  const aStart = starts[a] as number;
  const bStart = starts[b] as number;
  const aLength = (starts[a + 1] as number) - aStart;
  const bLength = (starts[b + 1] as number) - bStart;
  const common = Math.min(aLength, bLength);
  for (let i = 0; i < common; i++) {
    const difference = (bytes[aStart + i] as number) - (bytes[bStart + i] as number);
    if (difference !== 0) return difference;
  }
  return aLength - bLength;
}

/** Lays sorted keys out in a double array, node by node, depth first. */
class DoubleArrayBuilder {
  private units: Int32Array;
  /**
   * Places below this are all taken, or never used: children are placed from 256 on, so that
   * every free place can take a child by any byte (its base is then never negative).
   */
  private firstFree = 256;
  /** The highest base given so far, and the highest place taken. */
  private highestBase = 0;
  private highestPlace = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly starts: Int32Array,
    private readonly order: Int32Array,
  ) {
    this.units = DoubleArrayBuilder.empty(Math.max(1024, 2 * order.length));
    this.units[0] = 0;
    this.units[1] = -2; // the root's place is taken, by no node's child
  }

  /** Free places: check and id -1 (a base is set when a place is taken). */
  private static empty(places: number): Int32Array {
    return new Int32Array(UNIT * places).fill(-1);
  }

  private grow(places: number): void {
    let size = this.units.length / UNIT;
    if (size >= places) return;
    while (size < places) size *= 2;
    const grown = DoubleArrayBuilder.empty(size);
    grown.set(this.units);
    this.units = grown;
  }

  /**
   * A base at which a child for every one of `labels` (ascending) fits: the first within
   * {@link SEARCH} places of the first free one, else one past the highest place taken (where
   * all are free), so that a node with many children costs a bounded search.
   */
  private baseFor(labels: readonly number[]): number {
    if (UNIT * (this.highestPlace + 2 * 256 + 1) > this.units.length) this.grow(this.highestPlace + 2 * 256 + 1);
    const units = this.units;
    while (units[UNIT * this.firstFree + 1] !== -1) this.firstFree++;
    const first = labels[0] as number;
    const last = Math.min(this.highestPlace + 1, this.firstFree + SEARCH);
    for (let place = this.firstFree; place <= last; place++) {
      if (units[UNIT * place + 1] !== -1) continue;
      const base = place - first;
      let fits = true;
      for (let k = 1; k < labels.length && fits; k++) fits = units[UNIT * (base + (labels[k] as number)) + 1] === -1;
      if (fits) return base;
    }
    return Math.max(this.highestPlace + 1, this.firstFree) - first;
  }

  build(): Int32Array {
    const { bytes, starts, order } = this;
    // Frames of the depth-first walk: keys order[lo, hi) share their first `depth` bytes and end
    // at or pass through the node at place `node`.
    const stack: number[] = [0, order.length, 0, 0];
    const labels: number[] = [];
    const bounds: number[] = [];
    while (stack.length > 0) {
      const node = stack.pop() as number;
      const depth = stack.pop() as number;
      const hi = stack.pop() as number;
      let lo = stack.pop() as number;
      // Keys that end here: the first is the node's piece.
      if (lo < hi && (starts[(order[lo] as number) + 1] as number) - (starts[order[lo] as number] as number) === depth) {
        this.units[UNIT * node + 2] = order[lo] as number;
        while (lo < hi && (starts[(order[lo] as number) + 1] as number) - (starts[order[lo] as number] as number) === depth) lo++;
      }
      if (lo === hi) continue;
      labels.length = 0;
      bounds.length = 0;
      for (let i = lo; i < hi; i++) {
        const label = bytes[(starts[order[i] as number] as number) + depth] as number;
        if (labels.length === 0 || labels[labels.length - 1] !== label) {
          labels.push(label);
          bounds.push(i);
        }
      }
      bounds.push(hi);
      const base = this.baseFor(labels);
      this.highestBase = Math.max(this.highestBase, base);
      this.highestPlace = Math.max(this.highestPlace, base + (labels[labels.length - 1] as number));
      this.units[UNIT * node] = UNIT * base;
      for (let k = labels.length - 1; k >= 0; k--) {
        const child = base + (labels[k] as number);
        // A leaf keeps base 0: a step from it reads a place whose check is never the leaf's.
        this.units[UNIT * child] = 0;
        this.units[UNIT * child + 1] = UNIT * node;
        stack.push(bounds[k] as number, bounds[k + 1] as number, depth + 1, child);
      }
    }
    const places = this.highestBase + 256;
    const shared = new Int32Array(new sharedMemory(4 * UNIT * places));
    shared.set(this.units.subarray(0, UNIT * places));
    return shared;
  }
}
