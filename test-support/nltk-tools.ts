// NLTK 3.8 (Debian's python3-nltk), the reference porterStem, the WordNet package and METEOR are
// tested against, and the vocabularies they are run over. The stemmer needs no NLTK data files,
// only the module. NLTK's WordNet reader wants Debian's WordNet 3.0 (wordnet-base) in
// NLTK_DATA/corpora/wordnet/, plus a `lexnames` file that Debian's package lacks: the tests make
// that folder once in the system's temporary directory, with links to Debian's files and the fixed
// list of lexicographer files from lexnames(5WN).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wmtSampleLines } from './wmt-lines.js';

/**
 * A python3 that imports NLTK's stemmer: `python3` first, then Debian's own, because a python3
 * earlier on PATH (pyenv, a virtualenv) does not see the packages apt installs.
 */
const python: string | undefined = ['python3', '/usr/bin/python3'].find(
  (command) => spawnSync(command, ['-c', 'import nltk.stem.porter'], { stdio: 'ignore' }).status === 0,
);

/** Why NLTK's stemmer cannot run here, or undefined when it can. */
export const nltkMissing: string | undefined =
  python === undefined
    ? "python3 cannot import nltk.stem.porter: install Debian's python3-nltk (apt-get install python3-nltk)"
    : undefined;

// Reads a JSON array of words on stdin, prints the JSON array of their stems. JSON on both sides
// carries any string, lone surrogates and line breaks included.
const STEM_ALL = `
import json, sys
from nltk.stem.porter import PorterStemmer
stem = PorterStemmer().stem
words = json.loads(sys.stdin.buffer.read().decode('utf-8', 'surrogatepass'))
sys.stdout.write(json.dumps([stem(w) for w in words]))
`;

/** `PorterStemmer().stem(word)` of NLTK for every word, in one python process. */
export function nltkPorterStems(words: readonly string[]): string[] {
  if (python === undefined) throw new Error(nltkMissing);
  const run = spawnSync(python, ['-c', STEM_ALL], { input: JSON.stringify(words), maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`NLTK's stemmer failed (exit ${run.status}): ${run.stderr.toString('utf8')}`);
  const stems = JSON.parse(run.stdout.toString('utf8')) as string[];
  if (stems.length !== words.length) throw new Error(`NLTK stemmed ${stems.length} words of ${words.length}`);
  return stems;
}

/** Debian's WordNet database (wordnet-base). */
const WORDNET = '/usr/share/wordnet';

/** Whether WordNet's database is installed. */
export const hasWordnet: boolean = existsSync(WORDNET);

/**
 * WordNet's vocabulary: the lemmas of its index files and every form of its exception lists, with
 * multi-word lemmas also split at '_' and '-', each as written, capitalized and in capitals.
 */
export function wordnetVocabulary(): string[] {
  const words = new Set<string>();
  for (const file of readdirSync(WORDNET)) {
    const isIndex = /^index\.(noun|verb|adj|adv)$/.test(file);
    if (!isIndex && !file.endsWith('.exc')) continue;
    for (const line of readFileSync(`${WORDNET}/${file}`, 'utf8').split('\n')) {
      // Index files open with a licence, each of whose lines starts with a space.
      if (line === '' || line.startsWith(' ')) continue;
      const fields = line.split(' ');
      for (const lemma of isIndex ? fields.slice(0, 1) : fields) {
        for (const word of [lemma, ...lemma.split(/[_-]/)]) {
          if (word === '') continue;
          words.add(word);
          words.add(word[0]?.toUpperCase() + word.slice(1));
          words.add(word.toUpperCase());
        }
      }
    }
  }
  return [...words];
}

/** The whitespace-separated tokens of the WMT sample's English files, each once. */
export function wmtEnglishTokens(): string[] {
  const words = new Set<string>();
  for (const line of wmtSampleLines((name) => name.endsWith('.en'))) {
    for (const token of line.split(/\s+/)) if (token !== '') words.add(token);
  }
  return [...words];
}

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

/** Why NLTK's WordNet reader cannot run here, or undefined when it can. */
export const nltkWordnetMissing: string | undefined =
  python === undefined || !existsSync(join(WORDNET, 'data.noun'))
    ? `NLTK or WordNet (${WORDNET}) is missing: install Debian's python3-nltk and wordnet-base ` +
      '(apt-get install python3-nltk wordnet-base; scripts/test.sh does it when run as root)'
    : undefined;

/**
 * The NLTK_DATA folder: links to Debian's WordNet files and a written `lexnames`, made once in
 * the temporary directory and kept for later runs (built aside, then renamed into place, so that
 * test files running at once never see half of it).
 */
function nltkData(): string {
  const root = join(tmpdir(), 'bleukit-nltk-wordnet-3.0');
  if (existsSync(join(root, 'corpora', 'wordnet', 'lexnames'))) return root;
  const building = mkdtempSync(join(tmpdir(), 'bleukit-nltk-'));
  const corpus = join(building, 'corpora', 'wordnet');
  mkdirSync(corpus, { recursive: true });
  for (const file of FILES) symlinkSync(join(WORDNET, file), join(corpus, file));
  writeFileSync(join(corpus, 'lexnames'), LEXNAMES.map(([name, category], k) => `${String(k).padStart(2, '0')}\t${name}\t${category}\n`).join(''));
  try {
    renameSync(building, root);
  } catch {
    // Another test file made it first.
    rmSync(building, { recursive: true, force: true });
  }
  return root;
}

/** Runs a Python program with NLTK and WordNet 3.0, `input` on its stdin; returns its stdout. */
export function runNltk(program: string, input: string): string {
  if (python === undefined) throw new Error(nltkWordnetMissing);
  const result = spawnSync(python, ['-c', program], {
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, NLTK_DATA: nltkData(), PYTHONIOENCODING: 'utf-8' },
  });
  if (result.status !== 0) throw new Error(`python3 with NLTK failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}
