// Plain word-level Levenshtein distance, 32 reference words per step: Myers' bit-vector
// algorithm (1999) in the block form of Hyyrö (2003), on local word ids. A column of the edit
// matrix (one hypothesis position, every reference position) is two bit vectors, the positions
// where the distance goes up and where it goes down from one reference word to the next; a
// reference of more than 32 words takes one pair of 32-bit vectors per 32 words.
//
// The base hypothesis's columns are kept, so that a shifted candidate starts from the last column
// it shares with the base, and stops as soon as it is back in a column the base went through with
// the rest of the words the same. Without a beam this is a lower bound on sacreBLEU's distance,
// equal to it (and its trace to the beam's) when the distance is below the fewest edits of any
// path leaving the beam (translation-edit-rate.ts).

import { OP_DEL, OP_INS, OP_NOP, OP_SUB } from './beam-edit-distance.js';

/** Set bits of a 32-bit word. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Distances from one reference (local ids 1…k; a hypothesis word absent from it is 0) to hypotheses of one length. */
export class BitParallelDistance {
  private blocks = 1;
  private refLength = 0;
  private hypLength = 0;
  /** Bit of the last reference word in the last block. */
  private high = 0;
  /** Per local id and block: the reference positions holding that word. */
  private peq = new Int32Array(0);
  /** The base's columns: up and down vectors per block, and the distance to the whole reference. */
  private columnUp = new Int32Array(0);
  private columnDown = new Int32Array(0);
  private columnScore = new Int32Array(0);
  /** A candidate's column (more than one block). */
  private up = new Int32Array(0);
  private down = new Int32Array(0);

  /**
   * Sets the reference (its first `m` ids; `vocabulary` distinct words, ids 1…vocabulary) and the
   * hypothesis length.
   */
  reset(ref: Int32Array, m: number, vocabulary: number, hypLength: number): void {
    const blocks = Math.max(1, (m + 31) >>> 5);
    this.blocks = blocks;
    this.refLength = m;
    this.hypLength = hypLength;
    this.high = 1 << ((m - 1) & 31);
    const size = (vocabulary + 1) * blocks;
    if (this.peq.length < size) this.peq = new Int32Array(2 * size);
    const peq = this.peq;
    peq.fill(0, 0, size);
    for (let j = 0; j < m; j++) {
      const at = (ref[j] as number) * blocks + (j >>> 5);
      peq[at] = (peq[at] as number) | (1 << (j & 31));
    }
    const columns = (hypLength + 1) * blocks;
    if (this.columnUp.length < columns) {
      this.columnUp = new Int32Array(2 * columns);
      this.columnDown = new Int32Array(2 * columns);
    }
    if (this.columnScore.length < hypLength + 1) this.columnScore = new Int32Array(2 * hypLength + 2);
    if (this.up.length < blocks) {
      this.up = new Int32Array(blocks);
      this.down = new Int32Array(blocks);
    }
  }

  /** Distance of the base hypothesis, keeping its columns. */
  distance(words: Int32Array): number {
    const { blocks, peq, columnUp, columnDown, columnScore, high } = this;
    const n = this.hypLength;
    let score = this.refLength;
    columnScore[0] = score;
    if (blocks === 1) {
      let up = -1;
      let down = 0;
      columnUp[0] = up;
      columnDown[0] = down;
      for (let i = 0; i < n; i++) {
        const eq = peq[words[i] as number] as number;
        const xv = eq | down;
        const xh = (((eq & up) + up) ^ up) | eq;
        let ph = down | ~(xh | up);
        let mh = up & xh;
        if (ph & high) score++;
        else if (mh & high) score--;
        ph = (ph << 1) | 1;
        mh <<= 1;
        up = mh | ~(xv | ph);
        down = ph & xv;
        columnUp[i + 1] = up;
        columnDown[i + 1] = down;
        columnScore[i + 1] = score;
      }
      return score;
    }
    if (blocks === 2) return this.distanceTwoBlocks(words);
    for (let b = 0; b < blocks; b++) {
      columnUp[b] = -1;
      columnDown[b] = 0;
    }
    for (let i = 0; i < n; i++) {
      const word = (words[i] as number) * blocks;
      const from = i * blocks;
      const to = from + blocks;
      let carry = 1;
      for (let b = 0; b < blocks; b++) {
        carry = step(columnUp, columnDown, from + b, to + b, peq[word + b] as number, carry, b === blocks - 1 ? high : 1 << 31);
      }
      score += carry;
      columnScore[i + 1] = score;
    }
    return score;
  }

  /** {@link distance} for a reference of 33 to 64 words, as {@link shiftedTwoBlocks} computes a column. */
  private distanceTwoBlocks(words: Int32Array): number {
    const { peq, columnUp, columnDown, columnScore, high } = this;
    const n = this.hypLength;
    const top = 1 << 31;
    let score = this.refLength;
    let up0 = -1;
    let down0 = 0;
    let up1 = -1;
    let down1 = 0;
    columnUp[0] = up0;
    columnDown[0] = down0;
    columnUp[1] = up1;
    columnDown[1] = down1;
    for (let i = 0; i < n; i++) {
      const word = 2 * (words[i] as number);
      let eq = peq[word] as number;
      let xv = eq | down0;
      let xh = (((eq & up0) + up0) ^ up0) | eq;
      let ph = down0 | ~(xh | up0);
      let mh = up0 & xh;
      const carry = ph & top ? 1 : mh & top ? -1 : 0;
      ph = (ph << 1) | 1;
      mh <<= 1;
      up0 = mh | ~(xv | ph);
      down0 = ph & xv;
      eq = peq[word + 1] as number;
      xv = eq | down1;
      if (carry < 0) eq |= 1;
      xh = (((eq & up1) + up1) ^ up1) | eq;
      ph = down1 | ~(xh | up1);
      mh = up1 & xh;
      if (ph & high) score++;
      else if (mh & high) score--;
      ph <<= 1;
      mh <<= 1;
      if (carry < 0) mh |= 1;
      else if (carry > 0) ph |= 1;
      up1 = mh | ~(xv | ph);
      down1 = ph & xv;
      columnUp[2 * i + 2] = up0;
      columnDown[2 * i + 2] = down0;
      columnUp[2 * i + 3] = up1;
      columnDown[2 * i + 3] = down1;
      columnScore[i + 1] = score;
    }
    return score;
  }

  /**
   * Distance of the base with `length` words at `start` moved before `target` (sacreBLEU's
   * `_perform_shift`), from the first column where the two differ. A distance above `limit` may
   * come back as any number above it: the candidate stops once the distance to the whole
   * reference, less one for each word still to come, is above it (a word lowers it by one at most).
   */
  shifted(words: Int32Array, start: number, length: number, target: number, limit = Number.POSITIVE_INFINITY): number {
    const n = this.hypLength;
    // The candidate is the base up to `prefix`, then three runs of the base's words; the last run
    // is the base's own tail from `tail` on.
    let prefix: number;
    let firstFrom: number;
    let firstTo: number;
    let secondFrom: number;
    let secondTo: number;
    let tail: number;
    if (target < start) {
      prefix = target;
      firstFrom = start;
      firstTo = start + length;
      secondFrom = target;
      secondTo = start;
      tail = start + length;
    } else if (target > start + length) {
      prefix = start;
      firstFrom = start + length;
      firstTo = target;
      secondFrom = start;
      secondTo = start + length;
      tail = target;
    } else {
      // A target inside the block: the words after the block up to `target + length` come first
      // (as far as there are words).
      prefix = start;
      tail = Math.min(n, length + target);
      firstFrom = start + length;
      firstTo = tail;
      secondFrom = start;
      secondTo = start + length;
    }
    const blocks = this.blocks;
    if (blocks === 1) return this.shiftedOneBlock(words, prefix, firstFrom, firstTo, secondFrom, secondTo, tail, limit);
    if (blocks === 2) return this.shiftedTwoBlocks(words, prefix, firstFrom, firstTo, secondFrom, secondTo, tail, limit);
    return this.shiftedBlocks(words, prefix, firstFrom, firstTo, secondFrom, secondTo, tail, limit);
  }

  private shiftedOneBlock(
    words: Int32Array,
    prefix: number,
    firstFrom: number,
    firstTo: number,
    secondFrom: number,
    secondTo: number,
    tail: number,
    limit: number,
  ): number {
    const { peq, columnUp, columnDown, columnScore, high } = this;
    const n = this.hypLength;
    // The vectors' bits above the reference's last word are left over: they never reach the others.
    const mask = high | (high - 1);
    let up = columnUp[prefix] as number;
    let down = columnDown[prefix] as number;
    let score = columnScore[prefix] as number;
    // The candidate's columns so far, and the words still to come after them.
    let column = prefix;
    for (let run = 0; run < 3; run++) {
      const from = run === 0 ? firstFrom : run === 1 ? secondFrom : tail;
      const to = run === 0 ? firstTo : run === 1 ? secondTo : n;
      for (let i = from; i < to; i++) {
        // In the tail, a column equal to the base's, with the same words to come, ends where the base does.
        if (run === 2 && (((up ^ (columnUp[i] as number)) | (down ^ (columnDown[i] as number))) & mask) === 0) {
          return columnScore[n] as number;
        }
        const eq = peq[words[i] as number] as number;
        const xv = eq | down;
        const xh = (((eq & up) + up) ^ up) | eq;
        let ph = down | ~(xh | up);
        let mh = up & xh;
        if (ph & high) score++;
        else if (mh & high) score--;
        if (score - (n - ++column) > limit) return score;
        ph = (ph << 1) | 1;
        mh <<= 1;
        up = mh | ~(xv | ph);
        down = ph & xv;
      }
    }
    return score;
  }

  /**
   * {@link shiftedBlocks} for a reference of 33 to 64 words (most long sentences), its two blocks
   * in local variables: {@link step} written out twice, the first block's carry in always +1.
   */
  private shiftedTwoBlocks(
    words: Int32Array,
    prefix: number,
    firstFrom: number,
    firstTo: number,
    secondFrom: number,
    secondTo: number,
    tail: number,
    limit: number,
  ): number {
    const { peq, columnUp, columnDown, columnScore, high } = this;
    const n = this.hypLength;
    const mask = high | (high - 1);
    const top = 1 << 31;
    let up0 = columnUp[2 * prefix] as number;
    let down0 = columnDown[2 * prefix] as number;
    let up1 = columnUp[2 * prefix + 1] as number;
    let down1 = columnDown[2 * prefix + 1] as number;
    let score = columnScore[prefix] as number;
    // The candidate's columns so far, and the words still to come after them.
    let column = prefix;
    for (let run = 0; run < 3; run++) {
      const from = run === 0 ? firstFrom : run === 1 ? secondFrom : tail;
      const to = run === 0 ? firstTo : run === 1 ? secondTo : n;
      for (let i = from; i < to; i++) {
        if (
          run === 2 &&
          up0 === columnUp[2 * i] &&
          down0 === columnDown[2 * i] &&
          (((up1 ^ (columnUp[2 * i + 1] as number)) | (down1 ^ (columnDown[2 * i + 1] as number))) & mask) === 0
        ) {
          return columnScore[n] as number;
        }
        const word = 2 * (words[i] as number);
        let eq = peq[word] as number;
        let xv = eq | down0;
        let xh = (((eq & up0) + up0) ^ up0) | eq;
        let ph = down0 | ~(xh | up0);
        let mh = up0 & xh;
        const carry = ph & top ? 1 : mh & top ? -1 : 0;
        ph = (ph << 1) | 1;
        mh <<= 1;
        up0 = mh | ~(xv | ph);
        down0 = ph & xv;
        eq = peq[word + 1] as number;
        xv = eq | down1;
        if (carry < 0) eq |= 1;
        xh = (((eq & up1) + up1) ^ up1) | eq;
        ph = down1 | ~(xh | up1);
        mh = up1 & xh;
        if (ph & high) score++;
        else if (mh & high) score--;
        ph <<= 1;
        mh <<= 1;
        if (carry < 0) mh |= 1;
        else if (carry > 0) ph |= 1;
        up1 = mh | ~(xv | ph);
        down1 = ph & xv;
        if (score - (n - ++column) > limit) return score;
      }
    }
    return score;
  }

  private shiftedBlocks(
    words: Int32Array,
    prefix: number,
    firstFrom: number,
    firstTo: number,
    secondFrom: number,
    secondTo: number,
    tail: number,
    limit: number,
  ): number {
    const { blocks, peq, columnUp, columnDown, columnScore, high, up, down } = this;
    const n = this.hypLength;
    const mask = high | (high - 1);
    up.set(columnUp.subarray(prefix * blocks, prefix * blocks + blocks));
    down.set(columnDown.subarray(prefix * blocks, prefix * blocks + blocks));
    let score = columnScore[prefix] as number;
    // The candidate's columns so far, and the words still to come after them.
    let column = prefix;
    for (let run = 0; run < 3; run++) {
      const from = run === 0 ? firstFrom : run === 1 ? secondFrom : tail;
      const to = run === 0 ? firstTo : run === 1 ? secondTo : n;
      for (let i = from; i < to; i++) {
        if (run === 2 && sameColumn(up, down, columnUp, columnDown, i * blocks, blocks, mask)) {
          return columnScore[n] as number;
        }
        const word = (words[i] as number) * blocks;
        let carry = 1;
        for (let b = 0; b < blocks; b++) {
          carry = step(up, down, b, b, peq[word + b] as number, carry, b === blocks - 1 ? high : 1 << 31);
        }
        score += carry;
        if (score - (n - ++column) > limit) return score;
      }
    }
    return score;
  }

  /**
   * The base's trace (sacreBLEU's operations and tie-breaks, from the start) into `out`, read off
   * the kept columns; returns its length. Only where the beam's trace is the plain one (the base's
   * distance below the fewest edits of a path leaving the beam). `ref` holds the same local ids as
   * the words.
   */
  traceInto(words: Int32Array, ref: Int32Array, out: Uint8Array): number {
    const { blocks, columnUp, columnDown, columnScore } = this;
    // The distance from the first i hypothesis words to the first j reference words: i plus the
    // rises minus the falls over the column's first j bits.
    const cell = (i: number, j: number): number => {
      let value = i;
      let at = i * blocks;
      for (; j >= 32; j -= 32, at++) value += popcount(columnUp[at] as number) - popcount(columnDown[at] as number);
      if (j > 0) {
        const mask = (1 << j) - 1;
        value += popcount((columnUp[at] as number) & mask) - popcount((columnDown[at] as number) & mask);
      }
      return value;
    };
    // How the distance changes from reference word j − 1 to j in column i.
    const rise = (i: number, j: number): number => {
      const at = i * blocks + ((j - 1) >>> 5);
      const bit = 1 << ((j - 1) & 31);
      return (columnUp[at] as number) & bit ? 1 : (columnDown[at] as number) & bit ? -1 : 0;
    };
    let i = this.hypLength;
    let j = this.refLength;
    let here = columnScore[i] as number;
    let k = 0;
    while (i > 0 || j > 0) {
      let op: number;
      let next: number;
      if (j === 0) {
        op = OP_DEL;
        next = here - 1;
      } else if (i === 0) {
        op = OP_INS;
        next = here - 1;
      } else {
        // sacreBLEU's order: match or substitution, then deletion, then insertion, each only
        // when strictly cheaper.
        const diagonal = cell(i - 1, j - 1);
        const same = words[i - 1] === ref[j - 1];
        op = same ? OP_NOP : OP_SUB;
        next = diagonal;
        let best = diagonal + (same ? 0 : 1);
        const above = diagonal + rise(i - 1, j);
        if (above + 1 < best) {
          best = above + 1;
          op = OP_DEL;
          next = above;
        }
        const left = here - rise(i, j);
        if (left + 1 < best) {
          op = OP_INS;
          next = left;
        }
      }
      out[k++] = op;
      if (op === OP_DEL) i--;
      else if (op === OP_INS) j--;
      else {
        i--;
        j--;
      }
      here = next;
    }
    out.subarray(0, k).reverse();
    return k;
  }
}

/**
 * One block of one column: reads and writes the up/down vectors (from `at`, into `into`), takes
 * the change along the row above the block (`carry`, −1…1) and returns the change along its last
 * row (`high` marks that row's bit).
 */
function step(up: Int32Array, down: Int32Array, at: number, into: number, eq: number, carry: number, high: number): number {
  const pv = up[at] as number;
  const mv = down[at] as number;
  const xv = eq | mv;
  if (carry < 0) eq |= 1;
  const xh = (((eq & pv) + pv) ^ pv) | eq;
  let ph = mv | ~(xh | pv);
  let mh = pv & xh;
  const out = ph & high ? 1 : mh & high ? -1 : 0;
  ph <<= 1;
  mh <<= 1;
  if (carry < 0) mh |= 1;
  else if (carry > 0) ph |= 1;
  up[into] = mh | ~(xv | ph);
  down[into] = ph & xv;
  return out;
}

/**
 * Whether a candidate's column equals the base's column at `at` (`blocks` blocks; in the last,
 * only the bits under `mask`: those above the reference's last word never reach the others).
 */
function sameColumn(up: Int32Array, down: Int32Array, columnUp: Int32Array, columnDown: Int32Array, at: number, blocks: number, mask: number): boolean {
  const last = blocks - 1;
  for (let b = 0; b < last; b++) {
    if ((up[b] as number) !== (columnUp[at + b] as number) || (down[b] as number) !== (columnDown[at + b] as number)) return false;
  }
  return ((((up[last] as number) ^ (columnUp[at + last] as number)) | ((down[last] as number) ^ (columnDown[at + last] as number))) & mask) === 0;
}
