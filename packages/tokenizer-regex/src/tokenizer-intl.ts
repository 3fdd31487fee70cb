import { pythonSplit, type Tokenizer } from '@bleukit/core';
import { AFTER_UNICODE_15_CLASS } from './unicode-15-mask.js';
import { NUMBER, PUNCTUATION, SPACE, SYMBOL, astralClass, bmpClasses } from './unicode-classes.js';

// mteval-v14's international rules, as sacreBLEU runs them with the `regex` module (Unicode
// property classes; JS needs the `u` flag to match code points rather than UTF-16 units), with
// the classes pinned to Unicode 15.0: a character assigned later is neither N, P nor S.
const LATER = AFTER_UNICODE_15_CLASS;
const NON_NUMBER_15 = `(?:${LATER}|\\P{N})`;
const PUNCTUATION_15 = `(?!${LATER})\\p{P}`;
const SYMBOL_15 = `(?!${LATER})\\p{S}`;
const PUNCTUATION_AFTER_NON_NUMBER = new RegExp(`(${NON_NUMBER_15})(${PUNCTUATION_15})`, 'gu');
const PUNCTUATION_BEFORE_NON_NUMBER = new RegExp(`(${PUNCTUATION_15})(${NON_NUMBER_15})`, 'gu');
const SYMBOL_ANYWHERE = new RegExp(`(${SYMBOL_15})`, 'gu');

/**
 * sacreBLEU's intl rules applied literally: the three substitutions, then a Python whitespace
 * split. The reference the one-pass tokenizer is tested against.
 */
export function tokenizeIntlReference(line: string): string[] {
  return pythonSplit(
    line
      .replace(PUNCTUATION_AFTER_NON_NUMBER, '$1 $2 ')
      .replace(PUNCTUATION_BEFORE_NON_NUMBER, ' $1 $2')
      .replace(SYMBOL_ANYWHERE, ' $1 '),
  );
}

/** UTF-16 length of the code point at `i`: 2 for a surrogate pair, else 1. */
function widthAt(text: string, i: number): number {
  const unit = text.charCodeAt(i);
  if (unit < 0xd800 || unit > 0xdbff) return 1;
  const low = text.charCodeAt(i + 1);
  return low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
}

function classAt(text: string, i: number, classes: Uint8Array): number {
  return widthAt(text, i) === 2 ? astralClass(text.codePointAt(i) as number) : (classes[text.charCodeAt(i)] as number);
}

/**
 * The intl rules in one pass. They are the 13a rules 2 and 3 with `\p{P}` for `[.,]` and `\p{N}`
 * for `[0-9]`, plus every symbol isolated, without padding: a lone punctuation mark is split off
 * unless neither side has a non-number (the line's ends count as nothing), and a run of them is
 * split into single marks except that the pairing of `re.sub` can leave the last one attached to
 * a number after it (`a..5` → `a . .5`).
 */
function scanIntl(text: string, classes: Uint8Array): string[] {
  const tokens: string[] = [];
  const length = text.length;
  let start = -1; // start of the current token, -1 when between tokens
  let numberBefore = true; // the start of the line matches neither \p{N} nor \P{N}
  let i = 0;
  while (i < length) {
    const kind = classAt(text, i, classes);
    if (kind === PUNCTUATION) {
      let end = i;
      let last = i;
      let count = 0;
      while (end < length && classAt(text, end, classes) === PUNCTUATION) {
        last = end;
        end += widthAt(text, end);
        count++;
      }
      const numberAfter = end < length ? classAt(text, end, classes) === NUMBER : true;
      if (count === 1 && numberBefore && numberAfter) {
        if (start < 0) start = i; // 3.14: part of the current token
      } else {
        if (start >= 0) tokens.push(text.slice(start, i));
        for (let j = i; j < last; j += widthAt(text, j)) tokens.push(text.slice(j, j + widthAt(text, j)));
        // Rule 1 leaves the last of a run unmatched for this parity; rule 2 then only splits it
        // from a non-number after it. (A single mark here has a non-number on one side.)
        if (count > 1 && numberBefore === (count % 2 === 1) && numberAfter) {
          start = last;
        } else {
          tokens.push(text.slice(last, end));
          start = -1;
        }
      }
      numberBefore = false;
      i = end;
      continue;
    }
    const width = widthAt(text, i);
    if (kind === SPACE || kind === SYMBOL) {
      if (start >= 0) tokens.push(text.slice(start, i));
      if (kind === SYMBOL) tokens.push(text.slice(i, i + width));
      start = -1;
    } else if (start < 0) {
      start = i;
    }
    numberBefore = kind === NUMBER;
    i += width;
  }
  if (start >= 0) tokens.push(text.slice(start));
  return tokens;
}

/**
 * sacreBLEU's `intl` tokenizer (mteval-v14 `--international-tokenization`): splits off Unicode
 * punctuation unless it stands between two numbers, and every symbol. No padding, so a
 * punctuation mark after a number at the end of the line stays attached (`2019.`), a quirk kept
 * on purpose. Runs in one pass over the line with a table of the Unicode classes, built from
 * JavaScript's `\p{…}` on first use.
 *
 * @example
 * ```ts
 * tokenizerIntl.tokenize('Prix: 5€, soit ~3.14 $.'); // ['Prix', ':', '5', '€', ',', 'soit', '~', '3.14', '$', '.']
 * ```
 */
export function createIntlTokenizer(): Tokenizer {
  let classes: Uint8Array | undefined;
  return {
    name: 'intl',
    tokenize(line) {
      classes ??= bmpClasses();
      return scanIntl(line, classes);
    },
  };
}

/** The ready `intl` tokenizer. */
export const tokenizerIntl: Tokenizer = createIntlTokenizer();
