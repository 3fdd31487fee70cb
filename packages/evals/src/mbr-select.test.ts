import { readFileSync } from 'node:fs';
import { createChrf } from '@bleukit/chrf';
import { createBleu, pythonRstrip } from '@bleukit/core';
import { createTer } from '@bleukit/ter';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { createMecabTokenizer } from '@bleukit/tokenizer-ja-mecab';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../../test-support/shared.js';
import { mbrSelect, mbrSelector } from './index.js';

// Sampled translations stand-ins: the four WMT22 systems' outputs of one segment (the shared
// folder's sample), for several segments in English and Japanese.
const lines = (path: string): string[] => readFileSync(sharedPath(`data/wmt-sample/${path}`), 'utf8').replace(/\n$/, '').split('\n');
const EN = ['Online-B', 'JDExploreAcademy', 'PROMT', 'LT22'].map((name) => lines(`de-en/hyp.${name}.en`));
const JA = ['JDExploreAcademy', 'KYB', 'NT5', 'Online-W'].map((name) => lines(`en-ja/hyp.${name}.ja`));
const samplesOf = (systems: string[][], segment: number): string[] => systems.map((system) => system[segment] as string);

type Score = (hyp: string, ref: string) => number;

/** The expected utilities: the mean of the sentence scores against every sample (or the weighted mean against pseudo-references). */
function utilities(score: Score, samples: readonly string[], references = samples, weights?: readonly number[]): number[] {
  return samples.map((sample) => {
    let sum = 0;
    references.forEach((reference, j) => (sum += (weights?.[j] ?? 1) * score(sample, reference)));
    return sum / (weights === undefined ? references.length : weights.reduce((a, b) => a + b, 0));
  });
}

const best = (values: readonly number[], higherIsBetter = true): number =>
  values.reduce((chosen, value, i) => ((higherIsBetter ? value > (values[chosen] as number) : value < (values[chosen] as number)) ? i : chosen), 0);

describe('mbrSelect: the sample with the best mean sentence score against all samples', () => {
  const chrf = createChrf();
  it.each([3, 50, 120, 250])('chrF (default), English segment %i', async (segment) => {
    const samples = samplesOf(EN, segment);
    const expected = utilities((h, r) => chrf.sentenceScore(h, [r]).score, samples);
    const selection = await mbrSelect(samples);
    expect(selection.utilities).toEqual(expected);
    expect(selection.index).toBe(best(expected));
    expect(selection.output).toBe(samples[best(expected)]);
    expect(selection.metric).toBe('chrF2');
    expect(selection.signature).toMatch(/^nrefs:1\|case:mixed\|eff:yes\|nc:6\|nw:0\|space:no\|version:bleukit-/);
    expect([...selection.ranking].sort()).toEqual([0, 1, 2, 3]);
  });

  it('chrF++ and TER (lowest wins), with a selector made once', async () => {
    const chrfPlus = createChrf({ wordOrder: 2 });
    const ter = createTer();
    const pickPlus = mbrSelector({ metric: 'chrf++' });
    const pickTer = mbrSelector({ metric: 'ter' });
    for (const segment of [10, 99, 201]) {
      const samples = samplesOf(EN, segment);
      const plus = utilities((h, r) => chrfPlus.sentenceScore(h, [r]).score, samples);
      expect((await pickPlus(samples)).utilities).toEqual(plus);
      const errors = utilities((h, r) => ter.sentenceScore(h, [r]).score, samples);
      const selection = await pickTer(samples);
      expect(selection.utilities).toEqual(errors);
      expect(selection.index).toBe(best(errors, false));
      expect(selection.metric).toBe('TER');
    }
  });

  it("BLEU with the language's tokenizer: 13a for English, ja-mecab for Japanese", async () => {
    const english = createBleu({ tokenizer: tokenizer13a, effectiveOrder: true });
    const samples = samplesOf(EN, 77);
    expect((await mbrSelect(samples, { metric: 'bleu' })).utilities).toEqual(utilities((h, r) => english.sentenceScore(h, [r]).score, samples));
    const japanese = createBleu({ tokenizer: await createMecabTokenizer(), effectiveOrder: true });
    const pick = mbrSelector({ metric: 'bleu', targetLanguage: 'ja' });
    for (const segment of [5, 140]) {
      const ja = samplesOf(JA, segment).map(pythonRstrip);
      const selection = await pick(ja);
      expect(selection.utilities).toEqual(utilities((h, r) => japanese.sentenceScore(h, [r]).score, ja));
      expect(selection.signature).toMatch(/\|tok:ja-mecab-/);
    }
  });

  it('pseudo-references with weights: the weighted mean against them', async () => {
    const samples = samplesOf(EN, 33);
    const pseudoReferences = samplesOf(EN, 33).slice(0, 2).concat(lines('de-en/ref.A.en')[33] as string);
    const weights = [1, 3, 0.5];
    const selection = await mbrSelect(samples, { pseudoReferences, weights });
    expect(selection.utilities).toEqual(utilities((h, r) => chrf.sentenceScore(h, [r]).score, samples, pseudoReferences, weights));
  });

  it('ties go to the earliest sample, in the choice and in the ranking', async () => {
    const [a, b] = samplesOf(EN, 12) as [string, string];
    const selection = await mbrSelect([b, a, b, a]);
    expect(selection.utilities[0]).toBe(selection.utilities[2]);
    expect(selection.utilities[1]).toBe(selection.utilities[3]);
    const first = selection.utilities[0] as number >= (selection.utilities[1] as number) ? 0 : 1;
    expect(selection.index).toBe(first);
    expect(selection.ranking).toEqual(first === 0 ? [0, 2, 1, 3] : [1, 3, 0, 2]);
  });

  it('aggregate (chrF): each sample against the summed counts of all; the one sample of a set is chosen', async () => {
    const samples = samplesOf(EN, 60);
    const selection = await mbrSelect(samples, { aggregate: true });
    expect(selection.utilities).toHaveLength(4);
    expect(samples).toContain(selection.output);
    expect((await mbrSelect(['only one'], { aggregate: true })).output).toBe('only one');
  });

  it('says what is wrong', async () => {
    expect(() => mbrSelector({ metric: 'meteor' as never })).toThrow(/metric should be one of chrf, chrf\+\+, bleu, ter, received "meteor"/);
    expect(() => mbrSelector({ metric: 'ter', aggregate: true })).toThrow(/aggregate works for chrf, chrf\+\+ and bleu/);
    await expect(mbrSelect('one sample' as never)).rejects.toThrow(/takes an array of sampled translations/);
    await expect(mbrSelect([])).rejects.toThrow(/at least one candidate/);
    await expect(mbrSelect(['a', 'b'], { metric: 'bleu', targetLanguage: 'th' })).rejects.toThrow(/Score it with chrF/);
  });
});
