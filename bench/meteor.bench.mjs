// METEOR of 100,000 English sentence pairs: `bleukit REF -i HYP -m meteor` as a process (Node's
// start, WordNet's load, reading, 13a, scoring, printing), against NLTK 3.8's `meteor_score` loop
// (what Hugging Face's `meteor` runs) in Debian's python3 with Debian's WordNet 3.0 (run as the
// tests run it, test-support/nltk-tools.ts), timed in the same run, on two corpora:
// - realistic (the target is judged on it): every distinct real pair the shared WMT22 sample
//   offers (de-en: the 4 systems and reference B against reference A, the 4 systems against
//   reference B; ja-en: the 4 systems against reference A; 3,900 pairs), then lines of
//   bench/make-realistic-corpus.mjs (seed 1: real sample segments with their content words renamed
//   per copy, so the vocabulary keeps growing as a real collection's does) up to 100,000 pairs;
// - cycled: the sample's 2,400 system lines against reference A repeated to 100,000 pairs, which
//   keeps every per-type cache (bleukit's and NLTK's) warm: an upper bound, not the target.
// NLTK gets the same 13a words, split in advance (its time leaves out tokenizing). NLTK scores
// all 100,000 pairs of each (a minute or two); with BENCH_METEOR_NLTK_PAIRS=N it scores the first
// N and its loop time is scaled to 100,000, and the output says so. The two means on the pairs
// NLTK scored must be the same number. The target (≥ 20×) is the issue's: the ratio of wall
// times, in the same run, judged only on a quiet machine (a load average below the number of
// cores at the start and at the end; a busy machine stretches NLTK's minute more than bleukit's
// second). The ratio of CPU times is printed beside it: it counts the work of V8's compiler and
// garbage-collector threads, which run beside bleukit's one scoring thread, and NLTK has none.
// Also measured: peak memory (/usr/bin/time) of the command,
// of the same command with --jobs 2 (the workers share WordNet's tables) and with -m bleu, of
// `node -e 0`, and of Node loading WordNet's tables alone; and the time loadWordNet() takes
// (the binary form the package build writes, and parsing the data file's text, for comparison).
//
// Also the start: `-m bleu` and `-m meteor` on the first 100 pairs, against `node -e 0` (CPU time,
// median of 11).
//
// Usage (after a build): node bench/meteor.bench.mjs
//   BENCH_RUNS=3                  timed runs of each bleukit command (the median is reported)
//   BENCH_CLI=path                the bleukit entry point to time (default packages/cli/dist/bin.cjs,
//                                 the package's `bin`)
//   BENCH_METEOR_NLTK_PAIRS=N     pairs NLTK scores (default 100000: all, no scaling)
//   BENCH_METEOR_CYCLED=0         skip the cycled corpus
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordTarget } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');
const sample = join(shared, 'data', 'wmt-sample');
const cli = process.env.BENCH_CLI ?? join(root, 'packages', 'cli', 'dist', 'bin.cjs');
const wordnetFile = join(root, 'packages', 'wordnet', 'data', 'wordnet-3.0.txt');
const wordnetBinary = join(root, 'packages', 'wordnet', 'dist', 'wordnet-3.0.bin');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const PAIRS = 100_000;
const nltkPairs = Math.min(PAIRS, Number(process.env.BENCH_METEOR_NLTK_PAIRS ?? PAIRS));

const { tokenizer13a } = await import(join(root, 'packages/tokenizer-regex/dist/index.js'));
const { pythonRstrip } = await import(join(root, 'packages/core/dist/index.js'));

const readLines = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
const systemsOf = (pair) => readdirSync(join(sample, pair)).filter((file) => file.startsWith('hyp.')).sort().map((name) => readLines(join(sample, pair, name)));
/** Every (hypothesis, reference) line pair of `hyps` against `refs`, into `into`. */
const addPairs = (into, hypLines, refLines) => hypLines.forEach((line, i) => into.push([line, refLines[i]]));
const deRefA = readLines(join(sample, 'de-en', 'ref.A.en'));
const deRefB = readLines(join(sample, 'de-en', 'ref.B.en'));
const jaRefA = readLines(join(sample, 'ja-en', 'ref.A.en'));
// The cycled corpus's lines: the systems against reference A.
const cycledBase = [];
for (const lines of systemsOf('de-en')) addPairs(cycledBase, lines, deRefA);
for (const lines of systemsOf('ja-en')) addPairs(cycledBase, lines, jaRefA);
// The realistic corpus: every distinct real pair, then the generator's lines.
const realPairs = [...cycledBase];
addPairs(realPairs, deRefB, deRefA);
for (const lines of systemsOf('de-en')) addPairs(realPairs, lines, deRefB);
const dir = mkdtempSync(join(tmpdir(), 'bleukit-meteor-bench-'));
const generated = spawnSync(process.execPath, [join(root, 'bench', 'make-realistic-corpus.mjs'), dir, '10', '1'], { encoding: 'utf8' });
if (generated.status !== 0) throw new Error(`make-realistic-corpus.mjs failed:\n${generated.stderr}`);
const generatedHyps = readLines(join(dir, 'hyp.real10mb.en'));
const generatedRefs = readLines(join(dir, 'ref.real10mb.en'));
const wanted = PAIRS - realPairs.length;
if (generatedHyps.length < wanted) throw new Error(`make-realistic-corpus.mjs made ${generatedHyps.length} lines, ${wanted} are needed`);
const realistic = [...realPairs, ...generatedHyps.slice(0, wanted).map((line, i) => [line, generatedRefs[i]])];
const cycled = Array.from({ length: PAIRS }, (_, i) => cycledBase[i % cycledBase.length]);

const write = (name, lines) => writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
const tokens = (line) => tokenizer13a.tokenize(pythonRstrip(line)).join(' ');
const typesOf = (pairs) => {
  const types = new Set();
  for (const [hyp, ref] of pairs) for (const word of `${tokens(hyp)} ${tokens(ref)}`.toLowerCase().split(' ')) types.add(word);
  return types.size;
};
const CORPORA = [
  {
    name: 'realistic',
    pairs: realistic,
    description: `all ${realPairs.length.toLocaleString('en')} distinct real WMT22 pairs of the shared sample (de-en systems and reference B against reference A, de-en systems against reference B, ja-en systems against reference A) + ${wanted.toLocaleString('en')} of make-realistic-corpus.mjs (seed 1)`,
  },
  ...(process.env.BENCH_METEOR_CYCLED === '0'
    ? []
    : [{ name: 'cycled', pairs: cycled, description: `the sample's ${cycledBase.length.toLocaleString('en')} system lines of de-en and ja-en against reference A, cycled` }]),
];
for (const corpus of CORPORA) {
  write(`hyp.${corpus.name}.en`, corpus.pairs.map(([hyp]) => hyp));
  write(`ref.${corpus.name}.en`, corpus.pairs.map(([, ref]) => ref));
  write(`hyp.${corpus.name}.100.en`, corpus.pairs.slice(0, 100).map(([hyp]) => hyp));
  write(`ref.${corpus.name}.100.en`, corpus.pairs.slice(0, 100).map(([, ref]) => ref));
  write(`hyp.${corpus.name}.sub.en`, corpus.pairs.slice(0, nltkPairs).map(([hyp]) => hyp));
  write(`ref.${corpus.name}.sub.en`, corpus.pairs.slice(0, nltkPairs).map(([, ref]) => ref));
  corpus.types = typesOf(corpus.pairs);
}

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
loaded_cpu = time.process_time()
pairs = [line.split('\\t') for line in sys.stdin.read().split('\\n')[:-1]]
hyps = [hyp.split() for hyp, ref in pairs]
refs = [ref.split() for hyp, ref in pairs]
begin = time.perf_counter()
begin_cpu = time.process_time()
total = 0.0
for hyp, ref in zip(hyps, refs):
    total += meteor_score([ref], hyp)
end = time.perf_counter()
end_cpu = time.process_time()
print(loaded - start, end - begin, '%.10f' % (100 * total / len(hyps)), loaded_cpu, end_cpu - begin_cpu)
`;

const seconds = (value) => `${value.toFixed(2)} s`;
const mb = (value) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} MB`);
const startLoad = loadavg()[0];
const loadAverage = loadavg().map((value) => value.toFixed(2)).join(' ');
console.log(`METEOR, ${PAIRS.toLocaleString('en')} English sentence pairs, 13a (load average at the start: ${loadAverage})`);

const nodeStart = medianRun(process.execPath, ['-e', '0']);
const wordnetModule = JSON.stringify(join(root, 'packages/wordnet/dist/index.js'));
const wordnetOnly = medianRun(process.execPath, ['--input-type=module', '-e', `const { loadWordNet } = await import(${wordnetModule}); await loadWordNet();`]);
// loadWordNet()'s own time in a fresh process (the module imported first), from the binary form and from the text.
const LOAD_TIMES = `
const { loadWordNet, parseWordNet } = await import(${wordnetModule});
const { readFileSync } = await import('node:fs');
const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
let start = performance.now();
let startCpu = cpu();
await loadWordNet();
const binary = [performance.now() - start, cpu() - startCpu];
start = performance.now();
startCpu = cpu();
parseWordNet(readFileSync(${JSON.stringify(wordnetFile)}, 'utf8'));
console.log(...binary, performance.now() - start, cpu() - startCpu);`;
const loadTimes = Array.from({ length: Math.max(runs, 3) }, () => spawnSync(process.execPath, ['--input-type=module', '-e', LOAD_TIMES], { encoding: 'utf8' }).stdout.trim().split(' ').map(Number));
const ms = (k) => `${median(loadTimes.map((times) => times[k])).toFixed(0)} ms`;
console.log(`  node -e 0                            ${seconds(nodeStart.wall)} wall, peak ${mb(nodeStart.rss)}`);
if (hasTime) {
  // The start: a command run 20 times in a row under one /usr/bin/time (whose CPU times are in
  // hundredths of a second), per run; the three commands alternated 3 times, the median reported.
  const starts = { node: [], bleu: [], meteor: [] };
  const first = CORPORA[0].name;
  const quoted = (args) => args.map((arg) => `'${arg}'`).join(' ');
  const perRun = (args) => timed('/bin/sh', ['-c', `for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do ${quoted(args)} >/dev/null; done`]).cpu / 20;
  for (let k = 0; k < 3; k++) {
    starts.node.push(perRun([process.execPath, '-e', '0']));
    starts.bleu.push(perRun([process.execPath, cli, `ref.${first}.100.en`, '-i', `hyp.${first}.100.en`, '-m', 'bleu', '-b']));
    starts.meteor.push(perRun([process.execPath, cli, `ref.${first}.100.en`, '-i', `hyp.${first}.100.en`, '-m', 'meteor', '-b']));
  }
  const cpuMs = (values) => `${(median(values) * 1000).toFixed(0)} ms`;
  console.log(`  start, 100 pairs (CPU a run, 20 in a row, median of 3) -m bleu ${cpuMs(starts.bleu)}, -m meteor ${cpuMs(starts.meteor)} (WordNet's load included), node -e 0 ${cpuMs(starts.node)}`);
}
console.log(`  node loading WordNet alone           ${seconds(wordnetOnly.wall)} wall, peak ${mb(wordnetOnly.rss)}`);
console.log(`  loadWordNet() (median of ${loadTimes.length} processes) ${ms(0)} (${ms(1)} CPU) from the binary form (${(statSync(wordnetBinary).size / 1e6).toFixed(1)} MB); ` +
  `parsing the data file's text (${(statSync(wordnetFile).size / 1e6).toFixed(1)} MB) instead ${ms(2)} (${ms(3)} CPU)`);
const { nltkWordnetMissing, runNltk } = await nltkTools();

for (const corpus of CORPORA) {
  const { name } = corpus;
  console.log(`${name}: ${corpus.description}; ${corpus.types.toLocaleString('en')} word types after 13a and lower-casing`);
  const meteor = medianRun(process.execPath, [cli, `ref.${name}.en`, '-i', `hyp.${name}.en`, '-m', 'meteor', '-b', '-w', '10']);
  const bleu = medianRun(process.execPath, [cli, `ref.${name}.en`, '-i', `hyp.${name}.en`, '-m', 'bleu', '-b', '-w', '10']);
  const jobs2 = timed(process.execPath, [cli, `ref.${name}.en`, '-i', `hyp.${name}.en`, '-m', 'meteor', '-b', '-w', '10', '--jobs', '2']);
  console.log(`  bleukit -m meteor (a process)       ${seconds(meteor.wall)} wall, ${seconds(meteor.cpu)} CPU, peak ${mb(meteor.rss)}  (median of ${runs}; prints ${meteor.stdout.trim()})`);
  console.log(`  bleukit -m meteor --jobs 2           ${seconds(jobs2.wall)} wall, ${seconds(jobs2.cpu)} CPU, peak ${mb(jobs2.rss)} (one run; prints ${jobs2.stdout.trim() === meteor.stdout.trim() ? 'the same' : `${jobs2.stdout.trim()}, NOT THE SAME`})`);
  console.log(`  bleukit -m bleu, same files          ${seconds(bleu.wall)} wall, ${seconds(bleu.cpu)} CPU, peak ${mb(bleu.rss)}`);
  const target = name === 'realistic';
  if (nltkWordnetMissing === undefined) {
    // 13a's words, joined by spaces; NLTK splits them again (not timed).
    const input = corpus.pairs.slice(0, nltkPairs).map(([hyp, ref]) => `${tokens(hyp)}\t${tokens(ref)}\n`).join('');
    const printed = runNltk(NLTK_LOOP, input);
    const [load, loop, value, loadCpu, loopCpu] = printed.trim().split(' ');
    const scale = PAIRS / nltkPairs;
    const estimate = Number(load) + Number(loop) * scale;
    const estimateCpu = Number(loadCpu) + Number(loopCpu) * scale;
    const subset = nltkPairs === PAIRS ? meteor : timed(process.execPath, [cli, `ref.${name}.sub.en`, '-i', `hyp.${name}.sub.en`, '-m', 'meteor', '-b', '-w', '10']);
    const ratio = estimate / meteor.wall;
    const basis = `${name} corpus, ${nltkPairs === PAIRS ? 'NLTK on all pairs' : `NLTK's loop timed on the first ${nltkPairs.toLocaleString('en')} pairs and scaled ×${scale.toFixed(0)}`}, load average ${loadAverage}`;
    console.log(`  NLTK 3.8 meteor_score loop (python3) ${seconds(Number(load))} import and WordNet load + ${seconds(Number(loop))} for ${nltkPairs.toLocaleString('en')} pairs` +
      `${nltkPairs === PAIRS ? '' : ` → ${seconds(Number(loop) * scale)} for ${PAIRS.toLocaleString('en')} (scaled)`}, ${seconds(estimateCpu)} CPU`);
    console.log(`  bleukit -m meteor is ${ratio.toFixed(1)}× faster than NLTK (${basis})` +
      `${Number.isNaN(meteor.cpu) ? '' : `; in CPU time ${(estimateCpu / meteor.cpu).toFixed(1)}× (${seconds(meteor.cpu)} against ${seconds(estimateCpu)})`}`);
    const same = subset.stdout.trim() === value;
    console.log(`  same mean on those pairs: ${same ? 'yes' : 'NO'} (bleukit ${subset.stdout.trim()}, NLTK ${value})`);
    if (target) {
      // On a busy machine each process's wall time stretches with the load it meets (NLTK's minute
      // of it more than bleukit's second): the wall ratio is judged only when the machine is quiet.
      const cpuRatio = estimateCpu / meteor.cpu;
      const quiet = Math.max(startLoad, loadavg()[0]) < cpus().length;
      recordTarget('meteor', {
        figure: `${seconds(meteor.wall)} (start and WordNet load included) against NLTK's ${seconds(estimate)}: ${ratio.toFixed(1)}× faster` +
          `${Number.isNaN(cpuRatio) ? '' : `, ${cpuRatio.toFixed(1)}× in CPU time`}${same ? '' : ', BUT THE MEANS DIFFER'}` +
          `${quiet ? '' : `; not judged: the machine was busy (load average ${Math.max(startLoad, loadavg()[0]).toFixed(2)} on ${cpus().length} cores)`}`,
        met: ratio >= 20 && same && quiet,
        basis,
      });
    }
  } else {
    console.log(`  NLTK: skipped (${nltkWordnetMissing})`);
  }
  if (hasTime) {
    const tables = wordnetOnly.rss - nodeStart.rss;
    const extra = meteor.rss - bleu.rss - tables;
    console.log(`  memory: -m meteor peaks ${mb(meteor.rss - bleu.rss)} above -m bleu; WordNet's tables take ${mb(tables)} (Node loading them alone, less node -e 0), leaving ${mb(extra)}`);
    if (target) {
      recordTarget('meteor-memory', {
        figure: `peak ${mb(meteor.rss)}: -m bleu's ${mb(bleu.rss)} + WordNet's tables ${mb(tables)} + ${mb(extra)}`,
        met: extra <= 32,
        basis: `the same ${PAIRS.toLocaleString('en')} pairs (${name} corpus)`,
      });
    }
  }
}
rmSync(dir, { recursive: true, force: true });
