import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatFloat } from '@bleukit/core';
import { numpyMean } from './numpy-mean.js';

/** A python3 that imports NumPy (Debian's python3-numpy comes with python3-nltk). */
const python = ['python3', '/usr/bin/python3'].find((command) => spawnSync(command, ['-c', 'import numpy'], { stdio: 'ignore' }).status === 0);

/** Deterministic values in [0, 1) with many significant bits (a 32-bit LCG, two draws each). */
function values(n: number, seed: number): number[] {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0);
  return Array.from({ length: n }, () => (next() * 2 ** 21 + (next() >>> 11)) / 2 ** 53);
}

describe('numpyMean', () => {
  it('adds fewer than eight values in order', () => {
    const v = [0.1, 0.2, 0.3];
    expect(numpyMean(v)).toBe((0.1 + 0.2 + 0.3) / 3);
    expect(Number.isNaN(numpyMean([]))).toBe(true);
  });

  it.skipIf(python === undefined)("equals NumPy's np.mean on arrays of every size class (skipped without NumPy)", () => {
    const sizes = [1, 7, 8, 9, 15, 16, 17, 127, 128, 129, 255, 256, 1000, 8191, 8192, 8193, 100_000];
    const cases = sizes.map((n, k) => values(n, k + 1));
    const program = 'import sys, json, numpy as np\nfor line in sys.stdin:\n    print(repr(float(np.mean(np.array(json.loads(line), dtype=np.float64)))))';
    const run = spawnSync(python as string, ['-c', program], { input: cases.map((c) => JSON.stringify(c)).join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 });
    expect(run.status, run.stderr).toBe(0);
    expect(cases.map((c) => formatFloat(numpyMean(c)))).toEqual(run.stdout.trim().split('\n'));
  });
});
