// PCG64 (XSL-RR 128/64) without BigInt. The 128-bit state is eight 16-bit limbs held in doubles:
// a limb product is below 2^32 and a column of eight of them plus carries stays far below 2^53,
// so the schoolbook multiplication is exact in plain number arithmetic.

/** The PCG64 multiplier 0x2360ED051FC65DA44385DF649FCCF645, 16-bit limbs, lowest first. */
const M = [0xf645, 0x9fcc, 0xdf64, 0x4385, 0x5da4, 0x1fc6, 0xed05, 0x2360] as const;
const LIMB = 65536;

/** A numpy-compatible PCG64 bit generator, as NumPy seeds it from SeedSequence words. */
export class Pcg64 {
  private readonly s = new Float64Array(8);
  private readonly inc = new Float64Array(8);
  private readonly t = new Float64Array(8);
  /** High half of the last 64-bit output, kept for the next {@link Pcg64.nextUint32}. */
  private pending = 0;
  private hasPending = false;

  /** `words`: `SeedSequence.generate_state(8, uint32)` (4 uint64s, low word first). */
  constructor(words: ArrayLike<number>) {
    const w = (i: number) => words[i] as number;
    // initstate = u64[0] << 64 | u64[1]; inc = (u64[2] << 64 | u64[3]) << 1 | 1
    const init = limbs([w(1), w(0), w(3), w(2)]);
    const seq = limbs([w(5), w(4), w(7), w(6)]);
    let carry = 1;
    for (let i = 0; i < 8; i++) {
      const doubled = (seq[i] as number) * 2 + carry;
      carry = doubled >= LIMB ? 1 : 0;
      this.inc[i] = doubled - carry * LIMB;
    }
    this.step();
    carry = 0;
    for (let i = 0; i < 8; i++) {
      const sum = (this.s[i] as number) + (init[i] as number) + carry;
      carry = sum >= LIMB ? 1 : 0;
      this.s[i] = sum - carry * LIMB;
    }
    this.step();
  }

  /** state = state · M + inc (mod 2^128). */
  private step(): void {
    const s = this.s;
    const t = this.t;
    let carry = 0;
    for (let k = 0; k < 8; k++) {
      let column = carry + (this.inc[k] as number);
      for (let i = 0; i <= k; i++) column += (s[i] as number) * (M[k - i] as number);
      carry = Math.floor(column / LIMB);
      t[k] = column - carry * LIMB;
    }
    s.set(t);
  }

  /**
   * Advances and writes the 64-bit output into `out` as `[low 32 bits, high 32 bits]` (unsigned).
   */
  nextPair(out: Uint32Array): void {
    this.step();
    const s = this.s;
    const xl = ((((s[5] as number) << 16) | (s[4] as number)) ^ (((s[1] as number) << 16) | (s[0] as number))) >>> 0;
    const xh = ((((s[7] as number) << 16) | (s[6] as number)) ^ (((s[3] as number) << 16) | (s[2] as number))) >>> 0;
    let rot = (s[7] as number) >>> 10;
    let lo = xl;
    let hi = xh;
    if (rot >= 32) {
      lo = xh;
      hi = xl;
      rot -= 32;
    }
    if (rot === 0) {
      out[0] = lo;
      out[1] = hi;
    } else {
      out[0] = ((lo >>> rot) | (hi << (32 - rot))) >>> 0;
      out[1] = ((hi >>> rot) | (lo << (32 - rot))) >>> 0;
    }
  }

  /** The next 64-bit output as a BigInt (NumPy's `random_raw()`); for tests and diagnostics. */
  next(): bigint {
    const out = new Uint32Array(2);
    this.nextPair(out);
    return (BigInt(out[1] as number) << 32n) | BigInt(out[0] as number);
  }

  /**
   * NumPy's `next_uint32`: the low half of a fresh 64-bit output, then its high half on the next
   * call.
   */
  nextUint32(): number {
    if (this.hasPending) {
      this.hasPending = false;
      return this.pending;
    }
    const out = scratch;
    this.nextPair(out);
    this.pending = out[1] as number;
    this.hasPending = true;
    return out[0] as number;
  }
}

const scratch = new Uint32Array(2);

/** Four uint32 words, most significant first, as eight 16-bit limbs, least significant first. */
function limbs(wordsHighFirst: readonly number[]): number[] {
  const result: number[] = [];
  for (let i = wordsHighFirst.length - 1; i >= 0; i--) {
    const word = wordsHighFirst[i] as number;
    result.push(word & 0xffff, word >>> 16);
  }
  return result;
}
