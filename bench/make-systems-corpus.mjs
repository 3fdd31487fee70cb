// Builds a test set shaped like a WMT English→Japanese evaluation as sacreBLEU is usually run on
// it: one reference file of a short test set and many system files (`bleukit ref -i sys… -l en-ja`),
// here 16 systems of 2,074 lines, as WMT23 en-ja. The lines come from the WMT sample's en-ja
// reference A and its four systems, taken in seeded rounds until the test set is long enough;
// each round drops two seeded characters from the reference line, and every system's line is one
// of the four real hypotheses of that segment, chosen and trimmed the same seeded way, so no two
// systems are copies and lines keep their real length and script mix.
//
// Usage: node bench/make-systems-corpus.mjs OUT_DIR [SYSTEMS] [LINES] [SEED]
// Prints the reference path, then the system paths on one line, separated by spaces.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropTwo, seededRandom } from './seeded-random.mjs';

const [outDir = '.bench', systemsText = '16', linesText = '2074', seedText = '1'] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');
const sample = join(shared, 'data', 'wmt-sample', 'en-ja');
const read = (name) => readFileSync(join(sample, name), 'utf8').replace(/\n$/, '').split('\n');

// Seeded, so every run builds the same files.
const random = seededRandom(seedText);

const systemCount = Number(systemsText);
const lineCount = Number(linesText);
const dir = join(outDir, `systems-${systemCount}x${lineCount}`);
const refPath = join(dir, 'ref.ja');
const sysPaths = Array.from({ length: systemCount }, (_, s) => join(dir, `sys${String(s + 1).padStart(2, '0')}.ja`));
if (![refPath, ...sysPaths].every((path) => existsSync(path))) {
  const reference = read('ref.A.ja');
  const real = readdirSync(sample)
    .filter((name) => name.startsWith('hyp.'))
    .sort()
    .map(read);
  const refLines = [];
  const sysLines = sysPaths.map(() => []);
  for (let i = 0; i < lineCount; i++) {
    const segment = i % reference.length;
    refLines.push(dropTwo(reference[segment], random));
    for (const lines of sysLines) lines.push(dropTwo(real[Math.floor(random() * real.length)][segment], random));
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(refPath, `${refLines.join('\n')}\n`);
  sysPaths.forEach((path, s) => writeFileSync(path, `${sysLines[s].join('\n')}\n`));
}
console.log(refPath);
console.log(sysPaths.join(' '));
