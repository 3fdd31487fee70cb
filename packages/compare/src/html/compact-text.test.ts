// The report's compact texts: what the page's decoder reads back is every line as it was, for
// words JSON or a script element would escape, empty lines, no lines, and codes of one to four
// characters.
import { describe, expect, it } from 'vitest';
import { COMPACT_TEXT_DECODER, stringIds, wordCode, writeCompactText } from './compact-text.js';
import { scriptJson } from './html-escape.js';
import { writtenText } from './page-writer.js';

type Decoded = { src?: string[]; refs: ((s: number) => string)[]; outs: ((s: number) => string)[] };
const compactText = new Function(`${COMPACT_TEXT_DECODER}; return compactText;`)() as (text: unknown) => Decoded;

/** The texts as the page gets them: the JSON as written, escaped for the script element, parsed. */
function roundTrip(streams: string[][], references: number, source?: string[]): Decoded {
  const segments = streams[0]?.length ?? 0;
  const json = writtenText((writer) => writeCompactText(writer, stringIds(streams, segments), references, source));
  expect(JSON.parse(json)).toEqual(JSON.parse(scriptJson(JSON.parse(json))));
  return compactText(JSON.parse(json));
}

describe('compact texts', () => {
  it('reads back every line of the references and the outputs, and the source as given', () => {
    const refs = [['the " quote \\ back', '', '<script> & </script>', 'a\u2028b é 日本 the']];
    const outs = [['the the', 'x', '', 'the'], ['', '', '', '']];
    const decoded = roundTrip([...refs, ...outs], 1, ['s1', 's2 <', '', 's4']);
    expect([0, 1, 2, 3].map((s) => decoded.refs[0]?.(s))).toEqual(refs[0]);
    expect(outs.map((_, o) => [0, 1, 2, 3].map((s) => decoded.outs[o]?.(s)))).toEqual(outs);
    expect(decoded.src).toEqual(['s1', 's2 <', '', 's4']);
  });

  it('reads back lines of a hundred thousand distinct words (codes of up to four characters)', () => {
    const lines = Array.from({ length: 1000 }, (_, s) => Array.from({ length: 100 }, (_, i) => `w${s * 100 + i}`).join(' '));
    const decoded = roundTrip([lines, lines.slice().reverse()], 1);
    expect(lines.every((line, s) => decoded.refs[0]?.(s) === line && decoded.outs[0]?.(s) === lines[999 - s])).toBe(true);
    expect(wordCode(100_000).length).toBe(4);
  });

  it('writes no line for no segments', () => {
    expect(roundTrip([[], []], 1).refs[0]?.(0)).toBe('');
  });

  it('gives every rank its own code, none the start of another', () => {
    const codes = Array.from({ length: 100_000 }, (_, rank) => wordCode(rank));
    expect(new Set(codes).size).toBe(codes.length);
    const finals = new Set(codes.filter((code) => code.length === 1));
    expect(codes.every((code) => [...code].every((c, k) => finals.has(c) === (k === code.length - 1)))).toBe(true);
    expect(codes.every((code) => !/[\s"\\<>&]/.test(code))).toBe(true);
  });
});
