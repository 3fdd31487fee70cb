import { isPythonWhitespaceCode, pythonSplit } from '@bleukit/core';
import { NgramCounter } from './ngram-counter.js';

/** What {@link SegmentEncoder} needs of the chrF settings. */
export interface EncoderSettings {
  readonly charOrder: number;
  readonly wordOrder: number;
  readonly lowercase: boolean;
  readonly whitespace: boolean;
}

/** Python's `string.punctuation`: the ASCII punctuation chrF++ splits off words. */
function isAsciiPunctuation(code: number): boolean {
  return (code >= 0x21 && code <= 0x2f) || (code >= 0x3a && code <= 0x40) || (code >= 0x5b && code <= 0x60) || (code >= 0x7b && code <= 0x7e);
}

/**
 * chrF++'s words: Python-whitespace split, then one ASCII punctuation mark split off the end of
 * a word, or else off its start (`(hi)` gives `(hi` and `)`, as in sacreBLEU). A word of one
 * code point stays whole; since the marks are ASCII, UTF-16 units give the same cuts.
 */
export function chrfWords(line: string): string[] {
  const words: string[] = [];
  for (const word of pythonSplit(line)) {
    const single = word.length === 1 || (word.length === 2 && word.codePointAt(0)! > 0xffff);
    if (single) words.push(word);
    else if (isAsciiPunctuation(word.charCodeAt(word.length - 1))) words.push(word.slice(0, -1), word.slice(-1));
    else if (isAsciiPunctuation(word.charCodeAt(0))) words.push(word.slice(0, 1), word.slice(1));
    else words.push(word);
  }
  return words;
}

/**
 * Turns a segment into symbol sequences (code points for character n-grams, word ids for word
 * n-grams) and matches references against the hypothesis, reusing its buffers across segments.
 */
export class SegmentEncoder {
  private readonly chars = new NgramCounter();
  private readonly words = new NgramCounter();
  private charBuffer = new Int32Array(256);
  private wordBuffer = new Int32Array(64);
  /** Word ids of the current hypothesis (a reference word not in it cannot match). */
  private readonly vocabulary = new Map<string, number>();

  constructor(private readonly settings: EncoderSettings) {}

  setHypothesis(hypothesis: string): void {
    const line = this.settings.lowercase ? hypothesis.toLowerCase() : hypothesis;
    const length = this.codePoints(line);
    this.chars.setHypothesis(this.charBuffer, length, this.settings.charOrder);
    if (this.settings.wordOrder > 0) {
      this.vocabulary.clear();
      const words = chrfWords(line);
      const ids = this.wordIds(words.length);
      for (let i = 0; i < words.length; i++) {
        const word = words[i] as string;
        let id = this.vocabulary.get(word);
        if (id === undefined) {
          id = this.vocabulary.size;
          this.vocabulary.set(word, id);
        }
        ids[i] = id;
      }
      this.words.setHypothesis(ids, words.length, this.settings.wordOrder);
    }
  }

  /** Writes `[hyp, ref, match]` per character order, then per word order, into `out`. */
  matchReference(reference: string, out: number[]): void {
    const line = this.settings.lowercase ? reference.toLowerCase() : reference;
    const length = this.codePoints(line);
    this.chars.matchReference(this.charBuffer, length, out, 0);
    if (this.settings.wordOrder > 0) {
      const words = chrfWords(line);
      const ids = this.wordIds(words.length);
      for (let i = 0; i < words.length; i++) ids[i] = this.vocabulary.get(words[i] as string) ?? -1;
      this.words.matchReference(ids, words.length, out, 3 * this.settings.charOrder);
    }
  }

  /** The line's code points into the character buffer (Python whitespace left out unless kept). */
  private codePoints(line: string): number {
    if (this.charBuffer.length < line.length) this.charBuffer = new Int32Array(Math.max(line.length, 2 * this.charBuffer.length));
    const buffer = this.charBuffer;
    const keepSpace = this.settings.whitespace;
    let length = 0;
    for (let i = 0; i < line.length; i++) {
      let code = line.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < line.length) {
        const low = line.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
          i++;
        }
      }
      if (keepSpace || !isPythonWhitespaceCode(code)) buffer[length++] = code;
    }
    return length;
  }

  private wordIds(length: number): Int32Array {
    if (this.wordBuffer.length < length) this.wordBuffer = new Int32Array(Math.max(length, 2 * this.wordBuffer.length));
    return this.wordBuffer;
  }
}
