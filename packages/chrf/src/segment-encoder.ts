import { isPythonWhitespaceCode } from '@bleukit/core';
import { isAsciiPunctuation } from './chrf-words.js';
import { NgramCounter } from './ngram-counter.js';

/** What {@link SegmentEncoder} needs of the chrF settings. */
export interface EncoderSettings {
  readonly charOrder: number;
  readonly wordOrder: number;
  readonly lowercase: boolean;
  readonly whitespace: boolean;
}

const ABSENT = -1;
const WHITESPACE = -1;

let whitespaceTable: Int32Array | undefined;

/** WHITESPACE at each BMP code unit that is Python whitespace, 0 elsewhere (built once). */
function whitespaceValues(): Int32Array {
  if (whitespaceTable === undefined) {
    whitespaceTable = new Int32Array(0x10000);
    for (let code = 0; code < 0x10000; code++) if (isPythonWhitespaceCode(code)) whitespaceTable[code] = WHITESPACE;
  }
  return whitespaceTable;
}

/** `buffer`, or a larger copy of it that holds `length` numbers. */
export function grow(buffer: Int32Array, length: number): Int32Array {
  if (buffer.length >= length) return buffer;
  const larger = new Int32Array(Math.max(length, 2 * buffer.length));
  larger.set(buffer);
  return larger;
}

/**
 * Turns a segment into symbol sequences and matches references against the hypothesis, reusing
 * its buffers across segments. Symbols are dense per hypothesis: its distinct code points are
 * `0…alphabet-1` (a reference's code point the hypothesis lacks is -1), and its distinct words
 * `0…words-1`, a word being a range of the code points (compared whole, never by hash alone).
 */
export class SegmentEncoder {
  private readonly chars = new NgramCounter();
  private readonly words = new NgramCounter();
  protected hypSymbols: Int32Array = new Int32Array(256);
  private refSymbols: Int32Array = new Int32Array(256);
  /** `[start, end)` of each word in the symbol buffer, pairs side by side. */
  private hypWords: Int32Array = new Int32Array(128);
  private refWords: Int32Array = new Int32Array(128);
  private wordCount = 0;
  /** Word ids (the hypothesis's, then each reference's). */
  private wordIds: Int32Array = new Int32Array(64);
  /**
   * Per BMP code unit: its symbol + 1 in this hypothesis, 0 when it has none, or WHITESPACE
   * (Python whitespace, left out of character n-grams unless kept).
   */
  protected readonly codeValue: Int32Array = new Int32Array(0x10000);
  protected readonly astralSymbol: Map<number, number> = new Map<number, number>();
  /** The code point of each symbol (to clear `codeValue` for the next hypothesis). */
  protected codes: Int32Array = new Int32Array(64);
  protected alphabet = 0;
  /** Words of the hypothesis, two numbers per slot: the word's index in `hypWords` (-1: empty), its id. */
  private wordTable = new Int32Array(0);
  private wordMask = 0;

  constructor(protected readonly settings: EncoderSettings) {
    if (!settings.whitespace) this.codeValue.set(whitespaceValues());
  }

  setHypothesis(hypothesis: string): void {
    const line = this.settings.lowercase ? hypothesis.toLowerCase() : hypothesis;
    this.clearAlphabet();
    this.hypSymbols = grow(this.hypSymbols, line.length);
    const length = this.encode(line, this.hypSymbols, true);
    this.chars.setHypothesis(this.hypSymbols, length, this.settings.charOrder, this.alphabet);
    if (this.settings.wordOrder > 0) {
      const count = this.wordCount;
      const words = this.refWords;
      this.refWords = this.hypWords;
      this.hypWords = words;
      this.wordIds = grow(this.wordIds, count);
      const distinct = this.internWords(count);
      this.words.setHypothesis(this.wordIds, count, this.settings.wordOrder, distinct);
    }
  }

  /** Writes `[hyp, ref, match]` per character order, then per word order, into `out`. */
  matchReference(reference: string, out: number[]): void {
    const line = this.settings.lowercase ? reference.toLowerCase() : reference;
    this.refSymbols = grow(this.refSymbols, line.length);
    const length = this.encode(line, this.refSymbols, false);
    this.chars.matchReference(this.refSymbols, length, out, 0);
    if (this.settings.wordOrder > 0) {
      const count = this.wordCount;
      this.wordIds = grow(this.wordIds, count);
      this.findWords(count);
      this.words.matchReference(this.wordIds, count, out, 3 * this.settings.charOrder);
    }
  }

  /** Forgets the symbols of the last alphabet. */
  protected clearAlphabet(): void {
    for (let symbol = 0; symbol < this.alphabet; symbol++) {
      const code = this.codes[symbol] as number;
      if (code < 0x10000) this.codeValue[code] = 0;
    }
    this.alphabet = 0;
    if (this.astralSymbol.size > 0) this.astralSymbol.clear();
  }

  /**
   * The line's code points as symbols into `out` (Python whitespace left out unless kept), new
   * ones given symbols when `intern`, else -1; with word orders, the words' ranges into
   * `refWords` (and `wordCount`).
   */
  protected encode(line: string, out: Int32Array, intern: boolean): number {
    const keepSpace = this.settings.whitespace;
    const withWords = this.settings.wordOrder > 0;
    const codeValue = this.codeValue;
    const end = line.length;
    let words = this.refWords;
    let wordCount = 0;
    let wordStart = -1;
    let firstCode = 0;
    let lastCode = 0;
    let length = 0;
    for (let i = 0; i < end; i++) {
      let code = line.charCodeAt(i);
      let value: number;
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < end && (line.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        code = ((code - 0xd800) << 10) + (line.charCodeAt(i + 1) - 0xdc00) + 0x10000;
        i++;
        value = this.astralValue(code, intern);
      } else {
        value = codeValue[code] as number;
        if (value === 0 && intern) value = this.newSymbol(code);
      }
      if (!withWords) {
        // Whitespace (-1, when not kept) is written and then overwritten: no branch per character.
        out[length] = value - 1;
        length += 1 + (value >> 31);
        continue;
      }
      if (value === WHITESPACE || (keepSpace && isPythonWhitespaceCode(code))) {
        if (wordStart >= 0) {
          if (2 * wordCount + 4 > words.length) words = this.refWords = grow(words, 2 * wordCount + 4);
          wordCount = this.pushWord(words, wordCount, wordStart, length, firstCode, lastCode);
          wordStart = -1;
        }
        if (value === WHITESPACE) continue;
      } else {
        if (wordStart < 0) {
          wordStart = length;
          firstCode = code;
        }
        lastCode = code;
      }
      out[length++] = value - 1;
    }
    if (withWords && wordStart >= 0) {
      if (2 * wordCount + 4 > words.length) words = this.refWords = grow(words, 2 * wordCount + 4);
      wordCount = this.pushWord(words, wordCount, wordStart, length, firstCode, lastCode);
    }
    this.wordCount = wordCount;
    return length;
  }

  /** A new symbol for a BMP code unit of the hypothesis; returns symbol + 1. */
  private newSymbol(code: number): number {
    const symbol = this.alphabet++;
    if (this.codes.length <= symbol) this.codes = grow(this.codes, symbol + 1);
    this.codes[symbol] = code;
    this.codeValue[code] = symbol + 1;
    return symbol + 1;
  }

  /** An astral code point's symbol + 1 (0: the hypothesis has none). */
  private astralValue(code: number, intern: boolean): number {
    const known = this.astralSymbol.get(code);
    if (known !== undefined) return known + 1;
    if (!intern) return 0;
    const symbol = this.alphabet++;
    if (this.codes.length <= symbol) this.codes = grow(this.codes, symbol + 1);
    this.codes[symbol] = code;
    this.astralSymbol.set(code, symbol);
    return symbol + 1;
  }

  /** Adds the word `[start, end)` (its punctuation mark split off, as `chrfWords` does). */
  private pushWord(words: Int32Array, count: number, start: number, end: number, first: number, last: number): number {
    let at = 2 * count;
    if (end - start >= 2) {
      const cut = isAsciiPunctuation(last) ? end - 1 : isAsciiPunctuation(first) ? start + 1 : -1;
      if (cut >= 0) {
        words[at++] = start;
        words[at++] = cut;
        words[at++] = cut;
        words[at++] = end;
        return count + 2;
      }
    }
    words[at++] = start;
    words[at] = end;
    return count + 1;
  }

  private wordHash(symbols: Int32Array, start: number, end: number): number {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ (symbols[i] as number), 0x01000193);
    return Math.imul(hash ^ (hash >>> 15), 0x85ebca6b);
  }

  /** Gives the hypothesis's words dense ids into `wordIds`; returns how many are distinct. */
  private internWords(count: number): number {
    let size = 16;
    while (size < 2 * count + 2) size *= 2;
    if (this.wordTable.length < 2 * size) this.wordTable = new Int32Array(2 * size);
    this.wordMask = size - 1;
    const table = this.wordTable.fill(ABSENT, 0, 2 * size);
    const mask = this.wordMask;
    const symbols = this.hypSymbols;
    const words = this.hypWords;
    const ids = this.wordIds;
    let distinct = 0;
    for (let w = 0; w < count; w++) {
      const start = words[2 * w] as number;
      const end = words[2 * w + 1] as number;
      let slot = this.wordHash(symbols, start, end) & mask;
      for (;;) {
        const held = table[2 * slot] as number;
        if (held === ABSENT) {
          table[2 * slot] = w;
          table[2 * slot + 1] = distinct;
          ids[w] = distinct++;
          break;
        }
        if (this.sameWord(symbols, held, symbols, start, end)) {
          ids[w] = table[2 * slot + 1] as number;
          break;
        }
        slot = (slot + 1) & mask;
      }
    }
    return distinct;
  }

  /** Each reference word's id into `wordIds` (-1 for a word the hypothesis lacks). */
  private findWords(count: number): void {
    const table = this.wordTable;
    const mask = this.wordMask;
    const symbols = this.refSymbols;
    const hypSymbols = this.hypSymbols;
    const words = this.refWords;
    const ids = this.wordIds;
    for (let w = 0; w < count; w++) {
      const start = words[2 * w] as number;
      const end = words[2 * w + 1] as number;
      let id = ABSENT;
      let slot = this.wordHash(symbols, start, end) & mask;
      for (;;) {
        const held = table[2 * slot] as number;
        if (held === ABSENT) break;
        if (this.sameWord(hypSymbols, held, symbols, start, end)) {
          id = table[2 * slot + 1] as number;
          break;
        }
        slot = (slot + 1) & mask;
      }
      ids[w] = id;
    }
  }

  /** True when hypothesis word `index` has the symbols `symbols[start…end)`. */
  private sameWord(hypSymbols: Int32Array, index: number, symbols: Int32Array, start: number, end: number): boolean {
    const from = this.hypWords[2 * index] as number;
    if ((this.hypWords[2 * index + 1] as number) - from !== end - start) return false;
    for (let i = 0; i < end - start; i++) if (hypSymbols[from + i] !== symbols[start + i]) return false;
    return true;
  }
}
