import { describe, expect, it } from 'vitest';
import { formatFixed, formatFloat } from './python-format.js';

describe('formatFixed (Python f"{x:.Nf}")', () => {
  it.each([
    [0.0625, 3, '0.062'],
    [0.1875, 3, '0.188'],
    [1.25, 1, '1.2'],
    [1.35, 1, '1.4'], // 1.35 is slightly above the tie in binary
    [2.5, 0, '2'],
    [3.5, 0, '4'],
    [100.00000000000004, 1, '100.0'],
    [0, 2, '0.00'],
    [-1.25, 1, '-1.2'],
    [48.530827009929865, 2, '48.53'],
    [1e21, 1, '1000000000000000000000.0'],
  ])('%d with %d decimals → %s', (value, digits, text) => {
    expect(formatFixed(value, digits)).toBe(text);
  });
});

describe('formatFloat (Python repr)', () => {
  it.each([
    [100, '100.0'],
    [0, '0.0'],
    [42.1, '42.1'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [1e16, '1e+16'],
    [123456789012345.6, '123456789012345.6'],
    [0.1 + 0.2, '0.30000000000000004'],
  ])('%d → %s', (value, text) => {
    expect(formatFloat(value)).toBe(text);
  });
});
