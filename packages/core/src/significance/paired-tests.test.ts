// The fast paths of the paired tests (8-segment subset tables, interleaved sums) against
// straightforward implementations of sacreBLEU's definitions, on random but valid statistics.
import { describe, expect, it } from 'vitest';
import { computeBleu } from '../compute-bleu.js';
import { bootstrapConfidence } from './bootstrap-confidence.js';
import { estimateConfidence } from './confidence-interval.js';
import { exactMean } from './exact-mean.js';
import { numpyMean } from './numpy-mean.js';
import { createNumpyRng } from './numpy-rng.js';
import { pairedApproximateRandomization } from './paired-approximate-randomization.js';
import { pairedBootstrap } from './paired-bootstrap.js';

const bleu = { smoothMethod: 'exp', effectiveOrder: false, maxNgramOrder: 4 } as const;

function randomStatistics(seed: number, segments: number, quality: number): number[][] {
  const rng = createNumpyRng(seed);
  const draw = (n: number) => rng.integers(n, 1)[0] as number;
  return Array.from({ length: segments }, () => {
    const hypLen = 1 + draw(12);
    const row = [hypLen, Math.max(1, hypLen + draw(5) - 2), 0, 0, 0, 0, 0, 0, 0, 0];
    let previous = hypLen;
    for (let n = 1; n <= 4; n++) {
      const total = Math.max(0, hypLen - n + 1);
      previous = Math.min(previous, total, Math.round((total * quality * draw(101)) / 100));
      row[1 + n] = previous;
      row[5 + n] = total;
    }
    return row;
  });
}

const sum = (rows: number[][]) => rows.reduce((acc, row) => acc.map((v, k) => v + (row[k] as number)), new Array(10).fill(0));
const score = (stats: number[]) => computeBleu(stats, bleu).score;

function resampledScores(rows: number[][], indices: Int32Array, samples: number): number[] {
  const n = rows.length;
  return Array.from({ length: samples }, (_, j) => score(sum(Array.from(indices.subarray(j * n, (j + 1) * n), (i) => rows[i] as number[]))));
}

describe('pairedApproximateRandomization', () => {
  it.each([[1], [7], [8], [37], [64]])('equals a direct masked sum over %i segments', (segments) => {
    const base = randomStatistics(1, segments, 0.8);
    const systems = [randomStatistics(2, segments, 0.78), randomStatistics(3, segments, 0.5)];
    const trials = 300;
    const result = pairedApproximateRandomization(bleu, base, systems, { trials, seed: 99 });
    const bits = createNumpyRng(99).booleans(trials * segments);
    const swapped = (t: number, i: number) => (((bits[(t * segments + i) >>> 5] as number) >>> ((t * segments + i) & 31)) & 1) === 1;
    systems.forEach((system, s) => {
      const diff = Math.abs(score(sum(base)) - score(sum(system)));
      let count = 0;
      for (let t = 0; t < trials; t++) {
        const a = sum(base.map((row, i) => (swapped(t, i) ? row : (system[i] as number[]))));
        const b = sum(base.map((row, i) => (swapped(t, i) ? (system[i] as number[]) : row)));
        if (Math.abs(score(a) - score(b)) > diff) count++;
      }
      expect(result.systems[s]?.pValue).toBe((count + 1) / (trials + 1));
      expect(result.systems[s]?.score).toBe(score(sum(system)));
    });
    expect(result).toMatchObject({ test: 'ar', samples: trials, seed: '99', baseline: { score: score(sum(base)), pValue: null } });
  });

  it('gives a high p-value to a system equal to the baseline', () => {
    const base = randomStatistics(4, 50, 0.7);
    const result = pairedApproximateRandomization(bleu, base, [base], { trials: 100 });
    expect(result.systems[0]?.pValue).toBe(1 / 101); // |A − B| is 0, never > 0: sacreBLEU's strict test
  });
});

describe('pairedBootstrap', () => {
  it('equals sacreBLEU\'s definition on shared draws', () => {
    const base = randomStatistics(5, 60, 0.8);
    const systems = [randomStatistics(6, 60, 0.79), randomStatistics(7, 60, 0.6)];
    const samples = 200;
    const result = pairedBootstrap(bleu, base, systems, { samples, seed: 2024 });
    const indices = createNumpyRng(2024).integers(60, samples * 60);
    const baseScores = resampledScores(base, indices, samples);
    const confidence = bootstrapConfidence(bleu, base, { samples, seed: 2024 });
    expect(result.baseline).toEqual({ score: score(sum(base)), pValue: null, mean: confidence.mean, ci: confidence.ci });
    expect(result.baseline.mean).toBe(exactMean(baseScores));
    systems.forEach((system, s) => {
      const scores = resampledScores(system, indices, samples);
      const diff = Math.abs(score(sum(base)) - score(sum(system)));
      const deltas = scores.map((x, j) => Math.abs(x - (baseScores[j] as number)));
      const meanDelta = numpyMean(deltas);
      const count = deltas.filter((d) => d - meanDelta > diff).length;
      expect(result.systems[s]).toEqual({ score: score(sum(system)), pValue: (count + 1) / (samples + 1), ...estimateConfidence(scores) });
    });
  });

  it('resamples the systems from OS entropy with seed 0 but keeps the baseline CI on seed 0 (sacreBLEU quirk)', () => {
    const base = randomStatistics(8, 40, 0.8);
    const systems = [randomStatistics(9, 40, 0.75)];
    const first = pairedBootstrap(bleu, base, systems, { samples: 100, seed: 0 });
    const second = pairedBootstrap(bleu, base, systems, { samples: 100, seed: 0 });
    expect(first.baseline).toEqual(second.baseline);
    expect(first.baseline.mean).toBe(bootstrapConfidence(bleu, base, { samples: 100, seed: 0 }).mean);
    expect(first.systems[0]?.mean).not.toBe(second.systems[0]?.mean);
    expect(first.seed).toBe('0');
  });

  it('rejects systems with other segment counts or widths', () => {
    const base = randomStatistics(10, 20, 0.8);
    expect(() => pairedBootstrap(bleu, base, [randomStatistics(11, 19, 0.8)])).toThrow(/system 1 has 19 segments but the baseline has 20/);
    expect(() => pairedApproximateRandomization(bleu, base, [base.map((row) => row.slice(0, 8))])).toThrow(
      /system 1 has 8 statistics per segment, expected 10/,
    );
  });
});

describe('bootstrapConfidence', () => {
  it('scores each resample from its summed statistics', () => {
    const rows = randomStatistics(12, 30, 0.7);
    const result = bootstrapConfidence(bleu, rows, { samples: 50, seed: '042' });
    const expected = resampledScores(rows, createNumpyRng(42).integers(30, 50 * 30), 50);
    expect(Array.from(result.scores)).toEqual(expected);
    expect(result).toMatchObject({ test: 'bs', samples: 50, seed: '042', score: score(sum(rows)), mean: exactMean(expected) });
  });

  it('sums in float32 like NumPy once sums pass 2^24', () => {
    const big = 2 ** 23 + 1; // three of them (3·2^23 + 3) are not a float32
    const rows = [
      [big, big, big, big, big, big, big, big, big, big],
      [3, 3, 1, 1, 1, 1, 3, 2, 1, 1],
      [5, 4, 2, 1, 0, 0, 5, 4, 3, 2],
    ];
    const samples = 60;
    const result = bootstrapConfidence(bleu, rows, { samples, seed: 1 });
    const indices = createNumpyRng(1).integers(3, 3 * samples);
    let rounded = 0;
    for (let j = 0; j < samples; j++) {
      const float32 = new Array<number>(10).fill(0);
      const exact = new Array<number>(10).fill(0);
      for (let i = 0; i < 3; i++) {
        const row = rows[indices[3 * j + i] as number] as number[];
        row.forEach((v, k) => {
          float32[k] = Math.fround((float32[k] as number) + v);
          exact[k] = (exact[k] as number) + v;
        });
      }
      if (float32[0] !== exact[0]) rounded++;
      expect(result.scores[j]).toBe(score(float32));
    }
    expect(rounded).toBeGreaterThan(0);
  });

  it.each([[0], [-1], [1.5], ['10']])('rejects samples = %s', (samples) => {
    expect(() => bootstrapConfidence(bleu, [[1, 1, 1, 0, 0, 0, 1, 0, 0, 0]], { samples: samples as number })).toThrow(
      /samples must be a whole number ≥ 1/,
    );
  });
});
