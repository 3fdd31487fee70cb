// Word types as numbers, for counting alignments: a word is looked up in a hash table of its own
// (straight from a line's characters, so scoring a line makes no string per word and V8 hashes
// nothing), and each type's stem and the synonyms of a stem are looked up once.
import { isPythonWhitespaceCode, type TokenSpans } from '@bleukit/core';
import type { MeteorMatchers } from './align-words.js';
import { lookupsOf } from './meteor-matchers.js';

/** Past this many word types the tables start again, so a long run's memory stays bounded. */
const TYPE_LIMIT = 500_000;

/** FNV-1a over UTF-16 code units; with `lower`, of ASCII text lower-cased (A–Z as a–z). */
function hashOf(text: string, start: number, end: number, lower: boolean): number {
  let hash = 0x811c9dc5;
  for (let k = start; k < end; k++) {
    let code = text.charCodeAt(k);
    if (lower && code >= 65 && code <= 90) code += 32;
    hash = Math.imul(hash ^ code, 0x01000193);
  }
  return hash >>> 0;
}


/** The synonym set of every stem without synonyms (never added to). */
const NO_SYNONYMS: Set<number> = new Set();

/** A sentence's words as types: the first `count` numbers of `types` (grown as needed, reused). */
export class TypeList {
  types = new Int32Array(64);
  count = 0;

  /** Empties the list, with room for `size` types. */
  clear(size = 0): void {
    if (this.types.length < size) this.types = new Int32Array(2 * size);
    this.count = 0;
  }

  push(type: number): void {
    if (this.count === this.types.length) {
      const grown = new Int32Array(2 * this.types.length);
      grown.set(this.types);
      this.types = grown;
    }
    this.types[this.count++] = type;
  }
}

/** The word types of one set of matchers, with their stems and synonyms. */
export class WordTypes {
  readonly matchers: MeteorMatchers;
  /** What the stems and synonyms come from: `matchers` without their own caches. */
  private readonly lookups: MeteorMatchers;
  /** Type → its word. */
  names: string[] = [];
  /** Open addressing: slot → type + 1 (0: empty). */
  private slots = new Int32Array(1 << 12);
  /** Type → its hash. */
  private hashes = new Uint32Array(1024);
  /** Type → the type of its stem (-1: not looked up yet). */
  stems = new Int32Array(1024).fill(-1);
  /** Stem type → the types of its synonyms (one entry for every type, so the array stays dense). */
  private synonymSets: (Set<number> | undefined)[] = [];
  /**
   * 1 for a type that is in a synonym set looked up so far. A reference word's stem that is in no
   * such set is in none the synonym stage asks about (each set is looked up before it is asked),
   * so most reference words (Porter stems that are not words, names, numbers, punctuation) skip
   * the set.
   */
  named = new Uint8Array(1024);
  /** Per type, the last reference position of that type in the current stage, valid where `stamps` holds the stage. */
  last = new Int32Array(1024);
  stamps = new Int32Array(1024);
  /** Scratch: the hashes of a sentence's token spans. */
  private spanHashes = new Uint32Array(64);

  constructor(matchers: MeteorMatchers) {
    this.matchers = matchers;
    this.lookups = lookupsOf(matchers);
  }

  /** Whether the tables have grown past their limit (then make new ones). */
  get full(): boolean {
    return this.names.length > TYPE_LIMIT;
  }

  /**
   * The type of `text.slice(start, end)`, added if new; with `lower`, of that ASCII text
   * lower-cased (what `toLowerCase` makes of ASCII, letter for letter).
   */
  typeOf(text: string, start = 0, end = text.length, lower = false): number {
    return this.find(text, start, end, hashOf(text, start, end, lower), lower);
  }

  /** {@link WordTypes.typeOf} with the word's hash already computed. */
  private find(text: string, start: number, end: number, hash: number, lower: boolean): number {
    const mask = this.slots.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] as number;
      if (entry === 0) {
        const word = text.slice(start, end);
        return this.add(lower ? word.toLowerCase() : word, hash, slot);
      }
      const id = entry - 1;
      if (this.hashes[id] !== hash) continue;
      const name = this.names[id] as string;
      if (name.length !== length) continue;
      let k = 0;
      if (lower) {
        for (; k < length; k++) {
          let code = text.charCodeAt(start + k);
          if (code >= 65 && code <= 90) code += 32;
          if (name.charCodeAt(k) !== code) break;
        }
      } else {
        while (k < length && name.charCodeAt(k) === text.charCodeAt(start + k)) k++;
      }
      if (k === length) return id;
    }
  }

  /**
   * The types of the tokens `spans` holds, lower-cased with `lower`, into `list`; false, with
   * `list` unspecified, when a token is not ASCII (lower-casing it letter by letter may not be
   * `toLowerCase`), is empty or holds whitespace (Python's split of the joined tokens would drop
   * or split it): then the caller takes the tokens' strings.
   */
  typesOfSpans(spans: TokenSpans, lower: boolean, list: TypeList): boolean {
    const { text, offsets } = spans;
    const count = spans.count;
    if (this.spanHashes.length < count) this.spanHashes = new Uint32Array(2 * count);
    const hashes = this.spanHashes;
    for (let t = 0; t < count; t++) {
      const start = offsets[2 * t] as number;
      const end = offsets[2 * t + 1] as number;
      if (end <= start) return false;
      let hash = 0x811c9dc5;
      for (let k = start; k < end; k++) {
        let code = text.charCodeAt(k);
        if (code > 127 || (code <= 32 && isPythonWhitespaceCode(code))) return false;
        if (lower && code >= 65 && code <= 90) code += 32;
        hash = Math.imul(hash ^ code, 0x01000193);
      }
      hashes[t] = hash >>> 0;
    }
    list.clear(count);
    for (let t = 0; t < count; t++) list.push(this.find(text, offsets[2 * t] as number, offsets[2 * t + 1] as number, hashes[t] as number, lower));
    return true;
  }

  /** The types of `text`'s words, split as Python's `str.split()` splits, into `list`. */
  typesOfText(text: string, list: TypeList): void {
    list.clear();
    let start = -1;
    for (let k = 0; k <= text.length; k++) {
      const space = k === text.length || isPythonWhitespaceCode(text.charCodeAt(k));
      if (!space) {
        if (start < 0) start = k;
        continue;
      }
      if (start < 0) continue;
      list.push(this.typeOf(text, start, k));
      start = -1;
    }
  }

  /** The types of `words` into `list`. */
  typesOfWords(words: readonly string[], list: TypeList): void {
    list.clear(words.length);
    for (const word of words) list.push(this.typeOf(word));
  }

  /** The type of a type's stem. */
  stemOf(id: number): number {
    let stem = this.stems[id] as number;
    if (stem === -1) {
      stem = this.typeOf(this.lookups.stem(this.names[id] as string));
      this.stems[id] = stem;
    }
    return stem;
  }

  /** The types of the synonyms of a stem's type. */
  synonymsOf(stem: number): Set<number> {
    let synonyms = this.synonymSets[stem];
    if (synonyms === undefined) {
      const names = this.lookups.synonyms(this.names[stem] as string);
      // Most stems (names, numbers, Porter stems that are not words) have none: one shared empty set.
      synonyms = names.size === 0 ? NO_SYNONYMS : new Set();
      for (const name of names) {
        const id = this.typeOf(name);
        synonyms.add(id);
        this.named[id] = 1;
      }
      this.synonymSets[stem] = synonyms;
    }
    return synonyms;
  }

  private add(name: string, hash: number, slot: number): number {
    const id = this.names.length;
    this.names.push(name);
    this.synonymSets.push(undefined);
    if (id === this.hashes.length) this.growTypes();
    this.hashes[id] = hash;
    this.slots[slot] = id + 1;
    // At most half full, so probes stay short.
    if (2 * (id + 1) > this.slots.length) this.growSlots();
    return id;
  }

  private growTypes(): void {
    const size = 2 * this.hashes.length;
    const grow = <T extends Int32Array | Uint32Array | Uint8Array>(array: T, make: (size: number) => T): T => {
      const grown = make(size);
      grown.set(array);
      return grown;
    };
    this.hashes = grow(this.hashes, (n) => new Uint32Array(n));
    this.stems = grow(this.stems, (n) => new Int32Array(n).fill(-1));
    this.named = grow(this.named, (n) => new Uint8Array(n));
    // Stamps start again from 0, so no position recorded before is trusted.
    this.last = new Int32Array(size);
    this.stamps = new Int32Array(size);
  }

  private growSlots(): void {
    const slots = new Int32Array(2 * this.slots.length);
    const mask = slots.length - 1;
    for (let id = 0; id < this.names.length; id++) {
      let slot = (this.hashes[id] as number) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    this.slots = slots;
  }
}

const typesOf = new WeakMap<MeteorMatchers, WordTypes>();

/** The word types of `matchers`, made anew once they pass their limit. */
export function wordTypesOf(matchers: MeteorMatchers): WordTypes {
  let types = typesOf.get(matchers);
  if (types === undefined || types.full) {
    types = new WordTypes(matchers);
    typesOf.set(matchers, types);
  }
  return types;
}
