// `bleukit analyze --html` on four systems at three corpus sizes: the wall-clock time, the CPU time
// (user + system, every thread) and the peak memory (RSS) of the whole process, Node's start
// included, and how both grow from the smallest corpus to the larger ones (against the ratio of
// their sizes). The corpora are the WMT sample's de-en reference A and its four systems (raw English),
// cycled to the line counts asked for, so the vocabulary is the same at both sizes: memory that
// grows with the vocabulary, not the corpus, stays flat (with BENCH_ANALYZE_VOCABULARY=wide the
// vocabulary grows with the lines instead, which measures what the vocabulary costs).
// Beside each analysis, measured in the same run: the scoring command on the same files and
// metrics (`bleukit REF -i SYS1 … SYS4 -m …`), which computes the same statistics (the difference
// is what the analyses add), and the floor, a Node script that only reads the five files and
// splits them into lines and words (bench/floor.mjs). The memory per line is the slope from the
// smallest corpus to each larger one: (peak at the larger − peak at the smallest) / (the lines
// between them × 5 files). Prints figures and ratios; asserts nothing.
//
// Usage (after a build): node bench/analyze.bench.mjs
//   BENCH_ANALYZE_LINES=25000,100000,400000   the corpus sizes, in lines (25000,100000 with
//                                      the wide vocabulary)
//   BENCH_ANALYZE_METRICS="bleu chrf ter ribes"   the metrics (-m)
//   BENCH_ANALYZE_FORMAT=text          -f text (the terminal report) or json (every table)
//   BENCH_ANALYZE_JOBS=1               --jobs for the statistics
//   BENCH_ANALYZE_HTML=1               0: leave out --html (the HTML report)
//   BENCH_ANALYZE_VOCABULARY=sample    wide: every fourth word of the n-th pass over the sample
//                                      gets the suffix n (the same in the reference and the
//                                      systems), so the vocabulary grows with the lines
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliBin as cli } from './cli-bin.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');
const sample = join(shared, 'data', 'wmt-sample', 'de-en');
const wide = process.env.BENCH_ANALYZE_VOCABULARY === 'wide';
// A vocabulary that grows with the lines costs about 1 GB at 100,000: the wide run stops there.
const sizes = (process.env.BENCH_ANALYZE_LINES ?? (wide ? '25000,100000' : '25000,100000,400000')).split(',').map(Number);
const metrics = (process.env.BENCH_ANALYZE_METRICS ?? 'bleu chrf ter ribes').split(' ');
const format = process.env.BENCH_ANALYZE_FORMAT ?? 'text';
const jobs = process.env.BENCH_ANALYZE_JOBS ?? '1';
const html = process.env.BENCH_ANALYZE_HTML !== '0';

/** Line `i` of the corpus: the sample's line `i mod n`, its words widened in the wide vocabulary. */
function corpusLine(source, i) {
  const line = source[i % source.length];
  if (!wide) return line;
  const pass = Math.floor(i / source.length).toString(36);
  return line.split(' ').map((word, k) => (k % 4 === 0 && word !== '' ? `${word}${pass}` : word)).join(' ');
}
const FILES = ['ref.A.en', 'hyp.Online-B.en', 'hyp.JDExploreAcademy.en', 'hyp.PROMT.en', 'hyp.LT22.en'];

if (!existsSync('/usr/bin/time')) {
  console.log('bleukit analyze: skipped (peak memory is read from /usr/bin/time; apt-get install time)');
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'bleukit-analyze-bench-'));
/** Runs the CLI (or `script`) under /usr/bin/time; returns wall and CPU seconds and peak RSS in MB. */
function measure(args, script = cli) {
  const run = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', process.execPath, script, ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`${script} ${args.join(' ')} failed: ${run.stderr}`);
  const [seconds, user, system, kilobytes] = run.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { seconds, cpu: user + system, megabytes: kilobytes / 1024 };
}

try {
  const results = sizes.map((lines) => {
    const paths = FILES.map((name) => {
      const source = readFileSync(join(sample, name), 'utf8').replace(/\n$/, '').split('\n');
      const path = join(dir, `${lines}.${name}`);
      writeFileSync(path, `${Array.from({ length: lines }, (_, i) => corpusLine(source, i)).join('\n')}\n`);
      return path;
    });
    const [ref, ...systems] = paths;
    const common = [ref, '-i', ...systems, '-m', ...metrics, '--jobs', jobs, '-q'];
    const report = join(dir, 'report.html');
    const analysis = measure(['analyze', ...common, '-f', format, ...(html ? ['--html', report] : [])]);
    const scoring = measure(common);
    const floor = measure(paths, join(root, 'bench', 'floor.mjs'));
    const page = html ? `, a ${(statSync(report).size / 1e6).toFixed(1)} MB page` : '';
    console.log(
      `bleukit analyze${html ? ' --html' : ''}, 4 systems × ${lines.toLocaleString('en')} lines${wide ? ' (wide vocabulary)' : ''}, -m ${metrics.join(' ')}, -f ${format}, --jobs ${jobs}: ` +
        `${analysis.seconds.toFixed(2)} s (CPU ${analysis.cpu.toFixed(2)} s), peak ${analysis.megabytes.toFixed(0)} MB${page} ` +
        `(scoring alone: ${scoring.seconds.toFixed(2)} s, CPU ${scoring.cpu.toFixed(2)} s, ${scoring.megabytes.toFixed(0)} MB; ` +
        `floor, reading the files: ${floor.seconds.toFixed(2)} s, ${floor.megabytes.toFixed(0)} MB)`,
    );
    return { lines, analysis, scoring };
  });
  const [small] = results;
  for (const large of results.slice(1)) {
    const size = large.lines / small.lines;
    console.log(
      `  ${size.toFixed(1)}× the lines of the smallest: ${(large.analysis.seconds / small.analysis.seconds).toFixed(2)}× the time, ` +
        `${(large.analysis.megabytes / small.analysis.megabytes).toFixed(2)}× the peak memory ` +
        `(scoring alone: ${(large.scoring.seconds / small.scoring.seconds).toFixed(2)}× the time, ${(large.scoring.megabytes / small.scoring.megabytes).toFixed(2)}× the memory); ` +
        `the analyses add ${(large.analysis.seconds - large.scoring.seconds).toFixed(2)} s and ${(large.analysis.megabytes - large.scoring.megabytes).toFixed(0)} MB at ${large.lines.toLocaleString('en')} lines`,
    );
    const perLine = (key) => ((large[key].megabytes - small[key].megabytes) * 1024 * 1024) / ((large.lines - small.lines) * FILES.length);
    console.log(`  memory per line (slope, ${FILES.length} files): analyze ${perLine('analysis').toFixed(0)} B, scoring alone ${perLine('scoring').toFixed(0)} B`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
