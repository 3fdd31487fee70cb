import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../../test-support/shared.js';
import { entropyWords, seedSequenceState } from './seed-sequence.js';

interface RawRecord {
  kind: string;
  seed: number;
  seedseq_generate_state_uint64x4: string[];
}

const raw = readJsonl<RawRecord>('conformance/sacrebleu/bleu-significance.jsonl').filter((r) => r.kind === 'rng_raw');

describe('entropyWords', () => {
  it.each([
    [0n, [0]],
    [12345n, [12345]],
    [0xffffffffn, [0xffffffff]],
    [2n ** 32n, [0, 1]],
    [2n ** 130n + 7n, [7, 0, 0, 0, 4]],
  ])('%s → %j (little-endian uint32 words)', (seed, words) => {
    expect(Array.from(entropyWords(seed))).toEqual(words);
  });
});

describe('seedSequenceState', () => {
  it.each(raw.map((r) => [r.seed, r] as const))('equals NumPy SeedSequence(%s).generate_state(4, uint64)', (seed, record) => {
    const words = seedSequenceState(entropyWords(BigInt(seed)), 8);
    const u64 = [0, 1, 2, 3].map((i) => ((BigInt(words[2 * i + 1] as number) << 32n) | BigInt(words[2 * i] as number)).toString());
    expect(u64).toEqual(record.seedseq_generate_state_uint64x4);
  });

  it('mixes entropy beyond the 4-word pool into the state', () => {
    const short = seedSequenceState([1, 2, 3, 4], 8);
    const long = seedSequenceState([1, 2, 3, 4, 5], 8);
    expect(Array.from(long)).not.toEqual(Array.from(short));
  });
});
