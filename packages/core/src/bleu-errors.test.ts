// Every error createBleu and its methods throw, with its stable code and exact message: what is
// wrong, where (1-based segment and stream numbers), what was received and how to fix it.
import { describe, expect, it } from 'vitest';
import { createBleu } from './bleu.js';
import { BleukitError, type BleukitErrorCode } from './errors.js';
import { pythonSplit } from './python-whitespace.js';
import type { Tokenizer } from './tokenizer.js';

const tokenizer: Tokenizer = { name: 'none', tokenize: pythonSplit };
const bleu = createBleu({ tokenizer });

function thrown(run: () => unknown): { code: BleukitErrorCode; message: string } {
  try {
    run();
  } catch (error) {
    expect(BleukitError.isInstance(error), String(error)).toBe(true);
    return { code: (error as BleukitError).code, message: (error as Error).message };
  }
  throw new Error('did not throw');
}

const NEEDS_TOKENIZER = (received: string) =>
  `[bleukit] BLEU needs a tokenizer ({ name, tokenize }), received ${received}. ` +
  'Example: createBleu({ tokenizer: tokenizer13a }) with tokenizer13a from @bleukit/tokenizer-regex.';

describe('createBleu rejects bad options', () => {
  it.each<[string, unknown, BleukitErrorCode, string]>([
    ['no options at all', undefined, 'invalid-argument', NEEDS_TOKENIZER('undefined')],
    ['a null tokenizer', { tokenizer: null }, 'invalid-argument', NEEDS_TOKENIZER('null')],
    ['a tokenizer name', { tokenizer: '13a' }, 'invalid-argument', NEEDS_TOKENIZER('"13a"')],
    ['a tokenizer without tokenize', { tokenizer: { name: 'x' } }, 'invalid-argument', NEEDS_TOKENIZER('{"name":"x"}')],
    ['a tokenizer without a name', { tokenizer: { tokenize: pythonSplit } }, 'invalid-argument', NEEDS_TOKENIZER('{}')],
    [
      'an unknown smoothing method',
      { tokenizer, smoothMethod: 'nist' },
      'unknown-name',
      '[bleukit] Unknown smoothing method "nist"; expected one of none, floor, add-k, exp.',
    ],
    ['a string smoothing value', { tokenizer, smoothValue: '0.1' }, 'invalid-argument', '[bleukit] smoothValue must be a finite number ≥ 0, received "0.1".'],
    ['an infinite smoothing value', { tokenizer, smoothValue: Infinity }, 'invalid-argument', '[bleukit] smoothValue must be a finite number ≥ 0, received Infinity.'],
    ['a NaN smoothing value', { tokenizer, smoothValue: Number.NaN }, 'invalid-argument', '[bleukit] smoothValue must be a finite number ≥ 0, received NaN.'],
    ['a negative smoothing value', { tokenizer, smoothValue: -0.5 }, 'invalid-argument', '[bleukit] smoothValue must be a finite number ≥ 0, received -0.5.'],
    ['a negative order', { tokenizer, maxNgramOrder: -1 }, 'invalid-argument', '[bleukit] maxNgramOrder must be a whole number from 1 to 255, received -1. Example: maxNgramOrder: 4.'],
    ['order 0', { tokenizer, maxNgramOrder: 0 }, 'invalid-argument', '[bleukit] maxNgramOrder must be a whole number from 1 to 255, received 0 (BLEU over no n-gram order has no precisions: sacreBLEU scores it 0 whatever the text). Example: maxNgramOrder: 4.'],
    ['order 256', { tokenizer, maxNgramOrder: 256 }, 'invalid-argument', '[bleukit] maxNgramOrder must be a whole number from 1 to 255, received 256. Example: maxNgramOrder: 4.'],
    ['a fractional order', { tokenizer, maxNgramOrder: 2.5 }, 'invalid-argument', '[bleukit] maxNgramOrder must be a whole number from 1 to 255, received 2.5. Example: maxNgramOrder: 4.'],
  ])('%s', (_, options, code, message) => {
    expect(thrown(() => createBleu(options as never))).toEqual({ code, message });
  });

  it('accepts the edges: smoothing value 0, orders 1 and 255', () => {
    expect(createBleu({ tokenizer, smoothMethod: 'floor', smoothValue: 0 }).smoothValue).toBe(0);
    expect(createBleu({ tokenizer, maxNgramOrder: 1 }).maxNgramOrder).toBe(1);
    expect(createBleu({ tokenizer, maxNgramOrder: 255 }).maxNgramOrder).toBe(255);
  });

  it('keeps the settings it was given, and the defaults otherwise', () => {
    expect(bleu).toMatchObject({ tokenizer, lowercase: false, smoothMethod: 'exp', smoothValue: undefined, maxNgramOrder: 4, effectiveOrder: false });
    const custom = createBleu({ tokenizer, lowercase: true, smoothMethod: 'floor', smoothValue: 0.2, maxNgramOrder: 3, effectiveOrder: true });
    expect(custom).toMatchObject({ lowercase: true, smoothMethod: 'floor', smoothValue: 0.2, maxNgramOrder: 3, effectiveOrder: true });
    expect(custom.signature(2)).toEqual({ nrefs: '2', case: 'lc', eff: 'yes', tok: 'none', smooth: 'floor[0.20]', version: expect.stringMatching(/^bleukit-/) });
    expect(bleu.signature(-1).nrefs).toBe('var');
    expect(bleu.signature(0).nrefs).toBe('0');
  });
});

describe('corpusScore, sentenceScore, segmentStatistics and scoreStatistics reject bad input', () => {
  const STREAMS =
    '[bleukit] references should be an array of reference streams (arrays of strings), ' +
    'e.g. [["ref of segment 1", "ref of segment 2"]], received ';
  it.each<[string, () => unknown, BleukitErrorCode, string]>([
    ['hypotheses as one string', () => bleu.corpusScore('a b' as never, [['a b']]), 'invalid-input', '[bleukit] hypotheses should be an array of strings, received "a b".'],
    ['references as one string', () => bleu.corpusScore(['a'], 'a' as never), 'invalid-input', `${STREAMS}"a".`],
    ['no reference streams', () => bleu.corpusScore(['a'], []), 'invalid-input', `${STREAMS}[].`],
    ['a stream that is a string', () => bleu.corpusScore(['a'], [['a'], 'a' as never]), 'invalid-input', `${STREAMS}[["a"],"a"].`],
    ['no hypotheses', () => bleu.corpusScore([], [[]]), 'invalid-input', '[bleukit] There are no hypotheses to score.'],
    ['a number as hypothesis 2', () => bleu.corpusScore(['a', 7 as never], [['a', 'b']]), 'invalid-input', '[bleukit] Hypothesis 2 should be a string, received 7.'],
    ['a null hypothesis', () => bleu.corpusScore([null as never], [['a']]), 'invalid-input', '[bleukit] Hypothesis 1 should be a string, received null.'],
    [
      'a short second stream',
      () => bleu.corpusScore(['a', 'b'], [['a', 'b'], ['a']]),
      'length-mismatch',
      '[bleukit] Reference stream 2 has 1 segments but there are 2 hypotheses; every stream needs one entry per hypothesis (null for none). ' +
        'There is one entry per hypothesis: if each entry lists the references of one segment (the NLTK / Hugging Face layout), use corpusScoreBySegment(hypotheses, references) instead.',
    ],
    [
      'a number as reference',
      () => bleu.corpusScore(['a', 'b'], [['a', 3 as never]]),
      'invalid-input',
      '[bleukit] Reference 1 of segment 2 should be a string or null, received 3.',
    ],
    [
      'a segment without references',
      () => bleu.corpusScore(['a', 'b'], [['a', null]]),
      'missing-reference',
      '[bleukit] Segment 2 has no reference (every reference stream is null there); give it at least one, possibly empty, reference.',
    ],
    [
      'a sentence with one string as references',
      () => bleu.sentenceScore('a', 'a' as never),
      'invalid-input',
      '[bleukit] references should be an array of strings (the references of this sentence), received "a".',
    ],
    [
      'a sentence without references',
      () => bleu.sentenceScore('a', [null]),
      'missing-reference',
      '[bleukit] Segment 1 has no reference (every reference stream is null there); give it at least one, possibly empty, reference.',
    ],
    [
      'segment statistics without references',
      () => bleu.segmentStatistics('a', []),
      'missing-reference',
      '[bleukit] Segment 1 has no reference (every reference stream is null there); give it at least one, possibly empty, reference.',
    ],
    [
      'statistics of another order',
      () => bleu.scoreStatistics([1, 1, 1, 1, 1, 1], 1),
      'invalid-argument',
      '[bleukit] Statistics for order 4 have 10 numbers, received 6.',
    ],
  ])('%s', (_, run, code, message) => {
    expect(thrown(run)).toEqual({ code, message });
  });

  it('takes null where a stream has no reference for a segment, and empty references', () => {
    const result = bleu.corpusScore(['a b c d', 'e f'], [['a b c d', null], [null, '']]);
    expect(result.signature.nrefs).toBe('1');
    expect(result.refLen).toBe(4);
  });
});
