import { expect, it } from 'vitest';
import { escapeHtml, scriptJson, scriptJsonChunks } from './html-escape.js';

it('escapes text for HTML and JSON for a script element', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  const value = { line: '</script><!-- & \u2028' };
  const json = scriptJson(value);
  expect(json).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(json)).toEqual(value);
});

it('writes the same JSON in pieces, long arrays a slice at a time', () => {
  const long = Array.from({ length: 10_000 }, (_, k) => (k % 3 === 0 ? `<${k}>` : k % 3 === 1 ? k / 7 : null));
  const value = { a: [long, [1, 2]], b: undefined, c: { d: 'x&y', e: [undefined, () => 1] }, f: long.map(String), g: -0, h: [] };
  const chunks = [...scriptJsonChunks(value)];
  expect(chunks.length).toBeGreaterThan(1);
  expect(chunks.join('')).toBe(scriptJson(value));
});
