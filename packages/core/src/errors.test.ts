import { describe, expect, it } from 'vitest';
import { BleukitError, describeValue } from './errors.js';

describe('BleukitError', () => {
  it('carries a stable code, its name, the message and the cause', () => {
    const cause = new Error('disk');
    const error = new BleukitError('io', '[bleukit] Cannot read hyp.txt', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('BleukitError');
    expect(error.code).toBe('io');
    expect(error.message).toBe('[bleukit] Cannot read hyp.txt');
    expect(error.cause).toBe(cause);
    expect(String(error)).toBe('BleukitError: [bleukit] Cannot read hyp.txt');
  });

  it('is recognised across package copies by its marker, and nothing else is', () => {
    expect(BleukitError.isInstance(new BleukitError('unsupported', 'x'))).toBe(true);
    const copy = { [Symbol.for('bleukit.error')]: true };
    expect(BleukitError.isInstance(copy)).toBe(true);
    for (const other of [new Error('x'), null, undefined, 'BleukitError', { code: 'io' }, 42]) {
      expect(BleukitError.isInstance(other)).toBe(false);
    }
  });
});

describe('describeValue', () => {
  it.each([
    ['text', '"text"'],
    [42, '42'],
    [null, 'null'],
    [undefined, 'undefined'],
    [[1, 'a'], '[1,"a"]'],
    [{ a: 1 }, '{"a":1}'],
    [Symbol.for('s'), 'Symbol(s)'],
    [() => 1, '() => 1'],
    [Number.NaN, 'NaN'],
    [-Infinity, '-Infinity'],
    [-0.5, '-0.5'],
  ])('%o → %s', (value, text) => {
    expect(describeValue(value)).toBe(text);
  });

  it('falls back to String() when JSON fails (cycles, BigInt)', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(describeValue(cycle)).toBe('[object Object]');
    expect(describeValue(10n)).toBe('10');
  });

  it('truncates to 60 characters (or the given maximum) with an ellipsis', () => {
    expect(describeValue('x'.repeat(100))).toBe(`"${'x'.repeat(59)}…`);
    expect(describeValue('x'.repeat(58))).toBe(`"${'x'.repeat(58)}"`);
    expect(describeValue('abcdef', 4)).toBe('"abc…');
    expect(describeValue('ab', 4)).toBe('"ab"');
  });
});
