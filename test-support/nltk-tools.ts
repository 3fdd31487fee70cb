// NLTK 3.8 with Debian's WordNet 3.0 (`python3-nltk`, `wordnet-base`), the reference the WordNet
// and METEOR packages are tested against. scripts/test.sh installs them when missing and it can.
// NLTK's reader wants its data in NLTK_DATA/corpora/wordnet/, plus a `lexnames` file that Debian's
// package lacks: the tests make that folder in the system's temporary directory, with links to
// Debian's files and the fixed list of lexicographer files from lexnames(5WN).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's WordNet 3.0 database. */
export const WORDNET_DIR = '/usr/share/wordnet';

/** WordNet's lexicographer files (lexnames(5WN)): number, name, syntactic category. */
const LEXNAMES = [
  ['adj.all', 3], ['adj.pert', 3], ['adv.all', 4], ['noun.Tops', 1], ['noun.act', 1], ['noun.animal', 1],
  ['noun.artifact', 1], ['noun.attribute', 1], ['noun.body', 1], ['noun.cognition', 1], ['noun.communication', 1],
  ['noun.event', 1], ['noun.feeling', 1], ['noun.food', 1], ['noun.group', 1], ['noun.location', 1],
  ['noun.motive', 1], ['noun.object', 1], ['noun.person', 1], ['noun.phenomenon', 1], ['noun.plant', 1],
  ['noun.possession', 1], ['noun.process', 1], ['noun.quantity', 1], ['noun.relation', 1], ['noun.shape', 1],
  ['noun.state', 1], ['noun.substance', 1], ['noun.time', 1], ['verb.body', 2], ['verb.change', 2],
  ['verb.cognition', 2], ['verb.communication', 2], ['verb.competition', 2], ['verb.consumption', 2],
  ['verb.contact', 2], ['verb.creation', 2], ['verb.emotion', 2], ['verb.motion', 2], ['verb.perception', 2],
  ['verb.possession', 2], ['verb.social', 2], ['verb.stative', 2], ['verb.weather', 2], ['adj.ppl', 3],
] as const;

const FILES = ['noun', 'verb', 'adj', 'adv'].flatMap((p) => [`data.${p}`, `index.${p}`, `${p}.exc`]).concat('cntlist.rev');

/** A python3 that imports NLTK (Debian's, when another python3 comes first on PATH). */
const python = ['python3', '/usr/bin/python3'].find(
  (command) => spawnSync(command, ['-c', 'import nltk'], { encoding: 'utf8' }).status === 0,
);

/** Why NLTK cannot run here, or undefined when it can. */
export const nltkMissing: string | undefined =
  python === undefined || !existsSync(join(WORDNET_DIR, 'data.noun'))
    ? `NLTK or WordNet (${WORDNET_DIR}) is missing: install Debian's python3-nltk and wordnet-base ` +
      '(apt-get install python3-nltk wordnet-base; scripts/test.sh does it when run as root)'
    : undefined;

let dataDir: string | undefined;

/** The NLTK_DATA folder: links to Debian's WordNet files and a written `lexnames`. */
function nltkData(): string {
  if (dataDir !== undefined) return dataDir;
  const root = mkdtempSync(join(tmpdir(), 'bleukit-nltk-'));
  const corpus = join(root, 'corpora', 'wordnet');
  mkdirSync(corpus, { recursive: true });
  for (const file of FILES) symlinkSync(join(WORDNET_DIR, file), join(corpus, file));
  writeFileSync(join(corpus, 'lexnames'), LEXNAMES.map(([name, category], k) => `${String(k).padStart(2, '0')}\t${name}\t${category}\n`).join(''));
  dataDir = root;
  return root;
}

/** Runs a Python program with NLTK and WordNet 3.0, `input` on its stdin; returns its stdout. */
export function runNltk(program: string, input: string): string {
  if (python === undefined) throw new Error(nltkMissing);
  const result = spawnSync(python, ['-c', program], {
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, NLTK_DATA: nltkData(), PYTHONIOENCODING: 'utf-8' },
  });
  if (result.status !== 0) throw new Error(`python3 with NLTK failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}
