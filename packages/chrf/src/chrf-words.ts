import { pythonSplit } from '@bleukit/core';

/** Python's `string.punctuation`: the ASCII punctuation chrF++ splits off words. */
export function isAsciiPunctuation(code: number): boolean {
  return (code >= 0x21 && code <= 0x2f) || (code >= 0x3a && code <= 0x40) || (code >= 0x5b && code <= 0x60) || (code >= 0x7b && code <= 0x7e);
}

/**
 * chrF++'s words: Python-whitespace split, then one ASCII punctuation mark split off the end of
 * a word, or else off its start (`(hi)` gives `(hi` and `)`, as in sacreBLEU). A word of one
 * code point stays whole; since the marks are ASCII, UTF-16 units give the same cuts. (The
 * segment encoder finds the same words as ranges of code points, with no string per word.)
 */
export function chrfWords(line: string): string[] {
  const words: string[] = [];
  for (const word of pythonSplit(line)) {
    const single = word.length === 1 || (word.length === 2 && word.codePointAt(0)! > 0xffff);
    if (single) words.push(word);
    else if (isAsciiPunctuation(word.charCodeAt(word.length - 1))) words.push(word.slice(0, -1), word.slice(-1));
    else if (isAsciiPunctuation(word.charCodeAt(0))) words.push(word.slice(0, 1), word.slice(1));
    else words.push(word);
  }
  return words;
}
