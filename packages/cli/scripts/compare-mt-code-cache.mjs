// Writes the code cache of compare-mt's one-file bundle (the path given): runs the bundle's
// `bleukit compare-mt` once, with its default report for two systems, on a made-up corpus (a few
// hundred lines of invented words), so that the functions such a run compiles go into the cache
// (src/cached-bundle.ts). Run by scripts/bundle.mjs after tsc and esbuild.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { writeCodeCache } from '../dist/cached-bundle.js';

const bundle = process.argv[2];
if (bundle === undefined) throw new Error('usage: node scripts/compare-mt-code-cache.mjs dist/compare-mt-<hash>.cjs');

// A small linear congruential generator: the same corpus on every build.
let state = 12345;
const next = (n) => {
  state = (Math.imul(state, 1103515245) + 12345) >>> 0;
  return state % n;
};
// Frequent and rare words alike, so that every frequency bucket has some.
const words = Array.from({ length: 400 }, (_, k) => `w${k.toString(36)}`);
const word = () => words[Math.min(next(400), next(400), next(400))];
const ref = Array.from({ length: 400 }, () => Array.from({ length: 1 + next(40) }, word));
const system = () => ref.map((line) => line.flatMap((w) => (next(5) === 0 ? [] : next(4) === 0 ? [word()] : next(20) === 0 ? [w, word()] : [w])));

const folder = mkdtempSync(join(tmpdir(), 'bleukit-code-cache-'));
try {
  const files = [ref, system(), system()].map((lines, k) => {
    const file = join(folder, `${k}.txt`);
    writeFileSync(file, lines.map((line) => `${line.join(' ')}\n`).join(''));
    return file;
  });
  let errors = '';
  await writeCodeCache(bundle, async ({ runCli }) => {
    const status = await runCli({
      argv: ['compare-mt', ...files],
      env: {},
      stdin: Readable.from([]),
      writeOut: () => {},
      writeErr: (text) => (errors += text),
      stdoutIsTTY: false,
      stderrIsTTY: false,
    });
    if (status !== 0) throw new Error(`bleukit compare-mt exited with ${status}: ${errors}`);
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
