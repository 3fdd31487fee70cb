import { describe, expect, it } from 'vitest';
import { resolveSeed } from './resampling-seed.js';

describe('resolveSeed (SACREBLEU_SEED semantics)', () => {
  it.each([
    [undefined, 12345n, '12345'],
    [0, 0n, '0'],
    [42, 42n, '42'],
    [2n ** 70n, 2n ** 70n, '1180591620717411303424'],
    ['42', 42n, '42'],
    ['012', 12n, '012'],
    [' 7 ', 7n, ' 7 '],
    ['1_000', 1000n, '1_000'],
    ['+5', 5n, '+5'],
    ['none', null, 'none'],
    ['NoNe', null, 'none'],
    [null, null, 'none'],
  ])('%s → value %s, signature label "%s"', (seed, value, label) => {
    expect(resolveSeed(seed as never)).toEqual({ value, label });
  });

  it.each([[-1], [-1n], [0.5], [Number.POSITIVE_INFINITY], ['x1'], ['1__0'], ['-2'], [''], [true]])(
    'rejects %s with a hint',
    (seed) => {
      expect(() => resolveSeed(seed as never)).toThrow(/non-negative integer or "none".*Example: seed: 12345/);
    },
  );
});
