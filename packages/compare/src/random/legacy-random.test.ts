import { describe, expect, it } from 'vitest';
import { numpyMissing, runPython } from '../../../../test-support/compare-mt-tools.js';
import { seededRandom } from '../../../../test-support/seeded-random.js';
import { createLegacyRandom } from './legacy-random.js';

// Each case: a seed, then calls on one stream: [n, count] is np.random.choice(range(n), count),
// [0, count] is count raw 32-bit outputs (randint over the full uint32 range).
type Case = { seed: number; calls: [number, number][] };

const draw = seededRandom(32);
const sizes = [1, 2, 3, 5, 7, 8, 9, 100, 255, 256, 257, 1000, 1012, 2074, 7936, 65537, 2 ** 31 - 1, 2 ** 31];
const cases: Case[] = [0, 1, 13, 42, 12345, 4294967295, ...Array.from({ length: 24 }, () => Math.floor(draw() * 2 ** 32))].map(
  (seed, k) => ({
    seed,
    calls: Array.from({ length: 6 }, (_, i): [number, number] => {
      if ((k + i) % 7 === 3) return [0, 700];
      return [sizes[Math.floor(draw() * sizes.length)]!, Math.floor(draw() * 1200)];
    }),
  }),
);

const NUMPY = `
import json, sys
import numpy as np
out = []
for case in json.load(sys.stdin):
    np.random.seed(case['seed'])
    rows = []
    for n, count in case['calls']:
        if n == 0:
            rows.append([int(x) for x in np.random.randint(0, 2**32, size=count, dtype=np.uint64)])
        else:
            rows.append([int(x) for x in np.random.choice(list(range(n)) if n < 100000 else n, size=count, replace=True)])
    out.append(rows)
print(json.dumps(out))
`;

describe.skipIf(numpyMissing !== undefined)(`NumPy's legacy generator, live${numpyMissing ? ` (skipped: ${numpyMissing})` : ''}`, () => {
  it(`draws what np.random.seed + np.random.choice draw, ${cases.length} seeds`, () => {
    const expected = JSON.parse(runPython(NUMPY, JSON.stringify(cases))) as number[][][];
    cases.forEach((testCase, k) => {
      const random = createLegacyRandom(testCase.seed);
      const got = testCase.calls.map(([n, count]) =>
        n === 0 ? Array.from({ length: count }, () => random.nextUint32()) : Array.from(random.randint(n, count)),
      );
      expect(got, `seed ${testCase.seed}`).toEqual(expected[k]);
    });
  });
});

describe('createLegacyRandom', () => {
  it('reseeding restarts the stream', () => {
    const random = createLegacyRandom(7);
    const first = random.randint(1000, 50);
    random.randint(3, 10);
    random.seed(7);
    expect(random.randint(1000, 50)).toEqual(first);
  });

  it('draws nothing for a range of one value', () => {
    const a = createLegacyRandom(5);
    const b = createLegacyRandom(5);
    expect(Array.from(a.randint(1, 4))).toEqual([0, 0, 0, 0]);
    expect(a.nextUint32()).toBe(b.nextUint32());
  });

  it.each([-1, 2 ** 32, 1.5, Number.NaN])('refuses the seed %s as NumPy does', (seed) => {
    expect(() => createLegacyRandom(seed)).toThrow(/Seed must be between 0 and 2\*\*32 - 1/);
  });
});
