// Builds a benchmark corpus that behaves like real WMT X→en output: every system and reference
// line of the English sides of the WMT sample in ../shared (de-en and ja-en), with the vocabulary
// grown to the size of a real test-set collection.
//
// The sample has about 7,500 word types; 270,000 lines of real system output have well over
// 100,000, with a Zipfian tail of names, numbers and rare words. Repeating the sample would keep
// every vocabulary map and n-gram table small and warm, so each copy of a segment renames its
// content words:
// - the 300 most frequent words of the sample (the, of, and, punctuation, …) stay as they are;
// - every other word w of a copy becomes w + a suffix made from a number k drawn log-uniformly
//   from 1 … VARIANTS - 1 (environment, default 50; P(k) ∝ 1/k, a Zipf law), one k per word
//   type per copy, the same in the hypothesis and the reference of that copy, so matches and
//   non-matches stay as the real systems made them; k = 1 keeps w as it is.
// Lines keep their real lengths (the suffix adds 2–8 letters to a content word). Hypotheses come
// from a seeded random choice among the pair's systems, references are reference A.
//
// Usage: node bench/make-realistic-corpus.mjs OUT_DIR MEGABYTES_PER_FILE [SEED]
// Prints the two paths, then a line with the line count and the number of word types.
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from './seeded-random.mjs';

const [outDir = '.bench', megabytes = '36', seedText = '1'] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');
const sample = join(shared, 'data', 'wmt-sample');
const read = (pair, name) => readFileSync(join(sample, pair, name), 'utf8').replace(/\n$/, '').split('\n');

/** One entry per segment of both pairs: the reference and every system's hypothesis. */
const segments = [];
for (const pair of ['de-en', 'ja-en']) {
  const refs = read(pair, 'ref.A.en');
  const systems = readdirSync(join(sample, pair))
    .filter((name) => name.startsWith('hyp.'))
    .sort()
    .map((name) => read(pair, name));
  refs.forEach((ref, i) => segments.push({ ref, hyps: systems.map((lines) => lines[i]) }));
}

const counts = new Map();
for (const { ref, hyps } of segments) {
  for (const line of [ref, ...hyps]) for (const word of line.split(' ')) counts.set(word, (counts.get(word) ?? 0) + 1);
}
const frequent = new Set([...counts].sort((a, b) => b[1] - a[1]).slice(0, 300).map(([word]) => word));

// Seeded, so every run builds the same files.
const random = seededRandom(seedText);

const VARIANTS = Number(process.env.VARIANTS ?? 50);
const SYLLABLES = 'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu'.split(' ');
/** A pronounceable suffix for k: its digits in base 40, one syllable each. */
function suffix(k) {
  let text = '';
  for (; k > 0; k = Math.floor(k / SYLLABLES.length)) text += SYLLABLES[k % SYLLABLES.length];
  return text;
}

/** Renames the content words of one copy of a segment (see the header). */
function renamer() {
  const names = new Map();
  return (line) =>
    line
      .split(' ')
      .map((word) => {
        const stem = /^[\p{L}\p{N}]+/u.exec(word)?.[0];
        if (stem === undefined || frequent.has(stem)) return word;
        let name = names.get(stem);
        if (name === undefined) {
          const k = Math.floor(Math.exp(random() * Math.log(VARIANTS)));
          name = k < 2 ? stem : stem + suffix(k);
          names.set(stem, name);
        }
        return name + word.slice(stem.length);
      })
      .join(' ');
}

const target = Number(megabytes) * 1e6;
mkdirSync(outDir, { recursive: true });
const hypPath = join(outDir, `hyp.real${megabytes}mb.en`);
const refPath = join(outDir, `ref.real${megabytes}mb.en`);
if (existsSync(hypPath) && existsSync(refPath) && statSync(hypPath).size >= target) {
  console.log(`${hypPath} ${refPath}`);
  console.log('(already there)');
  process.exit(0);
}
const hyp = createWriteStream(hypPath);
const ref = createWriteStream(refPath);
const types = new Set();
let written = 0;
let lines = 0;
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
  const segment = segments[Math.floor(random() * segments.length)];
  const rename = renamer();
  const h = rename(segment.hyps[Math.floor(random() * segment.hyps.length)]);
  const r = rename(segment.ref);
  for (const word of `${h} ${r}`.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? []) types.add(word);
  hypBuffer += `${h}\n`;
  refBuffer += `${r}\n`;
  written += Buffer.byteLength(h) + 1;
  lines++;
  if (hypBuffer.length > 1 << 20) await flush();
}
await flush();
await Promise.all([new Promise((r) => hyp.end(r)), new Promise((r) => ref.end(r))]);
console.log(`${hypPath} ${refPath}`);
console.log(`${lines} lines, ${types.size} word types (runs of letters and digits, single other characters)`);
