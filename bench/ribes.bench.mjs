// RIBES of a 2,000-line English→Japanese system, as WAT scores it: the WMT22 en-ja systems of the
// shared sample (their lines cycled to 2,000, each against its reference line), segmented with
// bleukit's ja-mecab into tokenized files, then scored by
//   - @bleukit/ribes in process (createRibes().corpusScore on the tokenized lines),
//   - `bleukit ribes -r REF HYP` as a process (start, read, score, print),
//   - NTT's RIBES.py as a process, when BENCH_RIBES_PY=/path/to/RIBES.py is set (else skipped),
// against a floor measured in the same run: reading and splitting the same lines in process.
// Checks that bleukit and RIBES.py print the same line. Then `bleukit REF -i SYS1 … SYS4 -m ribes`
// on English (the WMT de-en sample's reference A and four systems, cycled), once as it is, where
// most lines are ASCII and some are not, and once with its non-ASCII characters removed, run
// alternately: the ratio of their CPU times shows what mixing the two kinds of line costs (V8 keeps
// the words of the two in different string forms). Prints times and ratios; asserts nothing.
//
// Usage (after a build): node bench/ribes.bench.mjs
//   BENCH_RUNS=5                   timed runs per command (the median is reported)
//   BENCH_RIBES_PY=path            NTT's RIBES.py 1.03.1, run with python3
//   BENCH_RIBES_EN_LINES=100000    lines of each English file (0: leave the English runs out)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliBin } from './cli-bin.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');
const sample = join(shared, 'data', 'wmt-sample', 'en-ja');
const { pythonSplit } = await import(join(root, 'packages/core/dist/index.js'));
const { createRibes } = await import(join(root, 'packages/ribes/dist/index.js'));
const { createMecabTokenizer } = await import(join(root, 'packages/tokenizer-ja-mecab/dist/index.js'));
const cli = cliBin;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const LINES = 2000;

const readLines = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
const tokenizer = await createMecabTokenizer();
const tokenized = (line) => tokenizer.tokenize(line.trimEnd()).join(' ');
const refs = readLines(join(sample, 'ref.A.ja')).map(tokenized);
const systems = readdirSync(sample).filter((name) => name.startsWith('hyp.')).sort().map((name) => readLines(join(sample, name)).map(tokenized));
const hypLines = [];
const refLines = [];
for (let i = 0; hypLines.length < LINES; i++) {
  const s = Math.floor(i / refs.length) % systems.length;
  hypLines.push(systems[s][i % refs.length]);
  refLines.push(refs[i % refs.length]);
}
const dir = mkdtempSync(join(tmpdir(), 'bleukit-ribes-bench-'));
writeFileSync(join(dir, 'ref.tok'), `${refLines.join('\n')}\n`);
writeFileSync(join(dir, 'hyp.tok'), `${hypLines.join('\n')}\n`);
const words = hypLines.reduce((n, line) => n + pythonSplit(line).length, 0) + refLines.reduce((n, line) => n + pythonSplit(line).length, 0);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function timeInProcess(work) {
  const times = [];
  let value;
  for (let r = 0; r < runs; r++) {
    const started = process.hrtime.bigint();
    value = work();
    times.push(Number(process.hrtime.bigint() - started) / 1e9);
  }
  return { seconds: median(times), value };
}
function timeProcess(command, args) {
  const times = [];
  let stdout = '';
  for (let r = 0; r < runs; r++) {
    const started = process.hrtime.bigint();
    const run = spawnSync(command, args, { cwd: dir, encoding: 'utf8' });
    times.push(Number(process.hrtime.bigint() - started) / 1e9);
    if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${run.stderr}`);
    stdout = run.stdout;
  }
  return { seconds: median(times), stdout };
}

const floor = timeInProcess(() => {
  let n = 0;
  for (const line of readLines(join(dir, 'hyp.tok'))) n += pythonSplit(line.toLowerCase()).length;
  for (const line of readLines(join(dir, 'ref.tok'))) n += pythonSplit(line.toLowerCase()).length;
  return n;
});
const ribes = createRibes();
const library = timeInProcess(() => ribes.corpusScore(readLines(join(dir, 'hyp.tok')), [readLines(join(dir, 'ref.tok'))]).ribes);
const command = timeProcess(process.execPath, [cli, 'ribes', '-r', 'ref.tok', 'hyp.tok']);
const nodeStart = timeProcess(process.execPath, ['-e', '0']);

const seconds = (value) => `${value.toFixed(3)} s`;
console.log(`RIBES, ${LINES} lines of WMT22 en-ja systems (ja-mecab tokens, ${words} words), median of ${runs} runs`);
console.log(`  floor (read + split in process)   ${seconds(floor.seconds)}`);
console.log(`  @bleukit/ribes corpusScore        ${seconds(library.seconds)}  (${(library.seconds / floor.seconds).toFixed(1)}× the floor, ${Math.round(LINES / library.seconds)} lines/s)`);
console.log(`  bleukit ribes (a process)         ${seconds(command.seconds)}  (node -e 0 alone: ${seconds(nodeStart.seconds)})`);
const ribesPy = process.env.BENCH_RIBES_PY;
if (ribesPy) {
  const python = timeProcess('python3', [ribesPy, '-r', 'ref.tok', 'hyp.tok']);
  const same = python.stdout === command.stdout;
  console.log(`  RIBES.py (python3, a process)     ${seconds(python.seconds)}  (bleukit ribes is ${(python.seconds / command.seconds).toFixed(1)}× faster)`);
  console.log(`  same output: ${same ? 'yes' : 'NO'} (${command.stdout.trim()}${same ? '' : ` vs ${python.stdout.trim()}`})`);
} else {
  console.log('  RIBES.py: skipped (set BENCH_RIBES_PY=/path/to/RIBES.py to time it)');
  console.log(`  bleukit ribes prints: ${command.stdout.trim()}`);
}

const englishLines = Number(process.env.BENCH_RIBES_EN_LINES ?? 100000);
if (englishLines > 0 && !existsSync('/usr/bin/time')) {
  console.log('  English, -m ribes: skipped (CPU time is read from /usr/bin/time; apt-get install time)');
} else if (englishLines > 0) {
  const english = join(shared, 'data', 'wmt-sample', 'de-en');
  const names = ['ref.A.en', 'hyp.Online-B.en', 'hyp.JDExploreAcademy.en', 'hyp.PROMT.en', 'hyp.LT22.en'];
  const kinds = { mixed: (line) => line, ascii: (line) => line.replace(/[^\x00-\x7f]/g, '') };
  const files = {};
  for (const [kind, keep] of Object.entries(kinds)) {
    files[kind] = names.map((name) => {
      const source = readLines(join(english, name));
      const path = `${kind}.${name}`;
      writeFileSync(join(dir, path), `${Array.from({ length: englishLines }, (_, i) => keep(source[i % source.length])).join('\n')}\n`);
      return path;
    });
  }
  const nonAscii = readLines(join(dir, files.mixed[0])).filter((line) => /[^\x00-\x7f]/.test(line)).length;
  const cpu = { mixed: [], ascii: [] };
  for (let r = 0; r < runs; r++) {
    for (const kind of ['mixed', 'ascii']) {
      const [ref, ...systems] = files[kind];
      const run = spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, cli, ref, '-i', ...systems, '-m', 'ribes', '-q'], { cwd: dir, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`bleukit -m ribes on ${kind} English failed: ${run.stderr}`);
      const [user, system] = run.stderr.trim().split('\n').at(-1).split(' ').map(Number);
      cpu[kind].push(user + system);
    }
  }
  const [mixed, ascii] = [median(cpu.mixed), median(cpu.ascii)];
  console.log(`bleukit REF -i SYS1 … SYS4 -m ribes, English of ${englishLines} lines (${((100 * nonAscii) / englishLines).toFixed(0)}% of the reference's lines with non-ASCII characters), CPU time, median of ${runs} alternate runs`);
  console.log(`  as it is                          ${seconds(mixed)}  (${(mixed / ascii).toFixed(2)}× the ASCII-only files)`);
  console.log(`  non-ASCII characters removed      ${seconds(ascii)}`);
}
rmSync(dir, { recursive: true, force: true });
