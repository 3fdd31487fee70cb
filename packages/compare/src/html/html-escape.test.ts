import { expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './html-escape.js';

it('escapes text for HTML and JSON for a script element', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  const value = { line: '</script><!-- & \u2028' };
  const json = scriptJson(value);
  expect(json).not.toMatch(/[<>&\u2028]/);
  expect(JSON.parse(json)).toEqual(value);
});
