// The compiled IPADIC that kuromoji ships (`dict/*.dat.gz`, mecab-ipadic-2.7.0-20070801), read
// into flat typed arrays: a double-array trie over UTF-8 bytes, the [left id, right id, cost] of
// every word, and MeCab's connection-cost matrix. Only the files the segmenter needs are read,
// when the package is built (scripts/build-dictionary.mjs writes the tables to dist/ipadic.bin).

/** The dictionary files read, as named in kuromoji's `dict/` folder (all gzip-compressed). */
export const IPADIC_FILES: readonly string[] = [
  'base.dat.gz',
  'check.dat.gz',
  'tid.dat.gz',
  'tid_map.dat.gz',
  'cc.dat.gz',
];

/**
 * IPADIC as flat typed arrays and numbers only, so it can be posted to a worker: on
 * `SharedArrayBuffer`s where the runtime has them, so that every thread reads one copy.
 */
export interface IpadicTables {
  /**
   * The double array over UTF-8 bytes, three numbers per unit `u`: its base at `units[3u]`, its
   * check at `units[3u + 1]` and, at `units[3u + 2]`, the entries of the word that ends at `u`
   * ({@link entryRange}, -1: none), so that a search finds a word where it already is.
   */
  readonly units: Int32Array;
  /** Every UTF-16 code unit's unit from the root (-1: none): the first step of every search. */
  readonly firstUnit: Int32Array;
  /** The entries of each one-character word ({@link entryRange}, -1: none). */
  readonly firstEntries: Int32Array;
  /** Entry `w`'s left id, right id and cost: `entries[3w]`, `entries[3w + 1]`, `entries[3w + 2]`. */
  readonly entries: Int16Array;
  /**
   * MeCab's connection costs as a matrix by left id: from a word with right id r to one with
   * left id l, `costs[l * rightIds + r]`, so the costs into one word from every word before it
   * lie in one row.
   */
  readonly costs: Int16Array;
  /** Number of right ids (the row length of {@link IpadicTables.costs}). */
  readonly rightIds: number;
}

/** The most entries one surface has (IPADIC: 12); an entry range keeps the count in 4 bits. */
const RANGE_BITS = 4;

/** The entries of one surface, `first` to `first + count - 1`, as one number. */
function entryRange(first: number, count: number): number {
  return first * (1 << RANGE_BITS) + count;
}

function int32s(bytes: Uint8Array): Int32Array {
  const copy = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  return new Int32Array(copy.buffer, copy.byteOffset, copy.byteLength >> 2);
}

function int16s(bytes: Uint8Array): Int16Array {
  const copy = bytes.byteOffset % 2 === 0 ? bytes : bytes.slice();
  return new Int16Array(copy.buffer, copy.byteOffset, copy.byteLength >> 1);
}

function dictionaryFile(files: ReadonlyMap<string, Uint8Array>, name: string): Uint8Array {
  const bytes = files.get(name);
  if (!bytes) throw new Error(`IPADIC file ${name} is missing`);
  return bytes;
}

/** Memory every thread can read: a `SharedArrayBuffer` where there is one (not in browser pages without cross-origin isolation). */
const Memory: new (bytes: number) => ArrayBufferLike = typeof SharedArrayBuffer === 'function' ? SharedArrayBuffer : ArrayBuffer;

function sharedInt32s(length: number): Int32Array {
  return new Int32Array(new Memory(4 * length));
}

function sharedInt16s(length: number): Int16Array {
  return new Int16Array(new Memory(2 * length));
}

/**
 * Builds the tables from the decompressed files of {@link IPADIC_FILES} (keyed by file name).
 * Typed arrays are read in the platform's byte order, little-endian everywhere JavaScript runs.
 */
export function parseIpadicTables(files: ReadonlyMap<string, Uint8Array>): IpadicTables {
  const base = int32s(dictionaryFile(files, 'base.dat.gz'));
  const check = int32s(dictionaryFile(files, 'check.dat.gz'));
  const tidBytes = dictionaryFile(files, 'tid.dat.gz');
  const tid = new DataView(tidBytes.buffer, tidBytes.byteOffset);
  // kuromoji's cc.dat: two sizes (right ids, left ids), then the costs by right id; transposed
  // here into rows by left id (see IpadicDictionary.costs).
  const matrix = int16s(dictionaryFile(files, 'cc.dat.gz'));
  const rightIds = matrix[0] as number;
  const leftIds = matrix[1] as number;
  const cc = sharedInt16s(rightIds * leftIds);
  for (let right = 0; right < rightIds; right++) {
    for (let left = 0; left < leftIds; left++) cc[left * rightIds + right] = matrix[2 + right * leftIds + left] as number;
  }

  // tid_map: int32 count, then (trie value, n, n token offsets into tid) repeated.
  const map = int32s(dictionaryFile(files, 'tid_map.dat.gz'));
  let maxKey = 0;
  for (let i = 1; i + 1 < map.length; i += 2 + (map[i + 1] as number)) maxKey = Math.max(maxKey, map[i] as number);
  const first = new Int32Array(maxKey + 2);
  const counts = new Int32Array(maxKey + 1);
  for (let i = 1; i + 1 < map.length; i += 2 + (map[i + 1] as number)) counts[map[i] as number] = map[i + 1] as number;
  for (let k = 0; k <= maxKey; k++) first[k + 1] = (first[k] as number) + (counts[k] as number);
  // words: [left, right, cost] per token, grouped by trie value
  const all = new Int16Array((first[maxKey + 1] as number) * 3);
  for (let i = 1; i + 1 < map.length; ) {
    const key = map[i] as number;
    const n = map[i + 1] as number;
    for (let j = 0; j < n; j++) {
      const offset = map[i + 2 + j] as number;
      const at = ((first[key] as number) + j) * 3;
      all[at] = tid.getInt16(offset, true);
      all[at + 1] = tid.getInt16(offset + 2, true);
      all[at + 2] = tid.getInt16(offset + 4, true);
    }
    i += 2 + n;
  }
  const { groupStart, entries } = withoutDominatedEntries(first, all);

  // The double array with each unit's base, check and word side by side (one cache line per
  // step), cut after the last unit a transition can reach (kuromoji's files are padded to 2^21
  // units) and padded so that no transition leads past the end.
  let size = 0;
  for (let i = 0; i < base.length; i++) size = Math.max(size, (base[i] as number) + 256);
  const units = sharedInt32s(3 * size);
  const known = Math.min(size, base.length);
  for (let i = 0; i < size; i++) {
    units[3 * i] = i < known ? (base[i] as number) : 0;
    units[3 * i + 1] = i < known ? (check[i] as number) : -1;
  }
  /** The unit reached from `parent` by the byte `code`, or -1. */
  const child = (parent: number, code: number): number => {
    const next = (units[3 * parent] as number) + code;
    return next >= 0 && next < size && units[3 * next + 1] === parent ? next : -1;
  };
  // A word ends at a unit whose terminal child (byte 0) holds a leaf value, -(group + 1).
  for (let i = 0; i < size; i++) {
    const leaf = child(i, 0);
    const value = leaf < 0 ? 1 : (units[3 * leaf] as number);
    if (value >= 0) {
      units[3 * i + 2] = -1;
    } else {
      const group = -value - 1;
      const from = groupStart[group] as number;
      const count = (groupStart[group + 1] as number) - from;
      if (count >= 1 << RANGE_BITS) throw new Error(`IPADIC surface with ${count} entries (at most ${(1 << RANGE_BITS) - 1} expected)`);
      units[3 * i + 2] = entryRange(from, count);
    }
  }
  /** The unit reached from `node` by the UTF-8 bytes of the UTF-16 code unit `code`, or -1. */
  const step = (node: number, code: number): number => {
    if (code < 0x80) return child(node, code);
    if (code < 0x800) {
      const lead = child(node, 0xc0 | (code >>> 6));
      return lead < 0 ? -1 : child(lead, 0x80 | (code & 0x3f));
    }
    // IPADIC has no word with a character beyond U+FFFF (nor a lone surrogate)
    if (code >= 0xd800 && code <= 0xdfff) return -1;
    const lead = child(node, 0xe0 | (code >>> 12));
    const middle = lead < 0 ? -1 : child(lead, 0x80 | ((code >>> 6) & 0x3f));
    return middle < 0 ? -1 : child(middle, 0x80 | (code & 0x3f));
  };
  // Every UTF-16 code unit's unit from the root, and the entries of that one character: the
  // first step of every search.
  const firstUnit = sharedInt32s(0x10000);
  const firstEntries = sharedInt32s(0x10000);
  for (let code = 0; code < 0x10000; code++) {
    const node = step(0, code);
    firstUnit[code] = node;
    firstEntries[code] = node < 0 ? -1 : (units[3 * node + 2] as number);
  }

  return { units, firstUnit, firstEntries, entries, costs: cc, rightIds };
}

/**
 * The entries without those no best path can use: an entry is dropped when an entry of the same
 * surface has the same left and right ids and a lower cost, or the same cost and comes first.
 * Both would start and end at the same places, be reached from the same word before and lead to
 * the same words after; the dropped one's total is never lower, and on a tie MeCab keeps the one
 * first in its lists, which is the earlier entry. Survivors keep their order, so MeCab's order of
 * equal-cost candidates is unchanged. IPADIC: 392,125 entries, 13,211 dropped.
 */
function withoutDominatedEntries(
  groupStart: Int32Array,
  entries: Int16Array,
): { groupStart: Int32Array; entries: Int16Array } {
  const groups = groupStart.length - 1;
  const keptStart = sharedInt32s(groups + 1);
  const kept = sharedInt16s(entries.length);
  let count = 0;
  for (let g = 0; g < groups; g++) {
    const from = groupStart[g] as number;
    const to = groupStart[g + 1] as number;
    for (let w = from; w < to; w++) {
      const left = entries[3 * w] as number;
      const right = entries[3 * w + 1] as number;
      const cost = entries[3 * w + 2] as number;
      let dominated = false;
      for (let v = from; v < to && !dominated; v++) {
        if (v === w || entries[3 * v] !== left || entries[3 * v + 1] !== right) continue;
        const other = entries[3 * v + 2] as number;
        dominated = other < cost || (other === cost && v < w);
      }
      if (dominated) continue;
      kept[3 * count] = left;
      kept[3 * count + 1] = right;
      kept[3 * count + 2] = cost;
      count++;
    }
    keptStart[g + 1] = count;
  }
  return { groupStart: keptStart, entries: kept.subarray(0, 3 * count) };
}
