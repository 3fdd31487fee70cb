// Throughput of corpus TER on real text, against a floor measured in the same run: Python's
// whitespace split (`pythonSplit`) over the same hypothesis and reference lines.
//
// Usage (after `pnpm exec turbo run build --filter @bleukit/ter`):
//   node packages/ter/bench/ter.bench.mjs [repeats, default 1]
// Every WMT22 system output of the sample in the shared folder beside the checkout (`../shared`,
// or $BLEUKIT_SHARED) against its reference A, as sacreBLEU's `-m ter` would score each system.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pythonSplit } from '@bleukit/core';
import { createTer } from '../dist/index.js';

const shared = process.env.BLEUKIT_SHARED ?? fileURLToPath(new URL('../../../../shared', import.meta.url));
const root = `${shared}/data/wmt-sample`;
const readLines = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');

const systems = [];
for (const dir of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  const files = readdirSync(`${root}/${dir.name}`);
  const reference = files.find((name) => name.startsWith('ref.A.'));
  if (!reference) continue;
  const refs = readLines(`${root}/${dir.name}/${reference}`);
  for (const name of files.filter((file) => file.startsWith('hyp.'))) {
    const hyps = readLines(`${root}/${dir.name}/${name}`);
    if (hyps.length === refs.length) systems.push({ name: `${dir.name}/${name}`, hyps, refs });
  }
}
const repeats = Number(process.argv[2] ?? 1);

function time(run) {
  const started = process.hrtime.bigint();
  const value = run();
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, value };
}

const segments = systems.reduce((sum, system) => sum + system.hyps.length, 0) * repeats;
const floor = time(() => {
  let tokens = 0;
  for (let r = 0; r < repeats; r++) {
    for (const { hyps, refs } of systems) for (let i = 0; i < hyps.length; i++) tokens += pythonSplit(hyps[i]).length + pythonSplit(refs[i]).length;
  }
  return tokens;
});
const ter = createTer();
const run = time(() => {
  const scores = [];
  for (let r = 0; r < repeats; r++) for (const { hyps, refs } of systems) scores.push(ter.corpusScore(hyps, [refs]).score);
  return scores;
});
console.log(`${systems.length} systems × ${repeats}, ${segments} segments`);
console.log(`floor (Python whitespace split of both sides): ${floor.seconds.toFixed(3)} s`);
console.log(
  `TER: ${run.seconds.toFixed(2)} s, ${Math.round(segments / run.seconds)} segments/s, ${(run.seconds / floor.seconds).toFixed(0)}× floor`,
);
for (let s = 0; s < systems.length; s++) console.log(`  ${systems[s].name.padEnd(32)} ${run.value[s].toFixed(2)}`);
