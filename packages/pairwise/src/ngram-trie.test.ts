import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAR_ROOT, NgramTrie, WORD_ROOT } from './ngram-trie.js';

describe('NgramTrie', () => {
  it('gives one id to each (parent, symbol) and another to every other, as its arrays grow', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 40 }), fc.boolean()), { minLength: 3000, maxLength: 5000 }), (steps) => {
        // Thousands of n-grams from the smallest start, so that the arrays and the table grow
        // several times (a failure is not shrunk: the case is large).
        const trie = new NgramTrie(1);
        const known = new Map<string, number>();
        const asked: [number, number, number][] = [];
        const parents: number[] = [];
        for (const [pick, symbol, fromRoot] of steps) {
          const root = symbol % 2 === 0 ? CHAR_ROOT : WORD_ROOT;
          const parent = fromRoot || parents.length === 0 ? -1 : (parents[pick % parents.length] as number);
          const key = `${parent < 0 ? `root${root}` : parent} ${symbol}`;
          const id = parent < 0 ? trie.unigram(root, symbol) : trie.child(parent, symbol);
          const before = known.get(key);
          if (before === undefined) {
            expect(id).toBe(known.size);
            known.set(key, id);
          } else expect(id).toBe(before);
          expect(trie.parent(id)).toBe(parent);
          parents.push(id);
          asked.push([root, parent, symbol]);
        }
        // Every n-gram asked again, after all the growing: the same ids, no new node.
        for (const [k, [root, parent, symbol]] of asked.entries()) {
          expect(parent < 0 ? trie.unigram(root, symbol) : trie.child(parent, symbol)).toBe(parents[k]);
        }
        expect(trie.size).toBe(known.size);
      }),
      { numRuns: 10, endOnFailure: true },
    );
  });
});
