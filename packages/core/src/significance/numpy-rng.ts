import { BleukitError, describeValue } from '../errors.js';
import { Pcg64 } from './pcg64.js';
import { resolveSeed, type ResamplingSeed } from './resampling-seed.js';
import { entropyWords, seedSequenceState } from './seed-sequence.js';

/**
 * The parts of NumPy's `np.random.default_rng(seed)` (PCG64 fed by SeedSequence) that sacreBLEU's
 * significance tests use, bit for bit.
 */
export interface NumpyRng {
  /** The next raw 64-bit output (`bit_generator.random_raw()`). */
  nextUint64(): bigint;
  /** NumPy's buffered `next_uint32`: low half of a 64-bit output, then its high half. */
  nextUint32(): number;
  /**
   * `rng.integers(0, n, size=count)` (also `rng.choice(n, size, replace=True)`, row-major):
   * Lemire's bounded integers on 32-bit draws; all zeros without drawing when `n` is 1.
   */
  integers(n: number, count: number): Int32Array;
  /**
   * `rng.integers(2, size=count, dtype=bool)` as a bit set: bit `i % 32` of word `i >> 5` is
   * element `i`. One 32-bit draw serves 32 consecutive elements, across rows too.
   */
  booleans(count: number): Uint32Array;
}

/** Fresh 128 bits from the platform (Web Crypto, present in browsers and Node ≥ 20). */
function osEntropy(): Uint32Array {
  const crypto = (globalThis as { crypto?: { getRandomValues<T extends Uint32Array>(array: T): T } }).crypto;
  if (!crypto) {
    throw new BleukitError(
      'unsupported',
      '[bleukit] An unseeded generator needs globalThis.crypto.getRandomValues, which this runtime lacks; pass a numeric seed.',
    );
  }
  return crypto.getRandomValues(new Uint32Array(4));
}

const TWO_32 = 4294967296;

/**
 * Creates NumPy's default generator for `seed` (default 12345, sacreBLEU's; `null` or `'none'`
 * draws entropy from `crypto.getRandomValues`, like `default_rng(None)`).
 *
 * @example
 * ```ts
 * createNumpyRng(12345).nextUint64(); // 4193609425186963869n, as numpy.random.default_rng(12345)
 * ```
 */
export function createNumpyRng(seed?: ResamplingSeed): NumpyRng {
  const { value } = resolveSeed(seed);
  const entropy = value === null ? osEntropy() : entropyWords(value);
  const generator = new Pcg64(seedSequenceState(entropy, 8));
  const nextUint32 = () => generator.nextUint32();

  const integers = (n: number, count: number): Int32Array => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 31 || !Number.isInteger(count) || count < 0) {
      throw new BleukitError(
        'invalid-argument',
        `[bleukit] integers(n, count) needs 1 ≤ n ≤ 2^31 and count ≥ 0, received n = ${describeValue(n)}, count = ${describeValue(count)}.`,
      );
    }
    const out = new Int32Array(count);
    if (n === 1) return out;
    const threshold = (TWO_32 - n) % n;
    for (let i = 0; i < count; i++) {
      // m = draw · n as a 64-bit product: low 32 bits by Math.imul, high 32 bits from 16-bit halves.
      let draw = generator.nextUint32();
      let low = Math.imul(draw, n) >>> 0;
      if (low < n) {
        while (low < threshold) {
          draw = generator.nextUint32();
          low = Math.imul(draw, n) >>> 0;
        }
      }
      const a = (draw >>> 16) * n; // < 2^47, exact
      const aLow = a % 65536;
      out[i] = (a - aLow) / 65536 + Math.floor((aLow * 65536 + (draw & 0xffff) * n) / TWO_32);
    }
    return out;
  };

  const booleans = (count: number): Uint32Array => {
    if (!Number.isInteger(count) || count < 0) {
      throw new BleukitError('invalid-argument', `[bleukit] booleans(count) needs count ≥ 0, received ${describeValue(count)}.`);
    }
    const words = new Uint32Array(Math.ceil(count / 32));
    for (let i = 0; i < words.length; i++) words[i] = generator.nextUint32();
    const tail = count % 32;
    if (tail !== 0) words[words.length - 1] = ((words[words.length - 1] as number) & ((1 << tail) - 1)) >>> 0;
    return words;
  };

  return { nextUint64: () => generator.next(), nextUint32, integers, booleans };
}
