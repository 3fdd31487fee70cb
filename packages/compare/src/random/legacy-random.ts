// NumPy's legacy global generator (`np.random.seed`, `np.random.choice`, `np.random.randint`), the
// one compare-mt seeds with `--seed` and draws every bootstrap sample from, in report order.
//
// `np.random.choice(ids, k, replace=True)` over `ids = range(n)` is `randint(0, n, k)`. The legacy
// generator draws bounded integers by masked rejection: for a range below 2^32 it takes 32-bit
// outputs, keeps the bits under the range's smallest all-ones mask and retries while the value is
// above the range (NumPy's `buffered_bounded_masked_uint32`; the 32-bit "buffer" holds nothing).
// A range of one value draws nothing at all.
import { BleukitError, describeValue } from '@bleukit/core';
import { Mt19937 } from './mt19937.js';

/** The largest seed `np.random.seed` accepts (2^32 − 1). */
export const MAX_LEGACY_SEED = 4294967295;

/** NumPy's legacy global random state, the parts compare-mt uses. */
export interface LegacyRandom {
  /** `np.random.seed(seed)`: restarts the stream (0 ≤ seed ≤ 2^32 − 1). */
  seed(seed: number): void;
  /** The next raw 32-bit output of MT19937. */
  nextUint32(): number;
  /**
   * `np.random.randint(0, n, size=count)`, also `np.random.choice(range(n), count)`: `count`
   * integers in [0, n), each by masked rejection on 32-bit outputs (none drawn when `n` is 1).
   */
  randint(n: number, count: number): Int32Array;
}

function checkSeed(seed: number): void {
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_LEGACY_SEED) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] A NumPy legacy seed must be an integer from 0 to 2**32 - 1 (NumPy: "Seed must be between 0 and 2**32 - 1"), received ${describeValue(seed)}.`,
    );
  }
}

/** A 32-bit seed from the platform, for an unseeded generator (NumPy takes one from the OS). */
function entropySeed(): number {
  const crypto = (globalThis as { crypto?: { getRandomValues<T extends Uint32Array>(array: T): T } }).crypto;
  if (crypto) return crypto.getRandomValues(new Uint32Array(1))[0]!;
  return Math.floor(Math.random() * 4294967296);
}

/**
 * Creates NumPy's legacy random state seeded as `np.random.seed(seed)`; without a seed, from the
 * platform's entropy (as NumPy does when nothing seeds it).
 *
 * @example
 * ```ts
 * createLegacyRandom(13).randint(100, 3); // Int32Array [82, 48, 74], as np.random.seed(13); np.random.randint(0, 100, 3)
 * ```
 */
export function createLegacyRandom(seed?: number): LegacyRandom {
  if (seed !== undefined) checkSeed(seed);
  // Unseeded, the state is made at the first draw: the platform's entropy source (Node's Web
  // Crypto) takes a few milliseconds to load, which a run that draws nothing need not pay.
  let state = seed === undefined ? undefined : new Mt19937(seed);
  const generatorState = (): Mt19937 => (state ??= new Mt19937(entropySeed()));
  return {
    seed(value: number): void {
      checkSeed(value);
      if (state === undefined) state = new Mt19937(value);
      else state.seed(value);
    },
    nextUint32: () => generatorState().nextUint32(),
    randint(n: number, count: number): Int32Array {
      if (!Number.isInteger(n) || n < 1 || n > 2 ** 31 || !Number.isInteger(count) || count < 0) {
        throw new BleukitError(
          'invalid-argument',
          `[bleukit] randint(n, count) needs 1 ≤ n ≤ 2^31 and count ≥ 0, received n = ${describeValue(n)}, count = ${describeValue(count)}.`,
        );
      }
      const out = new Int32Array(count);
      const generator = generatorState();
      const range = n - 1;
      if (range === 0) return out;
      // The smallest mask of all ones covering the range.
      let mask = range;
      mask |= mask >>> 1;
      mask |= mask >>> 2;
      mask |= mask >>> 4;
      mask |= mask >>> 8;
      mask |= mask >>> 16;
      for (let i = 0; i < count; i++) {
        let value: number;
        do value = (generator.nextUint32() & mask) >>> 0;
        while (value > range);
        out[i] = value;
      }
      return out;
    },
  };
}
