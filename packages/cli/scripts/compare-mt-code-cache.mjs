// Writes the code cache of compare-mt's one-file bundle (the path given): runs the bundle's
// `bleukit compare-mt` once, with its default report for two systems, on a made-up corpus (a few
// hundred lines of invented words), so that the functions such a run compiles go into the cache
// (src/cached-bundle.ts). Run by scripts/bundle.mjs after tsc and esbuild.
import { writeCodeCache } from '../dist/cached-bundle.js';
import { runSilently, seededNext, systemOf, withCorpusFiles } from './code-cache-run.mjs';

const bundle = process.argv[2];
if (bundle === undefined) throw new Error('usage: node scripts/compare-mt-code-cache.mjs dist/compare-mt-<hash>.cjs');

const next = seededNext();
// Frequent and rare words alike, so that every frequency bucket has some.
const words = Array.from({ length: 400 }, (_, k) => `w${k.toString(36)}`);
const word = () => words[Math.min(next(400), next(400), next(400))];
const ref = Array.from({ length: 400 }, () => Array.from({ length: 1 + next(40) }, word));
const corpora = [ref, systemOf(ref, next, word), systemOf(ref, next, word)].map((lines) => lines.map((line) => line.join(' ')));

await withCorpusFiles(corpora, (files) => writeCodeCache(bundle, ({ runCli }) => runSilently(runCli, ['compare-mt', ...files])));
