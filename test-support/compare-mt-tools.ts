// compare-mt 0.2.11 and NumPy's legacy generator, run live for the tests of @bleukit/compare.
// compare-mt runs from its source folder (the one holding the `compare_mt` package) with
// sacreBLEU 2.6.0's source on PYTHONPATH, under Debian's python3 with NLTK 3.8 and NumPy 1.24:
// set COMPARE_MT_SOURCE and SACREBLEU_SOURCE, or put the checkouts in the system's temporary
// directory as compare-mt-ref and sacrebleu-ref. Where any of it is missing the live tests are
// skipped with the reason; the conformance records still hold compare-mt's output.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A python3 that imports NumPy and NLTK: `python3` first, then Debian's own. */
const python: string | undefined = ['python3', '/usr/bin/python3'].find(
  (command) => spawnSync(command, ['-c', 'import numpy, nltk'], { stdio: 'ignore' }).status === 0,
);

/** Folder holding compare-mt's `compare_mt` package. */
export const compareMtSource: string = process.env.COMPARE_MT_SOURCE ?? join(tmpdir(), 'compare-mt-ref');
/** sacreBLEU's source checkout (compare-mt's `sacrebleu` score type imports it). */
export const sacrebleuSource: string = process.env.SACREBLEU_SOURCE ?? join(tmpdir(), 'sacrebleu-ref');

/** Why NumPy cannot run here, or undefined when it can. */
export const numpyMissing: string | undefined =
  python === undefined
    ? "python3 cannot import numpy and nltk: install Debian's python3-numpy and python3-nltk"
    : undefined;

/** Why compare-mt cannot run here, or undefined when it can. */
export const compareMtMissing: string | undefined =
  numpyMissing ??
  (!existsSync(join(compareMtSource, 'compare_mt', 'scorers.py'))
    ? `compare-mt 0.2.11's source is not in ${compareMtSource} (set COMPARE_MT_SOURCE)`
    : !existsSync(join(sacrebleuSource, 'sacrebleu', '__init__.py'))
      ? `sacreBLEU 2.6.0's source is not in ${sacrebleuSource} (set SACREBLEU_SOURCE)`
      : undefined);

/**
 * Runs a Python program with compare-mt and sacreBLEU importable, `input` on stdin; returns its
 * stdout. JSON on both sides carries any string.
 */
export function runPython(program: string, input: string): string {
  if (python === undefined) throw new Error(numpyMissing);
  const result = spawnSync(python, ['-c', program], {
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: {
      ...process.env,
      PYTHONPATH: [compareMtSource, sacrebleuSource].join(':'),
      PYTHONIOENCODING: 'utf-8',
      PYTHONHASHSEED: '0',
      MPLBACKEND: 'Agg',
    },
  });
  if (result.status !== 0) throw new Error(`python3 failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}
