// Word-level Levenshtein distance restricted to a beam around the (length-ratio) diagonal, with
// sacreBLEU's costs, beam and tie-breaks (metrics/lib_ter.py `BeamEditDistance`), on word ids.
//
// Rows are hypothesis positions, columns reference positions. A row's cells outside its beam are
// infinite. sacreBLEU caches rows by hypothesis prefix; here the rows of the hypothesis being
// shifted are kept, and a shifted candidate is computed from the first row where it differs —
// the same numbers, since a row depends only on the words before it.

/** Edit operations as sacreBLEU writes them in a trace (hypothesis → reference view). */
export const OP_NOP = 0;
export const OP_SUB = 1;
/** Consumes a reference word (sacreBLEU's `i`). */
export const OP_INS = 2;
/** Consumes a hypothesis word (sacreBLEU's `d`). */
export const OP_DEL = 3;
const OP_UNDEF = 4;

const BEAM_WIDTH = 25;
const INFINITY = 1 << 29;
const NO_WORDS = new Int32Array(0);

/**
 * Distances from one reference to hypotheses of one length (a segment's shifts keep its length).
 * {@link reset} points an instance at another pair and keeps its buffers.
 */
export class BeamEditDistance {
  private ref: Int32Array = NO_WORDS;
  private hypLength = 0;
  private columns = 1;
  /** The full matrix of the base hypothesis: costs and the chosen operation per cell. */
  private costs = new Int32Array(0);
  private ops = new Uint8Array(0);
  /** Two rolling rows for candidates. */
  private rowA = new Int32Array(0);
  private rowB = new Int32Array(0);
  private minJ = new Int32Array(0);
  private maxJ = new Int32Array(0);
  /**
   * The fewest edits of any path through a cell outside the beam (its distance off the two
   * corners' diagonals), `Infinity` when the beam covers the matrix. Below it, the beam's
   * distance is the plain Levenshtein distance.
   */
  outsideBound = Number.POSITIVE_INFINITY;

  constructor(ref: Int32Array = NO_WORDS, hypLength = 0) {
    this.reset(ref, hypLength);
  }

  /** Sets the reference (its first `refLength` ids) and the hypothesis length, reusing the buffers. */
  reset(ref: Int32Array, hypLength: number, refLength = ref.length): this {
    const n = refLength;
    const columns = n + 1;
    this.ref = ref;
    this.hypLength = hypLength;
    this.columns = columns;
    const ratio = hypLength > 0 ? n / hypLength : 1;
    // In very unequal lengths the beam would miss the previous row: widen it as sacreBLEU does.
    const width = BEAM_WIDTH < ratio / 2 ? Math.ceil(ratio / 2 + BEAM_WIDTH) : BEAM_WIDTH;
    if (this.minJ.length < hypLength + 1) {
      this.minJ = new Int32Array(2 * hypLength + 2);
      this.maxJ = new Int32Array(2 * hypLength + 2);
    }
    const { minJ, maxJ } = this;
    minJ[0] = 0;
    maxJ[0] = columns;
    let bound = Number.POSITIVE_INFINITY;
    for (let i = 1; i <= hypLength; i++) {
      const diagonal = Math.floor(i * ratio);
      const lo = Math.max(0, diagonal - width);
      const hi = i === hypLength ? columns : Math.min(columns, diagonal + width);
      minJ[i] = lo;
      maxJ[i] = hi;
      if (lo > 0) bound = Math.min(bound, offDiagonal(i, 0, lo - 1, hypLength, n));
      if (hi < columns) bound = Math.min(bound, offDiagonal(i, hi, n, hypLength, n));
    }
    this.outsideBound = bound;
    const cells = (hypLength + 1) * columns;
    if (this.costs.length < cells) {
      this.costs = new Int32Array(2 * cells);
      this.ops = new Uint8Array(2 * cells);
    }
    if (this.rowA.length < columns) {
      this.rowA = new Int32Array(2 * columns);
      this.rowB = new Int32Array(2 * columns);
    }
    for (let j = 0; j < columns; j++) {
      this.costs[j] = j;
      this.ops[j] = OP_INS;
    }
    return this;
  }

  /**
   * Distance of `hyp` (the base), keeping every row and operation for {@link trace} and for
   * candidates computed by {@link distanceFrom}.
   */
  distance(hyp: Int32Array): number {
    const { columns, costs, ops, ref, minJ, maxJ } = this;
    for (let i = 1; i <= this.hypLength; i++) {
      const row = i * columns;
      const above = row - columns;
      const lo = minJ[i] as number;
      const hi = maxJ[i] as number;
      const loAbove = minJ[i - 1] as number;
      const hiAbove = maxJ[i - 1] as number;
      const word = hyp[i - 1] as number;
      for (let j = lo; j < hi; j++) {
        if (j === 0) {
          costs[row] = (loAbove === 0 ? (costs[above] as number) : INFINITY) + 1;
          ops[row] = OP_DEL;
          continue;
        }
        let best = INFINITY;
        let op = OP_UNDEF;
        const diagonal = j - 1 >= loAbove && j - 1 < hiAbove ? (costs[above + j - 1] as number) : INFINITY;
        const sub = diagonal + (word === ref[j - 1] ? 0 : 1);
        if (sub < best) {
          best = sub;
          op = word === ref[j - 1] ? OP_NOP : OP_SUB;
        }
        const del = (j >= loAbove && j < hiAbove ? (costs[above + j] as number) : INFINITY) + 1;
        if (del < best) {
          best = del;
          op = OP_DEL;
        }
        const ins = (j - 1 >= lo ? (costs[row + j - 1] as number) : INFINITY) + 1;
        if (ins < best) {
          best = ins;
          op = OP_INS;
        }
        costs[row + j] = best;
        ops[row + j] = op;
      }
    }
    return costs[this.hypLength * columns + columns - 1] as number;
  }

  /**
   * Distance of a hypothesis that equals the base on its first `prefix` words, from the base's
   * row `prefix` on (only the distance, no trace).
   */
  distanceFrom(hyp: Int32Array, prefix: number): number {
    const { columns, ref, minJ, maxJ } = this;
    if (prefix >= this.hypLength) return this.costs[this.hypLength * columns + columns - 1] as number;
    let previous = this.rowA;
    let current = this.rowB;
    previous.set(this.costs.subarray(prefix * columns, prefix * columns + columns));
    for (let i = prefix + 1; i <= this.hypLength; i++) {
      const lo = minJ[i] as number;
      const hi = maxJ[i] as number;
      const loAbove = minJ[i - 1] as number;
      const hiAbove = maxJ[i - 1] as number;
      const word = hyp[i - 1] as number;
      for (let j = lo; j < hi; j++) {
        if (j === 0) {
          current[0] = (loAbove === 0 ? (previous[0] as number) : INFINITY) + 1;
          continue;
        }
        const diagonal = j - 1 >= loAbove && j - 1 < hiAbove ? (previous[j - 1] as number) : INFINITY;
        let best = diagonal + (word === ref[j - 1] ? 0 : 1);
        const del = (j >= loAbove && j < hiAbove ? (previous[j] as number) : INFINITY) + 1;
        if (del < best) best = del;
        const ins = (j - 1 >= lo ? (current[j - 1] as number) : INFINITY) + 1;
        if (ins < best) best = ins;
        current[j] = best;
      }
      const swap = previous;
      previous = current;
      current = swap;
    }
    return previous[columns - 1] as number;
  }

  /**
   * The operations of the base's best path, from the start (sacreBLEU's trace, not flipped),
   * written into `out`; returns their number.
   */
  traceInto(out: Uint8Array): number {
    const { columns, ops } = this;
    let i = this.hypLength;
    let j = columns - 1;
    let k = 0;
    while (i > 0 || j > 0) {
      const op = ops[i * columns + j] as number;
      out[k++] = op;
      if (op === OP_SUB || op === OP_NOP) {
        i--;
        j--;
      } else if (op === OP_INS) j--;
      else if (op === OP_DEL) i--;
      else throw new Error(`TER: no edit path through cell (${i}, ${j}); please report this input.`);
    }
    out.subarray(0, k).reverse();
    return k;
  }

  /** The operations of the base's best path, from the start (sacreBLEU's trace, not flipped). */
  trace(): Uint8Array {
    const out = new Uint8Array(this.hypLength + this.columns);
    return out.slice(0, this.traceInto(out));
  }
}

/**
 * The fewest edits of a path from (0, 0) to (rows, columns) through a cell (i, j) with j in
 * [from, to]: at least |i − j| before it and |(rows − i) − (columns − j)| after it. That sum is
 * smallest between j = i and j = i + columns − rows, so the nearest of those in range gives it.
 */
function offDiagonal(i: number, from: number, to: number, rows: number, columns: number): number {
  const cost = (j: number) => Math.abs(i - j) + Math.abs(rows - i - (columns - j));
  const clamp = (j: number) => Math.min(to, Math.max(from, j));
  return Math.min(cost(clamp(i)), cost(clamp(i + columns - rows)));
}
