// Word types as numbers, for counting alignments: a word is looked up in a hash table of its own
// (straight from a line's characters, so scoring a line makes no string per word and V8 hashes
// nothing), and each type's stem and the synonyms of a stem are looked up once. The table holds
// the words as the tokenizer gives them, case kept, with the hash the tokenizer computed as it
// read them; each such word has the number of its lower-cased form, made once.
import { isPythonWhitespaceCode, type TokenSpans } from '@bleukit/core';
import type { MeteorMatchers } from './align-words.js';
import { lookupsOf } from './meteor-matchers.js';

/** Past this many word types the tables start again, so a long run's memory stays bounded. */
const TYPE_LIMIT = 500_000;

/** FNV-1a over the UTF-16 code units of `text[start, end)`, as core's `tokenHash` (a signed 32-bit integer). */
function hashOf(text: string, start: number, end: number): number {
  let hash = -2128831035;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ text.charCodeAt(k), 16777619);
  return hash;
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
  /** How many types there are. Their words are kept as characters only (`chars`), not as strings. */
  private count = 0;
  /** Open addressing, two numbers a slot: the word's hash, then its type + 1 (0: empty). */
  private slots = new Int32Array(2 << 12);
  /** Type `t`'s characters: `chars[starts[t], starts[t + 1])`, beside the table so comparing a word reads no string. */
  private chars = new Uint16Array(1 << 14);
  private starts = new Int32Array(1025);
  /** Type → the type of its lower-cased word (-1: not made yet). */
  private lowers = new Int32Array(1024).fill(-1);
  /** 1 for a type whose word is empty or holds Python whitespace (a tokenizer outside the contract). */
  private odd = new Uint8Array(1024);
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
  /** Scratch: the hashes of a sentence's tokens, for spans that come without them. */
  private spanHashes = new Int32Array(64);

  constructor(matchers: MeteorMatchers) {
    this.matchers = matchers;
    this.lookups = lookupsOf(matchers);
  }

  /** Whether the tables have grown past their limit (then make new ones). */
  get full(): boolean {
    return this.count > TYPE_LIMIT;
  }

  /** The type of `text.slice(start, end)`, added if new. */
  typeOf(text: string, start = 0, end = text.length): number {
    return this.find(text, start, end, hashOf(text, start, end));
  }

  /** {@link WordTypes.typeOf} with the word's hash already computed. */
  private find(text: string, start: number, end: number, hash: number): number {
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[2 * slot + 1] as number;
      if (entry === 0) return this.add(text, start, end, hash, slot);
      if (slots[2 * slot] !== hash) continue;
      const id = entry - 1;
      const from = this.starts[id] as number;
      if ((this.starts[id + 1] as number) - from !== length) continue;
      const chars = this.chars;
      let k = 0;
      while (k < length && chars[from + k] === text.charCodeAt(start + k)) k++;
      if (k === length) return id;
    }
  }

  /** Type `id`'s word. */
  nameOf(id: number): string {
    const from = this.starts[id] as number;
    const to = this.starts[id + 1] as number;
    // In pieces, so that a long token (a URL, a line without spaces) stays within the arguments a call takes.
    let name = '';
    for (let k = from; k < to; k += 4096) name += String.fromCharCode(...this.chars.subarray(k, Math.min(to, k + 4096)));
    return name;
  }

  /** Whether type `id`'s word is ASCII without capitals, which lower-casing leaves as it is. */
  private isLowerAscii(id: number): boolean {
    const chars = this.chars;
    for (let k = this.starts[id] as number; k < (this.starts[id + 1] as number); k++) {
      const code = chars[k] as number;
      if (code >= 128 || (code >= 65 && code <= 90)) return false;
    }
    return true;
  }

  /** The type of type `id`'s word lower-cased. */
  lowerOf(id: number): number {
    let lower = this.lowers[id] as number;
    if (lower === -1) {
      if (this.isLowerAscii(id)) {
        lower = id;
      } else {
        const name = this.nameOf(id);
        const lowered = name.toLowerCase();
        lower = lowered === name ? id : this.typeOf(lowered);
      }
      this.lowers[id] = lower;
    }
    return lower;
  }

  /**
   * The types of the tokens `spans` holds, lower-cased with `lower`, into `list`; false, with
   * `list` unspecified, when a token is empty or holds whitespace (Python's split of the joined
   * tokens would drop or split it): then the caller splits the tokens' text. Lower-casing a token
   * alone is lower-casing it in the joined text: the spaces around it end any context
   * (final sigma) that `toLowerCase` looks at.
   */
  typesOfSpans(spans: TokenSpans, lower: boolean, list: TypeList): boolean {
    const { text, offsets } = spans;
    const count = spans.count;
    let hashes = spans.hashes;
    if (!spans.hashed) {
      if (this.spanHashes.length < count) this.spanHashes = new Int32Array(2 * count);
      hashes = this.spanHashes;
      for (let t = 0; t < count; t++) hashes[t] = hashOf(text, offsets[2 * t] as number, offsets[2 * t + 1] as number);
    }
    list.clear(count);
    const types = list.types;
    for (let t = 0; t < count; t++) {
      const id = this.find(text, offsets[2 * t] as number, offsets[2 * t + 1] as number, hashes[t] as number);
      if (lower) {
        // Known lower-cased types are the common case: one read, and no odd word has one.
        const known = this.lowers[id] as number;
        if (known >= 0) {
          types[t] = known;
          continue;
        }
      }
      if (this.odd[id] === 1) return false;
      types[t] = lower ? this.lowerOf(id) : id;
    }
    list.count = count;
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
      stem = this.typeOf(this.lookups.stem(this.nameOf(id)));
      this.stems[id] = stem;
    }
    return stem;
  }

  /** The types of the synonyms of a stem's type. */
  synonymsOf(stem: number): Set<number> {
    let synonyms = this.synonymSets[stem];
    if (synonyms === undefined) {
      const names = this.lookups.synonyms(this.nameOf(stem));
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

  private add(text: string, start: number, end: number, hash: number, slot: number): number {
    const id = this.count++;
    this.synonymSets.push(undefined);
    if (id === this.stems.length) this.growTypes();
    const length = end - start;
    let used = this.starts[id] as number;
    if (used + length > this.chars.length) {
      const chars = new Uint16Array(2 * (used + length));
      chars.set(this.chars);
      this.chars = chars;
    }
    let odd = length === 0;
    for (let k = start; k < end; k++) {
      const code = text.charCodeAt(k);
      if (code <= 32 || code >= 0x85) odd ||= isPythonWhitespaceCode(code);
      this.chars[used++] = code;
    }
    this.starts[id + 1] = used;
    if (odd) this.odd[id] = 1;
    this.slots[2 * slot] = hash;
    this.slots[2 * slot + 1] = id + 1;
    // At most half full, so probes stay short.
    if (4 * (id + 1) > this.slots.length) this.growSlots();
    return id;
  }

  private growTypes(): void {
    const size = 2 * this.stems.length;
    const grow = <T extends Int32Array | Uint8Array>(array: T, make: (size: number) => T): T => {
      const grown = make(size);
      grown.set(array);
      return grown;
    };
    this.starts = grow(this.starts, (n) => new Int32Array(n + 1));
    this.lowers = grow(this.lowers, (n) => new Int32Array(n).fill(-1));
    this.odd = grow(this.odd, (n) => new Uint8Array(n));
    this.stems = grow(this.stems, (n) => new Int32Array(n).fill(-1));
    this.named = grow(this.named, (n) => new Uint8Array(n));
    // Stamps start again from 0, so no position recorded before is trusted.
    this.last = new Int32Array(size);
    this.stamps = new Int32Array(size);
  }

  private growSlots(): void {
    const old = this.slots;
    const slots = new Int32Array(2 * old.length);
    const mask = (slots.length >> 1) - 1;
    for (let s = 0; s < old.length >> 1; s++) {
      const entry = old[2 * s + 1] as number;
      if (entry === 0) continue;
      const hash = old[2 * s] as number;
      let slot = hash & mask;
      while (slots[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = hash;
      slots[2 * slot + 1] = entry;
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
