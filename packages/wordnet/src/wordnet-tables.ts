// WordNet's tables as typed arrays: every word (lemma names as spelled, their lower-cased forms,
// exception forms and bases) once in a character pool with an open-addressing hash table over
// it, and lists as offsets into flat arrays. Parsing makes no object per entry, and a thread
// that gets the arrays (on SharedArrayBuffers) answers queries without parsing anything.

/**
 * The parsed tables of `wordnet-3.0.txt`. Every array is a plain typed array, so the tables can
 * be copied into shared memory ({@link shareWordNetTables}) and wrapped by another thread.
 */
export interface WordNetTables {
  /** The characters of every word, one byte each (WordNet 3.0 is ASCII). */
  readonly chars: Uint8Array;
  /** Word `w` is `chars[wordStart[w], wordStart[w + 1])`. */
  readonly wordStart: Int32Array;
  /** Each word's FNV-1a hash (see {@link hashText}). */
  readonly wordHash: Int32Array;
  /** Open addressing on the hashes (a power of two long, at most half full): word + 1, 0 for empty. */
  readonly slots: Int32Array;
  /** Per word: bit `p` set when the index of part of speech `p` (n v a r = 0 1 2 3) has it; bit `4 + p` when its exception list does. */
  readonly flags: Uint8Array;
  /**
   * The index, a row per (lemma, part of speech) sorted by lemma then part of speech: word `w`'s
   * rows are `indexAt[w]` to before `indexAt[w + 1]`; row `r` is under `indexPos[r]`, its synsets
   * in sense order `indexSynsets[indexStart[r], indexStart[r + 1])`.
   */
  readonly indexAt: Int32Array;
  readonly indexPos: Uint8Array;
  readonly indexStart: Int32Array;
  readonly indexSynsets: Int32Array;
  /** The exception lists, an entry per (4 × form + pos), sorted: entry `e`'s bases are `excBases[excStart[e], excStart[e + 1])`. */
  readonly excKeys: Int32Array;
  readonly excStart: Int32Array;
  readonly excBases: Int32Array;
  /** Synset `s`'s lemma names (words as spelled): `synsetNames[synsetStart[s], synsetStart[s + 1])`. */
  readonly synsetStart: Int32Array;
  readonly synsetNames: Int32Array;
  /** The synsets of part of speech `p` are those from `posSynsets[2p]` to before `posSynsets[2p + 1]` (numbered across all four). */
  readonly posSynsets: Int32Array;
}

/** FNV-1a's offset basis and prime, as 32-bit integers. */
const BASIS = -2128831035;
const PRIME = 16777619;

/** FNV-1a over the UTF-16 code units of `text[start, end)` (a signed 32-bit integer). */
export function hashText(text: string, start = 0, end = text.length): number {
  let hash = BASIS;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ text.charCodeAt(k), PRIME);
  return hash;
}

/** Bits of {@link hashFilter}: 128 kB, small enough to stay in a core's cache. */
const FILTER_BITS = 1 << 20;

/**
 * One bit per value of a hash's low 20 bits, set for the words' hashes: a word whose bit is
 * clear is not in the tables, found without reading them (most words METEOR asks about are not).
 */
export function hashFilter(tables: WordNetTables): Int32Array {
  const filter = new Int32Array(FILTER_BITS >> 5);
  const { wordHash } = tables;
  for (let word = 0; word < wordHash.length; word++) {
    const bit = (wordHash[word] as number) & (FILTER_BITS - 1);
    filter[bit >> 5] = (filter[bit >> 5] as number) | (1 << (bit & 31));
  }
  return filter;
}

/** Whether `hash`'s bit is set in `filter` (see {@link hashFilter}). */
function mayHold(filter: Int32Array, hash: number): boolean {
  const bit = hash & (FILTER_BITS - 1);
  return ((filter[bit >> 5] as number) & (1 << (bit & 31))) !== 0;
}

/** FNV-1a over `codes[start, end)`, as {@link hashText} of the string they spell. */
export function hashCodes(codes: ArrayLike<number>, start: number, end: number): number {
  let hash = BASIS;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ (codes[k] as number), PRIME);
  return hash;
}

/** The word spelled by the code units `codes[start, end)` in `tables`, with its hash already computed; -1 when absent. */
export function findWord(tables: WordNetTables, codes: ArrayLike<number>, start: number, end: number, hash: number, filter?: Int32Array): number {
  if (filter !== undefined && !mayHold(filter, hash)) return -1;
  const { slots, wordStart, wordHash, chars } = tables;
  const mask = slots.length - 1;
  const length = end - start;
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    const entry = slots[slot] as number;
    if (entry === 0) return -1;
    const word = entry - 1;
    if (wordHash[word] !== hash) continue;
    const from = wordStart[word] as number;
    if ((wordStart[word + 1] as number) - from !== length) continue;
    let k = 0;
    while (k < length && chars[from + k] === codes[start + k]) k++;
    if (k === length) return word;
  }
}

/** `codes[start, start + cut)` then `suffix` as one word (a detachment's result, without making its string); -1 when absent. */
export function findJoined(tables: WordNetTables, codes: ArrayLike<number>, start: number, cut: number, suffix: string, filter?: Int32Array): number {
  let hash = BASIS;
  for (let k = 0; k < cut; k++) hash = Math.imul(hash ^ (codes[start + k] as number), PRIME);
  for (let k = 0; k < suffix.length; k++) hash = Math.imul(hash ^ suffix.charCodeAt(k), PRIME);
  if (filter !== undefined && !mayHold(filter, hash)) return -1;
  const { slots, wordStart, wordHash, chars } = tables;
  const mask = slots.length - 1;
  const length = cut + suffix.length;
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    const entry = slots[slot] as number;
    if (entry === 0) return -1;
    const word = entry - 1;
    if (wordHash[word] !== hash) continue;
    const from = wordStart[word] as number;
    if ((wordStart[word + 1] as number) - from !== length) continue;
    let k = 0;
    while (k < cut && chars[from + k] === codes[start + k]) k++;
    if (k < cut) continue;
    while (k < length && chars[from + k] === suffix.charCodeAt(k - cut)) k++;
    if (k === length) return word;
  }
}

/** Word `w` as a string. */
export function wordText(tables: WordNetTables, word: number): string {
  const { chars, wordStart } = tables;
  return String.fromCharCode(...chars.subarray(wordStart[word], wordStart[word + 1]));
}

/** An Int32Array that grows as numbers are pushed. */
class IntList {
  array: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.array = new Int32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = new Int32Array(2 * this.array.length);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }
  /** The numbers pushed, in an array of their own length. */
  done(): Int32Array {
    return this.array.slice(0, this.length);
  }
}

/** The words met while parsing, interned as they come. */
class WordPool {
  chars: Uint8Array;
  used = 0;
  starts = new IntList(1 << 16);
  hashes = new IntList(1 << 16);
  slots = new Int32Array(1 << 19);
  /** Whether the last word {@link WordPool.intern} read had an upper-case ASCII letter. */
  hadUpper = false;

  constructor(maxChars: number) {
    this.chars = new Uint8Array(maxChars);
    this.starts.push(0);
  }

  get count(): number {
    return this.hashes.length;
  }

  /** The word `text[start, end)`, lower-cased (ASCII) with `lower`, added if new. */
  intern(text: string, start: number, end: number, lower: boolean): number {
    let hash = BASIS;
    let upper = false;
    for (let k = start; k < end; k++) {
      let code = text.charCodeAt(k);
      if (code > 127) throw new Error(`[bleukit] [wordnet] the WordNet data should be ASCII, found ${JSON.stringify(text.slice(start, end))}`);
      if (code >= 65 && code <= 90) {
        upper = true;
        if (lower) code += 32;
      }
      hash = Math.imul(hash ^ code, PRIME);
    }
    this.hadUpper = upper;
    const mask = this.slots.length - 1;
    const length = end - start;
    const { chars } = this;
    const starts = this.starts.array;
    const hashes = this.hashes.array;
    let slot = hash & mask;
    for (; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] as number;
      if (entry === 0) break;
      const word = entry - 1;
      if (hashes[word] !== hash) continue;
      const from = starts[word] as number;
      if ((starts[word + 1] as number) - from !== length) continue;
      let k = 0;
      for (; k < length; k++) {
        let code = text.charCodeAt(start + k);
        if (lower && code >= 65 && code <= 90) code += 32;
        if (chars[from + k] !== code) break;
      }
      if (k === length) return word;
    }
    const word = this.count;
    if (this.used + length > chars.length) {
      const grown = new Uint8Array(2 * (this.used + length));
      grown.set(chars);
      this.chars = grown;
    }
    for (let k = 0; k < length; k++) {
      let code = text.charCodeAt(start + k);
      if (lower && code >= 65 && code <= 90) code += 32;
      this.chars[this.used++] = code;
    }
    this.starts.push(this.used);
    this.hashes.push(hash);
    this.slots[slot] = word + 1;
    if (2 * this.count > this.slots.length) this.growSlots();
    return word;
  }

  private growSlots(): void {
    const slots = new Int32Array(2 * this.slots.length);
    const mask = slots.length - 1;
    for (let word = 0; word < this.count; word++) {
      let slot = (this.hashes.array[word] as number) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = word + 1;
    }
    this.slots = slots;
  }
}

const SECTIONS = ['exc', 'synsets', 'senses'];
const POS_NUMBERS: Record<string, number> = { n: 0, v: 1, a: 2, r: 3 };

/**
 * The lines of the data file, section by section, into lists. Each kind of line has a method
 * of its own, small enough for V8 to optimize early: the file is parsed once per process, cold.
 */
class Parser {
  readonly pool: WordPool;
  /** Exception lists: (4 × form + pos, then its bases) as they come, each entry ended by -1. */
  readonly exceptions = new IntList(1 << 14);
  /** The index as the synsets give it: (4 × lemma + pos, synset) pairs in file order. */
  readonly indexPairs = new IntList(1 << 18);
  readonly synsetStart = new IntList(1 << 17);
  readonly synsetNames = new IntList(1 << 18);
  readonly posSynsets = new Int32Array(8);
  /** Sense orders: (4 × lemma + pos, count, synsets (numbered within pos)…). */
  readonly senses = new IntList(1 << 16);
  section = -1;
  pos = -1;
  private readonly lemmas: number[] = [];

  constructor(readonly text: string) {
    this.pool = new WordPool(text.length);
    this.synsetStart.push(0);
  }

  parse(): void {
    const { text } = this;
    let at = 0;
    while (at < text.length) {
      let end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      const start = at;
      at = end + 1;
      if (end === start || text.charCodeAt(start) === 35 /* # */) continue;
      if (text.charCodeAt(start) === 64 /* @ */) this.sectionLine(start, end);
      else if (this.section === 1) this.synsetLine(start, end);
      else if (this.section === 0) this.exceptionLine(start, end);
      else if (this.section === 2) this.senseLine(start, end);
      else throw new Error('[bleukit] [wordnet] the WordNet data should start with a section line (@exc n)');
    }
    this.sectionLine(-1, -1);
  }

  /** `@exc n` and the like; (-1, -1) at the end of the file. */
  private sectionLine(start: number, end: number): void {
    const synsets = this.synsetStart.length - 1;
    if (this.section === 1) this.posSynsets[2 * this.pos + 1] = synsets;
    if (start < 0) return;
    const [name = '', posName = ''] = this.text.slice(start + 1, end).split(' ');
    this.section = SECTIONS.indexOf(name);
    const pos = POS_NUMBERS[posName];
    if (this.section < 0 || pos === undefined) throw new Error(`[bleukit] [wordnet] unknown section ${JSON.stringify(this.text.slice(start, end))} in the WordNet data`);
    this.pos = pos;
    if (this.section === 1) this.posSynsets[2 * pos] = synsets;
  }

  /** A synset: its names, and each lemma (lower-cased name) once. */
  private synsetLine(start: number, end: number): void {
    const { text, pool, lemmas, indexPairs, synsetNames } = this;
    const synset = this.synsetStart.length - 1;
    lemmas.length = 0;
    for (let from = start; from < end; ) {
      let to = text.indexOf(' ', from);
      if (to < 0 || to > end) to = end;
      const name = pool.intern(text, from, to, false);
      synsetNames.push(name);
      const lemma = pool.hadUpper ? pool.intern(text, from, to, true) : name;
      if (!lemmas.includes(lemma)) {
        lemmas.push(lemma);
        indexPairs.push(4 * lemma + this.pos);
        indexPairs.push(synset);
      }
      from = to + 1;
    }
    this.synsetStart.push(synsetNames.length);
  }

  /** An inflected form, then its bases. */
  private exceptionLine(start: number, end: number): void {
    const { text, pool, exceptions } = this;
    let first = true;
    for (let from = start; from < end; ) {
      let to = text.indexOf(' ', from);
      if (to < 0 || to > end) to = end;
      const word = pool.intern(text, from, to, false);
      exceptions.push(first ? 4 * word + this.pos : word);
      first = false;
      from = to + 1;
    }
    exceptions.push(-1);
  }

  /** A lemma, then its synsets (in base 36) in sense order. */
  private senseLine(start: number, end: number): void {
    const { text, senses } = this;
    let to = text.indexOf(' ', start);
    if (to < 0 || to > end) to = end;
    senses.push(4 * this.pool.intern(text, start, to, false) + this.pos);
    const numbers = text.slice(Math.min(to + 1, end), end).split(' ');
    senses.push(numbers.length);
    for (const number of numbers) senses.push(Number.parseInt(number, 36));
  }
}

/**
 * Parses the text of `wordnet-3.0.txt` into {@link WordNetTables}. The index is rebuilt: a
 * lemma's synsets are those with a lemma name that lower-cases to it, in file order, unless the
 * `@senses` section gives their sense order (see scripts/build-tables.mjs).
 */
export function parseWordNetTables(text: string): WordNetTables {
  const parser = new Parser(text);
  parser.parse();
  const { pool, posSynsets } = parser;
  const wordCount = pool.count;
  const flags = new Uint8Array(wordCount);
  const index = buildIndex(parser, flags);
  const exceptions = buildExceptions(parser, flags);
  return {
    chars: pool.chars.slice(0, pool.used),
    wordStart: pool.starts.done(),
    wordHash: pool.hashes.done(),
    slots: pool.slots,
    flags,
    ...index,
    ...exceptions,
    synsetStart: parser.synsetStart.done(),
    synsetNames: parser.synsetNames.done(),
    posSynsets,
  };
}

/** The index: synsets counted per (word, pos), then filled in file order, then the sense orders given. */
function buildIndex({ pool, indexPairs, senses, posSynsets }: Parser, flags: Uint8Array) {
  const wordCount = pool.count;
  const pairs = indexPairs.array;
  // Synsets per key (4 × word + pos), then the rows: the keys with any.
  const count = new Int32Array(4 * wordCount);
  for (let k = 0; k < indexPairs.length; k += 2) {
    const key = pairs[k] as number;
    count[key] = (count[key] as number) + 1;
  }
  const rowOf = new Int32Array(4 * wordCount).fill(-1);
  const indexAt = new Int32Array(wordCount + 1);
  const pos = new IntList(1 << 18);
  const starts = new IntList(1 << 18);
  starts.push(0);
  let total = 0;
  for (let key = 0; key < 4 * wordCount; key++) {
    const n = count[key] as number;
    if (n > 0) {
      rowOf[key] = pos.length;
      pos.push(key & 3);
      total += n;
      starts.push(total);
      flags[key >> 2] = (flags[key >> 2] as number) | (1 << (key & 3));
    }
    if ((key & 3) === 3) indexAt[(key >> 2) + 1] = pos.length;
  }
  const indexStart = starts.done();
  const indexSynsets = new Int32Array(total);
  const filled = indexStart.slice();
  for (let k = 0; k < indexPairs.length; k += 2) {
    const row = rowOf[pairs[k] as number] as number;
    const at = filled[row] as number;
    indexSynsets[at] = pairs[k + 1] as number;
    filled[row] = at + 1;
  }
  for (let k = 0; k < senses.length; ) {
    const key = senses.array[k] as number;
    const n = senses.array[k + 1] as number;
    const row = rowOf[key] as number;
    if (row < 0 || (indexStart[row + 1] as number) - (indexStart[row] as number) !== n) {
      throw new Error(`[bleukit] [wordnet] the sense order of ${JSON.stringify(wordText(poolTables(pool), key >> 2))} is given, but not every synset naming it is in it`);
    }
    const first = posSynsets[2 * (key & 3)] as number;
    const from = indexStart[row] as number;
    for (let s = 0; s < n; s++) indexSynsets[from + s] = first + (senses.array[k + 2 + s] as number);
    k += 2 + n;
  }
  return { indexAt, indexPos: Uint8Array.from(pos.done()), indexStart, indexSynsets };
}

/** The exception lists (a form listed twice keeps its last line, as a map would). */
function buildExceptions({ exceptions }: Parser, flags: Uint8Array) {
  const list = exceptions.array;
  const entryOf = new Map<number, number>();
  for (let k = 0; k < exceptions.length; ) {
    entryOf.set(list[k] as number, k);
    while (list[k] !== -1) k++;
    k++;
  }
  const keys = [...entryOf.keys()].sort((a, b) => a - b);
  const excStart = new Int32Array(keys.length + 1);
  const bases = new IntList(1 << 14);
  keys.forEach((key, e) => {
    flags[key >> 2] = (flags[key >> 2] as number) | (16 << (key & 3));
    for (let b = (entryOf.get(key) as number) + 1; list[b] !== -1; b++) bases.push(list[b] as number);
    excStart[e + 1] = bases.length;
  });
  return { excKeys: Int32Array.from(keys), excStart, excBases: bases.done() };
}

/** The synsets of word `w` under `file` (n v a r = 0 1 2 3) as a range of `indexSynsets`, `[0, 0]` for none. */
export function synsetRange(tables: WordNetTables, word: number, file: number, out: [number, number]): [number, number] {
  const { indexAt, indexPos, indexStart } = tables;
  for (let row = indexAt[word] as number; row < (indexAt[word + 1] as number); row++) {
    if (indexPos[row] === file) {
      out[0] = indexStart[row] as number;
      out[1] = indexStart[row + 1] as number;
      return out;
    }
  }
  out[0] = 0;
  out[1] = 0;
  return out;
}

/** The bases of word `w` in the exception list of `file`, as a range of `excBases` (`[0, 0]` for none). */
export function exceptionRange(tables: WordNetTables, word: number, file: number, out: [number, number]): [number, number] {
  const { excKeys, excStart } = tables;
  const key = 4 * word + file;
  let lo = 0;
  let hi = excKeys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((excKeys[mid] as number) < key) lo = mid + 1;
    else hi = mid;
  }
  out[0] = 0;
  out[1] = 0;
  if (excKeys[lo] === key) {
    out[0] = excStart[lo] as number;
    out[1] = excStart[lo + 1] as number;
  }
  return out;
}

/** The pool's words as far as {@link wordText} needs them (for an error message). */
function poolTables(pool: WordPool): WordNetTables {
  return { chars: pool.chars, wordStart: pool.starts.array } as WordNetTables;
}

/** The tables in the order of their binary form, each with its kind of array. */
const TABLE_KINDS: readonly (readonly [keyof WordNetTables, 'u8' | 'i32'])[] = [
  ['chars', 'u8'],
  ['wordStart', 'i32'],
  ['wordHash', 'i32'],
  ['slots', 'i32'],
  ['flags', 'u8'],
  ['indexAt', 'i32'],
  ['indexPos', 'u8'],
  ['indexStart', 'i32'],
  ['indexSynsets', 'i32'],
  ['excKeys', 'i32'],
  ['excStart', 'i32'],
  ['excBases', 'i32'],
  ['synsetStart', 'i32'],
  ['synsetNames', 'i32'],
  ['posSynsets', 'i32'],
];
/** `BKWN` read as a little-endian 32-bit integer, then the layout's number (changed with {@link TABLE_KINDS} or the hash). */
const MAGIC = 0x4e574b42;
const LAYOUT = 1;

const align8 = (bytes: number): number => Math.ceil(bytes / 8) * 8;

/**
 * The tables as one block of bytes (the binary form the package build writes next to the data
 * file): a header of 32-bit integers (magic, layout, each table's length), then each table at
 * an offset that is a multiple of 8, in the platform's byte order. With `Memory` =
 * `SharedArrayBuffer`, posting the bytes to a worker shares them.
 */
export function wordNetTablesToBytes(tables: WordNetTables, Memory: new (bytes: number) => ArrayBufferLike = ArrayBuffer): Uint8Array {
  const header = align8(4 * (2 + TABLE_KINDS.length));
  let size = header;
  for (const [name] of TABLE_KINDS) size += align8(tables[name].byteLength);
  const bytes = new Uint8Array(new Memory(size));
  const head = new Int32Array(bytes.buffer, 0, 2 + TABLE_KINDS.length);
  head[0] = MAGIC;
  head[1] = LAYOUT;
  let offset = header;
  TABLE_KINDS.forEach(([name], k) => {
    const table = tables[name];
    head[2 + k] = table.length;
    bytes.set(new Uint8Array(table.buffer, table.byteOffset, table.byteLength), offset);
    offset += align8(table.byteLength);
  });
  return bytes;
}

/**
 * The tables of {@link wordNetTablesToBytes}' bytes, as views on them (nothing is copied or
 * parsed); `undefined` when the bytes are not of this layout (another version of this package,
 * or another byte order): then parse the text instead.
 */
export function wordNetTablesFromBytes(bytes: Uint8Array): WordNetTables | undefined {
  if (bytes.byteOffset % 8 !== 0) bytes = bytes.slice();
  const count = 2 + TABLE_KINDS.length;
  if (bytes.length < 4 * count) return undefined;
  const head = new Int32Array(bytes.buffer, bytes.byteOffset, count);
  if (head[0] !== MAGIC || head[1] !== LAYOUT) return undefined;
  const tables: Record<string, Uint8Array | Int32Array> = {};
  let offset = align8(4 * count);
  for (let k = 0; k < TABLE_KINDS.length; k++) {
    const [name, kind] = TABLE_KINDS[k] as readonly [keyof WordNetTables, 'u8' | 'i32'];
    const length = head[2 + k] as number;
    const byteLength = kind === 'u8' ? length : 4 * length;
    if (offset + byteLength > bytes.length) return undefined;
    tables[name] = kind === 'u8' ? new Uint8Array(bytes.buffer, bytes.byteOffset + offset, length) : new Int32Array(bytes.buffer, bytes.byteOffset + offset, length);
    offset += align8(byteLength);
  }
  return tables as unknown as WordNetTables;
}
