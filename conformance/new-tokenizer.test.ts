// The contributor's path of templates/README.md, run end to end so it cannot rot unnoticed:
// scaffold a throwaway tokenizer package with scripts/new-tokenizer.mjs (step 1), `pnpm install`
// (2), its tests failing until it is described, naming what to fill in, describe it (4: it splits
// Hangul), its own tests with the one-package command (5), `pnpm build` and `./bleukit -tok <name>`
// on the bundled sample (6), the changeset the script printed (7); then check that only the three
// files the walk-through names changed outside the package, that --help, the "did you mean"
// suggestion and the Korean note know the new name, and that the playground's tokenizer list
// offers it and loads it.
//
// A second package that splits Hangul stands for a Korean tokenizer a contributor added before
// (a correct package must never break this test): what the Korean note suggests is derived from
// the registry, with both registered, never assumed to be the throwaway one.
//
// Where: in a copy of the checkout in a temporary folder (the files git tracks or would add, as
// they are now), never in the checkout itself. Other vitest projects run at the same time and read
// packages/* (vitest's projects and aliases, pack.sh, turbo, a frozen `pnpm install`): a package
// half-created there, or a lockfile that lists it, would break them, and a failure here could
// leave files behind. The copy is removed in afterAll whatever happens.
// How: the first `pnpm install` is frozen and offline: it links from the pnpm store the checkout's
// own install filled. Step 2 is a contributor's `pnpm install`, which resolves the new package and
// so updates the lockfile (`--no-frozen-lockfile`, because CI=true makes pnpm refuse to). Resolving
// reads package metadata, which a frozen install never downloads: on a machine whose pnpm metadata
// cache is empty (a new one, or an empty HOME), `--offline` fails (ERR_PNPM_NO_OFFLINE_META) or, once
// it gets past that, resolves optional peers differently from the lockfile. So step 2 runs with
// `--prefer-offline`: the metadata cache when it has the entries, the npm registry for the few it
// lacks (about 30 small files), as a contributor's own install would. `pnpm build` reads turbo's cache through a hard-linked copy of the
// checkout's (TURBO_CACHE_DIR), so only the new package, the CLI and the playground build; without
// one (another file system) everything builds, slower but the same. `./bleukit` is the copy's
// launcher, which sets itself up in the copy as on a first run.
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { segmenterFor, tokenizerEntries, type RegisteredTokenizer } from '@bleukit/core/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const NAME = 'xx-hangul';
/** Another package that splits Hangul, registered before NAME (the registry's order is the packages' names). */
const OTHER = 'xa-hangul';
const work = mkdtempSync(join(tmpdir(), 'bleukit-new-tokenizer-'));
const copy = join(work, 'checkout');
const env = {
  ...process.env,
  PATH: `${join(root, '.tools', 'bin')}:${process.env['PATH'] ?? ''}`,
  TURBO_CACHE_DIR: join(work, 'turbo-cache'),
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  CI: 'true',
  NO_COLOR: '1',
};

/** Runs a command in the copy; throws with its output (the tool's own reason) when it fails. */
function sh(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: copy, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 });
  if (result.status !== 0) {
    const output = [result.stdout, result.stderr, result.error?.message].filter(Boolean).join('\n').trim();
    throw new Error(`${command} ${args.join(' ')} exited ${result.status ?? result.signal}${output ? `:\n${output}` : ' and printed nothing'}`);
  }
  return result.stdout;
}

function bleukit(args: string[], cwd = copy): SpawnSyncReturns<string> {
  return spawnSync(join(cwd, 'bleukit'), args, { cwd, env, encoding: 'utf8' });
}

/** Every file of a folder (relative paths), with its contents, for a before/after comparison. */
function snapshot(dir: string, skip = /(^|\/)(node_modules|dist|\.tools)(\/|$)/): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string): void => {
    for (const entry of readdirSync(at)) {
      const path = join(at, entry);
      if (skip.test(relative(dir, path))) continue;
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

/** The folder of turbo's local cache of the checkout (a checkout made with `git worktree add` uses its main checkout's). */
function turboCache(): string | undefined {
  const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], { cwd: root, encoding: 'utf8' }).trim();
  return [join(root, '.turbo', 'cache'), join(dirname(common), '.turbo', 'cache')].find((dir) => existsSync(dir));
}

/** The copy's registered tokenizers, read as the command line reads them: its dependencies' descriptions. */
function registeredEntries(): RegisteredTokenizer[] {
  const cliManifest = join(copy, 'packages', 'cli', 'package.json');
  const require = createRequire(cliManifest);
  const dependencies = Object.keys((JSON.parse(readFileSync(cliManifest, 'utf8')) as { dependencies: Record<string, string> }).dependencies);
  return dependencies.flatMap((name) => {
    try {
      return tokenizerEntries(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')));
    } catch {
      return []; // a dependency that does not export its manifest describes no tokenizer
    }
  });
}

let before: Map<string, string>;
let created = '';
/** The package's own tests before it is described: exit status and output. */
let untouched: { status: number | null; output: string };

/** Step 4 as a contributor does it: the summary, the description, the README, and the scripts it splits. */
function describePackage(name: string, summary: string): void {
  const dir = join(copy, 'packages', `tokenizer-${name}`);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { description: string; bleukit: { tokenizers: Record<string, unknown>[] } };
  manifest.description = `${summary} for bleukit.`;
  // The template's example splits on whitespace only, so Hangul is a claim for the notes, as a
  // contributor's package would make.
  Object.assign(manifest.bleukit.tokenizers[0] as object, { summary, segments: ['Hangul'] });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  writeFileSync(join(dir, 'README.md'), readme.replace(/<[A-Za-z][^<>="'`\n]*\s[^<>="'`\n]*>/g, 'Described by the contributor.'));
}

beforeAll(() => {
  // The checkout as git sees it (tracked files and new ones not ignored), without its installs and builds.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, '.tools'), join(copy, '.tools'));
  const cache = turboCache();
  if (cache) {
    try {
      execFileSync('cp', ['-al', cache, env.TURBO_CACHE_DIR]);
    } catch {
      rmSync(env.TURBO_CACHE_DIR, { recursive: true, force: true }); // another file system: build without it
    }
  }
  sh('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=append-only']);
  before = snapshot(copy);

  // 1. Create the package (and its registration), and the other Hangul package.
  created = sh('node', ['scripts/new-tokenizer.mjs', NAME]);
  sh('node', ['scripts/new-tokenizer.mjs', OTHER]);
  // 2. Install (both at once).
  sh('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only']);
  // 5 before 4: the untouched copy's own tests.
  const run = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', `tokenizer-${NAME}`], { cwd: copy, env, encoding: 'utf8', maxBuffer: 1 << 26 });
  untouched = { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  // 4. Describe them: both split Hangul.
  describePackage(NAME, 'Hangul test tokenizer');
  describePackage(OTHER, 'Hangul words, an earlier contribution');
  // 7. The changeset, the file the script printed, with its sentence written.
  const [, file, changeset] = /write (\.changeset\/[\w.-]+\.md):\n\n(---\n[^]*)$/.exec(created) ?? [];
  writeFileSync(join(copy, file as string), (changeset as string).replace(/<[^<>]+>/, 'Hangul split into words'));
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

describe(`a new tokenizer package, made as templates/README.md says (${NAME})`, () => {
  it('scaffolds the package under its name, registers it, and says what comes next', () => {
    const dir = join(copy, 'packages', `tokenizer-${NAME}`);
    expect(readdirSync(join(dir, 'src')).sort()).toEqual(['index.ts', `${NAME}-tokenizer.test.ts`, `${NAME}-tokenizer.ts`]);
    const source = readFileSync(join(dir, 'src', `${NAME}-tokenizer.ts`), 'utf8');
    expect(source).toContain('export function createXxHangulTokenizer(');
    expect(source).toContain(`name: lowercase ? '${NAME}-lc' : '${NAME}'`);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(new RegExp(`^# @bleukit/tokenizer-${NAME}\\n`));
    expect(JSON.stringify(snapshot(dir))).not.toMatch(/<name>|[Ee]xample(?!s)/);
    expect(created).toContain(`pnpm exec vitest run --project tokenizer-${NAME}`);
    // The changeset it prints is the one templates/README.md shows (step 7), under the new name.
    const guide = readFileSync(join(copy, 'templates', 'README.md'), 'utf8');
    const shown = /`\.changeset\/tokenizer-<name>\.md`:\n\n +```md\n([^]*?)\n +```/.exec(guide)?.[1]?.replace(/^ +/gm, '');
    expect(shown).toBeDefined();
    expect(created).toContain(`write .changeset/tokenizer-${NAME}.md:\n\n${(shown as string).replaceAll('<name>', NAME)}\n`);
  });

  it("fails its own tests until it is described, naming each of the template's placeholders left", () => {
    expect(untouched.status).toBe(1);
    for (const placeholder of [
      /package\.json \\?"description\\?": fill in <What it segments, how, and for which language>/,
      new RegExp(`${NAME}: package\\.json \\\\?"summary\\\\?": fill in <One line for --help: what it splits, and for which language>`),
      /README\.md line 3: fill in <What it segments, how, and for which language: one paragraph\.>/,
      /README\.md line \d+: fill in <The licence of any data or model it ships\.>/,
    ]) {
      expect(untouched.output).toMatch(placeholder);
    }
    expect(untouched.output).toMatch(/Tests +2 failed \| 3 passed \(5\)/);
  });

  it('changes only the registration, the lockfile and the changeset outside the package', () => {
    const after = snapshot(copy);
    const changed = [...new Set([...before.keys(), ...after.keys()])]
      .filter((file) => before.get(file) !== after.get(file))
      .filter((file) => !file.startsWith(`packages/tokenizer-${NAME}/`))
      .filter((file) => !file.startsWith(`packages/tokenizer-${OTHER}/`))
      .sort();
    expect(changed).toEqual([`.changeset/tokenizer-${NAME}.md`, 'packages/cli/package.json', 'pnpm-lock.yaml']);
    expect(after.get('packages/cli/package.json')).toContain(`"@bleukit/tokenizer-${NAME}": "workspace:^"`);
  });

  it("passes its own tests with the one-package command (core's contract, its registration)", () => {
    const out = sh('pnpm', ['exec', 'vitest', 'run', '--project', `tokenizer-${NAME}`, '--reporter=verbose']);
    expect(out).toContain('is registered in package.json, and loads from there as the command line loads it');
    expect(out).toMatch(/Tests +5 passed \(5\)/);
  }, 300_000);

  it('builds, and ./bleukit scores the bundled sample with it', async () => {
    sh('pnpm', ['build']);
    const run = bleukit(['samples/en-de/ref.en', '-i', 'samples/en-de/hyp.good.en', '-tok', NAME, '-f', 'text']);
    expect(run.stderr).not.toMatch(/error/);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^BLEU\\|nrefs:1\\|case:mixed\\|eff:no\\|tok:${NAME}\\|smooth:exp\\|version:bleukit-[^ ]+ = \\d+\\.\\d `));
    // The same score as the package's own tokenizer gives through core, in this process.
    const { createBleu, formatFixed } = (await import(join(copy, 'packages', 'core', 'dist', 'index.js'))) as typeof import('@bleukit/core');
    const { xxHangulTokenizer } = (await import(join(copy, 'packages', `tokenizer-${NAME}`, 'dist', 'index.js'))) as { xxHangulTokenizer: import('@bleukit/core').Tokenizer };
    const lines = (file: string) => readFileSync(join(copy, 'samples', 'en-de', file), 'utf8').replace(/\n$/, '').split('\n');
    const score = createBleu({ tokenizer: xxHangulTokenizer }).corpusScore(lines('hyp.good.en'), [lines('ref.en')]).score;
    expect(run.stdout).toContain(` = ${formatFixed(score, 1)} `);
  }, 600_000);

  it('pnpm build leaves ./bleukit up to date: it does not build again', () => {
    // A source saved again (the same text, so turbo's cache answers), then the documented build.
    const source = join(copy, 'packages', `tokenizer-${NAME}`, 'src', `${NAME}-tokenizer.ts`);
    const now = new Date();
    utimesSync(source, now, now);
    sh('pnpm', ['build']);
    const run = bleukit(['--version']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  }, 300_000);

  it('is in --help and the suggestions, and the notes know it splits Hangul', () => {
    const help = bleukit(['--help']);
    expect(help.stdout).toMatch(new RegExp(`--tokenize \\{[^}]*,${NAME}[,}]`));
    expect(help.stdout).toMatch(new RegExp(`\\n +${NAME} +Hangul test tokenizer\\n`));
    const typo = bleukit(['samples/en-de/ref.en', '-i', 'samples/en-de/hyp.good.en', '-tok', 'xx-hangl']);
    expect(typo.status).toBe(2);
    expect(typo.stderr.split('\n')[0]).toMatch(new RegExp(`^bleukit: error: unknown tokenizer 'xx-hangl'; did you mean '${NAME}'\\? Tokenizers: .*${NAME}`));
    // A name that is registered is accepted: no "unknown … did you mean <the same name>".
    expect(bleukit(['samples/en-de/ref.en', '-i', 'samples/en-de/hyp.good.en', '-tok', NAME, '-b']).stderr).toBe('');
    writeFileSync(join(work, 'ref.ko'), '고양이가 매트 위에 앉았다.\n오늘은 비가 온다.\n');
    writeFileSync(join(work, 'hyp.ko'), '고양이가 매트에 앉았다.\n오늘 비가 온다.\n');
    // The note suggests the registry's tokenizer for Hangul: every registered one that names the
    // script counts, the throwaway package among them, whichever the registry puts first.
    const entries = registeredEntries();
    const hangul = entries.filter((entry) => entry.segments?.includes('Hangul')).map((entry) => entry.name);
    expect(hangul).toEqual(expect.arrayContaining([OTHER, NAME]));
    const suggested = segmenterFor(entries, 'ko', ['Hangul'], true)?.name as string;
    expect(hangul).toContain(suggested);
    const korean = bleukit([join(work, 'ref.ko'), '-i', join(work, 'hyp.ko'), '-b']);
    expect(korean.stderr).toMatch(new RegExp(`are Korean, which is written with spaces: the 13a tokenizer splits it into eojeol .* Give -tok ${suggested}, which splits Hangul, or score with -m chrf`));
    expect(korean.stderr.match(/-m chrf/g)).toHaveLength(1);
    // Each of them splits Korean, so none gets the note.
    for (const name of hangul) expect(bleukit([join(work, 'ref.ko'), '-i', join(work, 'hyp.ko'), '-b', '-tok', name]).stderr).toBe('');
  }, 120_000);

  it("is in the playground's tokenizer list, and loads from there", () => {
    const out = sh('pnpm', ['exec', 'vitest', 'run', '--project', 'playground', 'src/load-tokenizer.test.ts', '--reporter=verbose']);
    expect(out).toContain(`${NAME} loads from its package and tokenizes`);
    expect(out).toMatch(/Tests +\d+ passed/);
  }, 300_000);
});
