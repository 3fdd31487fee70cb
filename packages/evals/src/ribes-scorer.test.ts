// The RIBES scorer against @bleukit/ribes (itself checked against all 400 RIBES.py runs) on the
// bundled Japanese sample with ja-mecab's words, and its own choices: RIBES.py's 0–1 value as the
// score, the language's tokenizer, refusals.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRibes } from '@bleukit/ribes';
import { createMecabTokenizer } from '@bleukit/tokenizer-ja-mecab';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { describe, expect, it } from 'vitest';
import { ribes } from './metric-scorer.js';

const samples = join(import.meta.dirname, '..', '..', '..', 'samples');
const lines = (path: string): string[] => readFileSync(join(samples, path), 'utf8').replace(/\n$/, '').split('\n');

describe('ribes scorer on the Japanese sample (ja-mecab words)', async () => {
  const reference = createRibes({ tokenizer: await createMecabTokenizer() });
  const scorer = ribes({ targetLanguage: 'ja' });
  const refs = lines('en-ja/ref.ja');

  it.each(['fluent', 'literal', 'weak'])('hyp.%s.ja: each case and the corpus as @bleukit/ribes computes them', async (system) => {
    const hyps = lines(`en-ja/hyp.${system}.ja`);
    expect(hyps).toHaveLength(30);
    const results = await Promise.all(hyps.map((output, i) => scorer({ output, expected: refs[i] })));
    results.forEach((result, i) => {
      const expected = reference.sentenceScore(hyps[i] as string, [refs[i] as string]);
      expect(result.score).toBe(expected.ribes);
      expect(result.metadata.value).toBe(expected.score);
      expect(result.metadata.statistics).toEqual(reference.segmentStatistics(hyps[i] as string, [refs[i] as string]));
    });
    const corpus = await scorer.corpus(hyps, refs);
    const expected = reference.corpusScore(hyps, [refs]);
    expect(corpus.score).toBe(expected.ribes);
    expect(corpus.metadata.signature).toMatch(/^nrefs:1\|case:lc\|tok:ja-mecab-0\.996-IPA\+kuromoji-ipadic\|alpha:0\.25\|beta:0\.1\|version:bleukit-/);
    expect((await scorer.corpusFromResults(results)).metadata).toEqual(corpus.metadata);
  });
});

describe('ribes scorer', () => {
  it("scores RIBES.py's value, the word order of tokenized text as given by default", async () => {
    const result = await ribes()({ output: 'he ate an apple yesterday', expected: 'yesterday he ate an apple' });
    // Every word aligned, "yesterday" crosses the four others: 6 of 10 pairs in order.
    expect(result.score).toBe(0.6);
    expect(result.name).toBe('RIBES');
    expect(result.metadata.signature).toMatch(/^nrefs:1\|case:lc\|tok:none\|/);
  });

  it('takes a language (its words from sacreBLEU\'s tokenizer for it) or a tokenizer, and RIBES.py\'s options', async () => {
    const args = { output: 'Yesterday, he ate an apple.', expected: ['He ate an apple yesterday.', 'An apple.'] };
    const german = await ribes({ targetLanguage: 'de' })(args);
    expect(german.metadata.signature).toContain('|tok:13a|');
    expect(german.score).toBe(createRibes({ tokenizer: tokenizer13a }).sentenceScore(args.output, args.expected).ribes);
    const tuned = await ribes({ tokenizer: tokenizer13a, alpha: 0.5, caseSensitive: true, name: 'word order' })(args);
    expect(tuned.name).toBe('word order');
    expect(tuned.metadata.signature).toMatch(/^nrefs:2\|case:mixed\|tok:13a\|alpha:0\.5\|/);
  });

  it.each([
    ['ko', /ko-mecab.*no RIBES here.*chrF/],
    ['th', /RIBES for Thai.*chrF/],
  ])('refuses %s with a message that points to chrF', async (language, message) => {
    await expect(ribes({ targetLanguage: language })({ output: 'x', expected: 'x' })).rejects.toThrow(message);
  });

  it('refuses bad options when the scorer is made', () => {
    expect(() => ribes({ alpha: Number.NaN, targetLanguage: 'ja' })).toThrow(/alpha should be a finite number/);
  });
});
