import { describe, expect, it } from 'vitest';
import { BleukitError } from '../errors.js';
import { resolvePreset, type PresetOverrides } from './preset-definitions.js';
import { scorePreset } from './score-preset.js';

const hyps = ['the cat sat on the mat', 'a quick brown fox jumps'];
const refs = [['the cat sat on a mat', 'a quick brown fox jumped']];

function error(name: string, overrides: PresetOverrides): BleukitError {
  try {
    resolvePreset(name, overrides);
  } catch (caught) {
    if (BleukitError.isInstance(caught)) return caught;
    throw caught;
  }
  throw new Error('resolvePreset accepted the weights');
}

describe('preset weights that are not a distribution', () => {
  it.each<[string, PresetOverrides, RegExp]>([
    ['torchmetrics', { weights: [0.5, 0.6, 0, 0] }, /^\[bleukit\] \[torchmetrics\] weights \[0\.5, ?0\.6, ?0, ?0\] sum to 1\.1; give non-negative weights that sum to 1, e\.g\. \[0\.25, 0\.25, 0\.25, 0\.25\], or pass allowUnnormalizedWeights: true/],
    ['torchmetrics', { weights: [1.5, -0.5] }, /weights \[1\.5, ?-0\.5\] have a negative weight; give non-negative weights/],
    ['nltk', { weights: [0.5, 0.25], allowUnnormalizedWeights: false }, /^\[bleukit\] \[nltk\] weights \[0\.5, ?0\.25\] sum to 0\.75; /],
    ['nltk-legacy', { weights: [[0.5, 0.5], [2]], allowUnnormalizedWeights: false }, /^\[bleukit\] \[nltk-legacy\] weights \[2\] sum to 2; /],
  ])('%s %j is an error unless allowed', (name, overrides, message) => {
    const caught = error(name, overrides);
    expect(caught.code).toBe('invalid-argument');
    expect(caught.message).toMatch(message);
  });

  it('NLTK allows them by default, as NLTK does: weights [1, 1] score as exp(ln p1 + ln p2)', () => {
    const half = scorePreset(resolvePreset('nltk', { weights: [0.5, 0.5] }), hyps, refs).score;
    const double = scorePreset(resolvePreset('nltk', { weights: [1, 1] }), hyps, refs).score;
    const bp = scorePreset(resolvePreset('nltk', { weights: [0, 0] }), hyps, refs).score;
    expect(double).toBeCloseTo((half / bp) ** 2 * bp, 12);
  });

  it('torchmetrics takes them with allowUnnormalizedWeights: true', () => {
    const preset = resolvePreset('torchmetrics', { weights: [1, 1, 0, 0], allowUnnormalizedWeights: true });
    expect(preset.policy.weights).toEqual([[1, 1, 0, 0]]);
    expect(scorePreset(preset, hyps, refs).score).toBeGreaterThan(0);
  });

  it.each<[string, number[]]>([
    ['uniform quarters', [0.25, 0.25, 0.25, 0.25]],
    ['tenths, which sum to 0.9999999999999999', Array<number>(10).fill(0.1)],
    ['thirds', [1 / 3, 1 / 3, 1 / 3]],
    ['unigram only', [1, 0, 0, 0]],
  ])('weights that sum to 1 up to rounding are accepted everywhere: %s', (_, weights) => {
    expect(resolvePreset('torchmetrics', { weights }).policy.weights).toEqual([weights]);
    expect(resolvePreset('nltk', { weights, allowUnnormalizedWeights: false }).policy.weights).toEqual([weights]);
  });

  it('presets without weights refuse the option', () => {
    expect(error('nmt', { allowUnnormalizedWeights: true }).code).toBe('invalid-argument');
  });
});
