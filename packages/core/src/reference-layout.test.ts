// References are streams (sacreBLEU); NLTK and Hugging Face pass them per segment. The one shape
// where the per-segment layout reads without an error (as many streams as segments) is checked,
// and every other mix-up says what the layout is and which entry point takes the other one.
import { describe, expect, it } from 'vitest';
import { createBleu } from './bleu.js';
import { streamsFromSegments } from './corpus-input.js';
import { BleukitError } from './errors.js';
import { pythonSplit } from './python-whitespace.js';

const bleu = createBleu({ tokenizer: { name: 'none', tokenize: pythonSplit } });
const hypotheses = ['the cat sat on the mat today', 'it is raining in the city again'];
// NLTK / Hugging Face layout: perSegment[i][k] is reference k of segment i.
const perSegment = [
  ['the cat sat on the mat today', 'a cat was sitting on the mat'],
  ['it is raining in the city again', 'rain falls on the town once more'],
];

function error(run: () => unknown): BleukitError {
  try {
    run();
  } catch (caught) {
    if (BleukitError.isInstance(caught)) return caught;
    throw caught;
  }
  throw new Error('did not throw');
}

describe('reference layout', () => {
  it('refuses per-segment references passed as streams when there are as many as segments', () => {
    const thrown = error(() => bleu.corpusScore(hypotheses, perSegment));
    expect(thrown.code).toBe('invalid-input');
    expect(thrown.message).toMatch(/^\[bleukit\] The references look transposed: read as streams .* they score \d+\.\d\d, read per segment .* 100\.00\. For per-segment references use corpusScoreBySegment/);
  });

  it('scores them per segment with corpusScoreBySegment, as the streams they stand for', () => {
    const streams = streamsFromSegments(perSegment);
    expect(streams).toEqual([
      [perSegment[0]?.[0], perSegment[1]?.[0]],
      [perSegment[0]?.[1], perSegment[1]?.[1]],
    ]);
    expect(bleu.corpusScoreBySegment(hypotheses, perSegment).score).toBe(bleu.corpusScore(hypotheses, streams).score);
    expect(bleu.corpusScoreBySegment(hypotheses, perSegment).score).toBeCloseTo(100, 10);
  });

  it('accepts streams in the square shape when they are streams', () => {
    expect(bleu.corpusScore(hypotheses, streamsFromSegments(perSegment)).score).toBeCloseTo(100, 10);
  });

  it('pads a varying number of references per segment with null', () => {
    expect(streamsFromSegments([['a', 'b'], ['c']])).toEqual([['a', 'c'], ['b', null]]);
    expect(bleu.corpusScoreBySegment(['a b c d', 'c d e f'], [['a b c d', 'x'], ['c d e f']]).signature.nrefs).toBe('var');
  });

  it('says so when the per-segment layout meets a different number of segments', () => {
    const thrown = error(() => bleu.corpusScore(hypotheses, [['only one reference for segment 1'], ['and one for segment 2']]));
    expect(thrown.code).toBe('length-mismatch');
    expect(thrown.message).toMatch(/one entry per hypothesis: if each entry lists the references of one segment .* use corpusScoreBySegment/);
  });

  it('says one level of nesting too many, not a length mismatch, for tokenized references', () => {
    const thrown = error(() => bleu.corpusScore(['a b'], [[['a', 'b'] as unknown as string]]));
    expect(thrown.code).toBe('invalid-input');
    expect(thrown.message).toMatch(/should be a string or null, received \["a","b"\]\. One level of nesting too many\?/);
  });
});

describe('tokenizer contract, checked where it is cheap', () => {
  it.each(['', 'my tokenizer', 'a|b'])('refuses the name %j, which would break the signature', (name) => {
    expect(error(() => createBleu({ tokenizer: { name, tokenize: pythonSplit } })).message).toMatch(/must be non-empty, without whitespace or '\|'/);
  });

  it.each<[string, (line: string) => string[], RegExp]>([
    ['an empty token', (line) => line.split(' '), /returned the token "" for the line "a  b"/],
    ['a token with whitespace', (line) => [line], /returned the token "a  b" for the line "a  b"/],
    ['no array', () => 'a b' as unknown as string[], /returned "a b" for the line/],
  ])('refuses %s on the first lines', (_, tokenize, message) => {
    const broken = createBleu({ tokenizer: { name: 'broken', tokenize } });
    expect(error(() => broken.corpusScore(['a  b'], [['a  b']])).message).toMatch(message);
  });
});
