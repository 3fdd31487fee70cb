import { pythonSplit } from '../python-whitespace.js';
import type { TokenizerEntry } from '../tokenizer-registry.js';

/** What a tokenizer declares its tokens keep of a line: the fields of its registry entry. */
export type TokenContent = Pick<TokenizerEntry, 'keeps' | 'replaces' | 'lowercases'>;

/** The text without Python's whitespace. */
function withoutWhitespace(text: string): string {
  return pythonSplit(text).join('');
}

/** Up to 12 code points of `text` either side of the code point at `at`, marked with `…` where cut. */
function around(points: readonly string[], at: number): string {
  const start = Math.max(0, at - 12);
  const end = Math.min(points.length, at + 12);
  return `${start > 0 ? '…' : ''}${points.slice(start, end).join('')}${end < points.length ? '…' : ''}`;
}

/**
 * Whether the tokens of `line` keep what `content` declares: with `keeps: "characters"`, the
 * tokens joined are the line without its whitespace, after the declared `replaces` and
 * `lowercases`. Returns what differs (where, the line's text and the tokens'), or undefined when
 * they keep it or nothing checkable is declared.
 */
export function contentDifference(line: string, tokens: readonly string[], content: TokenContent): string | undefined {
  if (content.keeps !== 'characters') return undefined;
  let text = line;
  for (const [from, to] of content.replaces ?? []) text = text.split(from).join(to);
  if (content.lowercases === true) text = text.toLowerCase();
  else if (content.lowercases === 'ascii') text = text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  const expected = [...withoutWhitespace(text)];
  const given = [...withoutWhitespace(tokens.join(''))];
  let at = 0;
  while (at < expected.length && expected[at] === given[at]) at++;
  if (at === expected.length && at === given.length) return undefined;
  return `the tokens joined read ${JSON.stringify(around(given, at))} where the line has ${JSON.stringify(around(expected, at))} (character ${at + 1}, spaces left out)`;
}
