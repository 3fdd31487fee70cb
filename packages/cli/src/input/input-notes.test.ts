import { describe, expect, it } from 'vitest';
import { InputNotes, looksLikeUtf16, QuirkScanner } from './input-notes.js';

/** Scans `parts` as consecutive chunks of one file, counting lines as the readers do. */
function scan(parts: readonly string[], universal = false): string[] {
  const written: string[] = [];
  const notes = new InputNotes((text) => written.push(text));
  const scanner = new QuirkScanner(notes, 'f.txt', universal);
  let line = 1;
  let bytes = 0;
  for (const part of parts) {
    const chunk = Buffer.from(part, 'latin1');
    scanner.scan(chunk, line);
    line += chunk.filter((byte) => byte === 10).length;
    bytes += chunk.length;
  }
  scanner.end(bytes);
  return written.map((text) => text.replace(/^bleukit: warning: (\S+?):? .*\n$/s, '$1'));
}

describe('QuirkScanner', () => {
  it.each<[string, string[], string[]]>([
    ['nothing odd', ['a\nb\n'], []],
    ['CR LF, once per file', ['a\r\nb\r\n'], ['f.txt:1']],
    ['CR LF split across chunks', ['a\nb\r', '\nc\r\n'], ['f.txt:2']],
    ['a lone CR at a chunk end', ['a\nb\r', 'c\n'], ['f.txt:2']],
    ['a lone CR at the end of the file', ['a\nb\r'], ['f.txt:2']],
    ['CR LF and a lone CR later', ['a\r\nb\n', 'c\rd\n'], ['f.txt:1', 'f.txt:3']],
    ['a BOM', ['\xef\xbb\xbfa\n'], ['f.txt:1']],
    ['NUL on line 3 of the second chunk', ['a\nb\n', 'c\x00\n'], ['f.txt:3']],
  ])('%s', (_, parts, where) => {
    expect(scan(parts)).toEqual(where);
  });

  it('with universal newlines (stdin) CRs are line ends: no warning, and they count as lines', () => {
    expect(scan(['a\rb\r\nc\x00\n'], true)).toEqual(['f.txt:3']);
  });

  it('an empty stdin is noted; an empty file is not (the CLI reports it as an error)', () => {
    expect(scan([], true)).toEqual(['f.txt']);
    expect(scan([], false)).toEqual([]);
  });
});

describe('looksLikeUtf16', () => {
  it.each<[string, Buffer, 'le' | 'be' | undefined]>([
    ['UTF-16LE text', Buffer.from('Hello world\n', 'utf16le'), 'le'],
    ['UTF-16BE text', Buffer.from('Hello world\n', 'utf16le').swap16(), 'be'],
    ['UTF-8 text', Buffer.from('Hello world\n'), undefined],
    ['UTF-8 with one NUL', Buffer.from('Hello\u0000world\n'), undefined],
    ['one byte', Buffer.from('a'), undefined],
  ])('%s', (_, bytes, expected) => {
    expect(looksLikeUtf16(bytes)).toBe(expected);
  });
});

describe('InputNotes', () => {
  it('names lone CRs, then UTF-16, as the likely cause of a mismatch; nothing otherwise', () => {
    const notes = new InputNotes(() => {});
    expect(notes.mismatchHint(['a.txt'])).toBe('');
    notes.note('a.txt', 'cr', 4);
    expect(notes.mismatchHint(['a.txt', 'b.txt'])).toMatch(/^ Likely cause: a\.txt \(from line 4\) has carriage returns/);
    notes.note('b.txt', 'utf16', 1);
    expect(notes.mismatchHint(['a.txt', 'b.txt'])).toMatch(/^ Likely cause: b\.txt looks like UTF-16/);
  });

  it('counts an empty stdin as empty, other inputs by their lines', () => {
    const notes = new InputNotes(() => {});
    expect(notes.lineCount('<stdin>', 'system 1 on stdin', 1)).toBe('system 1 on stdin has 1 line');
    notes.note('<stdin>', 'empty', 0);
    expect(notes.lineCount('<stdin>', 'system 1 on stdin', 1)).toBe('stdin is empty (sacreBLEU reads that as one empty line)');
    expect(notes.lineCount('h.txt', 'h.txt', 2)).toBe('h.txt has 2 lines');
  });
});

describe('QuirkScanner on UTF-16 with a byte-order mark', () => {
  it('says nothing: reading it as UTF-8 fails at byte 1 with its own advice', () => {
    const written: string[] = [];
    const scanner = new QuirkScanner(new InputNotes((text) => written.push(text)), 'f.txt', false);
    scanner.scan(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\r\nb\n', 'utf16le')]), 1);
    expect(written).toEqual([]);
  });
});
