import { BleukitError, describeValue } from '../errors.js';
import type { ResamplingSeed } from './resampling-seed.js';

/** Options shared by the resampling functions. */
export interface ResamplingOptions {
  /**
   * Seed of NumPy's generator, sacreBLEU's `SACREBLEU_SEED` (default 12345; `null` or `'none'`:
   * OS entropy, signature `seed:none`). Core never reads environment variables: pass it in.
   */
  seed?: ResamplingSeed;
}

/** What {@link withResampling} needs to add `bs:`/`ar:` and `seed:` to a signature. */
export interface ResamplingRecord {
  /** `bs` for bootstrap resampling (`-ci`, `--paired-bs`), `ar` for approximate randomization. */
  readonly test: 'bs' | 'ar';
  /** Resamples or trials. */
  readonly samples: number;
  /** The seed as the signature prints it (`12345`, `none`). */
  readonly seed: string;
}

/** Validates a resample/trial count at a public entry point. */
export function checkCount(value: unknown, name: string, fallback: number): number {
  const count = value ?? fallback;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] ${name} must be a whole number ≥ 1, received ${describeValue(value)}. Example: { ${name}: ${fallback} }.`,
    );
  }
  return count;
}
