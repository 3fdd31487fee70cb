// Builds a seeded benchmark corpus from the WMT sample in ../shared: hypothesis and reference
// files of about the requested size, one segment per line, aligned.
// Usage: node bench/make-corpus.mjs OUT_DIR MEGABYTES_PER_FILE [SEED]
import { createWriteStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from './seeded-random.mjs';

const [outDir = '.bench', megabytes = '25', seedText = '1'] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');
const sample = join(shared, 'data', 'wmt-sample', 'de-en');
const read = (name) => readFileSync(join(sample, name), 'utf8').replace(/\n$/, '').split('\n');
const refs = read('ref.A.en');
const systems = ['hyp.JDExploreAcademy.en', 'hyp.LT22.en', 'hyp.Online-B.en', 'hyp.PROMT.en'].map(read);

// Seeded, so every run builds the same files.
const random = seededRandom(seedText);

/** Drops or swaps a few words so segments are not exact copies of each other. */
function perturb(line) {
  const words = line.split(' ');
  if (words.length > 3 && random() < 0.3) words.splice(Math.floor(random() * words.length), 1);
  if (words.length > 3 && random() < 0.3) {
    const i = Math.floor(random() * (words.length - 1));
    [words[i], words[i + 1]] = [words[i + 1], words[i]];
  }
  return words.join(' ');
}

const target = Number(megabytes) * 1e6;
mkdirSync(outDir, { recursive: true });
const hypPath = join(outDir, `hyp.${megabytes}mb.en`);
const refPath = join(outDir, `ref.${megabytes}mb.en`);
if (existsSync(hypPath) && existsSync(refPath) && statSync(hypPath).size >= target) {
  console.log(`${hypPath} ${refPath} (already there)`);
  process.exit(0);
}
const hyp = createWriteStream(hypPath);
const ref = createWriteStream(refPath);
let written = 0;
let hypBuffer = '';
let refBuffer = '';
const flush = async () => {
  // Listen for both drains before waiting on either: one may fire while awaiting the other.
  const waits = [];
  if (!hyp.write(hypBuffer)) waits.push(new Promise((resolve) => hyp.once('drain', resolve)));
  if (!ref.write(refBuffer)) waits.push(new Promise((resolve) => ref.once('drain', resolve)));
  hypBuffer = refBuffer = '';
  await Promise.all(waits);
};
while (written < target) {
  const i = Math.floor(random() * refs.length);
  const system = systems[Math.floor(random() * systems.length)];
  const h = `${perturb(system[i])}\n`;
  hypBuffer += h;
  refBuffer += `${refs[i]}\n`;
  written += Buffer.byteLength(h);
  if (hypBuffer.length > 1 << 20) await flush();
}
await flush();
await Promise.all([new Promise((r) => hyp.end(r)), new Promise((r) => ref.end(r))]);
console.log(`${hypPath} ${refPath}`);
