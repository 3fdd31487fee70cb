// TER of one hypothesis against one reference, as sacreBLEU 2.6.0 computes it
// (metrics/lib_ter.py): greedy block shifts, each the one that lowers the beam edit distance the
// most (ties: longer block, earlier block, earlier target), until no shift helps or 1,000
// candidate shifts have been tried; then the edit distance of the shifted hypothesis.
//
// The words become local ids (the reference's distinct words 1…k, any other word 0). Distances
// are first computed without the beam, 32 reference words a step (bit-parallel-distance.ts). That
// is a lower bound on the beam's distance, so a candidate it puts at or above the current distance
// cannot help; and it is the beam's distance whenever it is below the fewest edits of any path
// leaving the beam. The current words' trace then comes from the same bit vectors: each cell on
// the traced path, and each neighbour that ties with it, lies on a path of that many edits, so
// inside the beam with its plain value, and sacreBLEU's tie-breaks choose alike. Only the rest
// (long, very different pairs) take the beam's own dynamic programme.

import { BeamEditDistance, OP_DEL, OP_INS, OP_NOP, OP_SUB } from './beam-edit-distance.js';
import { BitParallelDistance } from './bit-parallel-distance.js';

const MAX_SHIFT_SIZE = 10;
const MAX_SHIFT_DIST = 50;
const MAX_SHIFT_CANDIDATES = 1000;
/** Word ids below this go through a table (4 MB at most); others through a map. */
const DENSE_IDS = 1 << 20;
/** Pairs with more cells than this get buffers of their own, dropped after the call. */
const LARGE_PAIR = 1 << 20;

/** A block shift: `length` words at `from` moved to stand before position `to` of the words as they were. */
export interface Shift {
  readonly from: number;
  readonly length: number;
  readonly to: number;
}

/** The outcome of {@link translationEditRate}. */
export interface EditRate {
  /** Shifts plus the edit distance after them. */
  readonly edits: number;
  readonly shifts: readonly Shift[];
  /** The hypothesis words (as ids) after the shifts. */
  readonly shifted: Int32Array;
  /** The trace of the final alignment, when asked for. */
  readonly trace?: Uint8Array;
}

/**
 * sacreBLEU's `_perform_shift` into `out`: move `length` words at `start` before `target` (for a
 * target inside the block, sacreBLEU's own reading: the words after the block up to
 * `target + length`, as far as there are words, come first).
 */
export function performShift(words: Int32Array, start: number, length: number, target: number, out: Int32Array): void {
  let k = 0;
  const copy = (from: number, to: number) => {
    for (let i = from; i < to; i++) out[k++] = words[i] as number;
  };
  if (target < start) {
    copy(0, target);
    copy(start, start + length);
    copy(target, start);
    copy(start + length, words.length);
  } else if (target > start + length) {
    copy(0, start);
    copy(start + length, target);
    copy(start, start + length);
    copy(target, words.length);
  } else {
    const end = Math.min(words.length, length + target);
    copy(0, start);
    copy(start + length, end);
    copy(start, start + length);
    copy(end, words.length);
  }
}

/** Buffers kept from one call to the next (TER runs on one thread, one pair at a time). */
class Workspace {
  readonly beam = new BeamEditDistance();
  readonly bits = new BitParallelDistance();
  /** Global id → local id, valid where `stamp` holds the current generation. */
  private local = new Int32Array(0);
  private stamp = new Int32Array(0);
  private generation = 0;
  /** Local ids of the reference, and of the hypothesis as shifted so far (two buffers). */
  ref = new Int32Array(0);
  words = new Int32Array(0);
  spare = new Int32Array(0);
  /** Reference positions by local id: `positions[offsets[id]…offsets[id + 1])`, ascending. */
  offsets = new Int32Array(0);
  positions = new Int32Array(0);
  trace = new Uint8Array(0);
  /** How much of `trace` the last search wrote. */
  traceLength = 0;
  /** The alignment: hypothesis position per reference position, prefix sums of errors per side. */
  align = new Int32Array(0);
  hypErrors = new Int32Array(0);
  refErrors = new Int32Array(0);
  /** Candidate shifts of one pass (start, length, target), at most as many as may still be tried. */
  readonly candidates = new Int32Array(3 * MAX_SHIFT_CANDIDATES);

  /** Local ids for a pair; returns the number of distinct reference words. */
  encode(hyp: Int32Array, ref: Int32Array): number {
    this.reserve(hyp.length, ref.length);
    let largest = 0;
    let negative = false;
    for (let j = 0; j < ref.length; j++) {
      const id = ref[j] as number;
      if (id > largest) largest = id;
      if (id < 0) negative = true;
    }
    const distinct = negative || largest >= DENSE_IDS ? this.encodeSparse(hyp, ref) : this.encodeDense(hyp, ref, largest);
    this.groupPositions(ref.length, distinct);
    return distinct;
  }

  /** A pair whose ids are local already: the reference's `distinct` words 1…distinct, any other word 0. */
  encodeLocal(hyp: Int32Array, ref: Int32Array, distinct: number): void {
    this.reserve(hyp.length, ref.length);
    this.words.set(hyp);
    this.ref.set(ref);
    this.groupPositions(ref.length, distinct);
  }

  /** Buffers for a pair of `n` hypothesis and `m` reference words. */
  private reserve(n: number, m: number): void {
    if (this.words.length < n) {
      this.words = new Int32Array(2 * n);
      this.spare = new Int32Array(2 * n);
    }
    if (this.ref.length < m) {
      this.ref = new Int32Array(2 * m);
      this.positions = new Int32Array(2 * m);
      this.offsets = new Int32Array(2 * m + 2);
      this.align = new Int32Array(2 * m);
      this.refErrors = new Int32Array(2 * m + 1);
    }
    if (this.hypErrors.length < n + 1) this.hypErrors = new Int32Array(2 * n + 1);
    if (this.trace.length < n + m) this.trace = new Uint8Array(2 * (n + m));
  }

  /** Reference positions grouped by word, by counting (the first `m` local ids of the reference). */
  private groupPositions(m: number, distinct: number): void {
    const { offsets, positions } = this;
    const local = this.ref;
    offsets.fill(0, 0, distinct + 2);
    for (let j = 0; j < m; j++) {
      const next = (local[j] as number) + 1;
      offsets[next] = (offsets[next] as number) + 1;
    }
    for (let id = 1; id <= distinct + 1; id++) offsets[id] = (offsets[id] as number) + (offsets[id - 1] as number);
    for (let j = 0; j < m; j++) {
      const id = local[j] as number;
      const at = offsets[id] as number;
      positions[at] = j;
      offsets[id] = at + 1;
    }
    for (let id = distinct + 1; id > 0; id--) offsets[id] = offsets[id - 1] as number;
    offsets[0] = 0;
  }

  /** Reference ids below {@link DENSE_IDS}: a table indexed by id. */
  private encodeDense(hyp: Int32Array, ref: Int32Array, largest: number): number {
    if (this.local.length <= largest) {
      const size = Math.min(DENSE_IDS, 2 * largest + 2);
      this.local = new Int32Array(size);
      this.stamp = new Int32Array(size);
      this.generation = 0;
    }
    if (++this.generation === 0x7fffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    const { local, stamp, generation } = this;
    let distinct = 0;
    for (let j = 0; j < ref.length; j++) {
      const id = ref[j] as number;
      if (stamp[id] !== generation) {
        stamp[id] = generation;
        local[id] = ++distinct;
      }
      this.ref[j] = local[id] as number;
    }
    const size = local.length;
    for (let i = 0; i < hyp.length; i++) {
      const id = hyp[i] as number;
      this.words[i] = id >= 0 && id < size && stamp[id] === generation ? (local[id] as number) : 0;
    }
    return distinct;
  }

  /** Any other ids: a map. */
  private encodeSparse(hyp: Int32Array, ref: Int32Array): number {
    const ids = new Map<number, number>();
    for (let j = 0; j < ref.length; j++) {
      const id = ref[j] as number;
      let value = ids.get(id);
      if (value === undefined) ids.set(id, (value = ids.size + 1));
      this.ref[j] = value;
    }
    for (let i = 0; i < hyp.length; i++) this.words[i] = ids.get(hyp[i] as number) ?? 0;
    return ids.size;
  }
}

let shared: Workspace | undefined;

/**
 * TER edits of `hyp` against `ref` (word ids). With `withTrace`, also the operations of the final
 * alignment, for showing the edit path.
 */
export function translationEditRate(hyp: Int32Array, ref: Int32Array, withTrace = false): EditRate {
  const n = hyp.length;
  const m = ref.length;
  if (m === 0) return { edits: n, shifts: [], shifted: hyp };
  if (n === 0) return withTrace ? { edits: m, shifts: [], shifted: hyp, trace: new Uint8Array(m).fill(OP_INS) } : { edits: m, shifts: [], shifted: hyp };
  const shifts: Shift[] = [];
  const space = (n + 1) * (m + 1) > LARGE_PAIR ? new Workspace() : (shared ??= new Workspace());
  const edits = searchShifts(space, hyp, ref, shifts);
  const shifted = replay(hyp, shifts);
  return withTrace ? { edits, shifts, shifted, trace: space.trace.slice(0, space.traceLength) } : { edits, shifts, shifted };
}

/**
 * The number of TER edits of `hyp` against `ref` (word ids), {@link translationEditRate}'s
 * `edits` without building its result: what scoring needs.
 */
export function translationEdits(hyp: Int32Array, ref: Int32Array): number {
  const n = hyp.length;
  const m = ref.length;
  if (m === 0) return n;
  if (n === 0) return m;
  const space = (n + 1) * (m + 1) > LARGE_PAIR ? new Workspace() : (shared ??= new Workspace());
  return searchShifts(space, hyp, ref, undefined);
}

/**
 * {@link translationEdits} of ids that are local already: the reference's distinct words are
 * 1…`distinct`, and a hypothesis word the reference lacks is 0.
 */
export function localTranslationEdits(hyp: Int32Array, ref: Int32Array, distinct: number): number {
  const n = hyp.length;
  const m = ref.length;
  if (m === 0) return n;
  if (n === 0) return m;
  const space = (n + 1) * (m + 1) > LARGE_PAIR ? new Workspace() : (shared ??= new Workspace());
  space.encodeLocal(hyp, ref, distinct);
  return searchShifts(space, hyp, ref, undefined, distinct);
}

/**
 * The greedy shift search on a non-empty pair: returns shifts plus the final edit distance; the
 * shifts go into `shifts` when given (one counter otherwise), the final trace into `space.trace`.
 * Without `localDistinct` the pair is given local ids here; with it, they are local already and
 * in the workspace.
 */
function searchShifts(space: Workspace, hyp: Int32Array, ref: Int32Array, shifts: Shift[] | undefined, localDistinct?: number): number {
  const n = hyp.length;
  const m = ref.length;
  const distinct = localDistinct ?? space.encode(hyp, ref);
  const { beam, bits, candidates, offsets, positions } = space;
  const local = space.ref;
  beam.reset(local, n, m);
  bits.reset(local, m, distinct, n);
  const bound = beam.outsideBound;
  let shiftCount = 0;
  let words = space.words;
  let checked = 0;
  let base: number;
  let traceLength: number;
  for (;;) {
    // The current words' distance (the beam's) and trace, and their columns for the candidates.
    // Below the bound no candidate needs the beam's rows: only those under the current distance
    // are scored further.
    const plain = bits.distance(words);
    if (plain < bound) {
      base = plain;
      traceLength = bits.traceInto(words, local, space.trace);
    } else {
      base = beam.distance(words);
      traceLength = beam.traceInto(space.trace);
    }
    if (base === 0) break;
    const { align, hypErrors, refErrors } = space;
    alignment(space.trace, traceLength, align, hypErrors, refErrors);
    // The pass's candidates, as sacreBLEU enumerates them (their order does not matter: a pass
    // that reaches the limit is dropped whole).
    let count = 0;
    const room = MAX_SHIFT_CANDIDATES - checked;
    search: for (let start = 0; start < n; start++) {
      const word = words[start] as number;
      if (word === 0) continue;
      for (let p = offsets[word] as number, end = offsets[word + 1] as number; p < end; p++) {
        const refStart = positions[p] as number;
        if (Math.abs(refStart - start) > MAX_SHIFT_DIST) continue;
        const aligned = align[refStart] as number;
        for (let length = 1; length <= MAX_SHIFT_SIZE; length++) {
          if (length > 1 && words[start + length - 1] !== local[refStart + length - 1]) break;
          // Shift only a block that was wrong, onto reference words that were not matched, and
          // never into itself.
          if (
            (hypErrors[start + length] as number) !== (hypErrors[start] as number) &&
            (refErrors[refStart + length] as number) !== (refErrors[refStart] as number) &&
            !(start <= aligned && aligned < start + length)
          ) {
            let previous = -1;
            for (let offset = -1; offset < length; offset++) {
              const target = refStart + offset === -1 ? 0 : (align[refStart + offset] as number) + 1;
              if (target === previous) continue;
              previous = target;
              if (count === room) break search;
              candidates[3 * count] = start;
              candidates[3 * count + 1] = length;
              candidates[3 * count + 2] = target;
              count++;
            }
          }
          if (n === start + length || m === refStart + length) break;
        }
      }
    }
    checked += count;
    // sacreBLEU stops once a pass reaches the limit, without taking that pass's best shift.
    if (count === room) break;
    // The best by (gain, length, −start, −target); only a positive gain counts.
    let bestGain = 0;
    let bestLength = 0;
    let bestStart = 0;
    let bestTarget = 0;
    for (let c = 0; c < count; c++) {
      const start = candidates[3 * c] as number;
      const length = candidates[3 * c + 1] as number;
      const target = candidates[3 * c + 2] as number;
      // Neither better than the current words, nor than the best so far.
      const lower = bits.shifted(words, start, length, target, base - Math.max(1, bestGain));
      if (lower >= base || base - lower < bestGain) continue;
      let distance = lower;
      if (lower >= bound) {
        performShift(words.subarray(0, n), start, length, target, space.spare);
        distance = beam.distanceFrom(space.spare, Math.min(start, target));
      }
      const gain = base - distance;
      if (
        gain > bestGain ||
        (gain === bestGain &&
          (length > bestLength || (length === bestLength && (start < bestStart || (start === bestStart && target < bestTarget)))))
      ) {
        bestGain = gain;
        bestLength = length;
        bestStart = start;
        bestTarget = target;
      }
    }
    if (bestGain <= 0) break;
    shifts?.push({ from: bestStart, length: bestLength, to: bestTarget });
    shiftCount++;
    const next = space.spare;
    performShift(words.subarray(0, n), bestStart, bestLength, bestTarget, next);
    space.spare = words;
    space.words = words = next;
  }
  space.traceLength = traceLength;
  return shiftCount + base;
}

/** The hypothesis ids after the shifts (the hypothesis itself without any). */
function replay(hyp: Int32Array, shifts: readonly Shift[]): Int32Array {
  let words = hyp;
  for (const shift of shifts) {
    const next = new Int32Array(hyp.length);
    performShift(words, shift.from, shift.length, shift.to, next);
    words = next;
  }
  return words;
}

/**
 * The alignment sacreBLEU derives from the flipped trace: for each reference position the
 * hypothesis position it aligns to (the previous one for a reference word the hypothesis lacks),
 * and prefix sums of the errors on each side (errors in [a, b) = sum[b] − sum[a]).
 */
function alignment(trace: Uint8Array, length: number, align: Int32Array, hypErrors: Int32Array, refErrors: Int32Array): void {
  let h = -1;
  let r = -1;
  hypErrors[0] = 0;
  refErrors[0] = 0;
  for (let k = 0; k < length; k++) {
    const op = trace[k] as number;
    if (op === OP_NOP || op === OP_SUB) {
      h++;
      r++;
      align[r] = h;
      const error = op === OP_SUB ? 1 : 0;
      hypErrors[h + 1] = (hypErrors[h] as number) + error;
      refErrors[r + 1] = (refErrors[r] as number) + error;
    } else if (op === OP_DEL) {
      // A hypothesis word with no reference word (sacreBLEU's flipped "insertion").
      h++;
      hypErrors[h + 1] = (hypErrors[h] as number) + 1;
    } else {
      r++;
      align[r] = h;
      refErrors[r + 1] = (refErrors[r] as number) + 1;
    }
  }
}
