import { describe, expect, it } from 'vitest';
import { createLegacyRandom } from '../random/index.js';
import { REFUSED_SCORE_TYPES, SCORE_TYPES, createScorer } from './create-scorer.js';
import { evalWithPairedBootstrap } from './paired-bootstrap.js';
import { pyFloat, pyInt } from './scorer.js';
import { errorOf } from '../test-helpers.js';

const ref = [['the', 'cat', 'sat'], ['a', 'dog']];
const out = [['the', 'cat', 'sat'], ['one', 'dog', 'ran']];

describe('createScorer', () => {
  it("lists compare-mt's score types in its order", () => {
    expect(SCORE_TYPES).toEqual(['bleu', 'sacrebleu', 'sentbleu', 'length', 'ribes', 'chrf', 'wer', 'exact', 'gleu']);
  });

  it.each(SCORE_TYPES)('%s scores a corpus with its idstr and scale', (type) => {
    const scorer = createScorer(type, { scale: 1 });
    expect(scorer.scoreType).toBe(type);
    expect(scorer.scale).toBe(1);
    expect(Number.isFinite(scorer.scoreCorpus(ref, out, ref).score.value)).toBe(true);
  });

  it.each([
    ['meteor', /CMU's METEOR 1\.5 \(Java\), which is not NLTK's METEOR/],
    ['comet', /COMET/],
    ['rouge1', /rouge-score/],
    ['rougeL', /rouge-score/],
    ['rougeLsum', /rouge-score/],
  ])('refuses %s with the reason', (type, reason) => {
    const error = errorOf(() => createScorer(type));
    expect(error.code).toBe('unsupported');
    expect(error.message).toMatch(reason);
    expect(error.message).toContain('Choose one of bleu, sacrebleu');
  });

  it('names every refusal reason once', () => {
    expect(Object.keys(REFUSED_SCORE_TYPES)).toEqual(['meteor', 'comet', 'rouge']);
  });

  it.each(['rouge0x', 'BLEU', 'toString', ''])('rejects the unknown score type %j as compare-mt does', (type) => {
    const error = errorOf(() => createScorer(type));
    expect(error.code).toBe('unknown-name');
    expect(error.message).toContain(`Invalid profile for scorer ${type}`);
  });

  it.each(['bleu', 'sacrebleu'])('%s has no sentence score and says to use sentbleu', (type) => {
    const error = errorOf(() => createScorer(type).scoreSentence(ref[0]!, out[0]!));
    expect(error.code).toBe('unsupported');
    expect(error.message).toContain('use sentbleu');
  });

  it('gleu needs the source', () => {
    const gleu = createScorer('gleu');
    expect(gleu.needsSource).toBe(true);
    expect(errorOf(() => gleu.scoreCorpus(ref, out)).message).toContain('--src_file');
    expect(errorOf(() => gleu.scoreSentence(ref[0]!, out[0]!)).message).toContain('--src_file');
  });

  it.each(SCORE_TYPES)('%s refuses an output of another length', (type) => {
    const error = errorOf(() => createScorer(type).scoreCorpus(ref, out.slice(1), ref));
    expect(error.code).toBe('length-mismatch');
    expect(error.message).toBe(`[bleukit] [${type}] The output has 1 lines and the reference 2: give files of the same number of lines.`);
  });
});

describe("compare-mt's Python numbers", () => {
  it('BLEU without a matching word is the int 0, WER of it a float', () => {
    expect(createScorer('bleu').scoreCorpus([['a']], [['b']]).score).toEqual(pyInt(0));
    expect(createScorer('wer').scoreCorpus([['a']], [['b']]).score).toEqual(pyFloat(100));
  });

  it('exact match of a sentence is the float 1.0 or the int 0', () => {
    const exact = createScorer('exact');
    expect(exact.scoreSentence(['a'], ['a']).score).toEqual(pyFloat(1));
    expect(exact.scoreSentence(['a'], ['b']).score).toEqual(pyInt(0));
  });

  it('the length ratio says the lengths', () => {
    expect(createScorer('length').scoreCorpus(ref, out)).toEqual({ score: pyFloat(6 / 5), detail: 'ref=5, out=6' });
  });

  it('an empty corpus scores 0.0 where compare-mt divides by zero', () => {
    for (const type of ['exact', 'chrf', 'sentbleu', 'ribes']) expect(createScorer(type).scoreCorpus([], []).score).toEqual(pyFloat(0));
  });

  it("compare-mt's RIBES aligns nothing to an empty reference (compare-mt fails there)", () => {
    expect(createScorer('ribes').scoreSentence([], ['a', 'b']).score).toEqual(pyFloat(0));
  });
});

describe('evalWithPairedBootstrap', () => {
  it('refuses a sample count below one', () => {
    const random = createLegacyRandom(1);
    for (const numSamples of [0, -5, 2.5]) {
      expect(errorOf(() => evalWithPairedBootstrap(ref, [out], undefined, createScorer('bleu'), { random, numSamples })).code).toBe(
        'invalid-argument',
      );
    }
  });

  it('draws nothing for a one-line corpus (a sample of int(0.5) = 0 lines)', () => {
    const random = createLegacyRandom(3);
    const { sysStats, wins } = evalWithPairedBootstrap([['a']], [[['a']]], undefined, createScorer('bleu'), { random, numSamples: 10 });
    expect(wins).toBeUndefined();
    expect(sysStats[0]!.lowerBound).toEqual(pyInt(0));
    expect(random.nextUint32()).toBe(createLegacyRandom(3).nextUint32());
  });
});
