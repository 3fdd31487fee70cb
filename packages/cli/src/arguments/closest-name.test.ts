import { describe, expect, it } from 'vitest';
import { closestName, editDistance, unknownName } from './closest-name.js';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['nltk', 'nltk', 0],
    ['nltq', 'nltk', 1],
    ['nlkt', 'nltk', 1],
    ['ja_mecab', 'ja-mecab', 1],
    ['13b', '13a', 1],
    ['mteval', 'mteval-v13a', 5],
    ['kitten', 'sitting', 3],
    ['日本語', '日本', 1],
  ])('%s → %s: %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('closestName', () => {
  const presets = ['sacrebleu', 'nltk', 'nltk-legacy', 'nmt', 'torchmetrics', 'multi-bleu', 'multi-bleu-detok', 'mteval-v13a'];
  it.each([
    ['nltq', 'nltk'],
    ['NLTK', 'nltk'],
    ['sacreblue', 'sacrebleu'],
    ['multibleu', 'multi-bleu'],
    ['mteval', 'mteval-v13a'],
    ['torchmetric', 'torchmetrics'],
    ['bertscore', undefined],
    ['x', undefined],
    ['multi', 'multi-bleu'],
    ['nl', 'nltk'],
    ['zz', undefined],
  ])('%s → %s', (name, expected) => {
    expect(closestName(name, presets)).toBe(expected);
  });

  it('prefers the first of equally close names', () => {
    expect(closestName('ab', ['ac', 'ad'])).toBe('ac');
  });

  it('words the message with or without a suggestion', () => {
    expect(unknownName('preset', 'nltq', ['nltk', 'nmt'])).toBe("unknown preset 'nltq'; did you mean 'nltk'? Presets: nltk, nmt.");
    expect(unknownName('preset', 'bertscore', ['nltk', 'nmt'])).toBe("unknown preset 'bertscore'. Presets: nltk, nmt.");
  });
});
