import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../test-support/shared.js';
import { createBleu } from './bleu.js';
import { BleukitError } from './errors.js';
import { pythonSplit } from './python-whitespace.js';
import { TokenSpans, type Tokenizer } from './tokenizer.js';

// sacreBLEU's `none` tokenizer is core's Python-whitespace split.
const tokenizer: Tokenizer = { name: 'none', tokenize: pythonSplit };

describe('createBleu', () => {
  it('scores a perfect match as 100 (as floating point gives it)', () => {
    const result = createBleu({ tokenizer }).corpusScore(['a b c d e'], [['a b c d e']]);
    expect(result.score).toBeCloseTo(100, 12);
    expect(result.signature).toMatchObject({ nrefs: '1', case: 'mixed', eff: 'no', tok: 'none', smooth: 'exp' });
  });

  it('sentence score equals the corpus score of a one-segment corpus', () => {
    const bleu = createBleu({ tokenizer, effectiveOrder: true });
    const sentence = bleu.sentenceScore('the cat sat on a mat', ['the cat sat on the mat', 'a cat on a mat']);
    const corpus = bleu.corpusScore(['the cat sat on a mat'], [['the cat sat on the mat'], ['a cat on a mat']]);
    expect(sentence).toEqual(corpus);
  });

  it('lower-cases before tokenizing and right-strips Python whitespace', () => {
    const bleu = createBleu({ tokenizer, lowercase: true });
    expect(bleu.tokenize('The CAT\u3000\u0085')).toEqual(['the', 'cat']);
    expect(bleu.signature(2).case).toBe('lc');
  });

  it('counts a varying number of references as nrefs:var, skipping null but not empty references', () => {
    const bleu = createBleu({ tokenizer });
    const result = bleu.corpusScore(['a b', 'c d'], [['a b', 'c d'], [null, '']]);
    expect(result.signature.nrefs).toBe('var');
    // Segment 2's empty reference (length 0) ties with... no: |2-2| = 0 beats |2-0|.
    expect(result.refLen).toBe(4);
  });

  it('labels smoothing values as sacreBLEU does', () => {
    expect(createBleu({ tokenizer, smoothMethod: 'floor' }).signature(1).smooth).toBe('floor[0.10]');
    expect(createBleu({ tokenizer, smoothMethod: 'add-k', smoothValue: 2 }).signature(1).smooth).toBe('add-k[2.00]');
    expect(createBleu({ tokenizer, smoothMethod: 'none', smoothValue: 2 }).signature(1).smooth).toBe('none');
  });
});

interface ErrorRecord {
  id: string;
  desc: string;
  api: 'corpus' | 'sentence';
  hyps: unknown;
  refs: unknown;
  options: { smooth_method?: string; tokenize?: string };
  error: { type: string; message: string } | null;
}

describe('inputs sacreBLEU rejects (or silently truncates) are rejected with a clear error', () => {
  const records = readJsonl<ErrorRecord>('conformance/sacrebleu/bleu-errors.jsonl').filter(
    // Unknown tokenizer names are the CLI's and the registries' business: core takes a Tokenizer object.
    (record) => record.options.tokenize === undefined,
  );

  it.each(records)('$id: $desc', (record) => {
    const run = () => {
      const smoothMethod = record.options.smooth_method as 'exp' | undefined;
      const bleu = createBleu({ tokenizer, ...(smoothMethod ? { smoothMethod } : {}) });
      return record.api === 'corpus'
        ? bleu.corpusScore(record.hyps as string[], record.refs as string[][])
        : bleu.sentenceScore(record.hyps as string, record.refs as string[]);
    };
    expect(run).toThrow(BleukitError);
    try {
      run();
    } catch (error) {
      expect(BleukitError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(/^\[bleukit\] .{20,}/);
    }
  });

  it('covers the records', () => {
    expect(records.map((record) => record.id)).toHaveLength(10);
  });
});

describe('options are validated', () => {
  it.each([
    [{ tokenizer: undefined }, /needs a tokenizer/],
    [{ tokenizer, smoothMethod: 'nist' }, /Unknown smoothing method "nist"; expected one of none, floor, add-k, exp/],
    [{ tokenizer, smoothValue: Number.NaN }, /smoothValue must be a finite number/],
    [{ tokenizer, smoothValue: -1 }, /smoothValue must be a finite number ≥ 0/],
    [{ tokenizer, maxNgramOrder: 2.5 }, /maxNgramOrder must be a whole number/],
  ])('%o', (options, message) => {
    expect(() => createBleu(options as never)).toThrow(message);
  });
});

describe('tokens of repeated lines', () => {
  it('are computed once when the tokenizer has no tokenSpans, with the same statistics', () => {
    const calls = new Map<string, number>();
    const counting: Tokenizer = {
      name: 'counting',
      tokenize: (line) => {
        calls.set(line, (calls.get(line) ?? 0) + 1);
        return pythonSplit(line);
      },
    };
    const refs = ['the cat sat on the mat', 'a dog ran', 'the cat sat on the mat'];
    const systems = [
      ['the cat sat on a mat', 'a dog ran away', 'the cat sat'],
      ['a cat sat on the mat', 'the dog ran', 'the cat sat on the mat'],
    ];
    const bleu = createBleu({ tokenizer: counting });
    const cached = systems.map((hyps) => bleu.corpusScore(hyps, [refs], { layout: 'streams' }));
    expect(calls.get('the cat sat on the mat')).toBe(1);
    expect(calls.get('a dog ran')).toBe(1);
    // A tokenizer with tokenSpans is not cached unless it says it is costly: the reference statistics.
    const uncached = createBleu({
      tokenizer: {
        name: 'counting',
        tokenize: pythonSplit,
        tokenSpans: (line, spans) => {
          TokenSpans.of(pythonSplit(line), spans);
        },
      },
    });
    expect(cached).toEqual(systems.map((hyps) => uncached.corpusScore(hyps, [refs], { layout: 'streams' })));
  });

  it('are computed once for a costly tokenizer with tokenSpans, and not otherwise', () => {
    const refs = ['the cat sat on the mat', 'a dog ran', 'the cat sat on the mat'];
    const hyps = ['the cat sat on a mat', 'a dog ran away', 'the cat sat on the mat'];
    const spanCalls = (costly: boolean) => {
      const calls = new Map<string, number>();
      const bleu = createBleu({
        tokenizer: {
          name: 'spans',
          costly,
          tokenize: pythonSplit,
          tokenSpans: (line, spans) => {
            calls.set(line, (calls.get(line) ?? 0) + 1);
            TokenSpans.of(pythonSplit(line), spans);
          },
        },
      });
      const result = bleu.corpusScore(hyps, [refs]);
      return { result, repeated: calls.get('the cat sat on the mat') };
    };
    const costly = spanCalls(true);
    const cheap = spanCalls(false);
    expect(costly.repeated).toBe(1);
    expect(cheap.repeated).toBe(3);
    expect(costly.result).toEqual(cheap.result);
  });
});
