// The METEOR scorer against NLTK 3.8 run live the way Hugging Face evaluate's `meteor` runs it
// (`meteor_score` per case, `np.mean` of the values), on the same 13a words, over real WMT22
// English; and its own choices: NLTK's 0–1 value as the score, the tokenizer in its metadata.
import { readFileSync } from 'node:fs';
import { formatFloat } from '@bleukit/core';
import { createMeteor } from '@bleukit/meteor';
import { tokenizer13a, tokenizerIntl } from '@bleukit/tokenizer-regex';
import { loadWordNet } from '@bleukit/wordnet';
import { describe, expect, it } from 'vitest';
import { nltkWordnetMissing, runNltk } from '../../../test-support/nltk-tools.js';
import { sharedPath } from '../../../test-support/shared.js';
import { meteor } from './meteor-scorer.js';

const wordnet = await loadWordNet();
const sample = (name: string) => readFileSync(sharedPath(`data/wmt-sample/de-en/${name}`), 'utf8').split('\n').slice(0, 120);
const hyps = sample('hyp.Online-B.en');
const refsA = sample('ref.A.en');
const refsB = sample('ref.B.en');
const words = (line: string) => tokenizer13a.tokenize(line);

// Hugging Face's `_compute`: single_meteor_score with one reference per case, meteor_score with
// several, then np.mean; here on the words given (13a's) instead of nltk.word_tokenize's.
const HUGGING_FACE = `
import json, sys
import numpy as np
from nltk.translate import meteor_score
for line in sys.stdin:
    case = json.loads(line)
    if case['multi']:
        scores = [meteor_score.meteor_score(refs, hyp) for refs, hyp in zip(case['refs'], case['hyps'])]
    else:
        scores = [meteor_score.single_meteor_score(refs[0], hyp) for refs, hyp in zip(case['refs'], case['hyps'])]
    print(json.dumps({'scores': [repr(s) for s in scores], 'meteor': repr(float(np.mean(scores)))}))
`;

describe.skipIf(nltkWordnetMissing !== undefined)("meteor scorer against NLTK and NumPy, as Hugging Face's meteor computes (skipped without NLTK)", () => {
  const cases = [
    { multi: false, refs: refsA.map((ref) => [words(ref)]), hyps: hyps.map(words) },
    { multi: true, refs: refsA.map((ref, i) => [words(ref), words(refsB[i] as string)]), hyps: hyps.map(words) },
  ];
  const nltk = runNltk(HUGGING_FACE, cases.map((c) => JSON.stringify(c)).join('\n') + '\n')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { scores: string[]; meteor: string });

  it.each([
    ['one reference', 0, (i: number) => refsA[i] as string],
    ['two references (the best)', 1, (i: number) => [refsA[i] as string, refsB[i] as string]],
  ] as const)('%s: each case is NLTK\'s value, the corpus score np.mean of them', async (_, k, expected) => {
    const scorer = meteor();
    const results = await Promise.all(hyps.map((output, i) => scorer({ output, expected: expected(i) })));
    expect(results.map((result) => formatFloat(result.score))).toEqual(nltk[k]?.scores);
    const corpus = await scorer.corpus(hyps, hyps.map((_, i) => expected(i)));
    expect(formatFloat(corpus.score)).toBe(nltk[k]?.meteor);
    expect(formatFloat((await scorer.corpusFromResults(results)).score)).toBe(nltk[k]?.meteor);
  });
});

describe('meteor scorer', () => {
  it("scores with 13a's words by default and says so; metadata.value is 100 × the score, as the CLI prints", async () => {
    const scorer = meteor();
    const args = { output: 'He bought a new car, yesterday.', expected: ['Yesterday he purchased a new auto.', 'A car.'] };
    const result = await scorer(args);
    const library = createMeteor({ wordnet, tokenizer: tokenizer13a });
    expect(result.name).toBe('METEOR');
    expect(result.score).toBe(library.sentenceScore(args.output, args.expected).meteor);
    expect(result.metadata.value).toBe(100 * result.score);
    expect(result.metadata.tokenizer).toBe('13a');
    expect(result.metadata.signature).toMatch(/^nrefs:2\|case:lc\|tok:13a\|wordnet:3\.0\|stem:porter-nltk\|alpha:0\.9\|beta:3\.0\|gamma:0\.5\|version:bleukit-/);
    expect(result.metadata.statistics).toEqual(library.segmentStatistics(args.output, args.expected));
  });

  it('takes a tokenizer, WordNet, NLTK\'s parameters and a name', async () => {
    const args = { output: 'The Cat sat on the mat.', expected: 'the cat was sitting on the mat.' };
    const scorer = meteor({ tokenizer: tokenizerIntl, wordnet, alpha: 0.5, beta: 2, gamma: 0.2, caseSensitive: true, name: 'meteor-nltk' });
    const result = await scorer(args);
    const library = createMeteor({ wordnet, tokenizer: tokenizerIntl, alpha: 0.5, beta: 2, gamma: 0.2, caseSensitive: true });
    expect(result.name).toBe('meteor-nltk');
    expect(result.score).toBe(library.sentenceScore(args.output, [args.expected]).meteor);
    expect(result.metadata.tokenizer).toBe('intl');
    expect(result.metadata.signature).toMatch(/^nrefs:1\|case:mixed\|tok:intl\|wordnet:3\.0\|stem:porter-nltk\|alpha:0\.5\|beta:2\.0\|gamma:0\.2\|/);
  });

  it('refuses bad parameters and unsegmented languages on first use', async () => {
    await expect(meteor({ alpha: Number.NaN })({ output: 'x', expected: 'x' })).rejects.toThrow(/METEOR alpha should be a finite number/);
    await expect(meteor({ targetLanguage: 'th' })({ output: 'x', expected: 'x' })).rejects.toThrow(/METEOR for Thai.*chrF/);
  });
});
