// formatFixed against an exact oracle: the double's binary value scaled with BigInt and rounded
// half to even, which is what Python's f"{x:.Nf}" does; formatFloat (repr) must round-trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixed, formatFloat } from './python-format.js';

/** The exact value of a finite double as `mantissa · 2^exponent`. */
function binary(value: number): [bigint, bigint] {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(value));
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  return biased === 0 ? [fraction, -1074n] : [fraction | (1n << 52n), BigInt(biased - 1075)];
}

function oracle(value: number, digits: number): string {
  const [mantissa, exponent] = binary(value);
  let numerator = mantissa * 10n ** BigInt(digits);
  let denominator = 1n;
  if (exponent >= 0n) numerator <<= exponent;
  else denominator <<= -exponent;
  let quotient = numerator / denominator;
  const twice = 2n * (numerator % denominator);
  if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) quotient += 1n;
  const text = quotient.toString().padStart(digits + 1, '0');
  const body = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return value < 0 || Object.is(value, -0) ? `-${body}` : body;
}

const doubles = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -200, max: 200, noNaN: true }),
  // Exact ties at 1–3 decimals: k / 2^m.
  fc.tuple(fc.integer({ min: -4000, max: 4000 }), fc.integer({ min: 1, max: 4 })).map(([k, m]) => k / 2 ** m),
  fc.tuple(fc.integer({ min: 0, max: 100000 }), fc.integer({ min: 0, max: 3 })).map(([k, d]) => (k + 0.5) / 10 ** d),
);

describe('Python float formatting', () => {
  it('formatFixed equals the exact half-to-even rounding of the binary value', () => {
    fc.assert(
      fc.property(doubles, fc.integer({ min: 0, max: 6 }), (value, digits) => {
        expect(formatFixed(value, digits)).toBe(oracle(value, digits));
      }),
      { numRuns: 2000 },
    );
  });

  it('formatFloat round-trips and has a decimal point or an exponent, as repr does', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatFloat(value);
        expect(Object.is(Number(text), value)).toBe(true);
        expect(text).toMatch(/^-?\d+\.\d+$|^-?\d(\.\d+)?e[+-]\d\d+$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('non-finite values', () => {
  it.each([
    [Number.NaN, 'nan', 'NaN'],
    [Infinity, 'inf', 'Infinity'],
    [-Infinity, '-inf', '-Infinity'],
  ])('%s', (value, fixed, float) => {
    expect(formatFixed(value, 2)).toBe(fixed);
    expect(formatFloat(value)).toBe(float);
  });

  it('prints huge values in full and −0 with its sign', () => {
    expect(formatFixed(1e22, 1)).toBe('10000000000000000000000.0');
    expect(formatFixed(1.5e21, 0)).toBe('1500000000000000000000');
    expect(formatFixed(-0, 1)).toBe('-0.0');
    expect(formatFloat(-0)).toBe('-0.0');
    expect(formatFloat(1e16)).toBe('1e+16');
    expect(formatFloat(1e-5)).toBe('1e-05');
    expect(formatFloat(123.0)).toBe('123.0');
  });
});
