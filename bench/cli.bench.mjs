// `pnpm bench`: times the built bleukit CLI end to end against a floor (a plain Node script that
// only reads the same files and splits lines and whitespace), on two seeded corpora built from the
// WMT sample: a realistic one (every system and reference line of the English sides, vocabulary
// grown to ~218,000 types, see make-realistic-corpus.mjs) and the older generated one (4 systems
// of de-en, ~7,500 types); on the realistic one also two one-thread processes on its two halves at
// once, the ceiling for --jobs 2 on this machine, and one thread and --jobs 2 held to one core
// (what the threads themselves cost). Then a Japanese corpus with ja-mecab, against
// MeCab's C++ program when installed. Also times the start of a run on a 10-line file, and 16
// systems over one 2,074-line test set (WMT's usual shape) on one thread, with --jobs 2 and as two
// processes. Prints times, ratios and peak RSS; asserts nothing.
//
// Options (environment):
//   BENCH_REAL_MB=36     size of each realistic file in MB (0: skip that corpus)
//   BENCH_MB=25          size of each generated file in MB (hypotheses + references ≥ 50 MB)
//   BENCH_RUNS=3         timed runs per command (the median is reported)
//   BENCH_SACREBLEU=1    also time sacreBLEU (python3 -m sacrebleu from BENCH_SACREBLEU_DIR,
//                        default /tmp/sacrebleu-ref) once with -tok 13a and, on the Japanese
//                        corpus, with -tok ja-mecab (needs its MeCab binding), and check it
//                        prints the same score
//   BENCH_CLI=path       the bleukit entry point to time (default the CLI package's bin)
//   BENCH_SKIP_BUILD=1   do not run scripts/bootstrap.sh (install + build) first
//   BENCH_SCALE_MB=100   size per file of a second, larger corpus on which one thread and
//                        --jobs 2 are timed again (0: skip); from the two sizes the benchmark
//                        works out each one's fixed cost and its throughput
//   BENCH_RSS_MB=500     also build a corpus of this many MB per file and report peak RSS
//   BENCH_METRICS=0      skip the chrF, chrF++ and TER runs
//   BENCH_JA_MB=16       size of each file of the Japanese (ja-mecab) corpus in MB (0: skip)
//   BENCH_SYSTEMS=16     systems of the many-systems test (0: skip): WMT23 en-ja's shape, that many
//                        system files over one short test set (make-systems-corpus.mjs), scored
//                        with -m bleu chrf -l en-ja (ja-mecab) by one thread, by --jobs 2 and by two
//                        one-thread processes on half the systems each
//   BENCH_SYSTEM_LINES=2074  lines of that test set
//   BENCH_REAL_TEXT=hyp,ref  also time real system output against its reference (two files of
//                        as many lines, e.g. every WMT system of some language pairs one after
//                        another against the reference repeated), with the same rows as the
//                        realistic corpus; skipped when not given (no real text ships with bleukit)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliBin } from './cli-bin.mjs';
import { recordTarget } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, '.bench');
const cli = cliBin;
const megabytes = process.env.BENCH_MB ?? '25';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const hasTime = existsSync('/usr/bin/time');
const sacrebleuDir = process.env.BENCH_SACREBLEU_DIR ?? '/tmp/sacrebleu-ref';
const withSacrebleu = process.env.BENCH_SACREBLEU === '1' && existsSync(join(sacrebleuDir, 'sacrebleu'));

function corpus(mb, script = 'make-corpus.mjs') {
  const out = execFileSync(process.execPath, [join(root, 'bench', script), benchDir, String(mb), '1'], {
    encoding: 'utf8',
  });
  const [hyp, ref] = out.trim().split('\n')[0].split(' ');
  return { hyp, ref };
}

/** Runs a command once; wall time in seconds, peak RSS in MB (when /usr/bin/time is there), stdout. */
function once(command, args, options = {}) {
  const wrapped = hasTime ? ['/usr/bin/time', ['-f', '__RSS_KB=%M __CPU=%U %S', command, ...args]] : [command, args];
  const start = process.hrtime.bigint();
  const result = spawnSync(wrapped[0], wrapped[1], { encoding: 'utf8', maxBuffer: 1 << 26, ...options });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  const rss = /__RSS_KB=(\d+) __CPU=([\d.]+) ([\d.]+)/.exec(result.stderr ?? '');
  const cpu = rss ? Number(rss[2]) + Number(rss[3]) : NaN;
  return { seconds, cpu, rssMb: rss ? Number(rss[1]) / 1024 : NaN, stdout: result.stdout };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timed(label, command, args, options) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(once(command, args, options));
  const seconds = median(results.map((r) => r.seconds));
  const cpu = median(results.map((r) => r.cpu));
  const rssMb = Math.max(...results.map((r) => r.rssMb));
  return { label, seconds, cpu, rssMb, stdout: results[0].stdout };
}

function row(result, floor) {
  const ratio = (result.seconds / floor.seconds).toFixed(2);
  const rss = Number.isNaN(result.rssMb) ? '–' : `${result.rssMb.toFixed(0)} MB`;
  const cpu = Number.isNaN(result.cpu) ? '' : `  CPU ${result.cpu.toFixed(2)} s (${(result.cpu / floor.cpu).toFixed(2)}× floor)`;
  console.log(`${result.label.padEnd(34)} ${result.seconds.toFixed(2).padStart(7)} s  ${ratio.padStart(6)}× floor  peak RSS ${rss}${cpu}`);
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  execFileSync('bash', [join(root, 'scripts', 'bootstrap.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
}
/** Size of a corpus in MB (10^6 bytes). */
function megabytesOf({ hyp, ref }) {
  return (Number(execFileSync('stat', ['-c', '%s', hyp], { encoding: 'utf8' })) + Number(execFileSync('stat', ['-c', '%s', ref], { encoding: 'utf8' }))) / 1e6;
}

const bleukitArgs = ({ hyp, ref }, ...extra) => [cli, ref, '-i', hyp, '-tok', '13a', '-b', '-w', '6', ...extra];

console.log(`machine: ${process.platform} ${process.arch}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${runs} runs each, median wall time`);

/** Floor, one thread, --jobs 2 and -tok none on one corpus; returns the first three. */
function benchCorpus(title, files) {
  const size = megabytesOf(files);
  console.log(`\n${title}: ${files.hyp} + ${files.ref} (${size.toFixed(1)} MB)`);
  const floor = timed('floor (read + split lines/spaces)', process.execPath, [join(root, 'bench', 'floor.mjs'), files.hyp, files.ref]);
  const one = timed('bleukit -tok 13a', process.execPath, bleukitArgs(files));
  const two = timed('bleukit -tok 13a --jobs 2', process.execPath, bleukitArgs(files, '--jobs', '2'));
  const none = timed('bleukit -tok none (no 13a cost)', process.execPath, [cli, files.ref, '-i', files.hyp, '-tok', 'none', '-b', '-w', '6']);
  row(floor, floor);
  row(one, floor);
  row(two, floor);
  row(none, floor);
  if (one.stdout !== two.stdout) console.log(`!! --jobs 2 printed ${two.stdout.trim()} but one thread ${one.stdout.trim()}`);
  console.log(`--jobs 2 speed-up over one thread: ${(one.seconds / two.seconds).toFixed(2)}× (wall time)`);
  return { size, floor, one, two };
}

// Start of a run: a 10-line file, against Node starting and doing nothing.
{
  const { hyp: smallHyp, ref: smallRef } = corpus(megabytes);
  const dir = mkdtempSync(join(tmpdir(), 'bleukit-bench-'));
  const head = (path, name) => {
    const target = join(dir, name);
    writeFileSync(target, `${readFileSync(path, 'utf8').split('\n').slice(0, 10).join('\n')}\n`);
    return target;
  };
  const [h10, r10] = [head(smallHyp, 'hyp.10'), head(smallRef, 'ref.10')];
  const startMs = (args) => {
    const times = [];
    for (let i = 0; i < 21; i++) {
      const start = process.hrtime.bigint();
      const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
    }
    return median(times);
  };
  const bare = startMs(['-e', '']);
  const start = startMs([cli, r10, '-i', h10, '-b']);
  console.log(`\nstart to output, 10-line file: ${start.toFixed(1)} ms (Node doing nothing: ${bare.toFixed(1)} ms), median of 21`);
  rmSync(dir, { recursive: true });
}

/**
 * What two cores give on this machine: the corpus cut in two halves, each scored by its own
 * one-thread process, both at once (no threads, no messages, nothing shared but the hardware).
 * The wall time until both finish, median of the runs, against one process on the whole corpus.
 */
async function halvesAtOnce(files, whole) {
  const half = (path, name) => {
    const lines = readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
    const cut = Math.ceil(lines.length / 2);
    const [first, second] = [join(benchDir, `${name}.half1`), join(benchDir, `${name}.half2`)];
    writeFileSync(first, `${lines.slice(0, cut).join('\n')}\n`);
    writeFileSync(second, `${lines.slice(cut).join('\n')}\n`);
    return [first, second];
  };
  const [hyps, refs] = [half(files.hyp, 'hyp'), half(files.ref, 'ref')];
  const exit = (args) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, { stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
    });
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await Promise.all([0, 1].map((k) => exit(bleukitArgs({ hyp: hyps[k], ref: refs[k] }))));
    times.push(Number(process.hrtime.bigint() - start) / 1e9);
  }
  for (const path of [...hyps, ...refs]) rmSync(path);
  const seconds = median(times);
  console.log(
    `two one-thread processes, one half each, at once: ${seconds.toFixed(2)} s, ${(whole.seconds / seconds).toFixed(2)}× one thread ` +
      '(the most two cores give this work here)',
  );
  return seconds;
}

/** The -tok 13a targets, from one corpus's figures. */
function recordThirteenA({ floor, one, two }, halves, basis) {
  const ratio = one.seconds / floor.seconds;
  recordTarget('13a-real', { figure: `${ratio.toFixed(2)}× floor`, met: ratio <= 2.0, basis });
  const [jobs, processes] = [one.seconds / two.seconds, one.seconds / halves];
  recordTarget('jobs-2', {
    figure: `${jobs.toFixed(2)}× one thread, two processes ${processes.toFixed(2)}×: ${(jobs / processes).toFixed(2)} of it`,
    met: jobs / processes >= 0.95,
    basis,
  });
}

/**
 * What the threads themselves cost: one thread and --jobs 2 both held to one core (taskset), so
 * neither waits for memory the other core is using; the CPU time --jobs 2 needs on top is its
 * own (the second thread's start and warm-up, handing batches over), not the machine's.
 */
function threadsOnOneCore(files) {
  if (spawnSync('taskset', ['-c', '0', 'true']).status !== 0 || !hasTime) return;
  const one = timed('one thread, held to one core', 'taskset', ['-c', '0', process.execPath, ...bleukitArgs(files)]);
  const two = timed('--jobs 2, held to one core', 'taskset', ['-c', '0', process.execPath, ...bleukitArgs(files, '--jobs', '2')]);
  console.log(
    `held to one core: CPU ${one.cpu.toFixed(2)} s one thread, ${two.cpu.toFixed(2)} s --jobs 2 ` +
      `(+${(100 * (two.cpu / one.cpu - 1)).toFixed(0)}%: the threads' own cost, no second core involved)`,
  );
}

const realMb = process.env.BENCH_REAL_MB ?? '36';
if (realMb !== '0') {
  const real = corpus(realMb, 'make-realistic-corpus.mjs');
  const figures = benchCorpus('realistic corpus (real-size vocabulary)', real);
  const halves = await halvesAtOnce(real, figures.one);
  threadsOnOneCore(real);
  if (!process.env.BENCH_REAL_TEXT) recordThirteenA(figures, halves, 'the realistic corpus: BENCH_REAL_TEXT not given');
}
const realText = process.env.BENCH_REAL_TEXT;
if (realText) {
  const [realHyp, realRef] = realText.split(',');
  if (!realHyp || !realRef || !existsSync(realHyp) || !existsSync(realRef)) throw new Error(`BENCH_REAL_TEXT=${realText}: expected two existing files, hyp,ref`);
  const files = { hyp: realHyp, ref: realRef };
  const figures = benchCorpus('real text (BENCH_REAL_TEXT)', files);
  const halves = await halvesAtOnce(files, figures.one);
  threadsOnOneCore(files);
  recordThirteenA(figures, halves, `real text, ${megabytesOf(files).toFixed(1)} MB`);
} else {
  console.log('\nreal text: skipped (set BENCH_REAL_TEXT=hyp,ref to time real system output against its reference)');
}
// Many systems over a short test set, the usual WMT shape (`bleukit ref -i sys1 … sys16`): the
// systems are read into memory and their batches spread over the threads. Its floor is two
// one-thread processes at once, each on half the systems (each pays the whole start and the
// references). Runs are interleaved (one thread, --jobs 2, the two processes, in turn), so load
// from elsewhere on the machine weighs on all three alike.
const systemCount = Number(process.env.BENCH_SYSTEMS ?? 16);
if (systemCount > 0) {
  const out = execFileSync(process.execPath, [join(root, 'bench', 'make-systems-corpus.mjs'), benchDir, String(systemCount), process.env.BENCH_SYSTEM_LINES ?? '2074'], {
    encoding: 'utf8',
  });
  const [systemsRef, systemList] = out.trim().split('\n');
  const systems = systemList.split(' ');
  const lineCount = readFileSync(systemsRef, 'utf8').split('\n').length - 1;
  console.log(`\nmany systems: ${systems.length} systems × ${lineCount} lines (en-ja, ja-mecab), -m bleu chrf`);
  const systemsArgs = (list, ...extra) => [cli, systemsRef, '-i', ...list, '-m', 'bleu', 'chrf', '-l', 'en-ja', '-w', '6', ...extra];
  const half = Math.ceil(systems.length / 2);
  const halves = [systems.slice(0, half), systems.slice(half)];
  const exit = (args) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, { stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
    });
  const [ones, twos, pairs] = [[], [], []];
  for (let i = 0; i < Math.max(runs, 5); i++) {
    ones.push(once(process.execPath, systemsArgs(systems)));
    twos.push(once(process.execPath, systemsArgs(systems, '--jobs', '2')));
    const start = process.hrtime.bigint();
    await Promise.all(halves.map((list) => exit(systemsArgs(list))));
    pairs.push(Number(process.hrtime.bigint() - start) / 1e9);
  }
  const summary = (label, results) => ({ label, seconds: median(results.map((r) => r.seconds)), cpu: median(results.map((r) => r.cpu)), rssMb: Math.max(...results.map((r) => r.rssMb)) });
  const [one, two, processes] = [summary('one thread', ones), summary('--jobs 2', twos), median(pairs)];
  for (const result of [one, two]) {
    const cpu = Number.isNaN(result.cpu) ? '' : `, CPU ${result.cpu.toFixed(2)} s`;
    console.log(`${result.label.padEnd(34)} ${result.seconds.toFixed(2).padStart(7)} s${cpu}, peak RSS ${result.rssMb.toFixed(0)} MB`);
  }
  console.log(`${'two processes, half the systems each'.padEnd(34)} ${processes.toFixed(2).padStart(7)} s (the most two cores give this work here)`);
  if (ones[0].stdout !== twos[0].stdout) console.log('!! --jobs 2 printed other output than one thread');
  const [jobs, floor] = [one.seconds / two.seconds, one.seconds / processes];
  console.log(`--jobs 2 speed-up over one thread: ${jobs.toFixed(2)}× (wall time, median of ${ones.length}); two processes ${floor.toFixed(2)}×`);
  recordTarget('jobs-2-systems', {
    figure: `${jobs.toFixed(2)}× one thread (${two.seconds.toFixed(2)} s against ${one.seconds.toFixed(2)} s), two processes ${floor.toFixed(2)}×: ${(jobs / floor).toFixed(2)} of it`,
    met: jobs / floor >= 0.9,
    basis: `${systems.length} systems × ${lineCount} lines`,
  });
  if (spawnSync('taskset', ['-c', '0', 'true']).status === 0 && hasTime) {
    const oneCore = timed('one thread, held to one core', 'taskset', ['-c', '0', process.execPath, ...systemsArgs(systems)]);
    const twoCore = timed('--jobs 2, held to one core', 'taskset', ['-c', '0', process.execPath, ...systemsArgs(systems, '--jobs', '2')]);
    console.log(
      `held to one core: CPU ${oneCore.cpu.toFixed(2)} s one thread, ${twoCore.cpu.toFixed(2)} s --jobs 2 ` +
        `(+${(100 * (twoCore.cpu / oneCore.cpu - 1)).toFixed(0)}%: the threads' own cost)`,
    );
  }
}

const { hyp, ref } = corpus(megabytes);
const { size, floor, one, two } = benchCorpus('generated corpus (small vocabulary)', { hyp, ref });

// chrF, chrF++ and TER on the same corpus (BENCH_METRICS=0 skips them).
if (process.env.BENCH_METRICS !== '0') {
  const metric = (...flags) => [cli, ref, '-i', hyp, ...flags, '-b', '-w', '6'];
  for (const [label, flags, target, limit] of [
    ['bleukit -m chrf', ['-m', 'chrf'], 'chrf', 3.0],
    ['bleukit -m chrf -cw 2 (chrF++)', ['-m', 'chrf', '-cw', '2'], 'chrf++', 4.0],
    ['bleukit -m ter', ['-m', 'ter']],
  ]) {
    const single = timed(label, process.execPath, metric(...flags));
    const jobs = timed(`${label} --jobs 2`, process.execPath, metric(...flags, '--jobs', '2'));
    row(single, floor);
    row(jobs, floor);
    const ratio = single.seconds / floor.seconds;
    if (target) recordTarget(target, { figure: `${ratio.toFixed(2)}× floor`, met: ratio <= limit, basis: `generated corpus, ${size.toFixed(1)} MB` });
    if (single.stdout !== jobs.stdout) console.log(`!! --jobs 2 printed ${jobs.stdout.trim()} but one thread ${single.stdout.trim()}`);
  }
}

// Japanese: a corpus shaped like a WMT en-ja evaluation (every system one after another against
// a repeated reference, make-ja-corpus.mjs), scored with ja-mecab on one thread and with --jobs 2.
// Where MeCab's C++ program is installed (Debian's mecab and mecab-ipadic-utf8), it is timed over
// the distinct lines of both files, the least work any MeCab-based scorer has to do, and so is
// the ja-mecab tokenizer alone (ja-segment.mjs) on the same file.
const jaMb = process.env.BENCH_JA_MB ?? '16';
if (jaMb !== '0') {
  const { hyp: jaHyp, ref: jaRef } = corpus(jaMb, 'make-ja-corpus.mjs');
  console.log(`\nJapanese corpus: ${jaHyp} + ${jaRef} (${megabytesOf({ hyp: jaHyp, ref: jaRef }).toFixed(1)} MB)`);
  const jaArgs = [cli, jaRef, '-i', jaHyp, '-tok', 'ja-mecab', '-b', '-w', '6'];
  const jaFloor = timed('floor (read + split lines/spaces)', process.execPath, [join(root, 'bench', 'floor.mjs'), jaHyp, jaRef]);
  const mecab = timed('bleukit -tok ja-mecab', process.execPath, jaArgs);
  const mecabTwo = timed('bleukit -tok ja-mecab --jobs 2', process.execPath, [...jaArgs, '--jobs', '2']);
  row(jaFloor, jaFloor);
  row(mecab, jaFloor);
  row(mecabTwo, jaFloor);
  if (mecab.stdout !== mecabTwo.stdout) console.log(`!! --jobs 2 printed ${mecabTwo.stdout.trim()} but one thread ${mecab.stdout.trim()}`);
  const ipadic = '/var/lib/mecab/dic/ipadic-utf8';
  if (spawnSync('mecab', ['--version']).error === undefined && existsSync(ipadic)) {
    const distinct = join(benchDir, 'ja-distinct.txt');
    const lines = new Set([...readFileSync(jaHyp, 'utf8').split('\n'), ...readFileSync(jaRef, 'utf8').split('\n')]);
    writeFileSync(distinct, `${[...lines].join('\n')}\n`);
    const cpp = timed(`MeCab 0.996 (C++), ${lines.size} distinct lines`, 'mecab', ['-d', ipadic, '-Owakati', distinct, '-o', '/dev/null']);
    const alone = timed('ja-mecab tokenizer, same lines', process.execPath, [join(root, 'bench', 'ja-segment.mjs'), distinct]);
    row(cpp, jaFloor);
    row(alone, jaFloor);
    const [run, runTwo, tokenizer] = [mecab.seconds / cpp.seconds, mecabTwo.seconds / cpp.seconds, alone.seconds / cpp.seconds];
    console.log(`bleukit -tok ja-mecab / MeCab C++ on the distinct lines: ${run.toFixed(2)}× (--jobs 2: ${runTwo.toFixed(2)}×)`);
    console.log(`ja-mecab tokenizer alone / MeCab C++, same lines: ${tokenizer.toFixed(2)}×`);
    const basis = `${lines.size.toLocaleString('en')} distinct lines`;
    recordTarget('ja-mecab-alone', { figure: `${tokenizer.toFixed(2)}× MeCab C++ (${alone.seconds.toFixed(2)} s against ${cpp.seconds.toFixed(2)} s)`, met: tokenizer <= 1.0, basis });
    recordTarget('ja-mecab-run', { figure: `${run.toFixed(2)}× MeCab C++, --jobs 2 ${runTwo.toFixed(2)}×`, met: run <= 1.25, basis });
  } else {
    console.log('MeCab C++: skipped (apt-get install mecab mecab-ipadic-utf8 to compare)');
  }
  if (withSacrebleu) {
    const sb = once('/usr/bin/python3', ['-m', 'sacrebleu', jaRef, '-i', jaHyp, '-tok', 'ja-mecab', '-b', '-w', '6'], { cwd: sacrebleuDir });
    row({ label: 'sacreBLEU 2.6.0 -tok ja-mecab', ...sb }, jaFloor);
    const same = sb.stdout.trim() === mecab.stdout.trim();
    console.log(`same score as sacreBLEU: ${same ? 'yes' : `NO (${sb.stdout.trim()} vs ${mecab.stdout.trim()})`}`);
    const [faster, fasterTwo] = [sb.seconds / mecab.seconds, sb.seconds / mecabTwo.seconds];
    recordTarget('ja-mecab-sacrebleu', {
      figure: `${faster.toFixed(1)}× faster (${sb.seconds.toFixed(2)} s, ${sb.rssMb.toFixed(0)} MB against ${mecab.seconds.toFixed(2)} s, ${mecab.rssMb.toFixed(0)} MB), --jobs 2 ${fasterTwo.toFixed(1)}×${same ? '' : ', NOT the same score'}`,
      met: same && faster >= 4,
      basis: 'the Japanese corpus',
    });
  }
}

// Start-up (Node, modules, and with --jobs each worker's own start and JIT warm-up) is a fixed
// cost, so the speed-up of --jobs 2 grows with the input. A second size separates the two parts.
const scaleMb = process.env.BENCH_SCALE_MB ?? '100';
if (scaleMb !== '0') {
  const big = corpus(scaleMb);
  const bigSize = megabytesOf(big);
  console.log(`\nlarger corpus: ${big.hyp} + ${big.ref} (${bigSize.toFixed(1)} MB)`);
  const bigFloor = timed('floor (read + split lines/spaces)', process.execPath, [join(root, 'bench', 'floor.mjs'), big.hyp, big.ref]);
  const bigOne = timed('bleukit -tok 13a', process.execPath, bleukitArgs(big));
  const bigTwo = timed('bleukit -tok 13a --jobs 2', process.execPath, bleukitArgs(big, '--jobs', '2'));
  row(bigFloor, bigFloor);
  row(bigOne, bigFloor);
  row(bigTwo, bigFloor);
  if (bigOne.stdout !== bigTwo.stdout) console.log(`!! --jobs 2 printed ${bigTwo.stdout.trim()} but one thread ${bigOne.stdout.trim()}`);
  console.log(`--jobs 2 speed-up over one thread: ${(bigOne.seconds / bigTwo.seconds).toFixed(2)}× (wall time)`);
  // time = fixed + size / throughput, through the two sizes.
  const fit = (small, large) => {
    const perMb = (large.seconds - small.seconds) / (bigSize - size);
    return { fixed: small.seconds - perMb * size, mbPerSecond: 1 / perMb };
  };
  const [fitOne, fitTwo] = [fit(one, bigOne), fit(two, bigTwo)];
  console.log(
    `from the two sizes: one thread ${fitOne.mbPerSecond.toFixed(1)} MB/s after ${fitOne.fixed.toFixed(2)} s fixed, ` +
      `--jobs 2 ${fitTwo.mbPerSecond.toFixed(1)} MB/s after ${fitTwo.fixed.toFixed(2)} s fixed: ` +
      `throughput ${(fitTwo.mbPerSecond / fitOne.mbPerSecond).toFixed(2)}× one thread's`,
  );
}
console.log(`load average at the end: ${execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ').slice(0, 3).join(' ')} (other work on the machine skews wall times)`);

if (withSacrebleu) {
  const sb = once('/usr/bin/python3', ['-m', 'sacrebleu', ref, '-i', hyp, '-tok', '13a', '-b', '-w', '6'], { cwd: sacrebleuDir });
  row({ label: 'sacreBLEU 2.6.0 -tok 13a', ...sb }, floor);
  console.log(`same score as sacreBLEU: ${sb.stdout.trim() === one.stdout.trim() ? 'yes' : `NO (${sb.stdout.trim()} vs ${one.stdout.trim()})`}`);
} else {
  console.log('sacreBLEU: skipped (set BENCH_SACREBLEU=1; needs python3 -m sacrebleu in BENCH_SACREBLEU_DIR)');
}

if (process.env.BENCH_RSS_MB) {
  const big = corpus(process.env.BENCH_RSS_MB);
  const result = once(process.execPath, [cli, big.ref, '-i', big.hyp, '-tok', '13a', '-b']);
  row({ label: `bleukit, ${2 * Number(process.env.BENCH_RSS_MB)} MB input`, ...result }, { seconds: result.seconds, cpu: result.cpu });
}
