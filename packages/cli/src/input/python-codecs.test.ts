import { describe, expect, it } from 'vitest';
import { MissingByteOrderMark, pythonCodec, type PythonCodec } from './python-codecs.js';

function codec(label: string): PythonCodec {
  const found = pythonCodec(label);
  if (found === undefined) throw new Error(`no codec for ${label}`);
  return found;
}

/** Decodes `bytes` in pieces of `step` bytes, as a file is read in chunks. */
function decodeInPieces(label: string, bytes: number[], step: number): string {
  const decoder = codec(label).create();
  let text = '';
  for (let at = 0; at < bytes.length; at += step) text += decoder.decode(new Uint8Array(bytes.slice(at, at + step)), { stream: true });
  return text + decoder.decode();
}

const codePoints = (text: string): number[] => [...text].map((char) => char.codePointAt(0) as number);

describe('pythonCodec: names', () => {
  it.each([
    // Python's codecs.lookup(name).name for each (Python 3.11)
    ['utf-8', 'utf-8'], ['UTF8', 'utf-8'], ['utf_8', 'utf-8'], ['U8', 'utf-8'], ['utf', 'utf-8'], ['utf  8', 'utf-8'], ['cp65001', 'utf-8'],
    ['utf-8-sig', 'utf-8-sig'], ['UTF_8_SIG', 'utf-8-sig'],
    ['utf-16', 'utf-16'], ['utf16', 'utf-16'], ['u16', 'utf-16'],
    ['utf-16le', 'utf-16-le'], ['UTF-16-LE', 'utf-16-le'], ['utf-16be', 'utf-16-be'],
    ['latin-1', 'iso8859-1'], ['latin1', 'iso8859-1'], ['ISO-8859-1', 'iso8859-1'], ['iso_8859-1:1987', 'iso8859-1'], ['l1', 'iso8859-1'],
    ['ascii', 'ascii'], ['US-ASCII', 'ascii'], ['646', 'ascii'],
    ['cp1252', 'cp1252'], ['windows-1252', 'cp1252'], ['1252', 'cp1252'],
  ])('%s is Python\'s %s, decoded exactly', (label, name) => {
    expect(codec(label)).toMatchObject({ name, exact: true });
  });

  it('falls back to the WHATWG decoders, marked inexact, for the other encodings', () => {
    expect(codec('shift_jis')).toMatchObject({ name: 'shift_jis', exact: false });
    expect(codec('euc_jp')).toMatchObject({ name: 'euc-jp', exact: false });
    expect(codec('iso-8859-9')).toMatchObject({ name: 'windows-1254', exact: false });
  });

  it('knows no other names', () => {
    for (const label of ['utf-17', 'utf8-sig', 'utf.8', 'utf-32', 'bogus', '']) expect(pythonCodec(label), label).toBeUndefined();
  });
});

describe('pythonCodec: decoding as Python decodes', () => {
  it("latin-1 maps every byte to the code point of its value (WHATWG's latin1 is windows-1252)", () => {
    const all = Array.from({ length: 256 }, (_, b) => b);
    expect(codePoints(decodeInPieces('latin-1', all, 7))).toEqual(all);
  });

  it('cp1252 maps 0x80–0x9F to its punctuation and fails on the five bytes it leaves undefined', () => {
    expect(codePoints(decodeInPieces('cp1252', [0x80, 0x85, 0x93, 0x94, 0x9f, 0xe9, 0x41], 3))).toEqual([0x20ac, 0x2026, 0x201c, 0x201d, 0x178, 0xe9, 0x41]);
    for (const byte of [0x81, 0x8d, 0x8f, 0x90, 0x9d]) expect(() => codec('cp1252').create().decode(new Uint8Array([0x41, byte]))).toThrow(TypeError);
  });

  it('ascii fails on any byte above 0x7F', () => {
    expect(codec('ascii').create().decode(new Uint8Array([0x41, 0x7f]))).toBe('A\u007f');
    expect(() => codec('ascii').create().decode(new Uint8Array([0x41, 0x80]))).toThrow(TypeError);
  });

  it('utf-8 keeps a byte-order mark as text; utf-8-sig drops it', () => {
    const bytes = [0xef, 0xbb, 0xbf, 0x61, 0x62];
    expect(decodeInPieces('utf-8', bytes, 2)).toBe('\ufeffab');
    expect(decodeInPieces('utf-8-sig', bytes, 2)).toBe('ab');
    expect(decodeInPieces('utf-8-sig', [0x61, 0xef, 0xbb, 0xbf], 2)).toBe('a\ufeff');
  });

  it('utf-16 takes the byte order from the byte-order mark and drops it, even when a chunk splits it', () => {
    const text = 'a€\u{1f600}\n';
    const le = [0xff, 0xfe, ...Buffer.from(text, 'utf16le')];
    const be = [0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16()];
    for (const step of [1, 2, 3, 64]) {
      expect(decodeInPieces('utf-16', le, step)).toBe(text);
      expect(decodeInPieces('utf-16', be, step)).toBe(text);
    }
    expect(decodeInPieces('utf-16', [], 1)).toBe('');
  });

  it('utf-16 without a byte-order mark fails, as Python does; utf-16-le and -be keep a mark as text', () => {
    expect(() => decodeInPieces('utf-16', [...Buffer.from('ab', 'utf16le')], 1)).toThrow(MissingByteOrderMark);
    expect(decodeInPieces('utf-16-le', [0xff, 0xfe, 0x61, 0x00], 1)).toBe('\ufeffa');
    expect(decodeInPieces('utf-16-be', [0xfe, 0xff, 0x00, 0x61], 1)).toBe('\ufeffa');
  });
});
