import { describe, expect, it } from 'vitest';
import { Pcg64 } from './pcg64.js';
import { Pcg64Reference } from './pcg64-reference.js';
import { entropyWords, seedSequenceState } from './seed-sequence.js';

const seeds = [
  0n, 1n, 42n, 12345n, 0xffffffffn, 2n ** 32n, 2n ** 64n - 1n, 2n ** 127n + 12345n, 2n ** 200n + 3n,
  ...Array.from({ length: 60 }, (_, i) => BigInt(i) * 0x9e3779b97f4a7c15n + BigInt(i * i)),
];

describe('Pcg64 (16-bit limbs) against the BigInt reference', () => {
  it.each(seeds.map((seed) => [seed]))('seed %s: 2,000 raw outputs are equal', (seed) => {
    const words = seedSequenceState(entropyWords(seed), 8);
    const fast = new Pcg64(words);
    const reference = new Pcg64Reference(words);
    for (let i = 0; i < 2000; i++) expect(fast.next()).toBe(reference.next());
  });

  it('hands out a 64-bit output as two uint32s, low half first', () => {
    const words = seedSequenceState(entropyWords(12345n), 8);
    const halves = new Pcg64(words);
    const reference = new Pcg64Reference(words);
    for (let i = 0; i < 100; i++) {
      const value = reference.next();
      expect(halves.nextUint32()).toBe(Number(value & 0xffffffffn));
      expect(halves.nextUint32()).toBe(Number(value >> 32n));
    }
  });
});
