// `npm run playground -- build DIR` (scripts/playground.sh), as the root README tells a reader to
// use it: the static site lands in a folder outside the checkout, a relative DIR is taken from
// where the command was typed, and a folder that holds something else is never emptied.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const script = join(root, 'scripts', 'playground.sh');
const outside = mkdtempSync(join(tmpdir(), 'bleukit-playground-script-'));

/** The script as `npm run playground -- ARGS` runs it when typed in `typedIn`. */
function playground(args: string[], typedIn: string) {
  return spawnSync('bash', [script, ...args], { cwd: root, env: { ...process.env, INIT_CWD: typedIn }, encoding: 'utf8' });
}

afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe('npm run playground', () => {
  it('refuses to build into a folder that holds something else, and leaves it as it was', () => {
    const folder = join(outside, 'notes');
    mkdirSync(folder);
    writeFileSync(join(folder, 'todo.txt'), 'keep me');
    const result = playground(['build', 'notes'], outside);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`bleukit: ${folder} is not empty and holds no playground build`);
    expect(readdirSync(folder)).toEqual(['todo.txt']);
  });

  it('says how to make a build before previewing a folder without one', () => {
    const result = playground(['preview', 'nothing-here'], outside);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`bleukit: no playground build in ${join(outside, 'nothing-here')}; make one first: npm run playground -- build`);
  });

  it('builds the static site into a folder outside the checkout, and again over its own build', () => {
    const site = join(outside, 'site');
    const build = () => {
      const result = playground(['build', 'site'], outside);
      expect(result.status, result.stderr).toBe(0);
    };
    build();
    // An earlier build's file, which the next build replaces with its own.
    writeFileSync(join(site, 'assets', 'index-earlier.js'), '');
    build();
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    // Relative URLs, so any folder server works; every script and style it names is there.
    const urls = [...html.matchAll(/(?:src|href)="(\.\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(existsSync(join(site, url)), url).toBe(true);
    expect(readFileSync(join(site, 'sw.js'), 'utf8')).toMatch(/^const VERSION = "[0-9a-f]{16}";$/m);
    expect(readdirSync(join(site, 'ipadic'))).toEqual([expect.stringMatching(/^ipadic-[0-9a-f]{12}\.bin\.gz$/)]);
    // METEOR's WordNet tables, with WordNet's licence beside them (the tables' header names it).
    expect(readdirSync(join(site, 'wordnet')).sort()).toEqual(['LICENSE-WORDNET', expect.stringMatching(/^wordnet-[0-9a-f]{12}\.txt\.gz$/)]);
    expect(readFileSync(join(site, 'wordnet', 'LICENSE-WORDNET'), 'utf8')).toContain('Princeton University');
    expect(existsSync(join(site, 'assets', 'index-earlier.js'))).toBe(false);
  }, 300_000);
});
