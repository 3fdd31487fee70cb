// Throughput of corpus chrF and chrF++ on real text, against a floor measured in the same run:
// Python's whitespace split (`pythonSplit`) over the same hypothesis and reference lines.
//
// Usage (after `pnpm exec turbo run build --filter @bleukit/chrf`):
//   node packages/chrf/bench/chrf.bench.mjs [megabytes of hypotheses, default 20]
// It prints wall and CPU time (CPU time is the steadier figure on a busy machine).
// Hypotheses are every WMT22 system output of the sample in the shared folder beside the
// checkout (`../shared`, or $BLEUKIT_SHARED), each scored against its reference A, repeated until
// the hypotheses reach that size (English, German-to-English, Japanese lines as they are).
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pythonSplit } from '@bleukit/core';

// CHRF_DIST=path/to/index.js times another build (an A/B against an earlier one).
const { createChrf } = await import(process.env.CHRF_DIST ?? '../dist/index.js');

const shared = process.env.BLEUKIT_SHARED ?? fileURLToPath(new URL('../../../../shared', import.meta.url));
const root = `${shared}/data/wmt-sample`;
const readLines = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');

const pairs = [];
for (const dir of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  const files = readdirSync(`${root}/${dir.name}`);
  const reference = files.find((name) => name.startsWith('ref.A.'));
  if (!reference) continue;
  const refs = readLines(`${root}/${dir.name}/${reference}`);
  for (const name of files.filter((file) => file.startsWith('hyp.'))) {
    const hyps = readLines(`${root}/${dir.name}/${name}`);
    if (hyps.length === refs.length) pairs.push([hyps, refs]);
  }
}
if (pairs.length === 0) throw new Error(`no system outputs with a reference A under ${root}`);

const megabytes = Number(process.argv[2] ?? 20);
const hyps = [];
const refs = [];
let chars = 0;
while (chars < megabytes * 1e6) {
  for (const [h, r] of pairs) {
    for (let i = 0; i < h.length; i++) {
      hyps.push(h[i]);
      refs.push(r[i]);
      chars += h[i].length;
    }
  }
}

/** Best of `rounds` runs: wall seconds and CPU seconds (user + system, steadier on a busy machine). */
function best(run, rounds = 3) {
  let seconds = Infinity;
  let cpu = Infinity;
  let value;
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    const usage = process.cpuUsage();
    value = run();
    const used = process.cpuUsage(usage);
    seconds = Math.min(seconds, Number(process.hrtime.bigint() - started) / 1e9);
    cpu = Math.min(cpu, (used.user + used.system) / 1e6);
  }
  return { seconds, cpu, value };
}

const floor = best(() => {
  let tokens = 0;
  for (let i = 0; i < hyps.length; i++) tokens += pythonSplit(hyps[i]).length + pythonSplit(refs[i]).length;
  return tokens;
});
const total = hyps.reduce((sum, line) => sum + line.length, 0) + refs.reduce((sum, line) => sum + line.length, 0);
console.log(`${hyps.length} segments, ${(total / 1e6).toFixed(1)} M characters (hypotheses + references), best of 3`);
console.log(`floor (Python whitespace split of both sides): ${floor.seconds.toFixed(3)} s  CPU ${floor.cpu.toFixed(3)} s`);
for (const [label, options] of [
  ['chrF (nc 6)', {}],
  ['chrF++ (nc 6, nw 2)', { wordOrder: 2 }],
]) {
  const chrf = createChrf(options);
  const run = best(() => chrf.corpusScore(hyps, [refs]).score);
  console.log(
    `${label.padEnd(22)} ${run.seconds.toFixed(3)} s  ${(total / run.seconds / 1e6).toFixed(1)} M chars/s  ` +
      `${(run.seconds / floor.seconds).toFixed(2)}× floor  CPU ${run.cpu.toFixed(3)} s (${(run.cpu / floor.cpu).toFixed(2)}× floor)  ` +
      `(score ${run.value.toFixed(4)})`,
  );
}
