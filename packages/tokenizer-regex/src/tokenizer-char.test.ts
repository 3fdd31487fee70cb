import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../test-support/shared.js';
import { PROPERTY_PARAMETERS, trickyLine } from '../test/tricky-lines.js';
import { tokenizeCharReference, tokenizerChar } from './tokenizer-char.js';

describe('char', () => {
  it.each([
    ['a b😀', ['a', 'b', '😀']],
    ['e\u0301\u3000\u00a0x', ['e', '\u0301', 'x']],
    ['\ud800a\udc00', ['\ud800', 'a', '\udc00']],
    ['👩\u200d💻', ['👩', '\u200d', '💻']],
  ])('%j → %j', (line, tokens) => {
    expect(tokenizerChar.tokenize(line)).toEqual(tokens);
    expect(tokenizeCharReference(line)).toEqual(tokens);
  });

  it('equals the code point loop on the vectors and on seeded random lines', () => {
    for (const { input } of readJsonl<{ input: string }>('conformance/sacrebleu/tokenize-char.jsonl')) {
      expect(tokenizerChar.tokenize(input)).toEqual(tokenizeCharReference(input));
    }
    fc.assert(
      fc.property(trickyLine(), (line) => {
        expect(tokenizerChar.tokenize(line)).toEqual(tokenizeCharReference(line));
      }),
      PROPERTY_PARAMETERS,
    );
  });
});
