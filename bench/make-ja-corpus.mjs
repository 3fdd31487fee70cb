// Builds a benchmark corpus shaped like a WMT English→Japanese evaluation: every system's output
// one after another in one file, against a reference file that repeats the shared reference for
// each system (so, as in WMT, most reference lines come back once per system). The lines are the
// WMT sample's en-ja systems and reference A, taken in seeded rounds; each round drops one
// seeded character from every line (the same character from the reference for all systems), so
// rounds are not copies of each other and the text keeps its real length and script mix.
//
// Usage: node bench/make-ja-corpus.mjs OUT_DIR MEGABYTES_PER_FILE [SEED]
// Prints the two paths, then a line with the line count and how many lines are distinct.
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropTwo, seededRandom } from './seeded-random.mjs';

const [outDir = '.bench', megabytes = '16', seedText = '1'] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');
const sample = join(shared, 'data', 'wmt-sample', 'en-ja');
const read = (name) => readFileSync(join(sample, name), 'utf8').replace(/\n$/, '').split('\n');
const reference = read('ref.A.ja');
const systems = readdirSync(sample)
  .filter((name) => name.startsWith('hyp.'))
  .sort()
  .map(read);

// Seeded, so every run builds the same files.
const random = seededRandom(seedText);

const target = Number(megabytes) * 1e6;
mkdirSync(outDir, { recursive: true });
const hypPath = join(outDir, `hyp.ja${megabytes}mb.ja`);
const refPath = join(outDir, `ref.ja${megabytes}mb.ja`);
if (existsSync(hypPath) && existsSync(refPath) && statSync(hypPath).size >= target) {
  console.log(`${hypPath} ${refPath}`);
  console.log('(already there)');
  process.exit(0);
}
const hyp = createWriteStream(hypPath);
const ref = createWriteStream(refPath);
const distinct = new Set();
let written = 0;
let lines = 0;
while (written < target) {
  const round = reference.map((line) => dropTwo(line, random));
  let hypText = '';
  let refText = '';
  for (const system of systems) {
    for (const [i, line] of system.entries()) {
      const h = dropTwo(line, random);
      hypText += `${h}\n`;
      refText += `${round[i]}\n`;
      distinct.add(h);
      distinct.add(round[i]);
      lines++;
    }
  }
  written += Buffer.byteLength(hypText);
  const waits = [];
  if (!hyp.write(hypText)) waits.push(new Promise((resolve) => hyp.once('drain', resolve)));
  if (!ref.write(refText)) waits.push(new Promise((resolve) => ref.once('drain', resolve)));
  await Promise.all(waits);
}
await Promise.all([new Promise((r) => hyp.end(r)), new Promise((r) => ref.end(r))]);
console.log(`${hypPath} ${refPath}`);
console.log(`${lines} lines, ${distinct.size} distinct lines in both files`);
