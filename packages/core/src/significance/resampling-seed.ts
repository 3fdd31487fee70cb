import { BleukitError, describeValue } from '../errors.js';

/**
 * A seed for resampling, as sacreBLEU's `SACREBLEU_SEED` gives it: a non-negative integer (number,
 * bigint or decimal string), or `null` / the string `none` (any case) for fresh OS entropy.
 * A string keeps its spelling, lower-cased, for the signature (`seed:012`), as sacreBLEU does.
 */
export type ResamplingSeed = number | bigint | string | null;

/** sacreBLEU's default seed (`SACREBLEU_SEED` unset). */
export const DEFAULT_SEED = 12345;

/** A seed made ready for the generator: its value (`null` = entropy) and its signature label. */
export interface ResolvedSeed {
  /** The integer NumPy would see; `null` when unseeded. */
  readonly value: bigint | null;
  /** What the signature prints after `seed:` (`12345`, `none`). */
  readonly label: string;
}

// Python's int(): optional surrounding whitespace and sign, digits with single underscores between.
const INTEGER = /^\s*([+-]?)(\d+(?:_\d+)*)\s*$/;

/**
 * Resolves a {@link ResamplingSeed} the way sacreBLEU reads `SACREBLEU_SEED`
 * (`None if seed.lower() == 'none' else int(seed)`), rejecting what NumPy's SeedSequence rejects.
 */
export function resolveSeed(seed: ResamplingSeed | undefined = DEFAULT_SEED): ResolvedSeed {
  if (seed === null) return { value: null, label: 'none' };
  if (typeof seed === 'string') {
    if (seed.toLowerCase() === 'none') return { value: null, label: 'none' };
    const match = INTEGER.exec(seed);
    if (match) {
      const value = BigInt(`${match[1]}${(match[2] as string).replaceAll('_', '')}`);
      if (value >= 0n) return { value, label: seed.toLowerCase() };
    }
  } else if (typeof seed === 'bigint') {
    if (seed >= 0n) return { value: seed, label: String(seed) };
  } else if (Number.isSafeInteger(seed) && seed >= 0) {
    return { value: BigInt(seed), label: String(seed) };
  }
  throw new BleukitError(
    'invalid-argument',
    `[bleukit] The resampling seed must be a non-negative integer or "none" (like SACREBLEU_SEED), ` +
      `received ${describeValue(typeof seed === 'bigint' ? String(seed) : seed)}. Example: seed: 12345.`,
  );
}
