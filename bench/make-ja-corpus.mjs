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

// mulberry32: a small seeded generator, so every run builds the same corpus.
let state = Number(seedText) >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The line without two seeded characters (lines of two characters or fewer stay). */
function dropTwo(line) {
  const characters = [...line];
  if (characters.length > 2) {
    characters.splice(Math.floor(random() * characters.length), 1);
    characters.splice(Math.floor(random() * characters.length), 1);
  }
  return characters.join('');
}

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
  const round = reference.map(dropTwo);
  let hypText = '';
  let refText = '';
  for (const system of systems) {
    for (const [i, line] of system.entries()) {
      const h = dropTwo(line);
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
