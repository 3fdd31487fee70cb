// compare-mt's default report (aggregate BLEU and length ratio, word accuracy by frequency, the
// three sentence bucket reports, n-gram differences, sentence examples) for four systems of
// 7,936 lines, as the issue measured compare-mt on WMT22 de-en four times over: here the WMT
// sample's de-en reference A and four systems (tokenized copies from the compare-mt conformance
// inputs), cycled to 7,936 lines. Timed as processes, Node's and Python's start included:
//   - `bleukit compare-mt REF SYS1 … SYS4` (and with two systems), started as the package's `bin`,
//   - compare-mt 0.2.11 from its source with /usr/bin/python3, when BENCH_COMPARE_MT_DIR names the
//     folder holding its `compare_mt` package (sacreBLEU 2.6.0's source from BENCH_SACREBLEU_DIR,
//     which its `sacrebleu` import needs); else skipped, with this message.
// Checks that both print the same report (n-grams of equal score compared as sets, as the
// conformance records' README says). Prints times (wall clock, and CPU time where /proc gives it),
// the ratios and the load average at the start and the end; asserts nothing.
//
// Usage (after a build): node bench/compare-mt.bench.mjs
//   BENCH_RUNS=5                 timed runs of bleukit per case (the median is reported)
//   BENCH_CLI=path               the bleukit entry point to time (default packages/cli/dist/bin.cjs,
//                                the package's `bin`), e.g. a copy of another build's dist/
//   BENCH_COMPARE_MT_RUNS=1      timed runs of compare-mt per case
//   BENCH_COMPARE_MT_DIR=path    compare-mt 0.2.11's source folder
//   BENCH_SACREBLEU_DIR=path     sacreBLEU 2.6.0's source folder
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliBin } from './cli-bin.mjs';
import { recordTarget } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');
const inputs = join(shared, 'conformance', 'compare-mt', 'inputs', 'de-en');
const cli = cliBin;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const compareMtRuns = Number(process.env.BENCH_COMPARE_MT_RUNS ?? 1);
const LINES = 7936;
const FILES = ['ref.A.tok.en', 'hyp.Online-B.tok.en', 'hyp.JDExploreAcademy.tok.en', 'hyp.PROMT.tok.en', 'hyp.LT22.tok.en'];

const dir = mkdtempSync(join(tmpdir(), 'bleukit-compare-mt-bench-'));
for (const name of FILES) {
  const lines = readFileSync(join(inputs, name), 'utf8').replace(/\n$/, '').split('\n');
  writeFileSync(join(dir, name), `${Array.from({ length: LINES }, (_, i) => lines[i % lines.length]).join('\n')}\n`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/**
 * CPU seconds (user + system) of this process's waited-for children, from /proc (Linux; null
 * elsewhere): on a busy machine the wall clock depends on what else runs, CPU time much less.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3, cutime and cstime fields 16 and 17, in clock ticks (100 a second).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
function timeProcess(command, args, count, env = process.env) {
  const times = [];
  const cpu = [];
  let stdout = '';
  for (let r = 0; r < count; r++) {
    const cpuBefore = childrenCpuSeconds();
    const started = process.hrtime.bigint();
    const run = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env, maxBuffer: 1 << 30 });
    times.push(Number(process.hrtime.bigint() - started) / 1e9);
    const cpuAfter = childrenCpuSeconds();
    if (cpuBefore !== null && cpuAfter !== null) cpu.push(cpuAfter - cpuBefore);
    if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${run.stderr}`);
    stdout = run.stdout;
  }
  return { seconds: median(times), cpuSeconds: cpu.length === count ? median(cpu) : null, stdout };
}
const cpuText = (timed) => (timed.cpuSeconds === null ? '' : `, CPU ${timed.cpuSeconds.toFixed(2)} s`);

/** The report with each run of equal n-gram scores sorted and the last run of a list reduced to its score and length. */
function withoutTieOrder(report) {
  const lines = report.split('\n');
  const result = [];
  const score = (line) => line.slice(line.lastIndexOf('\t') + 1, line.indexOf(' (', line.lastIndexOf('\t')));
  for (let k = 0; k < lines.length; k++) {
    result.push(lines[k]);
    if (!/^--- -?\d+ n-grams where /.test(lines[k])) continue;
    const runs = [];
    while (k + 1 < lines.length && lines[k + 1] !== '') {
      const line = lines[++k];
      if (runs.length > 0 && score(runs.at(-1)[0]) === score(line)) runs.at(-1).push(line);
      else runs.push([line]);
    }
    runs.forEach((run, r) => result.push(...(r === runs.length - 1 ? [`[${run.length} × ${score(run[0])}]`] : [...run].sort())));
  }
  return result.join('\n');
}

const compareMtDir = process.env.BENCH_COMPARE_MT_DIR;
const sacrebleuDir = process.env.BENCH_SACREBLEU_DIR;
const python = '/usr/bin/python3';
const compareMtReady = compareMtDir !== undefined && existsSync(join(compareMtDir, 'compare_mt', 'compare_mt_main.py')) && existsSync(python);
const seconds = (value) => `${value.toFixed(3)} s`;
const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const nodeStart = timeProcess(process.execPath, ['-e', '0'], runs);
console.log(`compare-mt's default report, de-en systems cycled to ${LINES.toLocaleString('en')} lines, bleukit: median of ${runs} runs (load average at the start: ${loadAverage()})`);
console.log(`  node -e 0 alone                      ${seconds(nodeStart.seconds)}`);
for (const systems of [2, 4]) {
  const args = FILES.slice(0, systems + 1);
  const bleukit = timeProcess(process.execPath, [cli, 'compare-mt', ...args], runs);
  console.log(`  bleukit compare-mt, ${systems} systems          ${seconds(bleukit.seconds)}${cpuText(bleukit)}`);
  if (!compareMtReady) continue;
  const env = { ...process.env, PYTHONPATH: [compareMtDir, sacrebleuDir].filter(Boolean).join(':'), MPLBACKEND: 'Agg', PYTHONHASHSEED: '0' };
  const reference = timeProcess(python, ['-m', 'compare_mt.compare_mt_main', ...args], compareMtRuns, env);
  const ratio = reference.seconds / bleukit.seconds;
  const same = withoutTieOrder(bleukit.stdout) === withoutTieOrder(reference.stdout);
  const cpuRatio = reference.cpuSeconds !== null && bleukit.cpuSeconds ? `, ${(reference.cpuSeconds / bleukit.cpuSeconds).toFixed(1)}× in CPU time` : '';
  console.log(`  compare-mt 0.2.11, ${systems} systems           ${seconds(reference.seconds)}${cpuText(reference)}  (bleukit is ${ratio.toFixed(1)}× faster${cpuRatio}; same report: ${same ? 'yes' : 'NO'})`);
  recordTarget(systems === 4 ? 'compare-mt' : `compare-mt-${systems}`, {
    figure: `${seconds(bleukit.seconds)}, ${ratio.toFixed(1)}× faster than compare-mt (${seconds(reference.seconds)})${same ? '' : ', reports DIFFER'}`,
    met: ratio >= 20 && same,
    basis: `WMT sample de-en (${readFileSync(join(inputs, FILES[0]), 'utf8').split('\n').length - 1} lines) cycled to ${LINES} lines`,
  });
}
if (!compareMtReady) {
  console.log('  compare-mt: skipped (set BENCH_COMPARE_MT_DIR to compare-mt 0.2.11\'s source folder, and BENCH_SACREBLEU_DIR to sacreBLEU 2.6.0\'s, to time it with /usr/bin/python3)');
}
console.log(`  load average at the end: ${loadAverage()} (other work on the machine skews wall times; CPU times much less)`);
rmSync(dir, { recursive: true, force: true });
