// compare-mt's `load_tokens` (each line stripped, then split on single spaces), with every word
// numbered in the shared vocabulary (word-ids.ts) as it is split: the analyses then find each
// sentence's ids ready, and equal words share one string, so a large corpus holds each distinct
// word once. From a file's bytes, words are found by hashing their bytes, so that no string is
// made for a word already seen (making and hashing a string per word costs more than the rest of
// the split).
import { isPythonWhitespaceCode, pythonStrip } from '@bleukit/core';
import type { Corpus, Sentence } from './scorer.js';
import { attachWordIds, boundVocabulary, sharedWordId } from './word-ids.js';

/** The vocabulary generation the tables below were filled in. */
let tableGeneration = -1;
/** Shared word id → the one string kept for that word. */
let canonical: (string | undefined)[] = [];

// Words by the hash of their UTF-8 bytes: open addressing, a slot holds an entry + 1 (0: empty);
// an entry's bytes are copied into `pool`.
let slots = new Int32Array(1 << 12);
let entryHashes = new Int32Array(1 << 11);
let entryStarts = new Int32Array(1 << 11);
let entryLengths = new Int32Array(1 << 11);
let entryIds = new Int32Array(1 << 11);
let entryCount = 0;
let pool = new Uint8Array(1 << 14);
let poolLength = 0;

/** Empties the tables when the shared vocabulary has started afresh. */
function syncGeneration(): void {
  const generation = boundVocabulary();
  if (generation === tableGeneration) return;
  tableGeneration = generation;
  canonical = [];
  slots.fill(0);
  entryCount = 0;
  poolLength = 0;
}

/** The one string kept for `word`, whose shared id is `id`. */
function canonicalWord(word: string, id: number): string {
  const known = canonical[id];
  if (known !== undefined) return known;
  canonical[id] = word;
  return word;
}

/**
 * compare-mt's `load_tokens` on lines already read: each line stripped as Python's `str.strip()`
 * strips it and split on single spaces (`str.split(' ')`, empty words kept), every word numbered
 * in the shared vocabulary.
 */
export function loadTokens(lines: readonly string[]): Corpus {
  const corpus: Sentence[] = [];
  for (let l = 0; l < lines.length; l++) {
    syncGeneration();
    const sentence = pythonStrip(lines[l]!).split(' ');
    const ids = new Int32Array(sentence.length);
    for (let k = 0; k < sentence.length; k++) {
      const id = sharedWordId(sentence[k]!);
      sentence[k] = canonicalWord(sentence[k]!, id);
      ids[k] = id;
    }
    attachWordIds(sentence, ids);
    corpus.push(sentence);
  }
  return corpus;
}

// The two functions below ask isPythonWhitespaceCode at one call each, whatever the character's
// length: a call first made once the splitting is optimized (a line that first ends in a
// non-ASCII character) would throw its optimized code away.

/** The length of the whitespace character (Python's `str.isspace()`) starting at `i`, or 0. */
function whitespaceAt(bytes: Uint8Array, i: number, end: number): number {
  const b = bytes[i]!;
  let code = b;
  let length = 1;
  if (b >= 0x80) {
    // U+0085 and U+00A0 take two bytes; U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F and
    // U+3000 take three.
    if (b === 0xc2) {
      if (i + 1 >= end) return 0;
      code = bytes[i + 1]!;
      length = 2;
    } else {
      if (i + 2 >= end || b < 0xe1 || b > 0xe3) return 0;
      code = ((b & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f);
      length = 3;
    }
  }
  return isPythonWhitespaceCode(code) ? length : 0;
}

/** The length of the whitespace character ending just before `end`, or 0. */
function whitespaceBefore(bytes: Uint8Array, start: number, end: number): number {
  const b = bytes[end - 1]!;
  let code = b;
  let length = 1;
  if (b >= 0x80) {
    // A whitespace character's first byte (0xc2, 0xe1–0xe3) never continues another character.
    if (end - 2 >= start && bytes[end - 2] === 0xc2) {
      length = 2;
    } else {
      const first = end - 3 >= start ? bytes[end - 3]! : 0;
      if (first < 0xe1 || first > 0xe3) return 0;
      code = ((first & 0x0f) << 12) | ((bytes[end - 2]! & 0x3f) << 6) | (b & 0x3f);
      length = 3;
    }
  }
  return isPythonWhitespaceCode(code) ? length : 0;
}

/** The text of valid UTF-8 bytes. */
function decodeUtf8(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; ) {
    const b = bytes[i]!;
    let code: number;
    if (b < 0x80) {
      code = b;
      i += 1;
    } else if (b < 0xe0) {
      code = ((b & 0x1f) << 6) | (bytes[i + 1]! & 0x3f);
      i += 2;
    } else if (b < 0xf0) {
      code = ((b & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f);
      i += 3;
    } else {
      code = ((b & 0x07) << 18) | ((bytes[i + 1]! & 0x3f) << 12) | ((bytes[i + 2]! & 0x3f) << 6) | (bytes[i + 3]! & 0x3f);
      i += 4;
    }
    text += String.fromCodePoint(code);
  }
  return text;
}

/** Doubles the slots, placing every entry again. */
function growSlots(): void {
  slots = new Int32Array(2 * slots.length);
  const mask = slots.length - 1;
  for (let e = 0; e < entryCount; e++) {
    let slot = entryHashes[e]! & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = e + 1;
  }
}

/** A typed array twice as long, or long enough for `needed`, holding `array`'s values. */
function grown<T extends Int32Array | Uint8Array>(array: T, needed: number): T {
  const larger = new (array.constructor as new (length: number) => T)(Math.max(needed, 2 * array.length));
  larger.set(array);
  return larger;
}

/** Adds the word of `bytes[start..end)` with its hash to the tables at `slot`; returns its shared id. */
function addEntry(bytes: Uint8Array, start: number, end: number, hash: number, slot: number): number {
  const length = end - start;
  const word = decodeUtf8(bytes, start, end);
  const id = sharedWordId(word);
  canonicalWord(word, id);
  if (entryCount === entryIds.length) {
    entryHashes = grown(entryHashes, 0);
    entryStarts = grown(entryStarts, 0);
    entryLengths = grown(entryLengths, 0);
    entryIds = grown(entryIds, 0);
  }
  if (poolLength + length > pool.length) pool = grown(pool, poolLength + length);
  // Copied byte by byte: a Buffer's subarray is a new Buffer, slow to make.
  for (let i = 0; i < length; i++) pool[poolLength + i] = bytes[start + i]!;
  entryHashes[entryCount] = hash;
  entryStarts[entryCount] = poolLength;
  entryLengths[entryCount] = length;
  entryIds[entryCount] = id;
  poolLength += length;
  slots[slot] = ++entryCount;
  if (2 * entryCount > slots.length) growSlots();
  return id;
}

/**
 * Makes room in the tables for `words` more words of `bytes` bytes in all, before a file is
 * split: growing them during the split would take a call the split's optimized code has never
 * seen, and throw that code away.
 */
function reserveEntries(words: number, bytes: number): void {
  const needed = entryCount + words;
  if (needed > entryIds.length) {
    entryHashes = grown(entryHashes, needed);
    entryStarts = grown(entryStarts, needed);
    entryLengths = grown(entryLengths, needed);
    entryIds = grown(entryIds, needed);
  }
  while (2 * needed > slots.length) growSlots();
  if (poolLength + bytes > pool.length) pool = grown(pool, poolLength + bytes);
}

/** FNV-1a's offset basis and prime: a word's hash is taken byte by byte as the line is split. */
const HASH_START = 0x811c9dc5 | 0;
const HASH_PRIME = 0x01000193;

/** The shared id of the word of `bytes[start..end)`, whose FNV-1a hash is `hash`, numbering it if new. */
function wordId(bytes: Uint8Array, start: number, end: number, hash: number): number {
  hash ^= hash >>> 15;
  const length = end - start;
  const mask = slots.length - 1;
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    const entry = slots[slot]! - 1;
    if (entry < 0) return addEntry(bytes, start, end, hash, slot);
    if (entryHashes[entry] !== hash || entryLengths[entry] !== length) continue;
    const at = entryStarts[entry]! - start;
    let i = start;
    while (i < end && pool[at + i] === bytes[i]) i++;
    if (i === end) return entryIds[entry]!;
  }
}

/** The ids of the file being split, sentence after sentence (grown as needed). */
let scratch = new Int32Array(1 << 16);

/**
 * One line's words (stripped, split on single spaces), their ids written to `scratch` from `at` on.
 * Each byte is read once to split and hash (and once more to compare a word with the one of the
 * same hash): the words' ids come first, then their strings, in an array of the right length.
 */
function lineTokens(bytes: Uint8Array, start: number, end: number, at: number): string[] {
  for (let w = 0; start < end && (w = whitespaceAt(bytes, start, end)) > 0; ) start += w;
  for (let w = 0; end > start && (w = whitespaceBefore(bytes, start, end)) > 0; ) end -= w;
  // A line of n bytes has at most n + 1 words (empty words between spaces count).
  if (at + end - start + 1 > scratch.length) scratch = grown(scratch, at + end - start + 1);
  let next = at;
  let wordStart = start;
  let hash = HASH_START;
  for (let i = start; i < end; i++) {
    const b = bytes[i]!;
    if (b === 0x20) {
      scratch[next++] = wordId(bytes, wordStart, i, hash);
      wordStart = i + 1;
      hash = HASH_START;
    } else {
      hash = Math.imul(hash ^ b, HASH_PRIME);
    }
  }
  scratch[next++] = wordId(bytes, wordStart, end, hash);
  const count = next - at;
  // Sized once (no regrowing while words are added); every word of the tables has its string (addEntry).
  const words = new Array<string>(count);
  for (let k = 0; k < count; k++) words[k] = canonical[scratch[at + k]!]!;
  return words;
}

/**
 * compare-mt's `load_tokens` on a file's bytes, which must be valid UTF-8 (check it first): its
 * lines as Python iterates a text file (`\n`, `\r\n` and `\r` end a line), each stripped as
 * `str.strip()` strips it and split on single spaces (`str.split(' ')`, empty words kept), every
 * word numbered in the shared vocabulary. A byte-order mark stays part of the first word, as
 * Python's utf-8 codec keeps it. The sentences' ids are views of one array per file.
 */
export function loadTokensFromUtf8(bytes: Uint8Array): Corpus {
  // Once a file: its sentences' ids are of one vocabulary generation.
  syncGeneration();
  // Room for the words of text averaging 4 bytes or more a word (one word and its space), made
  // before the split: growing it during the split would throw away the split's optimized code.
  if (scratch.length < bytes.length >>> 2) scratch = new Int32Array(bytes.length >>> 2);
  // Room for new words of text averaging 64 bytes or more a distinct word; more grows the tables.
  reserveEntries(bytes.length >>> 6, bytes.length >>> 3);
  const corpus: string[][] = [];
  const starts: number[] = [];
  let total = 0;
  const crs = bytes.indexOf(0x0d) >= 0;
  for (let start = 0; start < bytes.length; ) {
    let end: number;
    if (crs) {
      end = start;
      while (end < bytes.length && bytes[end] !== 0x0a && bytes[end] !== 0x0d) end++;
    } else {
      end = bytes.indexOf(0x0a, start);
      if (end < 0) end = bytes.length;
    }
    const words = lineTokens(bytes, start, end, total);
    starts.push(total);
    total += words.length;
    corpus.push(words);
    start = end + (end + 1 < bytes.length && bytes[end] === 0x0d && bytes[end + 1] === 0x0a ? 2 : 1);
  }
  const ids = scratch.slice(0, total);
  // A large file's scratch space is not kept once its ids are copied out.
  if (scratch.length > 1 << 20) scratch = new Int32Array(1 << 16);
  attachViews(corpus, ids, starts);
  return corpus;
}

/**
 * Gives each sentence its view of the file's ids. A loop of its own (not the split's function's
 * last loop), so that each is optimized with what it has run, not the split's code without feedback for this loop.
 */
function attachViews(corpus: readonly string[][], ids: Int32Array, starts: readonly number[]): void {
  for (let s = 0; s < corpus.length; s++) {
    const sentence = corpus[s]!;
    attachWordIds(sentence, new Int32Array(ids.buffer, 4 * starts[s]!, sentence.length));
  }
}
