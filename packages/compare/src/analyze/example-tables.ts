import type { Example, ExampleTable } from './analysis-data.js';

/** What the examples are chosen from. */
export interface ExampleSource {
  /** `scores[m][o][s]`: system `o`'s sentence score of metric `m` on segment `s`. */
  readonly scores: readonly (readonly Float64Array[])[];
  /** Whether each metric's higher scores are better. */
  readonly higherIsBetter: readonly boolean[];
  /** The metrics' ids. */
  readonly ids: readonly string[];
  /**
   * For de-duplication: `keys(left, right)[s]` is the first segment with the same two outputs and
   * references as segment `s` (`s` itself when it is the first).
   */
  readonly firstOf: (left: number, right: number) => Int32Array;
  readonly segments: number;
}

/**
 * The segments where one system of a pair beats the other most on one metric. As compare-mt does,
 * a segment whose two outputs and references repeat an earlier segment's is left out (the first
 * is kept). Each list holds only segments where its system is strictly better, the largest
 * difference first, then the earlier line.
 */
export function exampleTable(source: ExampleSource, left: number, right: number, metric: number, count: number): ExampleTable {
  const scores = source.scores[metric] as Float64Array[];
  const l = scores[left] as Float64Array;
  const r = scores[right] as Float64Array;
  const sign = source.higherIsBetter[metric] ? 1 : -1;
  const firstOf = source.firstOf(left, right);
  const kept: number[] = [];
  for (let s = 0; s < source.segments; s++) if (l[s] !== r[s] && firstOf[s] === s) kept.push(s);
  const advantage = (s: number) => sign * ((l[s] as number) - (r[s] as number));
  const example = (s: number, difference: number): Example => ({
    line: s + 1,
    difference,
    leftScores: source.scores.map((m) => (m[left] as Float64Array)[s] as number),
    rightScores: source.scores.map((m) => (m[right] as Float64Array)[s] as number),
  });
  const pick = (better: (s: number) => number): Example[] =>
    kept
      .filter((s) => better(s) > 0)
      .sort((a, b) => better(b) - better(a) || a - b)
      .slice(0, count)
      .map((s) => example(s, better(s)));
  return {
    left,
    right,
    metric: source.ids[metric] as string,
    leftBetter: pick(advantage),
    rightBetter: pick((s) => -advantage(s)),
  };
}
