// Writes the code cache of the scoring command's one-file bundle (the path given): runs the
// bundle's `runCli` on a made-up corpus (a few hundred lines of common English words, their
// inflections and synonyms, with punctuation and numbers) as the usual one-system commands do
// (`-m bleu`, `-m meteor`, `-m bleu chrf ter`), so that the functions such runs compile go into
// the cache (src/cached-bundle.ts). Run by scripts/bundle.mjs after tsc and esbuild.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { writeCodeCache } from '../dist/cached-bundle.js';

const bundle = process.argv[2];
if (bundle === undefined) throw new Error('usage: node scripts/scoring-code-cache.mjs dist/scoring-<hash>.cjs');

// A small linear congruential generator: the same corpus on every build.
let state = 12345;
const next = (n) => {
  state = (Math.imul(state, 1103515245) + 12345) >>> 0;
  return state % n;
};
// Words that METEOR matches exactly, by stem (runs/running) and by synonym (big/large), and 13a's
// punctuation and numbers.
const words = (
  'the a of to and in is was that it for on with as by at from this be are have has had not ' +
  'big large small little house home houses run runs running ran quick quickly fast car cars ' +
  'automobile say said says tell told begin began start started end ended finish city town ' +
  'people person man men woman women child children good well better best new old year years ' +
  'day days week government state country nation , . ; : ! ? " ( ) - 2026 3.5 10% $ Mr. U.S.'
).split(' ');
const word = () => words[Math.min(next(words.length), next(words.length))];
const ref = Array.from({ length: 300 }, () => Array.from({ length: 1 + next(30) }, word));
const hyp = ref.map((line) => line.flatMap((w) => (next(5) === 0 ? [] : next(4) === 0 ? [word()] : next(20) === 0 ? [w, word()] : [w])));

const folder = mkdtempSync(join(tmpdir(), 'bleukit-code-cache-'));
try {
  const [refFile, hypFile] = [ref, hyp].map((lines, k) => {
    const file = join(folder, `${k}.txt`);
    // Upper case too, so that lower-casing runs.
    writeFileSync(file, lines.map((line) => `${line.join(' ').replace(/^./, (first) => first.toUpperCase())}\n`).join(''));
    return file;
  });
  await writeCodeCache(
    bundle,
    async ({ runCli }) => {
      for (const metrics of [['bleu'], ['meteor'], ['bleu', 'chrf', 'ter']]) {
        let errors = '';
        const status = await runCli({
          argv: [refFile, '-i', hypFile, '-m', ...metrics],
          env: {},
          stdin: Readable.from([]),
          writeOut: () => {},
          writeErr: (text) => (errors += text),
          stdoutIsTTY: false,
          stderrIsTTY: false,
        });
        if (status !== 0) throw new Error(`bleukit -m ${metrics.join(' ')} exited with ${status}: ${errors}`);
      }
    },
    (specifier) => import(specifier),
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
