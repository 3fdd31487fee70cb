// What the code-cache scripts (compare-mt-code-cache.mjs, scoring-code-cache.mjs) share: the same
// made-up corpus on every build, written to a temporary folder, and a run of the bundle's
// `runCli` that prints nothing and fails the build if the command fails.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/** A small linear congruential generator: `next(n)` draws from 0 to n − 1, the same on every build. */
export function seededNext(seed = 12345) {
  let state = seed;
  return (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state % n;
  };
}

/** A system's version of the reference `ref` (lines of words): words dropped, replaced by `word()` or followed by one. */
export function systemOf(ref, next, word) {
  return ref.map((line) => line.flatMap((w) => (next(5) === 0 ? [] : next(4) === 0 ? [word()] : next(20) === 0 ? [w, word()] : [w])));
}

/** Writes each corpus (lines of text) to a file of a temporary folder, awaits `use(paths)`, then removes the folder. */
export async function withCorpusFiles(corpora, use) {
  const folder = mkdtempSync(join(tmpdir(), 'bleukit-code-cache-'));
  try {
    const files = corpora.map((lines, k) => {
      const file = join(folder, `${k}.txt`);
      writeFileSync(file, lines.map((line) => `${line}\n`).join(''));
      return file;
    });
    await use(files);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Runs the bundle's `runCli` on `argv` with no output; throws with its stderr if it exits non-zero. */
export async function runSilently(runCli, argv) {
  let errors = '';
  const status = await runCli({
    argv,
    env: {},
    stdin: Readable.from([]),
    writeOut: () => {},
    writeErr: (text) => (errors += text),
    stdoutIsTTY: false,
    stderrIsTTY: false,
  });
  if (status !== 0) throw new Error(`bleukit ${argv.join(' ')} exited with ${status}: ${errors}`);
}
