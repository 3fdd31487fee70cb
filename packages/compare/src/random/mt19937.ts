// The Mersenne Twister (MT19937, Matsumoto and Nishimura 1998): the bit generator behind NumPy's
// legacy `np.random` functions, which compare-mt's bootstrap draws from. `seed(n)` is the
// generator's own `init_genrand`, which NumPy's legacy `np.random.seed(n)` calls for an integer.

const N = 624;
const M = 397;
const UPPER = 0x80000000;
const LOWER = 0x7fffffff;
const MATRIX_A = 0x9908b0df;

/** MT19937 with its 624-word state, producing 32-bit outputs. */
export class Mt19937 {
  private readonly state = new Uint32Array(N);
  private position = N;

  constructor(seed: number) {
    this.seed(seed);
  }

  /** `init_genrand(seed)`: the state from one 32-bit word (the next output regenerates it). */
  seed(seed: number): void {
    const state = this.state;
    state[0] = seed >>> 0;
    for (let i = 1; i < N; i++) {
      const previous = state[i - 1]!;
      state[i] = Math.imul(1812433253, previous ^ (previous >>> 30)) + i;
    }
    this.position = N;
  }

  /** The next 32-bit output, an integer in [0, 2^32). */
  nextUint32(): number {
    if (this.position >= N) this.twist();
    let y = this.state[this.position++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  private twist(): void {
    const state = this.state;
    // Word i mixes words i, i + 1 and i + M (indices modulo N), in three runs without a modulo.
    let i = 0;
    for (; i < N - M; i++) {
      const y = (state[i]! & UPPER) | (state[i + 1]! & LOWER);
      state[i] = state[i + M]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
    }
    for (; i < N - 1; i++) {
      const y = (state[i]! & UPPER) | (state[i + 1]! & LOWER);
      state[i] = state[i + M - N]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
    }
    const y = (state[N - 1]! & UPPER) | (state[0]! & LOWER);
    state[N - 1] = state[M - 1]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
    this.position = 0;
  }
}
