// METEOR of 100,000 English sentence pairs: `bleukit REF -i HYP -m meteor` as a process (Node's
// start, WordNet's load, reading, 13a, scoring, printing), against NLTK 3.8's `meteor_score` loop
// (what Hugging Face's `meteor` runs) in Debian's python3 with Debian's WordNet 3.0 (run as the
// tests run it, test-support/nltk-tools.ts), timed in the same run. The pairs are real WMT22 English: every system line of the shared sample's de-en and
// ja-en (reference A), cycled to 100,000 pairs. NLTK gets the same 13a words, split in advance
// (its time leaves out tokenizing). NLTK takes about a millisecond a pair, so by default it runs
// on the first BENCH_METEOR_NLTK_PAIRS pairs (10,000) and its loop time is scaled to 100,000;
// the output says so (set it to 100000 for the whole run). The two means on those pairs must be
// the same number. Also measured: peak memory (/usr/bin/time) of the command, of the same command
// with -m bleu, of `node -e 0`, and of Node loading WordNet's tables alone.
//
// Usage (after a build): node bench/meteor.bench.mjs
//   BENCH_RUNS=3                  timed runs of each bleukit command (the median is reported)
//   BENCH_METEOR_NLTK_PAIRS=N     pairs NLTK scores (default 10000; 100000: all, no scaling)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordTarget } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');
const sample = join(shared, 'data', 'wmt-sample');
const cli = join(root, 'packages', 'cli', 'dist', 'bin.js');
const wordnetFile = join(root, 'packages', 'wordnet', 'data', 'wordnet-3.0.txt');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const PAIRS = 100_000;
const nltkPairs = Math.min(PAIRS, Number(process.env.BENCH_METEOR_NLTK_PAIRS ?? 10_000));

const { tokenizer13a } = await import(join(root, 'packages/tokenizer-regex/dist/index.js'));
const { pythonRstrip } = await import(join(root, 'packages/core/dist/index.js'));

const readLines = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
const hyps = [];
const refs = [];
for (const pair of ['de-en', 'ja-en']) {
  const ref = readLines(join(sample, pair, 'ref.A.en'));
  for (const name of readdirSync(join(sample, pair)).filter((file) => file.startsWith('hyp.')).sort()) {
    readLines(join(sample, pair, name)).forEach((line, i) => {
      hyps.push(line);
      refs.push(ref[i]);
    });
  }
}
const distinct = hyps.length;
const dir = mkdtempSync(join(tmpdir(), 'bleukit-meteor-bench-'));
const write = (name, lines) => writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
const cycled = (lines, n) => Array.from({ length: n }, (_, i) => lines[i % lines.length]);
const tokens = (line) => tokenizer13a.tokenize(pythonRstrip(line)).join(' ');
write('hyp.en', cycled(hyps, PAIRS));
write('ref.en', cycled(refs, PAIRS));
write('hyp.sub.en', cycled(hyps, nltkPairs));
write('ref.sub.en', cycled(refs, nltkPairs));
const types = new Set(hyps.concat(refs).flatMap((line) => tokens(line).toLowerCase().split(' '))).size;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const hasTime = existsSync('/usr/bin/time');

/** Runs a command once: wall seconds, and peak RSS in MB and CPU seconds where /usr/bin/time is there. */
function timed(command, args, env = process.env) {
  const start = process.hrtime.bigint();
  const result = hasTime
    ? spawnSync('/usr/bin/time', ['-f', '__RSS_KB=%M __CPU=%U %S', command, ...args], { cwd: dir, encoding: 'utf8', env, maxBuffer: 1 << 28 })
    : spawnSync(command, args, { cwd: dir, encoding: 'utf8', env, maxBuffer: 1 << 28 });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  const usage = /__RSS_KB=(\d+) __CPU=([\d.]+) ([\d.]+)/.exec(result.stderr);
  return { wall, rss: usage ? Number(usage[1]) / 1024 : NaN, cpu: usage ? Number(usage[2]) + Number(usage[3]) : NaN, stdout: result.stdout };
}

/** The median run of `runs` (by wall time), with the highest peak RSS of them. */
function medianRun(command, args) {
  const all = Array.from({ length: runs }, () => timed(command, args));
  const middle = all.find((run) => run.wall === median(all.map((each) => each.wall)));
  return { ...middle, rss: Math.max(...all.map((run) => run.rss)) };
}

/** test-support/nltk-tools.ts (how the tests run NLTK with Debian's WordNet), transpiled into `dir` to run here. */
async function nltkTools() {
  const ts = (await import('typescript')).default;
  for (const name of ['nltk-tools', 'wmt-lines', 'shared']) {
    const { outputText } = ts.transpileModule(readFileSync(join(root, 'test-support', `${name}.ts`), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    mkdirSync(join(dir, 'test-support'), { recursive: true });
    writeFileSync(join(dir, 'test-support', `${name}.js`), outputText);
  }
  return import(join(dir, 'test-support', 'nltk-tools.js'));
}

// Hugging Face's loop: meteor_score per pair on pre-split words, the mean of the values. Times
// the import and WordNet's first use (its load) apart from the loop.
const NLTK_LOOP = `
import sys, time
start = time.perf_counter()
from nltk.corpus import wordnet
from nltk.translate.meteor_score import meteor_score
wordnet.synsets('dog')
loaded = time.perf_counter()
pairs = [line.split('\\t') for line in sys.stdin.read().split('\\n')[:-1]]
hyps = [hyp.split() for hyp, ref in pairs]
refs = [ref.split() for hyp, ref in pairs]
begin = time.perf_counter()
total = 0.0
for hyp, ref in zip(hyps, refs):
    total += meteor_score([ref], hyp)
end = time.perf_counter()
print(loaded - start, end - begin, '%.10f' % (100 * total / len(hyps)))
`;

const seconds = (value) => `${value.toFixed(2)} s`;
const mb = (value) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} MB`);
console.log(`METEOR, ${PAIRS.toLocaleString('en')} pairs of WMT22 English (the shared sample's ${distinct.toLocaleString('en')} system lines of de-en and ja-en against reference A, cycled; ${types.toLocaleString('en')} word types after 13a)`);

const nodeStart = medianRun(process.execPath, ['-e', '0']);
const wordnetOnly = medianRun(process.execPath, ['--input-type=module', '-e', `const { loadWordNet } = await import(${JSON.stringify(join(root, 'packages/wordnet/dist/index.js'))}); await loadWordNet();`]);
const meteor = medianRun(process.execPath, [cli, 'ref.en', '-i', 'hyp.en', '-m', 'meteor', '-b', '-w', '10']);
const bleu = medianRun(process.execPath, [cli, 'ref.en', '-i', 'hyp.en', '-m', 'bleu', '-b', '-w', '10']);
console.log(`  bleukit -m meteor (a process)       ${seconds(meteor.wall)} wall, ${seconds(meteor.cpu)} CPU, peak ${mb(meteor.rss)}  (median of ${runs}; prints ${meteor.stdout.trim()})`);
console.log(`  bleukit -m bleu, same files          ${seconds(bleu.wall)} wall, ${seconds(bleu.cpu)} CPU, peak ${mb(bleu.rss)}`);
console.log(`  node -e 0                            ${seconds(nodeStart.wall)} wall, peak ${mb(nodeStart.rss)}`);
console.log(`  node loading WordNet alone           ${seconds(wordnetOnly.wall)} wall, peak ${mb(wordnetOnly.rss)} (data file ${(statSync(wordnetFile).size / 1e6).toFixed(1)} MB)`);

const { nltkWordnetMissing, runNltk } = await nltkTools();
if (nltkWordnetMissing === undefined) {
  // 13a's words, joined by spaces; NLTK splits them again (not timed).
  const input = cycled(hyps, nltkPairs).map((hyp, i) => `${tokens(hyp)}\t${tokens(refs[i % refs.length])}\n`).join('');
  const printed = runNltk(NLTK_LOOP, input);
  const [load, loop, value] = printed.trim().split(' ');
  const scale = PAIRS / nltkPairs;
  const estimate = Number(load) + Number(loop) * scale;
  const subset = timed(process.execPath, [cli, 'ref.sub.en', '-i', 'hyp.sub.en', '-m', 'meteor', '-b', '-w', '10']);
  const ratio = estimate / meteor.wall;
  const basis = nltkPairs === PAIRS ? 'NLTK on all pairs' : `NLTK's loop timed on the first ${nltkPairs.toLocaleString('en')} pairs and scaled ×${scale.toFixed(0)}`;
  console.log(`  NLTK 3.8 meteor_score loop (python3) ${seconds(Number(load))} import and WordNet load + ${seconds(Number(loop))} for ${nltkPairs.toLocaleString('en')} pairs` +
    `${nltkPairs === PAIRS ? '' : ` → ${seconds(Number(loop) * scale)} for ${PAIRS.toLocaleString('en')} (scaled)`}`);
  console.log(`  bleukit -m meteor is ${ratio.toFixed(1)}× faster than NLTK (${basis})`);
  const same = subset.stdout.trim() === value;
  console.log(`  same mean on those pairs: ${same ? 'yes' : 'NO'} (bleukit ${subset.stdout.trim()}, NLTK ${value})`);
  recordTarget('meteor', {
    figure: `${seconds(meteor.wall)} (start and WordNet load included) against NLTK's ${seconds(estimate)}: ${ratio.toFixed(1)}× faster${same ? '' : ', BUT THE MEANS DIFFER'}`,
    met: ratio >= 20 && same,
    basis,
  });
} else {
  console.log(`  NLTK: skipped (${nltkWordnetMissing})`);
}
if (hasTime) {
  const tables = wordnetOnly.rss - nodeStart.rss;
  const extra = meteor.rss - bleu.rss - tables;
  console.log(`  memory: -m meteor peaks ${mb(meteor.rss - bleu.rss)} above -m bleu; WordNet's tables take ${mb(tables)} (Node loading them alone, less node -e 0), leaving ${mb(extra)}`);
  recordTarget('meteor-memory', {
    figure: `peak ${mb(meteor.rss)}: -m bleu's ${mb(bleu.rss)} + WordNet's tables ${mb(tables)} + ${mb(extra)}`,
    met: extra <= 32,
    basis: `the same ${PAIRS.toLocaleString('en')} pairs`,
  });
}
rmSync(dir, { recursive: true, force: true });
