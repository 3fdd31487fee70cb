// Writes the code cache of the scoring command's one-file bundle (the path given): runs the
// bundle's `runCli` on a made-up corpus (a few hundred lines of common English words, their
// inflections and synonyms, with punctuation and numbers) as the usual one-system commands do
// (`-m bleu`, `-m meteor`, `-m bleu chrf ter`), so that the functions such runs compile go into
// the cache (src/cached-bundle.ts). Run by scripts/bundle.mjs after tsc and esbuild.
import { writeCodeCache } from '../dist/cached-bundle.js';
import { runSilently, seededNext, systemOf, withCorpusFiles } from './code-cache-run.mjs';

const bundle = process.argv[2];
if (bundle === undefined) throw new Error('usage: node scripts/scoring-code-cache.mjs dist/scoring-<hash>.cjs');

const next = seededNext();
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
// Upper case too, so that lower-casing runs.
const corpora = [ref, systemOf(ref, next, word)].map((lines) => lines.map((line) => line.join(' ').replace(/^./, (first) => first.toUpperCase())));

await withCorpusFiles(corpora, ([refFile, hypFile]) =>
  writeCodeCache(
    bundle,
    async ({ runCli }) => {
      for (const metrics of [['bleu'], ['meteor'], ['bleu', 'chrf', 'ter']]) await runSilently(runCli, [refFile, '-i', hypFile, '-m', ...metrics]);
    },
    (specifier) => import(specifier),
  ),
);
