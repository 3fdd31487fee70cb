// The numbers NLTK's smoothing computes with, as Python computes them: a `Fraction` stays exact
// through +, *, / and ** 2; an `int` divided by an `int` is a correctly rounded float; anything
// mixed with a float becomes a float (Python converts the Fraction first). Only the final
// conversion to float rounds, so the doubles are NLTK's own, not just close to them.

/** A Python `int`, `Fraction` or `float`. */
export type PythonNumber =
  | { readonly kind: 'int'; readonly n: bigint }
  | { readonly kind: 'fraction'; readonly n: bigint; readonly d: bigint }
  | { readonly kind: 'float'; readonly v: number };

export const int = (n: number | bigint): PythonNumber => ({ kind: 'int', n: BigInt(n) });
export const fraction = (n: number | bigint, d: number | bigint): PythonNumber => ({ kind: 'fraction', n: BigInt(n), d: BigInt(d) });
export const float = (v: number): PythonNumber => ({ kind: 'float', v });

function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

/** `n / d` correctly rounded to a double (ties to even), as Python's `int / int` and `float(Fraction)`. */
export function ratioToNumber(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) throw new RangeError('ZeroDivisionError: division by zero');
  let n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const negative = n < 0n;
  if (negative) n = -n;
  if (n === 0n) return 0;
  const limit = 1n << 53n;
  let value: number;
  if (n < limit && d < limit) {
    value = Number(n) / Number(d); // both exact, one IEEE division: correctly rounded
  } else {
    // A quotient of at least 55 bits, then a sticky bit for any remainder: Number() of that
    // rounds to nearest, ties to even, exactly as the infinitely precise quotient would.
    const shift = 55 - (bitLength(n) - bitLength(d));
    const scaled = shift >= 0 ? n << BigInt(shift) : n;
    const divisor = shift >= 0 ? d : d << BigInt(-shift);
    const quotient = scaled / divisor;
    const sticky = scaled % divisor === 0n ? 0n : 1n;
    value = Number((quotient << 1n) | sticky);
    let exponent = -(shift + 1);
    // Scale by powers of two in steps that stay exact.
    while (exponent < -1000) {
      value *= 2 ** -1000;
      exponent += 1000;
    }
    while (exponent > 1000) {
      value *= 2 ** 1000;
      exponent -= 1000;
    }
    value *= 2 ** exponent;
  }
  return negative ? -value : value;
}

/** Python's `float(x)`. */
export function toFloat(x: PythonNumber): number {
  if (x.kind === 'float') return x.v;
  if (x.kind === 'int') return Number(x.n);
  return ratioToNumber(x.n, x.d);
}

function parts(x: PythonNumber): [bigint, bigint] {
  return x.kind === 'fraction' ? [x.n, x.d] : [(x as { n: bigint }).n, 1n];
}

/** `a + b`. */
export function add(a: PythonNumber, b: PythonNumber): PythonNumber {
  if (a.kind === 'float' || b.kind === 'float') return float(toFloat(a) + toFloat(b));
  if (a.kind === 'int' && b.kind === 'int') return int(a.n + b.n);
  const [an, ad] = parts(a);
  const [bn, bd] = parts(b);
  return fraction(an * bd + bn * ad, ad * bd);
}

/** `a * b`. */
export function multiply(a: PythonNumber, b: PythonNumber): PythonNumber {
  if (a.kind === 'float' || b.kind === 'float') return float(toFloat(a) * toFloat(b));
  if (a.kind === 'int' && b.kind === 'int') return int(a.n * b.n);
  const [an, ad] = parts(a);
  const [bn, bd] = parts(b);
  return fraction(an * bn, ad * bd);
}

/** `a / b` (true division: two ints give a float). */
export function divide(a: PythonNumber, b: PythonNumber): PythonNumber {
  if (a.kind === 'float' || b.kind === 'float') return float(toFloat(a) / toFloat(b));
  const [an, ad] = parts(a);
  const [bn, bd] = parts(b);
  if (bn === 0n) throw new RangeError('ZeroDivisionError: division by zero');
  if (a.kind === 'int' && b.kind === 'int') return float(ratioToNumber(an, bn));
  return fraction(an * bd, ad * bn);
}

/** `x == 0`. */
export function isZero(x: PythonNumber): boolean {
  return x.kind === 'float' ? x.v === 0 : x.n === 0n;
}
