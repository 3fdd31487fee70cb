import { describe, expect, it } from 'vitest';
import { SpanCache } from './span-cache.js';
import { TokenSpans, tokenHash } from './tokenizer.js';

function spansOf(tokens: string[], hashed: boolean): TokenSpans {
  const spans = TokenSpans.of(tokens);
  if (!hashed) return spans;
  const copy = new TokenSpans();
  copy.reset(spans.text, true);
  for (let t = 0; t < spans.count; t++) {
    copy.push(spans.offsets[2 * t] as number, spans.offsets[2 * t + 1] as number, tokenHash(tokens[t] as string));
  }
  return copy;
}

describe('SpanCache', () => {
  it('gives back the spans kept for a line, hashed or not, however many lines it holds', () => {
    const cache = new SpanCache(1000, Infinity);
    const lines = Array.from({ length: 300 }, (_, i) => Array.from({ length: 1 + (i % 40) }, (_, t) => `t${i}-${t}`));
    lines.forEach((tokens, i) => cache.set(`line ${i}`, spansOf(tokens, i % 3 === 0)));
    const into = new TokenSpans(0);
    lines.forEach((tokens, i) => {
      expect(cache.get(`line ${i}`, into)).toBe(true);
      expect(into.tokens()).toEqual(tokens);
      expect(into.hashed).toBe(i % 3 === 0);
      if (into.hashed) expect(Array.from(into.hashes.subarray(0, into.count))).toEqual(tokens.map((token) => tokenHash(token)));
    });
    expect(cache.get('line 300', into)).toBe(false);
  });

  it('empties itself when full and keeps the newest line', () => {
    const cache = new SpanCache(2, Infinity);
    cache.set('a', spansOf(['a'], false));
    cache.set('b', spansOf(['b'], false));
    cache.set('c', spansOf(['c', 'c'], false));
    const into = new TokenSpans();
    expect([cache.get('a', into), cache.get('b', into)]).toEqual([false, false]);
    expect(cache.get('c', into) && into.tokens()).toEqual(['c', 'c']);
  });

  it('empties itself when its lines would pass the character budget', () => {
    const cache = new SpanCache(100, 10);
    cache.set('abcd', spansOf(['abcd'], false));
    cache.set('efghij', spansOf(['efghij'], false)); // 10 code units: still within
    const into = new TokenSpans();
    expect([cache.get('abcd', into), cache.get('efghij', into)]).toEqual([true, true]);
    cache.set('k', spansOf(['k'], false)); // 11
    expect([cache.get('abcd', into), cache.get('efghij', into)]).toEqual([false, false]);
    expect(cache.get('k', into) && into.tokens()).toEqual(['k']);
  });
});
