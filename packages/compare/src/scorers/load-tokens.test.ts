import { pythonStrip } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test-support/seeded-random.js';
import { loadTokens, loadTokensFromUtf8 } from './load-tokens.js';
import { sentenceWordIds } from './word-ids.js';

/** Python's lines of a text file (universal newlines), stripped and split on single spaces. */
function pythonLoadTokens(text: string): string[][] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => pythonStrip(line).split(' '));
}

describe('loadTokens', () => {
  const lines = [
    'a b  c',
    '  a\tb c \u3000',
    '',
    ' ',
    'x\u00a0y z',
    '\ufeffa b',
    'c b a a',
    'a  ',
    '\u0085b\u001c',
  ];

  it("splits as compare-mt's load_tokens does (str.strip, then split(' ') with empty words)", () => {
    // Copies: a loaded sentence also carries its ids (under symbol keys, which toEqual compares).
    expect(loadTokens(lines).map((sentence) => [...sentence])).toEqual(lines.map((line) => pythonStrip(line).split(' ')));
  });

  it('gives equal words one id, and a loaded sentence the ids of its words', () => {
    const random = seededRandom(11);
    const word = () => ['a', 'b', 'bb', 'é', '', '語'][Math.floor(random() * 6)] as string;
    const generated = Array.from({ length: 300 }, () => Array.from({ length: Math.floor(random() * 12) }, word).join(' '));
    const corpus = loadTokens(generated);
    const idOf = new Map<string, number>();
    corpus.forEach((sentence, k) => {
      const ids = sentenceWordIds(sentence);
      // The same ids as for a copy of the array, which is numbered word by word.
      expect(Array.from(sentenceWordIds([...sentence])), generated[k]).toEqual(Array.from(ids));
      sentence.forEach((w, i) => {
        expect(ids[i]).toBe(idOf.get(w) ?? ids[i]);
        idOf.set(w, ids[i] as number);
      });
    });
    expect(new Set(idOf.values()).size).toBe(idOf.size);
  });
});

describe('loadTokensFromUtf8', () => {
  // Whitespace of one, two and three bytes, and characters beside them that are not whitespace.
  const pieces = ['a', 'bc', ' ', ' ', '  ', '\t', '\n', '\r', '\r\n', '\x0b', '\x1c', '\x1f', '\x85', '\xa0', '\xa9', 'é', '\u1680', '\u180e',
    '\u2000', '\u200a', '\u200b', '\u2028', '\u2029', '\u202f', '\u2030', '\u205f', '\u3000', '\u3001', '語', '\ufeff', '😀', '\u0100'];

  it("reads lines as Python does and splits them as compare-mt's load_tokens does, on random texts", () => {
    const random = seededRandom(5);
    const encoder = new TextEncoder();
    for (let k = 0; k < 2000; k++) {
      const text = Array.from({ length: Math.floor(random() * 24) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const corpus = loadTokensFromUtf8(encoder.encode(text));
      expect(corpus.map((sentence) => [...sentence]), JSON.stringify(text)).toEqual(pythonLoadTokens(text));
      for (const sentence of corpus) expect(Array.from(sentenceWordIds(sentence))).toEqual(Array.from(sentenceWordIds([...sentence])));
    }
  });

  it('numbers the same words as loadTokens, across files', () => {
    const text = 'x y\n\ny  x\r\nz\u3000\n語 😀 x';
    const fromBytes = loadTokensFromUtf8(new TextEncoder().encode(text));
    const fromLines = loadTokens(text.split(/\r\n|\n/));
    fromBytes.forEach((sentence, k) => expect(Array.from(sentenceWordIds(sentence))).toEqual(Array.from(sentenceWordIds(fromLines[k] as string[]))));
  });
});
