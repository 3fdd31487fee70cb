// The compiled IPADIC that kuromoji ships (`dict/*.dat.gz`, mecab-ipadic-2.7.0-20070801), read
// into flat typed arrays: a double-array trie over UTF-8 bytes, the [left id, right id, cost] of
// every word, and MeCab's connection-cost matrix. Only the files the segmenter needs are read.

/** The dictionary files read, as named in kuromoji's `dict/` folder (all gzip-compressed). */
export const IPADIC_FILES: readonly string[] = [
  'base.dat.gz',
  'check.dat.gz',
  'tid.dat.gz',
  'tid_map.dat.gz',
  'cc.dat.gz',
];

/** Called for each dictionary word found: its end (UTF-16 index) and its costs. */
export type WordVisitor = (end: number, leftId: number, rightId: number, cost: number) => void;

/** IPADIC as the lattice needs it. */
export interface IpadicDictionary {
  /** Visits every dictionary word that starts at `start` in `text` (MeCab's common-prefix search). */
  lookup(text: string, start: number, visit: WordVisitor): void;
  /** MeCab's connection cost from a word with right id `rightId` to one with left id `leftId`. */
  connectionCost(rightId: number, leftId: number): number;
  /**
   * The same costs as a matrix by left id: `costs[leftId * rightIds + rightId]`, so the costs
   * into one word from every word before it lie in one row.
   */
  readonly costs: Int16Array;
  /** Number of right ids (the row length of {@link IpadicDictionary.costs}). */
  readonly rightIds: number;
}

/** The longest IPADIC entry has 26 characters; no search needs to look further. */
const MAX_WORD_UNITS = 64;

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

/**
 * Builds the dictionary from the decompressed files of {@link IPADIC_FILES} (keyed by file name).
 * Typed arrays are read in the platform's byte order, little-endian everywhere JavaScript runs.
 */
export function parseIpadicDictionary(files: ReadonlyMap<string, Uint8Array>): IpadicDictionary {
  // `files` is only read here, never by a closure: the returned functions share this scope, and
  // would keep every decompressed file alive (≈ 18 MB of tid, tid_map and cc that parsing leaves
  // behind) if one of them referred to it.
  const base = int32s(dictionaryFile(files, 'base.dat.gz'));
  const check = int32s(dictionaryFile(files, 'check.dat.gz'));
  const tidBytes = dictionaryFile(files, 'tid.dat.gz');
  const tid = new DataView(tidBytes.buffer, tidBytes.byteOffset);
  // kuromoji's cc.dat: two sizes (right ids, left ids), then the costs by right id; transposed
  // here into rows by left id (see IpadicDictionary.costs).
  const matrix = int16s(dictionaryFile(files, 'cc.dat.gz'));
  const rightIds = matrix[0] as number;
  const leftIds = matrix[1] as number;
  const cc = new Int16Array(rightIds * leftIds);
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
  const words = new Int16Array((first[maxKey + 1] as number) * 3);
  for (let i = 1; i + 1 < map.length; ) {
    const key = map[i] as number;
    const n = map[i + 1] as number;
    for (let j = 0; j < n; j++) {
      const offset = map[i + 2 + j] as number;
      const at = ((first[key] as number) + j) * 3;
      words[at] = tid.getInt16(offset, true);
      words[at + 1] = tid.getInt16(offset + 2, true);
      words[at + 2] = tid.getInt16(offset + 4, true);
    }
    i += 2 + n;
  }

  const child = (parent: number, code: number): number => {
    const next = (base[parent] as number) + code;
    return next >= 0 && next < check.length && check[next] === parent ? next : -1;
  };

  return {
    lookup(text, start, visit) {
      const end = Math.min(text.length, start + MAX_WORD_UNITS);
      let node = 0;
      for (let i = start; i < end; i++) {
        let code = text.charCodeAt(i);
        // IPADIC has no word with a character beyond U+FFFF (nor a lone surrogate).
        if (code >= 0xd800 && code <= 0xdfff) return;
        // walk the character's UTF-8 bytes
        if (code < 0x80) {
          node = child(node, code);
        } else if (code < 0x800) {
          node = child(node, 0xc0 | (code >>> 6));
          if (node >= 0) node = child(node, 0x80 | (code & 0x3f));
        } else {
          node = child(node, 0xe0 | (code >>> 12));
          if (node >= 0) node = child(node, 0x80 | ((code >>> 6) & 0x3f));
          if (node >= 0) node = child(node, 0x80 | (code & 0x3f));
        }
        if (node < 0) return;
        // a word ends here when the node has a terminal (code 0) child holding a leaf value
        const leaf = child(node, 0);
        if (leaf < 0) continue;
        code = base[leaf] as number;
        if (code > 0) continue;
        const key = -code - 1;
        for (let w = first[key] as number, last = first[key + 1] as number; w < last; w++) {
          visit(i + 1, words[w * 3] as number, words[w * 3 + 1] as number, words[w * 3 + 2] as number);
        }
      }
    },
    connectionCost(rightId, leftId) {
      return cc[leftId * rightIds + rightId] as number;
    },
    costs: cc,
    rightIds,
  };
}
