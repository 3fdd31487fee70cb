import { describe, expect, it } from 'vitest';
import { splitLines } from './lines.js';

describe('splitLines', () => {
  it.each([
    ['', []],
    ['\n', ['']],
    ['a', ['a']],
    ['a\n', ['a']],
    ['a\n\nb', ['a', '', 'b']],
    ['a\r\nb\r\n', ['a\r', 'b\r']],
    ['a\n\n', ['a', '']],
  ])('%j → %j', (text, lines) => {
    expect(splitLines(text)).toEqual(lines);
  });
});
