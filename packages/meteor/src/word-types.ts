// Word types as numbers, for counting alignments: a word is looked up in a hash table of its own
// (straight from a line's characters, so scoring a line makes no string per word and V8 hashes
// nothing), and each type's stem and the synonyms of a stem are looked up once. The table holds
// the words as the tokenizer gives them, case kept, with the hash the tokenizer computed as it
// read them; each such word has the number of its lower-cased form, made once.
//
// What a line's words need of their types sits in one record per type, 32 bytes, two to a cache
// line: the word's length and (when it is ASCII and short, as most are) its characters, its
// lower-cased type, its stem's type, and the alignment's per-stage marks. Numbering a line reads
// the record of each of its words, and counting its alignment right after finds them in cache.
// With NLTK's matchers, stems and synonyms are computed on the words' characters (Porter on code
// units, WordNet's synonyms as WordNet's word numbers): no string per type.
import { isPythonWhitespaceCode, type TokenSpans } from '@bleukit/core';
import type { WordNet } from '@bleukit/wordnet';
import type { MeteorMatchers } from './align-words.js';
import { lookupsOf, wordNetOf } from './meteor-matchers.js';
import { porterStemAscii } from './porter-stemmer.js';

/** Past this many word types the tables start again, so a long run's memory stays bounded. */
const TYPE_LIMIT = 500_000;

/** Numbers in a type's record (see {@link WordTypes.records}). */
export const RECORD = 8;
/** Record fields, by offset. */
const KEY = 0;
const SHAPE = 1;
const LOWER = 2;
const STEM = 3;
const INLINE = 4;
/** The alignment's fields: the stage that last marked the type, and the position it marked. */
export const STAMP = 6;
export const LAST = 7;
/** {@link SHAPE}: the word's length in its low bits, and flags. */
const LENGTH_MASK = 0x00ffffff;
/** The word is ASCII (its characters may be inline). */
const ASCII = 1 << 24;
/** The word is empty or holds Python whitespace (a tokenizer outside the contract). */
const ODD = 1 << 25;
/** The type's synonyms have been looked up (as a stem's), and there are none (most stems). */
const SYNONYMS_KNOWN = 1 << 26;
const NO_SYNONYMS = 1 << 27;
/** ASCII words up to this long keep their characters in their record (8 bytes). */
const INLINE_LENGTH = 8;
/** {@link KEY} not looked up yet. */
const NO_KEY = -2;

/** FNV-1a over the UTF-16 code units of `text[start, end)`, as core's `tokenHash` (a signed 32-bit integer). */
function hashOf(text: string, start: number, end: number): number {
  let hash = -2128831035;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ text.charCodeAt(k), 16777619);
  return hash;
}

/** {@link hashOf} of the code units `codes[start, end)`. */
function hashOfCodes(codes: Uint16Array, start: number, end: number): number {
  let hash = -2128831035;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ (codes[k] as number), 16777619);
  return hash;
}

/**
 * Words a sentence's scratch space has room for from the start. Most sentences fit, so the
 * code that grows it rarely runs: V8 deoptimizes a function (and compiles it again) when a path
 * that has never run is first taken.
 */
export const SENTENCE_ROOM = 1024;

/** What the tables below hold before their constructor makes them. */
const NO_TYPES = new Int32Array(0);
const NO_BYTES = new Uint8Array(0);
const NO_CODES = new Uint16Array(0);

/** A sentence's words as types: the first `count` numbers of `types` (grown as needed, reused). */
export class TypeList {
  types: Int32Array = NO_TYPES;
  count = 0;
  private spare: Int32Array = NO_TYPES;

  constructor() {
    // Assigned a second time (see {@link WordTypes}' constructor).
    this.types = new Int32Array(SENTENCE_ROOM);
    this.spare = new Int32Array(SENTENCE_ROOM);
  }

  /** Empties the list, with room for `size` types. */
  clear(size = 0): void {
    if (this.types.length < size) this.types = new Int32Array(2 * size);
    this.count = 0;
  }

  /** A scratch array of `size` numbers or more, the list's own (for its words' candidates). */
  scratch(size: number): Int32Array {
    if (this.spare.length < size) this.spare = new Int32Array(2 * size);
    return this.spare;
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
  /** NLTK's WordNet when `matchers` are NLTK's (then stems and synonyms come from characters). */
  private readonly wordnet: WordNet | undefined;
  /** How many types there are. */
  private count = 0;
  /** Open addressing, two numbers a slot: the word's hash, then its type + 1 (0: empty). */
  private slots: Int32Array = NO_TYPES;
  /**
   * Type `t`'s record: `records[8t, 8t + 8)`, fields {@link KEY} (its synonym key, see
   * {@link WordTypes.keyOf}), {@link SHAPE}, {@link LOWER} and {@link STEM} (types, -1 until
   * known), the inline characters (two numbers; for a longer word, where its characters start
   * in `chars`) and the alignment's {@link STAMP} and {@link LAST}.
   */
  records: Int32Array = NO_TYPES;
  /** The records' bytes, for the inline characters. */
  private recordBytes: Uint8Array = NO_BYTES;
  /** Type `t`'s characters: `chars[starts[t], starts[t + 1])`. */
  private chars: Uint16Array = NO_CODES;
  private starts: Int32Array = NO_TYPES;
  /** Stem type → its synonyms' keys, `synonymKeys[synonymFrom[t], synonymTo[t])`, once looked up (see {@link WordTypes.hasSynonyms}). */
  private synonymFrom: Int32Array = NO_TYPES;
  private synonymTo: Int32Array = NO_TYPES;
  private synonymKeys: Int32Array = NO_TYPES;
  private synonymCount = 0;
  /**
   * 1 for a key in a synonym set looked up so far. A reference word's stem whose key is in no
   * such set is in none the synonym stage asks about (each set is looked up before it is asked),
   * so most reference words (Porter stems that are not words, names, numbers, punctuation) skip
   * the set.
   */
  named: Uint8Array = NO_BYTES;
  /** The shapes {@link WordTypes.typesOfSpans} read ahead, or-ed (see there). */
  private probed = 0;
  /** Scratch: the hashes of a sentence's tokens, for spans that come without them. */
  private spanHashes: Int32Array = NO_TYPES;
  /** Scratch: a stem or a lower-cased word being made. */
  private scratch: Uint16Array = NO_CODES;

  constructor(matchers: MeteorMatchers) {
    this.matchers = matchers;
    this.lookups = lookupsOf(matchers);
    this.wordnet = wordNetOf(matchers);
    // The tables grow by replacing them. Each field is set here a second time, after its
    // placeholder, so that V8 takes it as one that changes from the start: code optimized before
    // the first growth does not depend on the first table and is not thrown away when it goes.
    // And they start small, so that each of them grows in the first sentences, before that code
    // is optimized: V8 deoptimizes a function when a path that has never run (growing a table) is
    // first taken.
    this.slots = new Int32Array(2 << 4);
    this.records = new Int32Array(RECORD * 16);
    this.recordBytes = new Uint8Array(this.records.buffer);
    this.chars = new Uint16Array(1 << 6);
    this.starts = new Int32Array(17);
    this.synonymFrom = new Int32Array(16);
    this.synonymTo = new Int32Array(16);
    this.synonymKeys = new Int32Array(16);
    this.spanHashes = new Int32Array(SENTENCE_ROOM);
    this.scratch = new Uint16Array(SENTENCE_ROOM);
    this.named = new Uint8Array(this.wordnet === undefined ? 1024 : this.wordnet.wordCount);
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
      if (this.spells(id, text, start, end)) return id;
    }
  }

  /** {@link WordTypes.find} of the code units `codes[0, length)` (a stem or a lower-cased word being made). */
  private findCodes(codes: Uint16Array, length: number): number {
    const hash = hashOfCodes(codes, 0, length);
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[2 * slot + 1] as number;
      if (entry === 0) return this.add(codes, 0, length, hash, slot);
      if (slots[2 * slot] !== hash) continue;
      const id = entry - 1;
      if (((this.records[RECORD * id + SHAPE] as number) & LENGTH_MASK) !== length) continue;
      const chars = this.chars;
      const from = this.starts[id] as number;
      let k = 0;
      while (k < length && chars[from + k] === codes[k]) k++;
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

  /** The type of type `id`'s word lower-cased. */
  lowerOf(id: number): number {
    let lower = this.records[RECORD * id + LOWER] as number;
    if (lower === -1) {
      const shape = this.records[RECORD * id + SHAPE] as number;
      const length = shape & LENGTH_MASK;
      if ((shape & ASCII) !== 0) {
        // Only words with capitals get here (others are their own lower-cased type from the start).
        const scratch = this.room(length);
        const from = this.starts[id] as number;
        for (let k = 0; k < length; k++) {
          const c = this.chars[from + k] as number;
          scratch[k] = c >= 65 && c <= 90 ? c + 32 : c;
        }
        lower = this.findCodes(scratch, length);
      } else {
        const name = this.nameOf(id);
        const lowered = name.toLowerCase();
        lower = lowered === name ? id : this.typeOf(lowered);
      }
      this.records[RECORD * id + LOWER] = lower;
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
    // First each token's candidate: the first type of the same hash, and a read of its record.
    // Nothing in this loop waits for the previous token's reads, so the processor fetches the
    // table's and the records' cache lines for many tokens at once; checking the characters
    // afterwards finds them in cache (most of a corpus's words are rare, and their slots and
    // records are not there before).
    const candidates = list.scratch(count);
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    let records = this.records;
    let probe = 0;
    for (let t = 0; t < count; t++) {
      const hash = hashes[t] as number;
      let id = -1;
      for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
        const entry = slots[2 * slot + 1] as number;
        if (entry === 0) break;
        if (slots[2 * slot] === hash) {
          id = entry - 1;
          break;
        }
      }
      candidates[t] = id;
      if (id >= 0) probe |= records[RECORD * id + SHAPE] as number;
    }
    for (let t = 0; t < count; t++) {
      const start = offsets[2 * t] as number;
      const end = offsets[2 * t + 1] as number;
      let id = candidates[t] as number;
      if (id < 0 || !this.spells(id, text, start, end)) id = this.find(text, start, end, hashes[t] as number);
      records = this.records;
      if (lower) {
        // Known lower-cased types are the common case: one read, and no odd word has one.
        const known = records[RECORD * id + LOWER] as number;
        if (known >= 0) {
          types[t] = known;
          continue;
        }
      }
      if (((records[RECORD * id + SHAPE] as number) & ODD) !== 0) return false;
      types[t] = lower ? this.lowerOf(id) : id;
    }
    // Kept, so that the first loop's reads of the records are not optimized away.
    this.probed = probe;
    list.count = count;
    return true;
  }

  /** Whether type `id`'s word is `text.slice(start, end)`. */
  private spells(id: number, text: string, start: number, end: number): boolean {
    const shape = this.records[RECORD * id + SHAPE] as number;
    const length = end - start;
    if ((shape & LENGTH_MASK) !== length) return false;
    let k = 0;
    if ((shape & ASCII) !== 0 && length <= INLINE_LENGTH) {
      const bytes = this.recordBytes;
      const at = 4 * (RECORD * id + INLINE);
      while (k < length && bytes[at + k] === text.charCodeAt(start + k)) k++;
    } else {
      // A longer word's record holds where its characters start (one read fewer than `starts`).
      const chars = this.chars;
      const from = this.records[RECORD * id + INLINE] as number;
      while (k < length && chars[from + k] === text.charCodeAt(start + k)) k++;
    }
    return k === length;
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
    let stem = this.records[RECORD * id + STEM] as number;
    if (stem === -1) {
      stem = this.wordnet === undefined ? -1 : this.stemOfCodes(id);
      if (stem === -1) stem = this.typeOf(this.lookups.stem(this.nameOf(id)));
      this.records[RECORD * id + STEM] = stem;
    }
    return stem;
  }

  /** NLTK's Porter stem of an ASCII type, from its characters; -1 for a type of other characters. */
  private stemOfCodes(id: number): number {
    const from = this.starts[id] as number;
    const to = this.starts[id + 1] as number;
    const scratch = this.room(to - from + 1);
    const length = porterStemAscii(this.chars, from, to, scratch);
    if (length < 0) return -1;
    // Most names, numbers and short words are their own stem.
    if (length === to - from) {
      let k = 0;
      while (k < length && scratch[k] === this.chars[from + k]) k++;
      if (k === length) return id;
    }
    return this.findCodes(scratch, length);
  }

  /**
   * What the synonym stage compares a reference word's stem by: with NLTK's matchers, its
   * number among WordNet's words (-1 when WordNet does not have it: then no synonym set has
   * it); otherwise the type itself.
   */
  keyOf(id: number): number {
    const wordnet = this.wordnet;
    if (wordnet === undefined) return id;
    let key = this.records[RECORD * id + KEY] as number;
    if (key === NO_KEY) {
      key = wordnet.wordNumber(this.chars, this.starts[id] as number, this.starts[id + 1] as number);
      this.records[RECORD * id + KEY] = key;
    }
    return key;
  }

  /**
   * Whether a stem's type has synonyms, looked up once: the flags in its record answer for
   * most stems (which have none) without reading anything else. Their keys are then
   * `synonymKeys[synonymStart(stem), synonymEnd(stem))`.
   */
  hasSynonyms(stem: number): boolean {
    const shape = this.records[RECORD * stem + SHAPE] as number;
    if ((shape & SYNONYMS_KNOWN) !== 0) return (shape & NO_SYNONYMS) === 0;
    const from = this.synonymCount;
    const wordnet = this.wordnet;
    if (wordnet !== undefined) {
      for (const key of wordnet.synonymWords(this.chars, this.starts[stem] as number, this.starts[stem + 1] as number)) this.addSynonym(key);
    } else {
      for (const name of this.lookups.synonyms(this.nameOf(stem))) this.addSynonym(this.typeOf(name));
    }
    // Sorted, for hasSynonym's binary search (common words have hundreds); most stems have none
    // (and a view to sort costs more than finding that out).
    if (this.synonymCount - from > 1) this.synonymKeys.subarray(from, this.synonymCount).sort();
    const none = this.synonymCount === from;
    this.records[RECORD * stem + SHAPE] = (shape | SYNONYMS_KNOWN | (none ? NO_SYNONYMS : 0)) as number;
    this.synonymFrom[stem] = from;
    this.synonymTo[stem] = this.synonymCount;
    return !none;
  }

  /** Where the keys of a stem's synonyms start (after {@link WordTypes.hasSynonyms}). */
  synonymStart(stem: number): number {
    return this.synonymFrom[stem] as number;
  }

  /** Where they end. */
  synonymEnd(stem: number): number {
    return this.synonymTo[stem] as number;
  }

  /** Whether the sorted keys `synonymKeys[from, to)` hold `key`. */
  hasSynonym(from: number, to: number, key: number): boolean {
    const keys = this.synonymKeys;
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((keys[mid] as number) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo < to && keys[lo] === key;
  }

  private addSynonym(key: number): void {
    if (this.synonymCount === this.synonymKeys.length) {
      const grown = new Int32Array(2 * this.synonymKeys.length);
      grown.set(this.synonymKeys);
      this.synonymKeys = grown;
    }
    this.synonymKeys[this.synonymCount++] = key;
    if (key >= this.named.length) {
      const grown = new Uint8Array(Math.max(2 * this.named.length, key + 1));
      grown.set(this.named);
      this.named = grown;
    }
    this.named[key] = 1;
  }

  /** `scratch` with room for `length` code units. */
  private room(length: number): Uint16Array {
    if (this.scratch.length < length) this.scratch = new Uint16Array(2 * length);
    return this.scratch;
  }

  private add(text: string | Uint16Array, start: number, end: number, hash: number, slot: number): number {
    const id = this.count++;
    if (RECORD * (id + 1) > this.records.length) this.growTypes();
    const length = end - start;
    let used = this.starts[id] as number;
    if (used + length > this.chars.length) {
      const grown = new Uint16Array(2 * (used + length));
      grown.set(this.chars);
      this.chars = grown;
    }
    const chars = this.chars;
    const from = used;
    if (typeof text === 'string') for (let k = start; k < end; k++) chars[used++] = text.charCodeAt(k);
    else for (let k = start; k < end; k++) chars[used++] = text[k] as number;
    let odd = length === 0;
    let ascii = true;
    let capitals = false;
    for (let k = from; k < used; k++) {
      const code = chars[k] as number;
      if (code >= 128) ascii = false;
      else if (code >= 65 && code <= 90) capitals = true;
      if (code <= 32 || code >= 0x85) odd ||= isPythonWhitespaceCode(code);
    }
    this.starts[id + 1] = used;
    const r = RECORD * id;
    const records = this.records;
    records[r + KEY] = NO_KEY;
    records[r + SHAPE] = length | (ascii ? ASCII : 0) | (odd ? ODD : 0);
    // An ASCII word without capitals is its own lower-cased word.
    records[r + LOWER] = ascii && !capitals && !odd ? id : -1;
    records[r + STEM] = -1;
    records[r + STAMP] = 0;
    records[r + LAST] = 0;
    if (ascii && length <= INLINE_LENGTH) {
      const bytes = this.recordBytes;
      const at = 4 * (r + INLINE);
      for (let k = 0; k < length; k++) bytes[at + k] = chars[from + k] as number;
    } else {
      records[r + INLINE] = from;
    }
    this.slots[2 * slot] = hash;
    this.slots[2 * slot + 1] = id + 1;
    // At most half full, so probes stay short.
    if (4 * (id + 1) > this.slots.length) this.growSlots();
    return id;
  }

  private growTypes(): void {
    const size = this.records.length / RECORD;
    const records = new Int32Array(2 * size * RECORD);
    records.set(this.records);
    this.records = records;
    this.recordBytes = new Uint8Array(records.buffer);
    const starts = new Int32Array(2 * size + 1);
    starts.set(this.starts);
    this.starts = starts;
    const synonymFrom = new Int32Array(2 * size);
    synonymFrom.set(this.synonymFrom);
    this.synonymFrom = synonymFrom;
    const synonymTo = new Int32Array(2 * size);
    synonymTo.set(this.synonymTo);
    this.synonymTo = synonymTo;
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
