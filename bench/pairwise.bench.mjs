// Every sentence against every other: `bleukit pairwise` on 1,024 × 1,024 real WMT22 lines (the
// English sides of the shared sample's de-en and ja-en files: hypotheses from every third line,
// references from the lines after them), against sacreBLEU 2.6.0's own loop of
// `sentence_score(h, [r])` (for BLEU with effective order, as `sentence_bleu`), as sacreBLEU #254 and
// fastChrF's README time it. sacreBLEU's loop is timed inside Python (its start and imports left
// out) on the first rows only, then scaled to the whole matrix; bleukit's figure is the whole
// command's wall-clock time, Node's start included, writing the matrix as a .npy file (the same
// doubles, no text). The rows sacreBLEU scored are compared with bleukit's TSV, which is timed too.
// Then reference aggregation (`--aggregate`, chrF) against the same sacreBLEU estimate; `--jobs 2`
// against two one-thread processes at once, each on half the rows (the ceiling for two threads
// here); and peak RSS against the output's size on a larger matrix (sacreBLEU #254's shape).
// Prints times and ratios, records them for bench/targets.mjs; asserts nothing.
//
// Usage (after a build): node bench/pairwise.bench.mjs
//   BENCH_RUNS=3               timed runs per bleukit command (the median is reported)
//   BENCH_SACREBLEU_DIR=path   sacreBLEU 2.6.0's source folder (else python3's own sacrebleu, if any;
//                              without either, the ratios are skipped and say so)
//   BENCH_PAIRWISE_ROWS=16     rows sacreBLEU scores for chrF and chrF++ (BLEU: twice as many, TER: a quarter)
//   BENCH_PAIRWISE_BIG=8000x2000  the matrix of the memory test (0: skip)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliBin } from './cli-bin.mjs';
import { recordTarget } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');
const sample = join(shared, 'data', 'wmt-sample');
const cli = cliBin;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const baseRows = Number(process.env.BENCH_PAIRWISE_ROWS ?? 16);
const big = process.env.BENCH_PAIRWISE_BIG ?? '8000x2000';
const SIZE = 1024;
const hasTime = existsSync('/usr/bin/time');

const readLines = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
const filesOf = (pair, ending) => readdirSync(join(sample, pair)).filter((name) => name.endsWith(ending) && !name.startsWith('orig')).sort().map((name) => join(sample, pair, name));
const english = [...filesOf('de-en', '.en'), ...filesOf('ja-en', '.en')].flatMap(readLines);
const everything = ['de-en', 'en-ja', 'ja-en'].flatMap((pair) => filesOf(pair, '')).flatMap(readLines);
const dir = mkdtempSync(join(tmpdir(), 'bleukit-pairwise-bench-'));
const write = (name, lines) => {
  writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
  return join(dir, name);
};
const hyps = english.filter((_, i) => i % 3 === 0).slice(0, SIZE);
const refs = english.filter((_, i) => i % 3 === 1).slice(0, SIZE);
const hypFile = write('hyps.en', hyps);
const refFile = write('refs.en', refs);
const halves = [write('hyps.1.en', hyps.slice(0, SIZE / 2)), write('hyps.2.en', hyps.slice(SIZE / 2))];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const TIME_FORMAT = '__RSS_KB=%M __CPU=%U %S';

/** Peak RSS in MB and CPU seconds (user + system) from /usr/bin/time's line, NaN without it. */
function usage(stderr) {
  const match = /__RSS_KB=(\d+) __CPU=([\d.]+) ([\d.]+)/.exec(stderr ?? '');
  return match ? { rssMb: Number(match[1]) / 1024, cpu: Number(match[2]) + Number(match[3]) } : { rssMb: NaN, cpu: NaN };
}

/** One run of a command: wall seconds, peak RSS in MB and CPU seconds (with /usr/bin/time), stdout. */
function once(args, { stdout = 'ignore' } = {}) {
  const command = hasTime ? ['/usr/bin/time', ['-f', TIME_FORMAT, process.execPath, cli, ...args]] : [process.execPath, [cli, ...args]];
  const started = process.hrtime.bigint();
  const result = spawnSync(command[0], command[1], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', stdout, 'pipe'] });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`bleukit ${args.join(' ')} failed:\n${result.stderr}`);
  return { seconds, ...usage(result.stderr), stdout: result.stdout };
}

/** The median of `runs` runs. */
function timed(args, options) {
  const results = Array.from({ length: runs }, () => once(args, options));
  return {
    seconds: median(results.map((r) => r.seconds)),
    rssMb: Math.max(...results.map((r) => r.rssMb)),
    cpu: median(results.map((r) => r.cpu)),
    stdout: results[0].stdout,
  };
}

/** Two commands at once: the wall time until both are done, and their CPU seconds together. */
async function together(argsA, argsB) {
  const started = process.hrtime.bigint();
  const cpus = await Promise.all([argsA, argsB].map((args) => new Promise((resolve, reject) => {
    const [command, commandArgs] = hasTime ? ['/usr/bin/time', ['-f', TIME_FORMAT, process.execPath, cli, ...args]] : [process.execPath, [cli, ...args]];
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => (code === 0 ? resolve(usage(stderr).cpu) : reject(new Error(`bleukit ${args.join(' ')} exited ${code}: ${stderr}`))));
  })));
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, cpu: cpus[0] + cpus[1] };
}

// sacreBLEU: python3 with its source folder on the path, or its own installed sacrebleu.
const sacrebleuDir = process.env.BENCH_SACREBLEU_DIR;
const pythonEnv = { ...process.env, ...(sacrebleuDir ? { PYTHONPATH: sacrebleuDir } : {}) };
const python = ['/usr/bin/python3', 'python3'].find((command) => spawnSync(command, ['-c', 'import sacrebleu; assert sacrebleu.__version__ == "2.6.0"'], { env: pythonEnv, stdio: 'ignore' }).status === 0);
const SACREBLEU = {
  chrf: 'from sacrebleu.metrics import CHRF; m = CHRF(); score = lambda h, r: m.sentence_score(h, [r]).score',
  'chrf++': 'from sacrebleu.metrics import CHRF; m = CHRF(word_order=2); score = lambda h, r: m.sentence_score(h, [r]).score',
  // sentence_bleu(h, [r]) makes a new BLEU object for every pair; one object, reused, is faster.
  bleu: 'from sacrebleu.metrics import BLEU; m = BLEU(effective_order=True); score = lambda h, r: m.sentence_score(h, [r]).score',
  ter: 'from sacrebleu.metrics import TER; m = TER(); score = lambda h, r: m.sentence_score(h, [r]).score',
};

/** sacreBLEU's loop over the first `rows` rows: seconds (the loop only) and the rows as TSV (repr). */
function sacrebleuRows(metric, rows) {
  const script = [
    SACREBLEU[metric],
    'import sys, time',
    'read = lambda path: [line.rstrip() for line in open(path, encoding="utf-8", newline="\\n")]',
    'hyps, refs = read(sys.argv[1])[:int(sys.argv[3])], read(sys.argv[2])',
    'started = time.perf_counter()',
    'rows = [[score(h, r) for r in refs] for h in hyps]',
    'print(time.perf_counter() - started)',
    'sys.stdout.write("".join("\\t".join(repr(x) for x in row) + "\\n" for row in rows))',
  ].join('\n');
  const result = spawnSync(python, ['-c', script, hypFile, refFile, String(rows)], { encoding: 'utf8', env: pythonEnv, maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`sacreBLEU failed: ${result.stderr}`);
  const [seconds, ...tsv] = result.stdout.split('\n');
  return { seconds: Number(seconds), tsv: tsv.join('\n') };
}

const s = (seconds) => `${seconds.toFixed(2)} s`;
const node = timed(['--version']);
console.log(`pairwise: ${SIZE} × ${SIZE} WMT22 English lines (${hypFile}, ${refFile}); ${runs} runs each, median wall time; bleukit --version alone ${s(node.seconds)}`);
if (python === undefined) console.log('sacreBLEU 2.6.0: skipped (set BENCH_SACREBLEU_DIR to its source folder, or install it for python3); no ratios');

const TARGETS = { chrf: ['pairwise-chrf', 100], 'chrf++': ['pairwise-chrf++', 50], bleu: ['pairwise-bleu', 50], ter: ['pairwise-ter', 20] };
const sacrebleuFull = {};
for (const metric of ['chrf', 'chrf++', 'bleu', 'ter']) {
  const npy = timed(['pairwise', hypFile, refFile, '-m', metric, '-o', join(dir, `${metric}.npy`)]);
  // Once: the text is for the comparison with sacreBLEU's rows, its time for information.
  const tsv = once(['pairwise', hypFile, refFile, '-m', metric], { stdout: 'pipe' });
  let line = `  -m ${metric.padEnd(7)} bleukit -o .npy ${s(npy.seconds)}, TSV on stdout ${s(tsv.seconds)}`;
  if (python !== undefined) {
    const rows = metric === 'bleu' ? 2 * baseRows : metric === 'ter' ? Math.max(1, baseRows / 4) : baseRows;
    const loop = sacrebleuRows(metric, rows);
    const full = (loop.seconds * SIZE) / rows;
    sacrebleuFull[metric] = full;
    const same = tsv.stdout.split('\n').slice(0, rows).join('\n') === loop.tsv.replace(/\n$/, '');
    const ratio = full / npy.seconds;
    const [id, target] = TARGETS[metric];
    line += `; sacreBLEU ${s(loop.seconds)} for ${rows} rows → ${s(full)} for all (${((loop.seconds / rows / SIZE) * 1e3).toFixed(3)} ms a pair): ` +
      `${ratio.toFixed(0)}× faster (TSV ${(full / tsv.seconds).toFixed(0)}×); the ${rows} rows ${same ? 'match' : 'DIFFER'}`;
    recordTarget(id, { figure: `${ratio.toFixed(0)}× sacreBLEU's loop (bleukit ${s(npy.seconds)} with .npy output, sacreBLEU ${s(full)} scaled from ${rows} rows; TSV ${(full / tsv.seconds).toFixed(0)}×)`, met: ratio >= target && same });
  }
  console.log(line);
}

const aggregate = timed(['pairwise', hypFile, refFile, '--aggregate', '-o', join(dir, 'aggregate.npy')]);
let aggregateLine = `  --aggregate (chrF) bleukit ${s(aggregate.seconds)}`;
if (sacrebleuFull.chrf !== undefined) {
  const ratio = sacrebleuFull.chrf / aggregate.seconds;
  aggregateLine += `: ${ratio.toFixed(0)}× faster than sacreBLEU's exact loop (${s(sacrebleuFull.chrf)})`;
  recordTarget('aggregate-chrf', { figure: `${ratio.toFixed(0)}× sacreBLEU's chrF loop (bleukit ${s(aggregate.seconds)}, node's start included)`, met: ratio >= 2500 });
}
console.log(aggregateLine);

// --jobs 2 against its ceiling: two one-thread processes at once, each on half the rows.
const jobs = timed(['pairwise', hypFile, refFile, '--jobs', '2', '-o', join(dir, 'jobs.npy')]);
const one = timed(['pairwise', hypFile, refFile, '-o', join(dir, 'one.npy')]);
const pairs = [];
for (let r = 0; r < runs; r++) pairs.push(await together(...halves.map((half, k) => ['pairwise', half, refFile, '-o', join(dir, `half${k}.npy`)])));
const twoProcesses = median(pairs.map((pair) => pair.seconds));
const twoCpu = median(pairs.map((pair) => pair.cpu));
const share = twoProcesses / jobs.seconds;
const sameBytes = readFileSync(join(dir, 'jobs.npy')).equals(readFileSync(join(dir, 'one.npy')));
const cpu = (seconds) => (Number.isNaN(seconds) ? '' : `, CPU ${s(seconds)}`);
console.log(`  --jobs 2 (chrF) ${s(jobs.seconds)}${cpu(jobs.cpu)}; one thread ${s(one.seconds)}${cpu(one.cpu)}; two processes on the halves ${s(twoProcesses)}${cpu(twoCpu)}: ` +
  `${share.toFixed(2)} of the two processes' speed; the same file as one thread: ${sameBytes ? 'yes' : 'NO'}`);
recordTarget('pairwise-jobs-2', { figure: `${share.toFixed(2)} × two processes (${s(jobs.seconds)} vs ${s(twoProcesses)}; CPU ${s(jobs.cpu)} vs ${s(twoCpu)}; one thread ${s(one.seconds)})`, met: share >= 0.9 && sameBytes });

// Memory: a larger matrix streamed to a .npy file, against the size of that file.
if (big !== '0' && hasTime) {
  const [rows, columns] = big.split('x').map(Number);
  const bigHyps = write('big-hyps.txt', Array.from({ length: rows }, (_, i) => everything[i % everything.length]));
  const bigRefs = write('big-refs.txt', english.slice(0, columns));
  const out = join(dir, 'big.npy');
  const run = once(['pairwise', bigHyps, bigRefs, '-o', out]);
  const outputMb = statSync(out).size / 2 ** 20;
  const baseline = once(['pairwise', bigHyps, bigRefs, '-o', out, '--aggregate']).rssMb;
  console.log(`  memory, ${rows} × ${columns} chrF to .npy (the sample's ${everything.length} lines, cycled): ${s(run.seconds)}, peak RSS ${run.rssMb.toFixed(0)} MB ` +
    `for ${outputMb.toFixed(0)} MB of output (the same files aggregated, a one-column output: ${baseline.toFixed(0)} MB; bleukit --version: ${node.rssMb.toFixed(0)} MB)`);
  recordTarget('pairwise-memory', { figure: `peak RSS ${run.rssMb.toFixed(0)} MB for a ${outputMb.toFixed(0)} MB ${rows} × ${columns} matrix (${baseline.toFixed(0)} MB with a one-column output)`, met: run.rssMb - baseline <= outputMb });
}
rmSync(dir, { recursive: true, force: true });
