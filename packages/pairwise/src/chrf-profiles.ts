import { chrfWords, type Chrf } from '@bleukit/chrf';
import { isPythonWhitespaceCode } from '@bleukit/core';
import { CHAR_ROOT, WORD_ROOT } from './ngram-trie.js';
import { ProfileBuilder, type NgramProfiles } from './ngram-profiles.js';

/** chrF's n-grams of each line: code points (Python whitespace left out unless kept), then chrF++'s words. */
export function chrfProfiles(chrf: Chrf, lines: readonly string[], sides: Uint8Array, keep: 'shared' | 'all'): NgramProfiles {
  const { charOrder, wordOrder, lowercase, whitespace } = chrf;
  let characters = 0;
  for (const line of lines) characters += line.length;
  const builder = new ProfileBuilder(charOrder + wordOrder, lines.length, characters * Math.min(charOrder, 3), sides);
  // Symbol + 1 of each BMP code unit, the symbol of each astral code point, and of each word (chrF++).
  const codeSymbol = new Int32Array(0x10000);
  const astralSymbol = new Map<number, number>();
  let codes = 0;
  const wordSymbol = new Map<string, number>();
  let symbols = new Int32Array(256);
  for (const original of lines) {
    const line = lowercase ? original.toLowerCase() : original;
    if (symbols.length < line.length) symbols = new Int32Array(2 * line.length);
    let length = 0;
    for (let i = 0; i < line.length; i++) {
      const code = line.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < line.length && (line.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        const astral = ((code - 0xd800) << 10) + (line.charCodeAt(i + 1) - 0xdc00) + 0x10000;
        i++;
        let symbol = astralSymbol.get(astral);
        if (symbol === undefined) astralSymbol.set(astral, (symbol = codes++));
        symbols[length++] = symbol;
        continue;
      }
      if (!whitespace && isPythonWhitespaceCode(code)) continue;
      let symbol = codeSymbol[code] as number;
      if (symbol === 0) codeSymbol[code] = symbol = ++codes;
      symbols[length++] = symbol - 1;
    }
    builder.addSequence(symbols, length, CHAR_ROOT, 0, charOrder);
    if (wordOrder > 0) {
      const words = chrfWords(line);
      for (let w = 0; w < words.length; w++) {
        const word = words[w] as string;
        let symbol = wordSymbol.get(word);
        if (symbol === undefined) wordSymbol.set(word, (symbol = wordSymbol.size));
        symbols[w] = symbol;
      }
      builder.addSequence(symbols, words.length, WORD_ROOT, charOrder, wordOrder);
    }
    builder.endSentence();
  }
  return builder.finish(keep);
}
