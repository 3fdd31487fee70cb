import { describe, expect, it } from 'vitest';
import { PackedLines } from './packed-lines.js';

describe('PackedLines', () => {
  it('gives every line back as it was, lone surrogates included', () => {
    const lines = ['The cat sat.', '', 'I’m real sad about it.', 'Motorola®, Selectrix® and M4', '日本語の文', 'an emoji 🙂 here', 'lone \uD800 high', 'lone \uDC00 low', 'pair \uD83D\uDE42 ok', ' spaces  kept '];
    const packed = new PackedLines(lines);
    expect(lines.map((_, i) => packed.line(i))).toEqual(lines);
  });
});
