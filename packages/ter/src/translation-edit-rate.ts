// TER of one hypothesis against one reference, as sacreBLEU 2.6.0 computes it
// (metrics/lib_ter.py): greedy block shifts, each the one that lowers the beam edit distance the
// most (ties: longer block, earlier block, earlier target), until no shift helps or 1,000
// candidate shifts have been tried; then the edit distance of the shifted hypothesis.

import { BeamEditDistance, OP_DEL, OP_INS, OP_NOP, OP_SUB } from './beam-edit-distance.js';

const MAX_SHIFT_SIZE = 10;
const MAX_SHIFT_DIST = 50;
const MAX_SHIFT_CANDIDATES = 1000;

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

/**
 * The alignment sacreBLEU derives from the flipped trace: for each reference position the
 * hypothesis position it aligns to (the previous one for a reference word the hypothesis lacks),
 * and which positions on each side are errors.
 */
function alignment(trace: Uint8Array, hypLength: number, refLength: number) {
  const align = new Int32Array(refLength);
  const hypErrors = new Int32Array(hypLength + 1);
  const refErrors = new Int32Array(refLength + 1);
  let h = -1;
  let r = -1;
  // Prefix sums of errors: errors in [a, b) = sum[b] - sum[a].
  for (const op of trace) {
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
  return { align, hypErrors, refErrors };
}

interface Candidate {
  score: number;
  length: number;
  start: number;
  target: number;
}

/** True when `a` ranks above `b` in sacreBLEU's tuple order (score, length, -start, -target). */
function ranksAbove(a: Candidate, b: Candidate): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.length !== b.length) return a.length > b.length;
  if (a.start !== b.start) return a.start < b.start;
  return a.target < b.target;
}

/**
 * TER edits of `hyp` against `ref` (word ids). With `withTrace`, also the operations of the final
 * alignment, for showing the edit path.
 */
export function translationEditRate(hyp: Int32Array, ref: Int32Array, withTrace = false): EditRate {
  const n = hyp.length;
  const m = ref.length;
  if (m === 0) return { edits: n, shifts: [], shifted: hyp };
  const distance = new BeamEditDistance(ref, n);
  let words = hyp;
  let scratch = new Int32Array(n);
  const shifts: Shift[] = [];
  let checked = 0;
  let base = distance.distance(words);
  for (;;) {
    const { align, hypErrors, refErrors } = alignment(distance.trace(), n, m);
    let best: Candidate | undefined;
    let bestWords: Int32Array | undefined;
    search: for (let start = 0; start < n; start++) {
      for (let refStart = 0; refStart < m; refStart++) {
        if (Math.abs(refStart - start) > MAX_SHIFT_DIST) continue;
        for (let length = 1; length <= MAX_SHIFT_SIZE; length++) {
          if (words[start + length - 1] !== ref[refStart + length - 1]) break;
          const consumed = n === start + length || m === refStart + length;
          const wasChecked = checked;
          // Shift only a block that was wrong, onto reference words that were not matched, and
          // never into itself.
          const aligned = align[refStart] as number;
          if (
            (hypErrors[start + length] as number) - (hypErrors[start] as number) !== 0 &&
            (refErrors[refStart + length] as number) - (refErrors[refStart] as number) !== 0 &&
            !(start <= aligned && aligned < start + length)
          ) {
            let previous = -1;
            for (let offset = -1; offset < length; offset++) {
              const target = refStart + offset === -1 ? 0 : (align[refStart + offset] as number) + 1;
              if (target === previous) continue;
              previous = target;
              performShift(words, start, length, target, scratch);
              const score = base - distance.distanceFrom(scratch, Math.min(start, target));
              checked++;
              const candidate = { score, length, start, target };
              if (best === undefined || ranksAbove(candidate, best)) {
                best = candidate;
                bestWords = scratch;
                scratch = new Int32Array(n);
              }
            }
          }
          // sacreBLEU checks the limit only after a block that was not skipped.
          if (checked >= MAX_SHIFT_CANDIDATES && checked !== wasChecked) break search;
          if (consumed) break;
        }
      }
    }
    if (checked >= MAX_SHIFT_CANDIDATES) break;
    if (best === undefined || best.score <= 0) break;
    shifts.push({ from: best.start, length: best.length, to: best.target });
    words = bestWords as Int32Array;
    base = distance.distance(words);
  }
  const result: EditRate = { edits: shifts.length + base, shifts, shifted: words };
  return withTrace ? { ...result, trace: distance.trace() } : result;
}
