import { expect, it } from 'vitest';
import { escapeHtml, scriptJson, writeScriptJson } from './html-escape.js';
import { PageWriter, writtenText } from './page-writer.js';

it('escapes text for HTML and JSON for a script element', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  const value = { line: '</script><!-- & \u2028' };
  const json = scriptJson(value);
  expect(json).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(json)).toEqual(value);
});

it('writes the same JSON into the page, long arrays a piece at a time', () => {
  const long = Array.from({ length: 10_000 }, (_, k) => (k % 3 === 0 ? `<${k}>` : k % 3 === 1 ? k / 7 : null));
  const numbers = [0, -0, 1, -1, 9, 10, 99, 100, 2 ** 31 - 1, -(2 ** 31) + 1, 2 ** 31, -(2 ** 31), 1e21, 1.5e-7, 0.1, -2.5, Number.NaN, Infinity, -Infinity, Number.MAX_VALUE];
  const value = { a: [long, [1, 2]], b: undefined, c: { d: 'x&y', e: [undefined, () => 1] }, f: long.map(String), g: -0, h: [], n: numbers, u: '日本 é \u2028 \ud83d\ude00 \ud800' };
  const pieces: number[] = [];
  const writer = new PageWriter((piece) => pieces.push(piece.length));
  writeScriptJson(writer, value);
  writer.end();
  expect(pieces.length).toBeGreaterThan(1);
  expect(writtenText((out) => writeScriptJson(out, value))).toBe(scriptJson(value));
});

it('writes text as UTF-8, a surrogate pair whole across pieces and a lone surrogate as U+FFFD', () => {
  const text = `${'a'.repeat(8191)}\ud83d\ude00${'é'.repeat(30_000)}\ud800x`;
  const bytes: number[] = [];
  const writer = new PageWriter((piece) => bytes.push(...piece));
  writer.text(text);
  writer.end();
  expect(Buffer.from(bytes).equals(Buffer.from(text, 'utf8'))).toBe(true);
});
