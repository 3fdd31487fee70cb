// What a user installs: every published package packed as on publish (scripts/pack.sh, through
// test-support/packed-packages.ts, which runtimes.test.ts shares). Each
// library goes alone into a fresh npm project, with only the tarballs of the @bleukit packages it
// declares (and theirs), and is used there in a Node process, so an import of a package it does
// not declare fails here; the CLI goes into one with its dependencies and the `bleukit` command
// runs from node_modules/.bin. Needs the npm registry (or its cache) for the third-party
// dependencies (kuromoji, tiny-segmenter), as a user's install does.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedPackagesDir } from '../test-support/packed-packages.js';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'bleukit-pack-'));
const CLI = '@bleukit/cli';
const EVALS = '@bleukit/evals';
const JA_MECAB = '@bleukit/tokenizer-ja-mecab';
/** The project where @bleukit/evals is installed with its optional peer, the Japanese tokenizer. */
const EVALS_JA = `${EVALS}+${JA_MECAB}`;

interface Pack {
  tarball: string;
  /** The @bleukit packages its packed package.json lists in `dependencies`. */
  dependencies: string[];
  /** Whether it describes tokenizers (`bleukit.tokenizers`), which the registry snippet then loads. */
  tokenizers: boolean;
}

/** Package name → its tarball and @bleukit dependencies, read from the packed manifests. */
const packages = new Map<string, Pack>();
/** Package name → the fresh npm project it was installed into. */
const projects = new Map<string, string>();
let tarballs: string[] = [];

/** A file's text from a tarball, or its list of files without `path`. */
const tarText = (tarball: string, path?: string) =>
  execFileSync('tar', path ? ['-xzOf', tarball, path] : ['-tzf', tarball], { encoding: 'utf8' });

/** The tarballs a project of `name` installs: its own and those of its @bleukit dependencies, transitively. */
function closure(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  const pack = packages.get(name);
  if (!pack) throw new Error(`${name} is a dependency but was not packed (packed: ${[...packages.keys()].join(', ')})`);
  seen.add(name);
  for (const dependency of pack.dependencies) closure(dependency, seen);
  return seen;
}

/** Installs `name` (and the packages `also` names, with theirs) into a fresh project, known as `key`. */
async function install(name: string, also: string[] = [], key = name): Promise<void> {
  const project = join(work, key.replace(/@bleukit\//g, ''));
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
  const wanted = new Set([name, ...also].flatMap((each) => [...closure(each)]));
  const local = [...wanted].map((dependency) => (packages.get(dependency) as Pack).tarball);
  // All in one command, so that npm takes @bleukit/core (and the rest) from the tarballs, not the registry.
  await promisify(execFile)('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...local], { cwd: project });
  projects.set(key, project);
}

beforeAll(async () => {
  const packs = packedPackagesDir();
  tarballs = readdirSync(packs).filter((name) => name.endsWith('.tgz')).map((name) => join(packs, name));
  for (const tarball of tarballs) {
    const manifest = JSON.parse(tarText(tarball, 'package/package.json')) as { name: string; dependencies?: Record<string, string>; bleukit?: { tokenizers?: unknown[] } };
    packages.set(manifest.name, {
      tarball,
      dependencies: Object.keys(manifest.dependencies ?? {}).filter((dependency) => dependency.startsWith('@bleukit/')),
      tokenizers: (manifest.bleukit?.tokenizers?.length ?? 0) > 0,
    });
  }
  await Promise.all([...packages.keys()].map((name) => install(name)));
  await install(EVALS, [JA_MECAB], EVALS_JA);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(name: string, source: string): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], { cwd: projects.get(name), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

/** One program per library, run in the project where it is installed with its dependencies only. */
const SNIPPETS: [name: string, source: string, expected: string][] = [
  ['@bleukit/core', "import { createBleu } from '@bleukit/core'; const b = createBleu({ tokenizer: { name: 'ws', tokenize: (l) => l.split(' ').filter(Boolean) } }); console.log(b.corpusScore(['a b c d'], [['a b c d']]).score.toFixed(1));", '100.0'],
  ['@bleukit/tokenizer-regex', "import { tokenizer13a } from '@bleukit/tokenizer-regex'; console.log(tokenizer13a.tokenize('Hello, world!').join(' '));", 'Hello , world !'],
  ['@bleukit/tokenizer-whitespace', "import { whitespaceTokenizer } from '@bleukit/tokenizer-whitespace'; console.log(whitespaceTokenizer.tokenize(' a  b ').join('|'));", 'a|b'],
  ['@bleukit/tokenizer-ja', "import { jaTokenizer } from '@bleukit/tokenizer-ja'; console.log(jaTokenizer.tokenize('私は猫です').length > 1);", 'true'],
  ['@bleukit/tokenizer-ja-mecab', "import { createMecabTokenizer } from '@bleukit/tokenizer-ja-mecab'; const t = await createMecabTokenizer(); console.log(t.tokenize('私は猫です').join(' '));", '私 は 猫 です'],
  ['@bleukit/tokenizer-intl-segmenter', "import { createIntlSegmenterTokenizer } from '@bleukit/tokenizer-intl-segmenter'; console.log(createIntlSegmenterTokenizer({ locale: 'en' }).tokenize('a cat').join('|'));", 'a|cat'],
  // Tokenizing needs a SentencePiece model file; the import and its exports are what can break in a pack.
  ['@bleukit/tokenizer-sentencepiece', "import { createSentencePieceTokenizer, loadSacrebleuSpmTokenizer, SACREBLEU_SPM_MODELS } from '@bleukit/tokenizer-sentencepiece'; console.log(typeof createSentencePieceTokenizer, typeof loadSacrebleuSpmTokenizer, 'flores200' in SACREBLEU_SPM_MODELS);", 'function function true'],
  ['@bleukit/chrf', "import { createChrf } from '@bleukit/chrf'; console.log(createChrf().sentenceScore('the cat', ['the cat']).score);", '100'],
  ['@bleukit/ter', "import { createTer } from '@bleukit/ter'; console.log(createTer().sentenceScore('the cat', ['the cat']).score);", '0'],
  ['@bleukit/ribes', "import { createRibes } from '@bleukit/ribes'; console.log(createRibes().sentenceScore('the cat sat', ['the cat sat']).ribes);", '1'],
  // WordNet's tables load from the installed package's data file.
  ['@bleukit/wordnet', "import { loadWordNet } from '@bleukit/wordnet'; const w = await loadWordNet(); console.log(w.morphy('churches'), w.synonyms('car').has('auto'));", 'church true'],
  // The stages NLTK's align_words gives these words: three exact matches, then car→auto by synonym.
  ['@bleukit/pairwise', "import { createChrf } from '@bleukit/chrf'; import { mbrSelect } from '@bleukit/pairwise'; console.log(mbrSelect(['a cat', 'the cat', 'the cat', 'a dog'], { metric: createChrf() }).index);", '1'],
  ['@bleukit/compare', "import { createScorer } from '@bleukit/compare'; const bleu = createScorer('bleu'); console.log(bleu.scoreCorpus([['a', 'cat', 'sat', 'here']], [['a', 'cat', 'sat', 'here']]).score.value);", '100'],
  ['@bleukit/meteor', "import { loadWordNet } from '@bleukit/wordnet'; import { createMeteor } from '@bleukit/meteor'; const m = createMeteor({ wordnet: await loadWordNet() }); console.log(m.explain('he bought a new car', ['he purchased a new auto']).matches.map((x) => x.stage).join(' '));", 'exact exact exact synonym'],
  // Loading a test set needs the network or a cache; the catalog and --list's text need neither.
  ['@bleukit/test-sets', "import { DATASETS, listTestSetsText } from '@bleukit/test-sets'; console.log(DATASETS.length, listTestSetsText('en-de').split('\\n').length);", '67 49'],
  // Alone, without the optional Japanese tokenizer: every other language scores.
  ['@bleukit/evals', "import { bleu } from '@bleukit/evals'; const r = await bleu({ targetLanguage: 'de' })({ output: 'Die Katze saß.', expected: 'Die Katze saß.' }); console.log(r.score);", '1'],
];

/** Japanese BLEU through @bleukit/evals: its score, or the error's code and message. */
const EVALS_JAPANESE =
  "import { bleu } from '@bleukit/evals'; " +
  "try { const r = await bleu({ targetLanguage: 'ja' })({ output: '私は猫です', expected: '私は猫です' }); console.log(r.score); } " +
  'catch (error) { console.log(`${error.code}: ${error.message}`); }';

/**
 * A tokenizer package installed alone works through its own registration, as the command line
 * loads it: every tokenizer its package.json describes loads and tokenizes (one that needs a model
 * file: its loader is exported).
 */
const registrySnippet = (name: string): string => `
  import { createRequire } from 'node:module';
  import { createTokenizerRegistry } from '@bleukit/core/registry';
  const manifest = createRequire(import.meta.url)('${name}/package.json');
  const registry = createTokenizerRegistry([{ manifest, load: () => import('${name}') }]);
  const checked = [];
  for (const entry of registry.entries) {
    if (entry.model) checked.push(typeof (await import('${name}'))[entry.load] === 'function');
    else checked.push((await registry.load(entry.name, { locale: 'en' })).tokenize('a cat').length > 0);
  }
  console.log(checked.length > 0 && checked.every(Boolean));`;

/** The published packages of the workspace (packages/*, not private), as pack.sh names their tarballs. */
const published = readdirSync(join(root, 'packages'))
  .map((folder) => join(root, 'packages', folder, 'package.json'))
  .filter((manifest) => existsSync(manifest))
  .map((manifest) => JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; private?: boolean })
  .filter((manifest) => manifest.private !== true)
  .map((manifest) => manifest.name.replace(/^@/, '').replace('/', '-'))
  .sort();

describe('packed packages install with npm and run', () => {
  it('packs every published package with real version ranges and a README that stays inside the package', () => {
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(tarballs.map((path) => path.replace(/.*\//, '').replace(/-\d+\.\d+\.\d+\.tgz$/, ''))).toEqual(published);
    for (const tarball of tarballs) {
      expect(tarText(tarball, 'package/package.json'), tarball).not.toContain('workspace:');
      const files = tarText(tarball).split('\n');
      expect(files.filter((file) => file.endsWith('.map')), tarball).toEqual([]);
      if (!files.includes('package/README.md')) continue;
      // The registry shows the README without the repository around it: a relative link must
      // point at a file in the tarball (not `../../examples`).
      const readme = tarText(tarball, 'package/README.md');
      const targets = [...readme.matchAll(/\]\(([^)\s]+)[^)]*\)|^\[[^\]]+\]:\s*(\S+)/gm)].map((match) => (match[1] ?? match[2]) as string);
      const broken = targets
        .filter((target) => !/^([a-z][a-z+.-]*:|#)/i.test(target))
        .filter((target) => !files.includes(posix.join('package', target.replace(/#.*/, ''))));
      expect(broken, `${tarball} README links out of the package`).toEqual([]);
    }
  });

  it('installs each library alone, with only the @bleukit packages it declares', () => {
    // A library has its own program below, or (a tokenizer package) the registry's.
    const covered = new Set([...SNIPPETS.map(([name]) => name), ...[...packages].filter(([, pack]) => pack.tokenizers).map(([name]) => name)]);
    expect([...covered].sort()).toEqual([...packages.keys()].filter((name) => name !== CLI).sort());
    for (const name of packages.keys()) {
      const installed = readdirSync(join(projects.get(name) as string, 'node_modules', '@bleukit')).map((folder) => `@bleukit/${folder}`);
      expect(installed.sort(), name).toEqual([...closure(name)].sort());
    }
  });

  it.each(SNIPPETS)('%s works where it is installed alone', (name, source, expected) => {
    expect(run(name, source)).toBe(expected);
  });

  it('@bleukit/evals declares the Japanese tokenizer as an optional peer, not a dependency', () => {
    const manifest = JSON.parse(tarText((packages.get(EVALS) as Pack).tarball, 'package/package.json')) as Record<string, Record<string, unknown>>;
    expect(Object.keys(manifest['dependencies'] ?? {})).not.toContain(JA_MECAB);
    expect(manifest['peerDependencies']?.[JA_MECAB]).toMatch(/^>=0\.\d+\.\d+ <1$/);
    expect(manifest['peerDependenciesMeta']?.[JA_MECAB]).toEqual({ optional: true });
  });

  it('@bleukit/evals without the Japanese tokenizer refuses Japanese, naming the package to install', () => {
    expect(readdirSync(join(projects.get(EVALS) as string, 'node_modules', '@bleukit'))).not.toContain(JA_MECAB.slice('@bleukit/'.length));
    expect(run(EVALS, EVALS_JAPANESE)).toBe(
      "unsupported: [bleukit/evals] BLEU for Japanese ('ja') uses sacreBLEU's ja-mecab tokenizer, from the optional package " +
        '@bleukit/tokenizer-ja-mecab, which is not installed. Install it beside @bleukit/evals: npm install @bleukit/tokenizer-ja-mecab',
    );
    const ribes = "import { ribes } from '@bleukit/evals'; ribes({ targetLanguage: 'ja' })({ output: '猫', expected: '猫' }).catch((error) => console.log(error.message));";
    expect(run(EVALS, ribes)).toMatch(/^\[bleukit\/evals\] RIBES for Japanese \('ja'\) .* npm install @bleukit\/tokenizer-ja-mecab$/);
  });

  it("@bleukit/evals without METEOR's optional packages refuses METEOR, naming them", () => {
    const manifest = JSON.parse(tarText((packages.get(EVALS) as Pack).tarball, 'package/package.json')) as Record<string, Record<string, unknown>>;
    for (const name of ['@bleukit/meteor', '@bleukit/wordnet']) {
      expect(Object.keys(manifest['dependencies'] ?? {})).not.toContain(name);
      expect(manifest['peerDependenciesMeta']?.[name]).toEqual({ optional: true });
    }
    const meteor = "import { meteor } from '@bleukit/evals'; meteor()({ output: 'a cat', expected: 'a cat' }).catch((error) => console.log(`${error.code}: ${error.message}`));";
    expect(run(EVALS, meteor)).toBe(
      'unsupported: [bleukit/evals] METEOR needs the optional package @bleukit/meteor, which is not installed. ' +
        'Install it beside @bleukit/evals: npm install @bleukit/meteor @bleukit/wordnet',
    );
  });

  it('@bleukit/evals with the Japanese tokenizer installed beside it scores Japanese', () => {
    expect(run(EVALS_JA, EVALS_JAPANESE)).toBe('1');
  });

  it('every tokenizer package installed alone loads each tokenizer it registers', () => {
    const tokenizerPackages = [...packages].filter(([, pack]) => pack.tokenizers).map(([name]) => name);
    expect(tokenizerPackages.length).toBeGreaterThanOrEqual(6);
    for (const name of tokenizerPackages) expect(run(name, registrySnippet(name)), name).toBe('true');
  });

  it('the bleukit command runs from node_modules/.bin, as the checkout\'s does', () => {
    const args = [join(root, 'samples/en-de/ref.en'), '-i', join(root, 'samples/en-de/hyp.good.en'), '-m', 'bleu', 'chrf', 'ter', '-f', 'text'];
    const installed = spawnSync(join(projects.get(CLI) as string, 'node_modules', '.bin', 'bleukit'), args, { encoding: 'utf8' });
    const checkout = spawnSync(process.execPath, [join(root, 'packages/cli/dist/bin.js'), ...args], { encoding: 'utf8' });
    expect(installed.stderr).toBe('');
    expect(installed.status).toBe(0);
    expect(installed.stdout).toBe(checkout.stdout);
    expect(installed.stdout).toMatch(/^ +BLEU\|nrefs:1\|/);
    // METEOR finds WordNet's data file in the installed @bleukit/wordnet, with one thread or two.
    for (const jobs of [[], ['--jobs', '2']]) {
      const meteor = [join(root, 'samples/en-de/ref.en'), '-i', join(root, 'samples/en-de/hyp.good.en'), '-m', 'meteor', '-f', 'text', ...jobs];
      const fromPack = spawnSync(join(projects.get(CLI) as string, 'node_modules', '.bin', 'bleukit'), meteor, { encoding: 'utf8' });
      expect(fromPack.stderr).toBe('');
      expect(fromPack.stdout).toBe(spawnSync(process.execPath, [join(root, 'packages/cli/dist/bin.js'), ...meteor], { encoding: 'utf8' }).stdout);
      expect(fromPack.stdout).toMatch(/^METEOR\|nrefs:1\|case:lc\|tok:13a\|wordnet:3\.0\|/);
    }
  });
});
