// compare-mt's paired bootstrap (`sign_utils.eval_with_paired_bootstrap`): every sample draws
// int(n × 0.5) sentence ids with replacement from the shared legacy NumPy stream, scores each
// system on them from its cached statistics, and counts which system of each pair wins. The
// intervals are the sorted scores at int(samples × 0.025) and int(samples × 0.975).
import { BleukitError, describeValue, numpyMean } from '@bleukit/core';
import type { LegacyRandom } from '../random/index.js';
import type { Corpus, PyNumber, Scorer, ScorerCache } from './scorer.js';

/** Options of {@link evalWithPairedBootstrap}. */
export interface PairedBootstrapOptions {
  /** The shared generator; samples are drawn from it in call order. */
  random: LegacyRandom;
  /** System pairs `[left, right]` to count wins for; none when omitted (compare-mt's `None`). */
  directions?: readonly (readonly [number, number])[] | undefined;
  /** Number of samples. Default 1000. */
  numSamples?: number;
  /** Sample size as a share of the corpus, rounded down. Default 0.5. */
  sampleRatio?: number;
  /** Each system's {@link Scorer.cacheStats}, when already made. */
  caches?: readonly ScorerCache[] | undefined;
}

/** The wins of one system pair, as shares of the samples. */
export interface PairWins {
  readonly direction: readonly [number, number];
  /**
   * compare-mt's three shares: samples where left scored higher, where right scored higher,
   * and where right did not score higher (its `else` branch: ties and left's wins).
   */
  readonly wins: readonly [number, number, number];
}

/** One system's bootstrap statistics. */
export interface SystemBootstrap {
  /** NumPy's mean of the sorted sample scores. */
  readonly mean: number;
  /** NumPy's median of the sample scores. */
  readonly median: number;
  /** The sorted scores' element int(samples × 0.025), as Python holds it. */
  readonly lowerBound: PyNumber;
  /** The sorted scores' element int(samples × 0.975). */
  readonly upperBound: PyNumber;
}

/** What {@link evalWithPairedBootstrap} returns. */
export interface PairedBootstrapResult {
  /** Per direction asked for; undefined when none was. */
  readonly wins: readonly PairWins[] | undefined;
  /** Per system. */
  readonly sysStats: readonly SystemBootstrap[];
}

/**
 * compare-mt's paired bootstrap of `outs` against `ref` with `scorer`. With compare-mt's
 * `--seed N`, a generator made by `createLegacyRandom(N)` and used in compare-mt's report order
 * gives its numbers. Unlike compare-mt, the length ratio, exact match and chrF bootstrap without
 * a source (compare-mt crashes there): their samples are scored as compare-mt scores them with one.
 */
export function evalWithPairedBootstrap(
  ref: Corpus,
  outs: readonly Corpus[],
  src: Corpus | undefined,
  scorer: Scorer,
  options: PairedBootstrapOptions,
): PairedBootstrapResult {
  const numSamples = options.numSamples ?? 1000;
  const sampleRatio = options.sampleRatio ?? 0.5;
  if (!Number.isInteger(numSamples) || numSamples < 1) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] [bootstrap] The number of bootstrap samples must be a positive integer, received ${describeValue(numSamples)}.`,
    );
  }
  const directions = options.directions;
  const caches = options.caches ?? outs.map((out) => scorer.cacheStats(ref, out, src));
  const n = ref.length;
  const sampleSize = Math.trunc(n * sampleRatio);
  const noIds = new Int32Array(0);
  const scores = outs.map(() => new Array<PyNumber>(numSamples));
  const counts = (directions ?? []).map(() => [0, 0, 0]);
  const sampleScores = new Array<number>(outs.length);
  for (let sample = 0; sample < numSamples; sample++) {
    const ids = sampleSize === 0 ? noIds : options.random.randint(n, sampleSize);
    for (let s = 0; s < outs.length; s++) {
      const score = scorer.scoreCachedCorpus(ids, caches[s]!).score;
      scores[s]![sample] = score;
      sampleScores[s] = score.value;
    }
    if (directions) {
      for (let d = 0; d < directions.length; d++) {
        const left = sampleScores[directions[d]![0]]!;
        const right = sampleScores[directions[d]![1]]!;
        const count = counts[d]!;
        if (left > right) count[0]!++;
        if (left < right) count[1]!++;
        else count[2]!++;
      }
    }
  }
  const wins = directions?.map((direction, d): PairWins => {
    const [left, right, other] = counts[d]!;
    return { direction, wins: [left! / numSamples, right! / numSamples, other! / numSamples] };
  });
  const lower = Math.trunc(numSamples * 0.025);
  const upper = Math.trunc(numSamples * 0.975);
  const sysStats = scores.map((systemScores): SystemBootstrap => {
    // Python's sort is stable, as is Array.prototype.sort.
    systemScores.sort((a, b) => a.value - b.value);
    const values = Float64Array.from(systemScores, (score) => score.value);
    const middle = numSamples >> 1;
    const median = numSamples % 2 === 1 ? values.subarray(middle, middle + 1) : values.subarray(middle - 1, middle + 1);
    return {
      mean: numpyMean(values),
      median: numpyMean(median),
      lowerBound: systemScores[lower]!,
      upperBound: systemScores[upper]!,
    };
  });
  return { wins, sysStats };
}
