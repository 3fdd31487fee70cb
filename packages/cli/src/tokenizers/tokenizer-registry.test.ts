import { sacrebleuTokenizerName } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { parseArguments } from '../arguments/parse-arguments.js';
import { REGISTRY } from './registered-tokenizers.js';
import { MODEL_TOKENIZERS, SACREBLEU_TOKENIZERS, TOKENIZERS, TOKENIZER_NAMES, defaultTokenizerName, tokenizerEntry, tokenizerSplitting } from './tokenizer-registry.js';

describe("the command line's tokenizer registry", () => {
  it('holds the tokenizers of the packages @bleukit/cli depends on', () => {
    expect(new Set(REGISTRY.entries.map((entry) => entry.package)).size).toBeGreaterThanOrEqual(6);
    expect(TOKENIZER_NAMES.length).toBeGreaterThanOrEqual(12);
    expect(REGISTRY.entries.filter((entry) => entry.presetOnly).map((entry) => entry.name)).toEqual(['mteval-13a', 'mteval-13a-cased', 'mteval-intl', 'mteval-intl-cased']);
  });

  it("marks as sacreBLEU's exactly the registered names sacreBLEU has, and lists them first in its order", () => {
    const offered = SACREBLEU_TOKENIZERS.filter((name) => REGISTRY.get(name) !== undefined);
    expect(TOKENIZERS.filter((entry) => entry.sacrebleu).map((entry) => entry.name)).toEqual(offered);
    expect(TOKENIZER_NAMES.slice(0, offered.length)).toEqual(offered);
  });

  it('accepts every name it offers (no "unknown tokenizer …; did you mean" the same name)', () => {
    for (const name of TOKENIZER_NAMES) expect(parseArguments(['ref', '-tok', name]).tokenize).toBe(name);
  });

  it.each(['ja', 'zh', 'ko', 'de', 'en', 'th', ''])("picks sacreBLEU's tokenizer for -l xx-%s", (language) => {
    expect(defaultTokenizerName(language)).toBe(sacrebleuTokenizerName(language));
  });

  it('finds an entry by a signature name, and a segmenter by script', () => {
    expect(tokenizerEntry('ja-mecab-0.996-IPA+kuromoji-ipadic')?.name).toBe('ja-mecab');
    expect(tokenizerEntry('spm-3427bf379e49')?.name).toBe('spm');
    expect(tokenizerEntry('split')).toBeUndefined();
    expect(tokenizerSplitting('ja', ['Han', 'Hiragana', 'Katakana'])?.name).toBe('ja-mecab');
    expect(tokenizerSplitting('th', ['Thai'])?.name).toBe('intl-segmenter');
    expect(MODEL_TOKENIZERS).toEqual(['spm', 'flores101', 'flores200', 'spBLEU-1K']);
  });
});
