import { pythonSplit, type Tokenizer } from '@bleukit/core';
import { RAW, createMtevalClasses, scanMtevalSpans, scanMtevalTokens } from './mteval-scan.js';
import { applyMtevalRules, preprocess13a } from './mteval-rules.js';

const CLASSES = createMtevalClasses();
// The first pass stops at what pre-processing could change: `&` (entities), `<` (`<skipped>`),
// a newline (`-\n`, `\n`).
const RAW_CLASSES = CLASSES.slice();
RAW_CLASSES[0x26] = RAW;
RAW_CLASSES[0x3c] = RAW;
RAW_CLASSES[0x0a] = RAW;

/**
 * sacreBLEU's 13a rules applied literally: pre-processing, padding, the four substitutions, then
 * a Python whitespace split. The reference the fast path is tested against.
 */
export function tokenize13aReference(line: string): string[] {
  return pythonSplit(applyMtevalRules(` ${preprocess13a(line)} `));
}

/**
 * sacreBLEU's default tokenizer, `13a` (mteval-v13a's rules): unescapes `&quot; &amp; &lt; &gt;`,
 * drops `<skipped>`, splits off ASCII punctuation and symbols, keeps `.`/`,` between digits and
 * the apostrophe and hyphen inside words.
 *
 * @example
 * ```ts
 * tokenizer13a.tokenize("It's 3.14, isn't it?"); // ["It's", '3.14', ',', "isn't", 'it', '?']
 * ```
 */
export function create13aTokenizer(): Tokenizer {
  return {
    name: '13a',
    tokenize(line) {
      return (
        scanMtevalTokens(line, RAW_CLASSES, true) ?? (scanMtevalTokens(preprocess13a(line), CLASSES, true) as string[])
      );
    },
    tokenSpans(line, spans) {
      if (!scanMtevalSpans(line, RAW_CLASSES, true, spans)) scanMtevalSpans(preprocess13a(line), CLASSES, true, spans);
    },
  };
}

/** The ready `13a` tokenizer. */
export const tokenizer13a: Tokenizer = create13aTokenizer();
