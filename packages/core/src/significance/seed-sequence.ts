// NumPy's SeedSequence (the entropy mixer behind `np.random.default_rng(seed)`), reimplemented
// from the algorithm described in the spec: a 4-word pool of uint32s, hash-mixed, then expanded.
// All arithmetic is uint32: Math.imul for products, `>>> 0` to stay unsigned.

const INIT_A = 0x43b0d7e5;
const MULT_A = 0x931e8875;
const INIT_B = 0x8b51f9dd;
const MULT_B = 0x58f38ded;
const MIX_MULT_L = 0xca01f9dd;
const MIX_MULT_R = 0x4973f715;
const POOL_SIZE = 4;

/** Splits a non-negative integer into little-endian uint32 words (`[0]` for 0), as NumPy does. */
export function entropyWords(seed: bigint): Uint32Array {
  const words: number[] = [];
  let rest = seed;
  do {
    words.push(Number(rest & 0xffffffffn));
    rest >>= 32n;
  } while (rest > 0n);
  return Uint32Array.from(words);
}

function mix(x: number, y: number): number {
  const result = (Math.imul(MIX_MULT_L, x) - Math.imul(MIX_MULT_R, y)) >>> 0;
  return (result ^ (result >>> 16)) >>> 0;
}

/**
 * NumPy's `SeedSequence(entropy).generate_state(words, uint32)`: `words` uint32s derived from the
 * entropy words (no spawn key). Two consecutive words make one uint64, low word first.
 */
export function seedSequenceState(entropy: ArrayLike<number>, words: number): Uint32Array {
  let hashConst = INIT_A;
  const hashmix = (input: number): number => {
    let value = (input ^ hashConst) >>> 0;
    hashConst = Math.imul(hashConst, MULT_A) >>> 0;
    value = Math.imul(value, hashConst) >>> 0;
    return (value ^ (value >>> 16)) >>> 0;
  };

  const pool = new Uint32Array(POOL_SIZE);
  for (let i = 0; i < POOL_SIZE; i++) pool[i] = hashmix(i < entropy.length ? (entropy[i] as number) : 0);
  for (let src = 0; src < POOL_SIZE; src++) {
    for (let dst = 0; dst < POOL_SIZE; dst++) {
      if (src !== dst) pool[dst] = mix(pool[dst] as number, hashmix(pool[src] as number));
    }
  }
  for (let src = POOL_SIZE; src < entropy.length; src++) {
    for (let dst = 0; dst < POOL_SIZE; dst++) {
      pool[dst] = mix(pool[dst] as number, hashmix(entropy[src] as number));
    }
  }

  const state = new Uint32Array(words);
  let hashB = INIT_B;
  for (let i = 0; i < words; i++) {
    let value = ((pool[i % POOL_SIZE] as number) ^ hashB) >>> 0;
    hashB = Math.imul(hashB, MULT_B) >>> 0;
    value = Math.imul(value, hashB) >>> 0;
    state[i] = (value ^ (value >>> 16)) >>> 0;
  }
  return state;
}
