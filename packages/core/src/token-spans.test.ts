import { describe, expect, it } from 'vitest';
import { TokenSpans, tokenHash } from './tokenizer.js';

/** Spans over `text` split at single spaces, hashed or not. */
function spansOf(text: string, hashed: boolean, into = new TokenSpans()): TokenSpans {
  into.reset(text, hashed);
  let start = 0;
  for (const token of text.split(' ')) {
    into.push(start, start + token.length, hashed ? tokenHash(token) : 0);
    start += token.length + 1;
  }
  return into;
}

const hashesOf = (spans: TokenSpans) => Array.from(spans.hashes.subarray(0, spans.count));

describe('TokenSpans', () => {
  const long = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');

  it('grows from no room at all, keeping tokens and hashes', () => {
    const spans = spansOf(long, true, new TokenSpans(0));
    expect(spans.tokens()).toEqual(long.split(' '));
    expect(hashesOf(spans)).toEqual(long.split(' ').map((token) => tokenHash(token)));
  });

  it('copies unhashed spans without hashes, and the copy can be refilled with hashes', () => {
    const copy = spansOf(long, false).copy();
    expect(copy.tokens()).toEqual(long.split(' '));
    expect(copy.hashes.length).toBe(0);
    spansOf('a b c', true, copy);
    expect(copy.tokens()).toEqual(['a', 'b', 'c']);
    expect(hashesOf(copy)).toEqual(['a', 'b', 'c'].map((token) => tokenHash(token)));
  });

  it('copyFrom takes tokens and hashes from spans larger than its buffers', () => {
    const small = new TokenSpans(1);
    small.copyFrom(spansOf(long, true));
    expect(small.tokens()).toEqual(long.split(' '));
    expect(hashesOf(small)).toEqual(long.split(' ').map((token) => tokenHash(token)));
    small.copyFrom(spansOf('x y', false).copy());
    expect([small.tokens(), small.hashed]).toEqual([['x', 'y'], false]);
  });

  it('reserve makes room for offsets and hashes written directly, keeping the tokens there are', () => {
    const spans = spansOf('a b', true, new TokenSpans(0));
    spans.reserve(40);
    expect(spans.offsets.length).toBeGreaterThanOrEqual(80);
    expect(spans.hashes.length).toBeGreaterThanOrEqual(40);
    expect([spans.tokens(), hashesOf(spans)]).toEqual([['a', 'b'], ['a', 'b'].map((token) => tokenHash(token))]);
    const before = spans.offsets;
    spans.reserve(3);
    expect(spans.offsets).toBe(before);
  });
});
