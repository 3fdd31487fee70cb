import type { Example, ExampleTable } from './analysis-data.js';
import type { SegmentColumn } from './segment-column.js';

/** What the examples are chosen from. */
export interface ExampleSource {
  /** `scores[m][o]`: system `o`'s sentence scores of metric `m`, one a segment. */
  readonly scores: readonly (readonly SegmentColumn[])[];
  /** Whether each metric's higher scores are better. */
  readonly higherIsBetter: readonly boolean[];
  /** The metrics' ids. */
  readonly ids: readonly string[];
  /**
   * For de-duplication: `firstOf(left, right)[s]` is 1 where segment `s` is the first with its two
   * outputs and references, 0 where an earlier segment has the same.
   */
  readonly firstOf: (left: number, right: number) => Uint8Array;
  readonly segments: number;
}

/**
 * The `count` segments of largest advantage offered (the earlier first among equal ones), in a
 * heap whose root is the worst kept: a list costs its `count` segments, not the corpus.
 * Segments are offered in ascending order.
 */
class BestSegments {
  readonly #count: number;
  readonly #segments: number[] = [];
  readonly #advantages: number[] = [];

  constructor(count: number) {
    this.#count = Math.max(0, Math.trunc(count));
  }

  /** Whether kept segment `i` ranks below kept segment `k`. */
  #worse(i: number, k: number): boolean {
    const a = this.#advantages[i] as number;
    const b = this.#advantages[k] as number;
    return a !== b ? a < b : (this.#segments[i] as number) > (this.#segments[k] as number);
  }

  #swap(i: number, k: number): void {
    const segments = this.#segments;
    const advantages = this.#advantages;
    [segments[i], segments[k]] = [segments[k] as number, segments[i] as number];
    [advantages[i], advantages[k]] = [advantages[k] as number, advantages[i] as number];
  }

  offer(segment: number, advantage: number): void {
    const size = this.#segments.length;
    if (size < this.#count) {
      this.#segments.push(segment);
      this.#advantages.push(advantage);
      for (let i = size; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!this.#worse(i, parent)) break;
        this.#swap(i, parent);
        i = parent;
      }
      return;
    }
    // A later segment ranks below an earlier one of the same advantage: it must be larger.
    if (size === 0 || !(advantage > (this.#advantages[0] as number))) return;
    this.#segments[0] = segment;
    this.#advantages[0] = advantage;
    for (let i = 0; ; ) {
      const [left, right] = [2 * i + 1, 2 * i + 2];
      let worst = i;
      if (left < size && this.#worse(left, worst)) worst = left;
      if (right < size && this.#worse(right, worst)) worst = right;
      if (worst === i) break;
      this.#swap(i, worst);
      i = worst;
    }
  }

  /** The segments kept, the largest advantage first, then the earlier line; with their advantages. */
  ranked(): [segment: number, advantage: number][] {
    const kept = this.#segments.map((segment, i): [number, number] => [segment, this.#advantages[i] as number]);
    return kept.sort(([a, x], [b, y]) => (x !== y ? (x < y ? 1 : -1) : a - b));
  }
}

/** The numbers of `columns` at `segments`, per segment: each column read in ascending segment order. */
function rowsAt(columns: readonly SegmentColumn[], segments: readonly number[]): Map<number, number[]> {
  const ascending = [...new Set(segments)].sort((a, b) => a - b);
  const rows = new Map(ascending.map((s) => [s, [] as number[]]));
  for (const column of columns) for (const s of ascending) (rows.get(s) as number[]).push(column.get(s));
  return rows;
}

/**
 * The segments where one system of a pair beats the other most on one metric. As compare-mt does,
 * a segment whose two outputs and references repeat an earlier segment's is left out (the first
 * is kept). Each list holds only segments where its system is strictly better, the largest
 * difference first, then the earlier line. The two systems' scores are read once, in segment
 * order, keeping only the best `count` of each side.
 */
export function exampleTable(source: ExampleSource, left: number, right: number, metric: number, count: number): ExampleTable {
  const scores = source.scores[metric] as SegmentColumn[];
  const l = scores[left] as SegmentColumn;
  const r = scores[right] as SegmentColumn;
  const sign = source.higherIsBetter[metric] ? 1 : -1;
  const first = source.firstOf(left, right);
  const leftBest = new BestSegments(count);
  const rightBest = new BestSegments(count);
  for (let s = 0; s < source.segments; s++) {
    const a = l.get(s);
    const b = r.get(s);
    if (a === b || first[s] !== 1) continue;
    const advantage = sign * (a - b);
    if (advantage > 0) leftBest.offer(s, advantage);
    else if (-advantage > 0) rightBest.offer(s, -advantage);
  }
  const [leftList, rightList] = [leftBest.ranked(), rightBest.ranked()];
  const shown = [...leftList, ...rightList].map(([s]) => s);
  const leftScores = rowsAt(source.scores.map((m) => m[left] as SegmentColumn), shown);
  const rightScores = rowsAt(source.scores.map((m) => m[right] as SegmentColumn), shown);
  const example = ([s, difference]: [number, number]): Example => ({
    line: s + 1,
    difference,
    leftScores: leftScores.get(s) as number[],
    rightScores: rightScores.get(s) as number[],
  });
  return {
    left,
    right,
    metric: source.ids[metric] as string,
    leftBetter: leftList.map(example),
    rightBetter: rightList.map(example),
  };
}
