// The code cache of a CommonJS bundle: used for the bytes it was made from, and for no other (a
// stale or refused cache changes nothing but the time to start). Then compare-mt's bundle and the
// scoring bundle as the build makes them: their caches are used, and their runs print what the
// sources print (compare-mt's 91 records; sacreBLEU's 116 command-line records, METEOR's options,
// tokenizers and test sets imported by name).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readJsonl, sharedPath } from '../../../test-support/shared.js';
import { codeCachePath, loadCachedBundle, writeCodeCache } from './cached-bundle.js';
import type { RunCli } from './process-cli.js';
import { COMMANDS_FROM_BIN, runsFromScoringBundle } from './scoring-bundle.js';
import { BUILT_CLI, runInProcess, type Printed } from './test-helpers.js';

const folder = mkdtempSync(join(tmpdir(), 'bleukit-cached-bundle-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A bundle whose `answer()` is `a * b` (equal lengths for one-digit numbers). */
function writeBundle(name: string, a: number, b: number): string {
  const file = join(folder, name);
  writeFileSync(file, `'use strict';\nexports.answer = function answer() { return ${a} * ${b}; };\nexports.file = __filename;\n`);
  return file;
}

/**
 * The bundle `name` (as {@link writeBundle}) with its cache, made from a copy under another name:
 * V8 keeps the scripts this process compiled and would reuse the copy's without reading a cache.
 */
async function cachedBundle(name: string, a: number, b: number): Promise<string> {
  const original = writeBundle(`original-${name}`, a, b);
  await writeCodeCache(original, async (exports) => {
    expect((exports.answer as () => number)()).toBe(a * b);
  });
  const file = writeBundle(name, a, b);
  writeFileSync(codeCachePath(file), readFileSync(codeCachePath(original)));
  return file;
}

describe('a bundle with its code cache', () => {
  it('is loaded through the cache made from it', async () => {
    const file = await cachedBundle('same.cjs', 6, 7);
    const loaded = loadCachedBundle(file);
    expect(loaded.cache).toBe('used');
    expect((loaded.exports.answer as () => number)()).toBe(42);
    expect(loaded.exports.file).toBe(file);
  });

  it('runs its own code when the cache was made from other bytes of the same length', async () => {
    const file = await cachedBundle('changed.cjs', 6, 7);
    writeBundle('changed.cjs', 6, 8);
    const loaded = loadCachedBundle(file);
    expect(loaded.cache).toBe('stale');
    expect((loaded.exports.answer as () => number)()).toBe(48);
  });

  it('runs without a cache', () => {
    const file = writeBundle('none.cjs', 2, 3);
    const loaded = loadCachedBundle(file);
    expect(loaded.cache).toBe('absent');
    expect((loaded.exports.answer as () => number)()).toBe(6);
  });

  it("gives the bundle its loader's import()", async () => {
    const file = join(folder, 'importing.cjs');
    writeFileSync(file, `'use strict';\nexports.platform = async () => (await __bleukitImport('node:os')).platform();\n`);
    const loaded = loadCachedBundle(file, (specifier) => import(specifier));
    expect(await (loaded.exports.platform as () => Promise<string>)()).toBe(process.platform);
  });

  it('compiles as usual when V8 refuses the cache', async () => {
    const file = await cachedBundle('refused.cjs', 3, 3);
    const cache = readFileSync(codeCachePath(file));
    // The digest kept, V8's data damaged.
    cache.fill(0xff, 32 + 8);
    writeFileSync(codeCachePath(file), cache);
    const loaded = loadCachedBundle(file);
    expect(loaded.cache).toBe('rejected');
    expect((loaded.exports.answer as () => number)()).toBe(9);
  });
});

// The build's compare-mt file (scripts/bundle.mjs), when this checkout has been built.
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const compareMtBundle = readdirSync(dist, { withFileTypes: true }).find((entry) => entry.isFile() && /^compare-mt-\w+\.cjs$/.test(entry.name));

describe.skipIf(compareMtBundle === undefined)("compare-mt's bundle as built (skipped before `pnpm build`)", () => {
  const bundle = join(dist, compareMtBundle?.name ?? '');
  const records = readJsonl<{ id: string; args: string[] }>('conformance/compare-mt/compare-mt.jsonl');
  const recordsFolder = sharedPath('conformance/compare-mt');
  const loaded = loadCachedBundle(bundle);
  const runCli = loaded.exports.runCli as (io: object) => Promise<number>;

  it('is loaded through its code cache', () => {
    expect(loaded.cache).toBe('used');
  });

  it.each(records.map((record) => [record.id, record.args] as const))('%s prints what the sources print', async (_, args) => {
    let stdout = '';
    let stderr = '';
    const previous = process.cwd();
    process.chdir(recordsFolder);
    let status: number;
    try {
      status = await runCli({
        argv: ['compare-mt', ...args],
        env: {},
        stdin: Readable.from([]),
        writeOut: (text: string) => void (stdout += text),
        writeErr: (text: string) => void (stderr += text),
        stdoutIsTTY: false,
        stderrIsTTY: false,
      });
    } finally {
      process.chdir(previous);
    }
    const sources: Printed = await runInProcess(['compare-mt', ...args], recordsFolder);
    expect({ status, stdout, stderr }).toEqual(sources);
  });
});

describe('the command lines the scoring bundle runs', () => {
  const cases: [argv: string[], expected: boolean][] = [
    [['ref.txt', '-i', 'hyp.txt', '-m', 'meteor'], true],
    [['ref.txt', '-i', 'hyp.txt', '--jobs', '1'], true],
    [['ribes', 'ref.txt', '-i', 'hyp.txt'], true],
    [['ref.txt', '-i', 'hyp.txt', '--jobs', '2'], false],
    [['ref.txt', '-i', 'hyp.txt', '--jobs=4'], false],
    ...Object.keys(COMMANDS_FROM_BIN).map((command): [string[], boolean] => [[command, 'a.txt', 'b.txt'], false]),
  ];
  it.each(cases)('%j: %s', (argv, expected) => {
    expect(runsFromScoringBundle(argv)).toBe(expected);
  });
});

interface CliRecord {
  id: string;
  args: string[];
  files: Record<string, string>;
  stdin: string | null;
  env: Record<string, string>;
}

/** What `runCli` prints for `argv` in the folder `cwd`, with `stdin` and `env` as given. */
async function printed(runCli: RunCli, argv: readonly string[], cwd: string, stdin = '', env: Record<string, string> = {}): Promise<Printed> {
  let stdout = '';
  let stderr = '';
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    const status = await runCli({
      argv,
      env,
      stdin: Readable.from(stdin === '' ? [] : [Buffer.from(stdin)]),
      writeOut: (text: string) => void (stdout += text),
      writeErr: (text: string) => void (stderr += text),
      stdoutIsTTY: false,
      stderrIsTTY: false,
    });
    return { status, stdout, stderr };
  } finally {
    process.chdir(previous);
  }
}

// The build's scoring file (scripts/bundle.mjs), when this checkout has been built.
const scoringBundle = readdirSync(dist, { withFileTypes: true }).find((entry) => entry.isFile() && /^scoring-\w+\.cjs$/.test(entry.name));

describe.skipIf(scoringBundle === undefined)('the scoring bundle as built (skipped before `pnpm build`)', async () => {
  const loaded = loadCachedBundle(join(dist, scoringBundle?.name ?? ''), (specifier) => import(/* @vite-ignore */ specifier));
  const bundled = loaded.exports.runCli as RunCli;
  const sources = (await import('./run-cli.js')).runCli as RunCli;
  const records = [
    ...readJsonl<CliRecord>('conformance/sacrebleu/bleu-cli.jsonl'),
    ...readJsonl<CliRecord>('conformance/sacrebleu/chrf-ter-cli.jsonl'),
  ];

  it('is loaded through its code cache', () => {
    expect(loaded.cache).toBe('used');
  });

  it.each(records.map((record) => [record.id, record] as const))('%s prints what the sources print', async (id, record) => {
    const dir = join(folder, id);
    for (const [name, content] of Object.entries(record.files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), content);
    }
    const expected = await printed(sources, record.args, dir, record.stdin ?? '', record.env);
    expect(await printed(bundled, record.args, dir, record.stdin ?? '', record.env)).toEqual(expected);
  });

  // METEOR's options and output forms, and the packages imported by name (a tokenizer other than
  // the bundled default, the test sets), on the shared WMT sample.
  const sample = sharedPath('data/wmt-sample/de-en');
  it.each([
    [['-m', 'meteor']],
    [['-m', 'meteor', '-b']],
    [['-m', 'meteor', '-sl', '--meteor-alpha', '0.8', '--meteor-case-sensitive']],
    [['-m', 'meteor', 'bleu', 'chrf', '-f', 'text']],
    [['-m', 'meteor', '-tok', 'intl-segmenter']],
    [['-m', 'bleu', '-tok', 'none', '-sl']],
    [['-m', 'bleu', 'ter', '-tok', 'intl']],
  ])('ref.A.en -i hyp.Online-B.en %j prints what the sources print', async (args) => {
    const argv = ['ref.A.en', '-i', 'hyp.Online-B.en', ...args];
    const expected = await printed(sources, argv, sample);
    expect(expected.status).toBe(0);
    expect(await printed(bundled, argv, sample)).toEqual(expected);
  });

  it.each([[['--list']], [['ref.A.en', '-i', 'no-such-file.txt', '-m', 'meteor']], [['--version']]])(
    '%j prints what the sources print',
    async (argv) => {
      const expected = await printed(sources, argv, sample);
      expect(expected.stdout.length + expected.stderr.length).toBeGreaterThan(0);
      expect(await printed(bundled, argv, sample)).toEqual(expected);
    },
  );
});

// The package's `bin` (src/launcher.ts built by scripts/bundle.mjs), when this checkout has been built.
const launcher = join(dist, 'bin.cjs');

describe.skipIf(!existsSync(launcher))("the package's bin as built (skipped before `pnpm build`)", () => {
  const recordsFolder = sharedPath('conformance/compare-mt');
  const run = (bin: string, args: string[], input?: string) => {
    const { status, stdout, stderr } = spawnSync(process.execPath, [bin, ...args], { cwd: recordsFolder, encoding: 'utf8', input, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
    return { status, stdout, stderr };
  };

  it.each([
    ['compare-mt', ['compare-mt', 'inputs/de-en/ref.A.tok.en', 'inputs/de-en/hyp.Online-B.tok.en', 'inputs/de-en/hyp.PROMT.tok.en', '--seed', '1', '--compare_scores', 'score_type=bleu,bootstrap=20']],
    ["compare-mt's mistake", ['compare-mt', 'no-such-file.txt', 'inputs/de-en/hyp.Online-B.tok.en']],
    ['BLEU from stdin', ['inputs/de-en/ref.A.tok.en', '-b']],
    ['METEOR', ['inputs/de-en/ref.A.tok.en', '-i', 'inputs/de-en/hyp.PROMT.tok.en', '-m', 'meteor']],
    ['METEOR with --jobs 2', ['inputs/de-en/ref.A.tok.en', '-i', 'inputs/de-en/hyp.PROMT.tok.en', '-m', 'meteor', '--jobs', '2']],
    ['pairwise', ['pairwise', 'inputs/de-en/hyp.Online-B.tok.en', 'inputs/de-en/hyp.PROMT.tok.en']],
    ['the help', ['--help']],
  ])('prints what bin.js prints: %s', (_, args) => {
    const input = args.includes('-b') ? readFileSync(join(recordsFolder, 'inputs/de-en/hyp.PROMT.tok.en'), 'utf8') : undefined;
    const printed = run(launcher, args, input);
    expect(printed.stdout.length + printed.stderr.length).toBeGreaterThan(0);
    expect(printed).toEqual(run(BUILT_CLI, args, input));
  });
});
