import { BleukitError, describeValue } from '@bleukit/core';

/** Checks that `lines` is an array of strings; `name` is the argument's name in the message. */
export function checkLines(lines: unknown, name: string): asserts lines is readonly string[] {
  if (!Array.isArray(lines)) {
    throw new BleukitError('invalid-argument', `[bleukit] ${name} should be an array of strings (one line each), received ${describeValue(lines)}.`);
  }
  const bad = lines.findIndex((line) => typeof line !== 'string');
  if (bad >= 0) {
    throw new BleukitError('invalid-input', `[bleukit] ${name}[${bad}] (line ${bad + 1}) should be a string, received ${describeValue(lines[bad])}.`);
  }
}

/**
 * Checks optional weights: one finite, non-negative number per item of `of` (`count` of them),
 * not all zero. Returns them, or undefined when none were given.
 */
export function checkWeights(weights: unknown, count: number, of: string): readonly number[] | undefined {
  if (weights === undefined) return undefined;
  if (!Array.isArray(weights) || weights.length !== count) {
    throw new BleukitError(
      'length-mismatch',
      `[bleukit] weights should have one number per ${of.replace(/s$/, '')} (${count}), received ` +
        `${Array.isArray(weights) ? `${weights.length} weights` : describeValue(weights)}.`,
    );
  }
  const bad = weights.findIndex((w) => typeof w !== 'number' || !Number.isFinite(w) || w < 0);
  if (bad >= 0) {
    throw new BleukitError('invalid-argument', `[bleukit] weights[${bad}] should be a finite number ≥ 0, received ${describeValue(weights[bad])}.`);
  }
  if (!weights.some((w) => w > 0)) {
    throw new BleukitError('invalid-argument', '[bleukit] weights are all 0: at least one must be positive (the expected utility is a weighted mean).');
  }
  return weights as number[];
}
