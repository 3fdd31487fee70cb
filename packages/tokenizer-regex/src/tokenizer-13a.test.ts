import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../test-support/shared.js';
import { spanTokens } from '../test/span-tokens.js';
import { PROPERTY_PARAMETERS, trickyLine } from '../test/tricky-lines.js';
import { wmtSampleLines } from '../../../test-support/wmt-lines.js';
import { tokenize13aReference, tokenizer13a } from './tokenizer-13a.js';

describe('13a', () => {
  // Outputs of Python's `re` with sacreBLEU's four rules, split on whitespace.
  it.each([
    ['Wait...', ['Wait', '.', '.', '.']],
    ['a..5', ['a', '.', '.5']],
    ['5..5', ['5', '.', '.', '5']],
    ['5...5', ['5', '.', '.', '.5']],
    ['5....5', ['5', '.', '.', '.', '.', '5']],
    ['1,000.5', ['1,000.5']],
    ['x,.,y', ['x', ',', '.', ',', 'y']],
    ['1.-2', ['1', '.', '-2']],
    ['3-4 a-b', ['3', '-', '4', 'a-b']],
    ['It cost 2019.', ['It', 'cost', '2019', '.']],
    ['&amp;lt;b&gt;', ['<', 'b', '>']],
    ['&amp;quot;', ['&', 'quot', ';']],
    ['co-\nop<skipped>\nx', ['coop', 'x']],
    ['x<skipped>y a & b < c', ['xy', 'a', '&', 'b', '<', 'c']],
  ])('%j → %j', (line, tokens) => {
    expect(tokenizer13a.tokenize(line)).toEqual(tokens);
    expect(tokenize13aReference(line)).toEqual(tokens);
  });
});

describe('13a one-pass tokenizer equals the literal substitutions', () => {
  it('on the sacreBLEU vectors', () => {
    for (const { input } of readJsonl<{ input: string }>('conformance/sacrebleu/tokenize-13a.jsonl')) {
      expect(tokenizer13a.tokenize(input), JSON.stringify(input)).toEqual(tokenize13aReference(input));
      expect(spanTokens(tokenizer13a, input), JSON.stringify(input)).toEqual(tokenize13aReference(input));
    }
  });

  it('on every line of the WMT sample', () => {
    const lines = wmtSampleLines();
    expect(lines.length).toBeGreaterThan(1000);
    for (const line of lines) {
      expect(tokenizer13a.tokenize(line), JSON.stringify(line)).toEqual(tokenize13aReference(line));
    }
  });

  it('on seeded random lines of digits, marks, entities, letters and Unicode spaces', () => {
    fc.assert(
      fc.property(trickyLine(), (line) => {
        expect(tokenizer13a.tokenize(line)).toEqual(tokenize13aReference(line));
        expect(spanTokens(tokenizer13a, line)).toEqual(tokenize13aReference(line));
      }),
      PROPERTY_PARAMETERS,
    );
  });
});
