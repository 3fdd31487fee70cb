// Benchmark of the significance tests on the built package (run `pnpm exec turbo run build
// --filter @bleukit/core` first, then `node packages/core/bench/significance.bench.mjs`).
// Synthesizes seeded, valid segment statistics for 10 systems (a baseline and 9 others) ×
// 2,000 segments, then times sacreBLEU's defaults: paired bootstrap with 1,000 resamples and
// paired approximate randomization with 10,000 trials. Prints seconds; asserts nothing.
// Everything runs on one core (no workers).
import { performance } from 'node:perf_hooks';
import {
  computeBleu,
  createNumpyRng,
  pairedApproximateRandomization,
  pairedBootstrap,
  toStatisticsMatrix,
} from '../dist/index.js';

const SYSTEMS = 10;
const SEGMENTS = 2000;
const ORDER = 4;
const WIDTH = 2 + 2 * ORDER;
const bleu = { smoothMethod: 'exp', effectiveOrder: false, maxNgramOrder: ORDER };

/** Plausible statistics: totals follow the hypothesis length, matches shrink with the order. */
function synthesize(rng, quality) {
  const rows = [];
  for (let i = 0; i < SEGMENTS; i++) {
    const hypLen = 3 + rng.integers(40, 1)[0];
    const refLen = Math.max(1, hypLen + rng.integers(9, 1)[0] - 4);
    const row = new Array(WIDTH).fill(0);
    row[0] = hypLen;
    row[1] = refLen;
    let previous = hypLen;
    for (let n = 1; n <= ORDER; n++) {
      const total = Math.max(0, hypLen - n + 1);
      const correct = Math.min(total, previous, Math.round(total * quality * rng.integers(101, 1)[0] / 100));
      row[1 + n] = correct;
      row[1 + ORDER + n] = total;
      previous = correct;
    }
    rows.push(row);
  }
  return toStatisticsMatrix(rows);
}

/** Wall-clock and CPU seconds (CPU time is steadier on a machine shared with other work). */
function time(label, run) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = run();
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(`${label.padEnd(64)} ${seconds.toFixed(3)} s wall, ${cpuSeconds.toFixed(3)} s CPU`);
  return result;
}

const rng = createNumpyRng(2024);
const matrices = Array.from({ length: SYSTEMS }, (_, s) => synthesize(rng, 0.9 - 0.04 * s));
const [baseline, ...systems] = matrices;
console.log(`node ${process.version}, ${SYSTEMS} systems × ${SEGMENTS} segments, order ${ORDER}`);

// Warm-up on a small run so that the timings below measure optimized code.
pairedBootstrap(bleu, baseline, systems.slice(0, 1), { samples: 20 });
pairedApproximateRandomization(bleu, baseline, systems.slice(0, 1), { trials: 50 });

// Floors: what any implementation must do at least.
time('RNG: 1,000 × 2,000 bootstrap indices', () => createNumpyRng(12345).integers(SEGMENTS, 1000 * SEGMENTS));
time('RNG: 10,000 × 2,000 swap-mask bits', () => createNumpyRng(12345).booleans(10000 * SEGMENTS));
time('floor BS: float sums of 10 systems × 1,000 resamples, no BLEU', () => {
  // The segment rows of all systems side by side, as pairedBootstrap lays them out.
  const rowWidth = WIDTH * SYSTEMS;
  const wide = new Float64Array(SEGMENTS * rowWidth);
  matrices.forEach((m, s) => {
    for (let i = 0; i < SEGMENTS; i++) wide.set(m.data.subarray(i * WIDTH, (i + 1) * WIDTH), i * rowWidth + s * WIDTH);
  });
  const indices = createNumpyRng(12345).integers(SEGMENTS, 1000 * SEGMENTS);
  const sum = new Float64Array(rowWidth);
  let check = 0;
  for (let j = 0; j < 1000; j++) {
    sum.fill(0);
    for (let i = 0; i < SEGMENTS; i++) {
      const base = indices[j * SEGMENTS + i] * rowWidth;
      for (let k = 0; k < rowWidth; k++) sum[k] += wide[base + k];
    }
    check += sum[0];
  }
  return check;
});
time('floor: 2 × 9 × 10,000 BLEU computations from sums alone', () => {
  const stats = new Float64Array(WIDTH);
  stats.set(baseline.data.subarray(0, WIDTH));
  let check = 0;
  for (let t = 0; t < 2 * 9 * 10000; t++) {
    stats[0] = 10 + (t & 7);
    check += computeBleu(stats, bleu).score;
  }
  return check;
});

const bs = time('paired bootstrap, 1,000 resamples (baseline + 9 systems)', () =>
  pairedBootstrap(bleu, baseline, systems, { samples: 1000, seed: 12345 }),
);
const ar = time('paired AR, 10,000 trials (baseline + 9 systems)', () =>
  pairedApproximateRandomization(bleu, baseline, systems, { trials: 10000, seed: 12345 }),
);
console.log('p-values (BS):', bs.systems.map((s) => s.pValue.toFixed(4)).join(' '));
console.log('p-values (AR):', ar.systems.map((s) => s.pValue.toFixed(4)).join(' '));
