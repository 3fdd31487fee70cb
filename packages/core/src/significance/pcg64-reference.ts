// PCG64 (XSL-RR 128/64) with BigInt: slow, obviously right. It is the yardstick the fast
// 16-bit-limb generator in pcg64.ts is tested against; nothing on a hot path uses it.

const MASK_64 = (1n << 64n) - 1n;
const MASK_128 = (1n << 128n) - 1n;
const MULTIPLIER = 0x2360ed051fc65da44385df649fccf645n;

/** A BigInt PCG64 seeded like NumPy's from SeedSequence state words (8 uint32s). */
export class Pcg64Reference {
  private state = 0n;
  private readonly increment: bigint;

  /** `words`: `SeedSequence.generate_state(8, uint32)`, i.e. 4 uint64s, low word first. */
  constructor(words: ArrayLike<number>) {
    const u64 = (i: number) => (BigInt(words[2 * i + 1] as number) << 32n) | BigInt(words[2 * i] as number);
    const initState = (u64(0) << 64n) | u64(1);
    this.increment = ((((u64(2) << 64n) | u64(3)) << 1n) | 1n) & MASK_128;
    this.step();
    this.state = (this.state + initState) & MASK_128;
    this.step();
  }

  private step(): void {
    this.state = (this.state * MULTIPLIER + this.increment) & MASK_128;
  }

  /** The next 64-bit output (NumPy's `random_raw()`). */
  next(): bigint {
    this.step();
    const x = ((this.state >> 64n) ^ this.state) & MASK_64;
    const rot = this.state >> 122n;
    return ((x >> rot) | (x << ((64n - rot) & 63n))) & MASK_64;
  }
}
