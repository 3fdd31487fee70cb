import { pythonStrip } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test-support/seeded-random.js';
import { loadTokens, sentenceWordIds } from './word-ids.js';

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
