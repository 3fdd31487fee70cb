import { resolvePreset, scorePreset } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { PEER_PRESETS, peerScore, presetTokenizerName } from './peer-score.js';

const hyps = ['the cat sat on the mat', 'a dog barked loudly'];
const refs = [['the cat sat on a mat', 'the dog barked loudly']];

describe('peerScore', () => {
  it('offers every preset but sacrebleu', () => {
    expect(PEER_PRESETS).not.toContain('sacrebleu');
    expect(PEER_PRESETS).toContain('nltk');
  });

  it.each(['nltk', 'torchmetrics', 'multi-bleu'] as const)("gives core's %s result with a built-in tokenizer", (preset) => {
    expect(['split', 'perl-split']).toContain(presetTokenizerName(preset));
    const expected = scorePreset(resolvePreset(preset), hyps, refs);
    expect(peerScore(preset, hyps, refs, () => undefined)).toEqual({
      preset,
      peer: resolvePreset(preset).peer,
      formatted: expected.formatted,
      bleu: expected.bleu,
    });
  });

  it("turns a failing peer into its message instead of failing the page", () => {
    const result = peerScore('nmt', hyps, refs, () => undefined);
    expect(result.formatted).toMatch(/tokenizer|13a/);
    expect(result.bleu).toBeNaN();
  });
});
