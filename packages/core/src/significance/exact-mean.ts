// Python's statistics.mean on floats: every double is turned into an exact fraction, the
// fractions are summed exactly and the quotient is rounded once. Doubles are m·2^e with integer m,
// so a BigInt sum over a common exponent is exact; one correctly rounded division finishes it.

const view = new DataView(new ArrayBuffer(8));

/** `[mantissa, exponent]` with `value === mantissa · 2^exponent` (finite values only). */
function decompose(value: number): [bigint, number] {
  view.setFloat64(0, value);
  const high = view.getUint32(0);
  const low = view.getUint32(4);
  const biased = (high >>> 20) & 0x7ff;
  const fraction = (high & 0xfffff) * 4294967296 + low;
  const mantissa = biased === 0 ? fraction : fraction + 2 ** 52;
  const signed = BigInt(value < 0 ? -mantissa : mantissa);
  return [signed, biased === 0 ? -1074 : biased - 1075];
}

function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

/** `value · 2^exponent` without intermediate overflow or underflow when the result is representable. */
function scale(value: number, exponent: number): number {
  let result = value;
  let rest = exponent;
  while (rest > 1000) {
    result *= 2 ** 1000;
    rest -= 1000;
  }
  while (rest < -1000) {
    result *= 2 ** -1000;
    rest += 1000;
  }
  return result * 2 ** rest;
}

/** The double nearest to `numerator / denominator · 2^exponent` (ties to even); `denominator > 0`. */
export function roundQuotient(numerator: bigint, denominator: bigint, exponent: number): number {
  if (numerator === 0n) return 0;
  const negative = numerator < 0n;
  let a = negative ? -numerator : numerator;
  let d = denominator;
  // Shift so that the integer quotient has at least 55 bits: 53 kept, one to round, one spare.
  const shift = bitLength(d) - bitLength(a) + 55;
  if (shift > 0) a <<= BigInt(shift);
  else d <<= BigInt(-shift);
  let q = a / d;
  const sticky = a % d !== 0n;
  let e = exponent - shift; // value = (q + remainder) · 2^e
  const length = bitLength(q);
  const top = length - 1 + e; // exponent of the leading bit
  const keep = top >= -1022 ? 53 : 53 - (-1022 - top); // fewer bits below the normal range
  const drop = Math.max(1, length - keep); // ≥ length: rounds to 0 or the least subnormal
  const dropBig = BigInt(drop);
  const half = 1n << (dropBig - 1n);
  const rest = q & ((1n << dropBig) - 1n);
  q >>= dropBig;
  e += drop;
  if (rest > half || (rest === half && (sticky || (q & 1n) === 1n))) q += 1n;
  const result = scale(Number(q), e);
  return negative ? -result : result;
}

/**
 * The mean of `values` exactly as Python's `statistics.mean` computes it for floats: the exact
 * rational mean, correctly rounded to a double. A non-finite value makes it the plain float mean.
 */
export function exactMean(values: ArrayLike<number>): number {
  const n = values.length;
  if (n === 0) return Number.NaN;
  const parts: [bigint, number][] = [];
  let minExponent = Infinity;
  for (let i = 0; i < n; i++) {
    const value = values[i] as number;
    if (!Number.isFinite(value)) {
      let sum = 0;
      for (let j = 0; j < n; j++) sum += values[j] as number;
      return sum / n;
    }
    const part = decompose(value);
    parts.push(part);
    if (part[0] !== 0n && part[1] < minExponent) minExponent = part[1];
  }
  if (minExponent === Infinity) return 0;
  let sum = 0n;
  for (const [mantissa, exponent] of parts) {
    if (mantissa !== 0n) sum += mantissa << BigInt(exponent - minExponent);
  }
  return roundQuotient(sum, BigInt(n), minExponent);
}
