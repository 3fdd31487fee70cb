import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTokenizer, loadTokenizerByName } from './load-tokenizer.js';
import { TOKENIZER_CHOICES, tokenizerChoice } from './tokenizer-choices.js';

describe('loadTokenizer', () => {
  // ja-mecab fetches its dictionary over HTTP from the app, so the browser tests cover it.
  const model = readFileSync(join(import.meta.dirname, '../../../samples/spm/samples.model'));
  it.each(TOKENIZER_CHOICES.filter((choice) => choice.id !== 'ja-mecab').map((choice) => [choice.id]))(
    '%s loads from its package and tokenizes',
    async (id) => {
      const tokenizer = await loadTokenizer(tokenizerChoice(id).id, { locale: 'en', spmModel: model });
      expect(tokenizer.name).not.toBe('');
      // SentencePiece marks where words start with ▁.
      expect(tokenizer.tokenize('The cat sat.').join('').replaceAll('▁', '')).toBe('Thecatsat.');
    },
  );

  it('gives the signature names sacreBLEU uses for its tokenizers', async () => {
    for (const id of ['13a', 'intl', 'zh', 'char', 'none'] as const) {
      expect((await loadTokenizer(id)).name).toBe(id);
    }
  });

  it('names a SentencePiece model by its hash, and asks for one when none is chosen', async () => {
    expect((await loadTokenizer('spm', { spmModel: model })).name).toBe('spm-3427bf379e49');
    await expect(loadTokenizer('spm')).rejects.toThrow(/The SentencePiece tokenizer needs a model: choose its \.model file/);
  });

  it("offers the command line's registered tokenizers, 13a first, and no preset's own", async () => {
    const cli = await import('../../../packages/cli/src/tokenizers/tokenizer-registry.js');
    expect(TOKENIZER_CHOICES.map((choice) => choice.id).sort()).toEqual([...cli.TOKENIZER_NAMES].sort());
    expect(TOKENIZER_CHOICES[0]?.id).toBe('13a');
    expect(tokenizerChoice('ja-mecab')).toMatchObject({ heavy: true, from: '@bleukit/tokenizer-ja-mecab', defaultFor: ['ja'] });
    expect(tokenizerChoice('intl-segmenter').locale).toBe(true);
  });

  it('rejects an unknown id, listing the known ones', () => {
    expect(() => tokenizerChoice('ko-mecab')).toThrow(/Unknown tokenizer "ko-mecab"; expected one of 13a, intl/);
  });
});

describe('loadTokenizerByName', () => {
  it("finds presets' tokenizers by signature name and leaves core's built-in ones alone", async () => {
    expect(await loadTokenizerByName('split')).toBeUndefined();
    expect((await loadTokenizerByName('13a'))?.name).toBe('13a');
    await expect(loadTokenizerByName('no-such-tokenizer')).rejects.toThrow(/No tokenizer named "no-such-tokenizer"/);
  });
});
