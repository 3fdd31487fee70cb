import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../test-support/shared.js';
import { PROPERTY_PARAMETERS, trickyLine } from '../test/tricky-lines.js';
import { wmtSampleLines } from '../../../test-support/wmt-lines.js';
import { tokenizeIntlReference, tokenizerIntl } from './tokenizer-intl.js';
import { AFTER_UNICODE_15_RANGES } from './unicode-15-mask.js';

describe('intl', () => {
  // Outputs of the three rules with Python's `regex` module: the quirks of sacreBLEU's spec §7.3,
  // runs of marks and astral characters.
  it.each([
    ['Prix: 5€, soit ~3.14 $.', ['Prix', ':', '5', '€', ',', 'soit', '~', '3.14', '$', '.']],
    ['in 2019.', ['in', '2019.']],
    ['x 2019. y', ['x', '2019', '.', 'y']],
    ['1.2.3 5-3 a-b $5', ['1.2.3', '5-3', 'a', '-', 'b', '$', '5']],
    ['a..b', ['a', '.', '.', 'b']],
    ['a..5', ['a', '.', '.5']],
    ['½. ²,', ['½', '.', '²,']],
    ['𝟙.𝟚 😀!', ['𝟙.𝟚', '😀', '!']],
    // Unicode 15.0 (sacreBLEU's tables): U+1FAE8 is a symbol; U+20C1 (17.0), U+1FAE9 and the
    // Garay digit U+10D40 (16.0) are unassigned there, so neither symbol nor number.
    ['a\u{1fae8}b', ['a', '\u{1fae8}', 'b']],
    ['a\u20c1b a\u{1fae9}b', ['a\u20c1b', 'a\u{1fae9}b']],
    ['1\u{10d40}.', ['1\u{10d40}', '.']],
  ])('%j → %j', (line, tokens) => {
    expect(tokenizerIntl.tokenize(line)).toEqual(tokens);
    expect(tokenizeIntlReference(line)).toEqual(tokens);
  });
});

describe('intl one-pass tokenizer equals the literal substitutions', () => {
  it('on the sacreBLEU vectors', () => {
    for (const { input } of readJsonl<{ input: string }>('conformance/sacrebleu/tokenize-intl.jsonl')) {
      expect(tokenizerIntl.tokenize(input), JSON.stringify(input)).toEqual(tokenizeIntlReference(input));
    }
  });

  it('on every line of the WMT sample', () => {
    for (const line of wmtSampleLines()) {
      expect(tokenizerIntl.tokenize(line), JSON.stringify(line)).toEqual(tokenizeIntlReference(line));
    }
  });

  it('on seeded random lines of numbers, punctuation, symbols, letters and Unicode spaces', () => {
    fc.assert(
      fc.property(trickyLine(), (line) => {
        expect(tokenizerIntl.tokenize(line)).toEqual(tokenizeIntlReference(line));
      }),
      PROPERTY_PARAMETERS,
    );
  });

  it('treats every character assigned after Unicode 15.0 as a letter', () => {
    for (const [from, to] of AFTER_UNICODE_15_RANGES) {
      for (let c = from; c <= to; c++) {
        const line = `x${String.fromCodePoint(c)}y.`;
        expect(tokenizerIntl.tokenize(line), c.toString(16)).toEqual([line.slice(0, -1), '.']);
        expect(tokenizeIntlReference(line), c.toString(16)).toEqual([line.slice(0, -1), '.']);
      }
    }
  });

  it('on every BMP code point between digits, letters and marks', () => {
    const differences: string[] = [];
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const char = String.fromCharCode(c);
      for (const line of [`1${char}2`, `a${char}.`, `${char}${char}5`]) {
        if (tokenizerIntl.tokenize(line).join(' ') !== tokenizeIntlReference(line).join(' ')) differences.push(line);
      }
    }
    expect(differences).toEqual([]);
  });
});
