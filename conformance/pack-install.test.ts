// What a user installs: every published package packed as on publish (scripts/pack.sh), installed
// into a fresh npm project in one command, then each library imported alone in its own Node
// process and used, and the `bleukit` command run from node_modules/.bin. Needs the npm registry
// for the third-party dependencies (kuromoji's), as a user's install does.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'bleukit-pack-'));
const packs = join(work, 'packs');
const project = join(work, 'project');
let tarballs: string[] = [];

beforeAll(() => {
  execFileSync('bash', [join(root, 'scripts', 'pack.sh'), packs], { env: { ...process.env, BLEUKIT_SKIP_BUILD: '1' }, stdio: 'pipe' });
  tarballs = readdirSync(packs).filter((name) => name.endsWith('.tgz')).map((name) => join(packs, name));
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], { cwd: project, stdio: 'pipe' });
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(source: string): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], { cwd: project, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

describe('packed packages install with npm and run', () => {
  it('packs every published package with real version ranges', () => {
    expect(tarballs.map((path) => path.replace(/.*\//, '').replace(/-\d+\.\d+\.\d+\.tgz$/, ''))).toEqual([
      'bleukit-chrf',
      'bleukit-cli',
      'bleukit-core',
      'bleukit-evals',
      'bleukit-ter',
      'bleukit-tokenizer-intl-segmenter',
      'bleukit-tokenizer-ja',
      'bleukit-tokenizer-ja-mecab',
      'bleukit-tokenizer-regex',
      'bleukit-tokenizer-whitespace',
    ]);
    for (const tarball of tarballs) {
      const manifest = execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
      expect(manifest, tarball).not.toContain('workspace:');
      expect(execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }), tarball).not.toMatch(/\.map$/m);
    }
  });

  it.each([
    ['@bleukit/core', "import { createBleu } from '@bleukit/core'; const b = createBleu({ tokenizer: { name: 'ws', tokenize: (l) => l.split(' ').filter(Boolean) } }); console.log(b.corpusScore(['a b c d'], [['a b c d']]).score.toFixed(1));", '100.0'],
    ['@bleukit/tokenizer-regex', "import { tokenizer13a } from '@bleukit/tokenizer-regex'; console.log(tokenizer13a.tokenize('Hello, world!').join(' '));", 'Hello , world !'],
    ['@bleukit/tokenizer-whitespace', "import { whitespaceTokenizer } from '@bleukit/tokenizer-whitespace'; console.log(whitespaceTokenizer.tokenize(' a  b ').join('|'));", 'a|b'],
    ['@bleukit/tokenizer-ja', "import { jaTokenizer } from '@bleukit/tokenizer-ja'; console.log(jaTokenizer.tokenize('私は猫です').length > 1);", 'true'],
    ['@bleukit/tokenizer-ja-mecab', "import { createMecabTokenizer } from '@bleukit/tokenizer-ja-mecab'; const t = await createMecabTokenizer(); console.log(t.tokenize('私は猫です').join(' '));", '私 は 猫 です'],
    ['@bleukit/tokenizer-intl-segmenter', "import { createIntlSegmenterTokenizer } from '@bleukit/tokenizer-intl-segmenter'; console.log(createIntlSegmenterTokenizer({ locale: 'en' }).tokenize('a cat').join('|'));", 'a|cat'],
    ['@bleukit/chrf', "import { createChrf } from '@bleukit/chrf'; console.log(createChrf().sentenceScore('the cat', ['the cat']).score);", '100'],
    ['@bleukit/ter', "import { createTer } from '@bleukit/ter'; console.log(createTer().sentenceScore('the cat', ['the cat']).score);", '0'],
    ['@bleukit/evals', "import { bleu } from '@bleukit/evals'; const r = await bleu({ targetLanguage: 'ja' })({ output: '私は猫です', expected: '私は猫です' }); console.log(r.score);", '1'],
  ])('%s imports alone and works', (_, source, expected) => {
    expect(run(source)).toBe(expected);
  });

  it('the bleukit command runs from node_modules/.bin, as the checkout\'s does', () => {
    const args = [join(root, 'samples/en-de/ref.en'), '-i', join(root, 'samples/en-de/hyp.good.en'), '-m', 'bleu', 'chrf', 'ter', '-f', 'text'];
    const installed = spawnSync(join(project, 'node_modules', '.bin', 'bleukit'), args, { encoding: 'utf8' });
    const checkout = spawnSync(process.execPath, [join(root, 'packages/cli/dist/bin.js'), ...args], { encoding: 'utf8' });
    expect(installed.stderr).toBe('');
    expect(installed.status).toBe(0);
    expect(installed.stdout).toBe(checkout.stdout);
    expect(installed.stdout).toMatch(/^ +BLEU\|nrefs:1\|/);
  });
});
