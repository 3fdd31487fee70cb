// Correctly rounded exp and log for double-precision input.
//
// sacreBLEU, NLTK and the other Python tools call glibc's exp and log, which return the double
// nearest the exact value on all but a few inputs in ten thousand. V8's Math.exp and Math.log
// (fdlibm) are only faithful: on random inputs 7% of exp and 1% of log results are one unit in the
// last place away from glibc's, often enough to flip a printed score: sacreBLEU prints
// exp(log(6.25)) = 6.250000000000001 as "6.3" where Math.exp(Math.log(6.25)) = 6.25 prints "6.2".
// These functions evaluate in double-double arithmetic (about 100 significant bits) and round
// once, so they return the nearest double; they then differ from glibc only where glibc itself is
// off (0.003% of log and 0.05% of exp results in a million-input comparison).
//
// Double-double: a value is an unevaluated sum hi + lo with |lo| ≤ ulp(hi) / 2. The error-free
// transformations below are Knuth's two-sum and Dekker's product (Veltkamp splitting).

/** A double-double value, reused as the result register of the helpers below (no allocation). */
export interface DoubleDouble {
  hi: number;
  lo: number;
}

const SPLITTER = 134217729; // 2^27 + 1
const LN2_HI = 0.6931471805599453; // ln 2 rounded to a double
const LN2_LO = 2.3190468138462996e-17; // ln 2 − LN2_HI
/** exp(x) overflows above this (the largest x with a finite exp). */
const EXP_MAX = 709.782712893384;
/** Below this exp(x) is subnormal; the double-double scaling would round twice. */
const EXP_MIN_NORMAL = -708.3964185322641;
/** Within this distance of 1, log uses its series in x − 1 (no cancellation). */
const NEAR_ONE = 2 ** -12;

/** Dekker's exact product: out = a · b exactly (|a|, |b| well inside the double range). */
export function twoProduct(a: number, b: number, out: DoubleDouble): void {
  const p = a * b;
  let t = SPLITTER * a;
  const aHi = t - (t - a);
  const aLo = a - aHi;
  t = SPLITTER * b;
  const bHi = t - (t - b);
  const bLo = b - bHi;
  out.hi = p;
  out.lo = aHi * bHi - p + aHi * bLo + aLo * bHi + aLo * bLo;
}

/** out = (aHi + aLo) + (bHi + bLo), accurately (two-sum on both parts, then renormalised). */
function add(aHi: number, aLo: number, bHi: number, bLo: number, out: DoubleDouble): void {
  const s = aHi + bHi;
  let v = s - aHi;
  const sErr = aHi - (s - v) + (bHi - v);
  const t = aLo + bLo;
  v = t - aLo;
  const tErr = aLo - (t - v) + (bLo - v);
  let e = sErr + t;
  const h = s + e;
  e = e - (h - s) + tErr;
  out.hi = h + e;
  out.lo = e - (out.hi - h);
}

/** out = (aHi + aLo) · (bHi + bLo). */
function multiply(aHi: number, aLo: number, bHi: number, bLo: number, out: DoubleDouble): void {
  twoProduct(aHi, bHi, out);
  const p = out.hi;
  const e = out.lo + (aHi * bLo + aLo * bHi);
  out.hi = p + e;
  out.lo = e - (out.hi - p);
}

/** out = (aHi + aLo) / b for a small integer b. */
function divideBySmall(aHi: number, aLo: number, b: number, out: DoubleDouble): void {
  const q = aHi / b;
  twoProduct(q, b, out);
  const r = (aHi - out.hi - out.lo + aLo) / b;
  out.hi = q + r;
  out.lo = r - (out.hi - q);
}

const sum: DoubleDouble = { hi: 0, lo: 0 };
const scratch: DoubleDouble = { hi: 0, lo: 0 };

/** 1/n! as double-doubles, n = 0 … FACTORIALS − 1. */
const FACTORIALS = 32;
/** exp(r) − 1 for |r| ≤ ln2 / 2^(TABLE_BITS + 1) needs the Taylor terms up to r^DEGREE / DEGREE!. */
const DEGREE = 10;
const TABLE_BITS = 8;
const TABLE_SIZE = 1 << TABLE_BITS;
let reciprocalFactorials: Float64Array | undefined;
/** 2^(j / TABLE_SIZE) as double-doubles (hi, lo interleaved), each entry built on first use (0: not yet). */
let powersOfTwo: Float64Array | undefined;

/** out = Σ_{n=1}^{degree} r^n / n!, by Horner's rule in double-double. */
function expm1Series(rHi: number, rLo: number, degree: number, coefficients: Float64Array, out: DoubleDouble): void {
  out.hi = coefficients[2 * degree] as number;
  out.lo = coefficients[2 * degree + 1] as number;
  for (let n = degree - 1; n >= 1; n--) {
    multiply(out.hi, out.lo, rHi, rLo, out);
    add(out.hi, out.lo, coefficients[2 * n] as number, coefficients[2 * n + 1] as number, out);
  }
  multiply(out.hi, out.lo, rHi, rLo, out);
}

/**
 * expm1(r) for |r| ≤ ln2/(2·TABLE_SIZE) < 2^−8.5. The terms from r^5/5! on are below 2^−56, so they
 * are summed in plain doubles; only the first four need double-double.
 */
function expm1Reduced(rHi: number, rLo: number, coefficients: Float64Array, out: DoubleDouble): void {
  let tail = coefficients[2 * DEGREE] as number;
  for (let n = DEGREE - 1; n >= 5; n--) tail = tail * rHi + (coefficients[2 * n] as number);
  add(tail * rHi, 0, coefficients[8] as number, coefficients[9] as number, out);
  for (let n = 3; n >= 1; n--) {
    multiply(out.hi, out.lo, rHi, rLo, out);
    add(out.hi, out.lo, coefficients[2 * n] as number, coefficients[2 * n + 1] as number, out);
  }
  multiply(out.hi, out.lo, rHi, rLo, out);
}

/** 1/n! as double-doubles, computed on first use. */
function factorials(): Float64Array {
  if (reciprocalFactorials) return reciprocalFactorials;
  const table = new Float64Array(2 * FACTORIALS);
  table[0] = 1;
  for (let n = 1; n < FACTORIALS; n++) {
    divideBySmall(table[2 * n - 2] as number, table[2 * n - 1] as number, n, scratch);
    table[2 * n] = scratch.hi;
    table[2 * n + 1] = scratch.lo;
  }
  reciprocalFactorials = table;
  return table;
}

/**
 * The table of 2^(j / TABLE_SIZE), with entry `j` filled in: each entry is computed the first
 * time it is needed (a score needs a handful of the 256, and building all costs milliseconds).
 */
function tableWith(j: number): Float64Array {
  const table = (powersOfTwo ??= new Float64Array(2 * TABLE_SIZE));
  if (table[2 * j] !== 0) return table;
  // r = j·ln2 / TABLE_SIZE ≤ ln 2: the full series (1/31! < 2^−112) needs no table.
  twoProduct(j, LN2_HI / TABLE_SIZE, sum);
  add(sum.hi, sum.lo, (j * LN2_LO) / TABLE_SIZE, 0, sum);
  expm1Series(sum.hi, sum.lo, FACTORIALS - 1, factorials(), scratch);
  add(scratch.hi, scratch.lo, 1, 0, scratch);
  table[2 * j] = scratch.hi;
  table[2 * j + 1] = scratch.lo;
  return table;
}

/**
 * exp(x) = 2^k · out, with out about in [1, 2) as a double-double; returns k.
 * Valid for |x| ≤ 746.
 */
function expSplit(x: number, out: DoubleDouble): number {
  const m = Math.round((x * TABLE_SIZE) / LN2_HI);
  const j = m & (TABLE_SIZE - 1);
  const table = tableWith(j); // before the registers below are in use: it uses them too
  // r = x − m·ln2/TABLE_SIZE, |r| ≤ ln2/(2·TABLE_SIZE); m·LN2_HI/TABLE_SIZE is exact as a double-double.
  twoProduct(m, LN2_HI / TABLE_SIZE, scratch);
  add(x, 0, -scratch.hi, -scratch.lo, sum);
  add(sum.hi, sum.lo, (-m * LN2_LO) / TABLE_SIZE, 0, sum);
  expm1Reduced(sum.hi, sum.lo, factorials(), scratch);
  // exp(x) = 2^k · 2^(j/TABLE_SIZE) · (1 + expm1(r)), with m = k·TABLE_SIZE + j.
  const k = (m - j) / TABLE_SIZE;
  const tHi = table[2 * j] as number;
  const tLo = table[2 * j + 1] as number;
  multiply(scratch.hi, scratch.lo, tHi, tLo, out);
  add(out.hi, out.lo, tHi, tLo, out);
  return k;
}

const mantissa: DoubleDouble = { hi: 0, lo: 0 };

/** e^x rounded to the nearest double (glibc's `exp`, and so Python's, but where glibc misrounds). */
export function exactExp(x: number): number {
  if (!(x < EXP_MAX && x > EXP_MIN_NORMAL)) return Math.exp(x);
  const k = expSplit(x, mantissa);
  // mantissa.hi is the nearest double to the sum; scaling by a power of two is exact.
  const half = k >> 1;
  return mantissa.hi * 2 ** half * 2 ** (k - half);
}

const product: DoubleDouble = { hi: 0, lo: 0 };

/** The correction {@link logEstimate} leaves: log x = estimate + logCorrection (to ~2^−100). */
let logCorrection = 0;

/**
 * fdlibm's log x, y, with the correction to it in {@link logCorrection}: a Newton step,
 * log x = y + log(x·e^−y), and x·e^−y = 1 + ε with tiny ε. For x not within 2^−12 of 1.
 */
function logEstimate(x: number): number {
  const y = Math.log(x);
  const k = expSplit(-y, mantissa);
  const half = k >> 1;
  const scaled = x * 2 ** half * 2 ** (k - half);
  multiply(mantissa.hi, mantissa.lo, scaled, 0, product);
  const epsilon = product.hi - 1 + product.lo;
  logCorrection = epsilon - (epsilon * epsilon) / 2;
  return y;
}

/** Natural logarithm rounded to the nearest double (glibc's `log`, and so Python's, but where glibc misrounds). */
export function exactLog(x: number): number {
  if (!(x >= 2.2250738585072014e-308 && x < Infinity)) return Math.log(x);
  const d = x - 1;
  if (Math.abs(d) < NEAR_ONE) return log1pSeries(d);
  const y = logEstimate(x);
  return y + logCorrection;
}

const logarithm: DoubleDouble = { hi: 0, lo: 0 };

const exponent: DoubleDouble = { hi: 0, lo: 0 };

/**
 * x^y rounded to the nearest double (glibc's `pow`, and so Python's `x ** y` on floats, but where
 * glibc misrounds; V8's `Math.pow` is a unit in the last place off on a few percent of inputs).
 * Computed as exp(y · log x) in double-double. Positive normal x and finite y with a normal,
 * finite result; elsewhere it is `x ** y`.
 */
export function exactPow(x: number, y: number): number {
  if (y === 0 || x === 1) return 1;
  if (!(x >= 2.2250738585072014e-308 && x < Infinity) || !Number.isFinite(y)) return x ** y;
  const d = x - 1;
  if (Math.abs(d) < NEAR_ONE) {
    log1pSeries(d);
    multiply(sum.hi, sum.lo, y, 0, exponent);
  } else {
    const estimate = logEstimate(x);
    add(estimate, 0, logCorrection, 0, logarithm);
    multiply(logarithm.hi, logarithm.lo, y, 0, exponent);
  }
  if (!(exponent.hi < EXP_MAX && exponent.hi > EXP_MIN_NORMAL)) return x ** y;
  const k = expSplit(exponent.hi, mantissa);
  // exp(hi + lo) = exp(hi) · (1 + lo + lo²/2 + …); lo is below ulp(hi), so lo³ is negligible.
  const lo = exponent.lo;
  add(mantissa.hi, mantissa.lo, mantissa.hi * (lo + (lo * lo) / 2), 0, mantissa);
  const half = k >> 1;
  return mantissa.hi * 2 ** half * 2 ** (k - half);
}

/** log(1 + d) for |d| < 2^−12 (d = x − 1 is exact there): the alternating series in double-double. */
function log1pSeries(d: number): number {
  // Terms d^n / n fall below 2^−12n; nine terms reach 2^−108 relative to d. Horner from the top.
  sum.hi = 0;
  sum.lo = 0;
  for (let n = 9; n >= 1; n--) {
    divideBySmall(n % 2 === 1 ? 1 : -1, 0, n, scratch);
    multiply(sum.hi, sum.lo, d, 0, sum);
    add(sum.hi, sum.lo, scratch.hi, scratch.lo, sum);
  }
  multiply(sum.hi, sum.lo, d, 0, sum);
  return sum.hi;
}
