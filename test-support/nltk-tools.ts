// NLTK's Porter stemmer (Debian's python3-nltk), the reference porterStem is tested against, and
// the vocabularies it is run over. The stemmer needs no NLTK data files, only the module.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
