// The framework examples in examples/, run as a user runs them: every published package packed
// (scripts/pack.sh), each example copied to a fresh folder and installed with npm together with
// its own pinned framework, then run; their numbers must equal the bleukit command line's on the
// same text. Needs the npm registry for the frameworks; promptfoo is the heavy one (~50 s).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedPath } from '../test-support/shared.js';

const root = join(import.meta.dirname, '..');
const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');
const work = mkdtempSync(join(tmpdir(), 'bleukit-examples-'));
const packs = join(work, 'packs');
let tarballs: string[] = [];

beforeAll(() => {
  execFileSync('bash', [join(root, 'scripts', 'pack.sh'), packs], { env: { ...process.env, BLEUKIT_SKIP_BUILD: '1' }, stdio: 'pipe' });
  tarballs = readdirSync(packs).filter((name) => name.endsWith('.tgz')).map((name) => join(packs, name));
}, 300_000);

// The installed examples hold ≈ 74,000 files (1.7 GB): removing them takes over 10 s on a busy machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

/** A fresh copy of examples/`name`, its dependencies and bleukit's packed packages installed. */
function install(name: string): string {
  const folder = join(work, name);
  cpSync(join(root, 'examples', name), folder, { recursive: true });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], { cwd: folder, stdio: 'pipe' });
  return folder;
}

function cli(args: string[]): string {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bleukit ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));

describe('examples/duckdb', () => {
  it('a GROUP BY system query equals the command line\'s multi-system table', () => {
    const folder = install('duckdb');
    const dir = sharedPath('data/wmt-sample/de-en');
    const reference = join(dir, 'ref.A.en');
    const systems = ['hyp.JDExploreAcademy.en', 'hyp.LT22.en', 'hyp.Online-B.en', 'hyp.PROMT.en'].map((name) => join(dir, name));
    const run = spawnSync(process.execPath, ['wmt-table.mjs', reference, ...systems], { cwd: folder, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const rows = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { system: string; bleu: number; signature: string });
    const table = JSON.parse(cli([reference, '-i', ...systems, '-f', 'json', '-w', '12'])) as { system: string; BLEU: string }[];
    expect(rows.map((row) => row.system)).toEqual([...table.map((row) => row.system)].sort());
    for (const row of rows) {
      const expected = table.find((entry) => entry.system === row.system) as { BLEU: string };
      expect(row.bleu.toFixed(12)).toBe(expected.BLEU);
    }
    const single = JSON.parse(cli([reference, '-i', systems[0] as string])) as { signature: string };
    expect(rows[0]?.signature).toBe(single.signature);
  }, 120_000);
});

describe('examples/promptfoo', () => {
  /** Runs `promptfoo eval -c config` offline in the installed example (installed first if need be); the results' JSON. */
  function promptfooEval(config: string, output: string): unknown {
    const folder = existsSync(join(work, 'promptfoo', 'node_modules')) ? join(work, 'promptfoo') : install('promptfoo');
    const home = join(work, 'promptfoo-home');
    mkdirSync(home, { recursive: true });
    const run = spawnSync(join(folder, 'node_modules', '.bin', 'promptfoo'), ['eval', '-c', config, '--no-cache', '--no-progress-bar', '--no-table', '-o', output], {
      cwd: folder,
      encoding: 'utf8',
      env: { ...process.env, PROMPTFOO_CONFIG_DIR: home, PROMPTFOO_DISABLE_TELEMETRY: '1', PROMPTFOO_DISABLE_UPDATE: '1', PROMPTFOO_DISABLE_SHARING: '1' },
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    return JSON.parse(readFileSync(join(folder, output), 'utf8'));
  }

  it('each case\'s BLEU and chrF assertion equals bleukit --sentence-level', () => {
    const results = (promptfooEval('promptfooconfig.yaml', 'results.json') as {
      results: { results: { testCase: { description: string; vars: { translation: string; reference: string } }; gradingResult: { componentResults: { score: number; reason: string }[] } }[] };
    }).results.results;
    expect(results).toHaveLength(10);
    for (const pair of ['en-ja', 'en-de']) {
      const cases = results.filter((result) => result.testCase.description.startsWith(pair));
      expect(cases, pair).toHaveLength(5);
      const hyp = join(work, `${pair}.hyp`);
      const ref = join(work, `${pair}.ref`);
      writeFileSync(hyp, cases.map((result) => `${result.testCase.vars.translation}\n`).join(''));
      writeFileSync(ref, cases.map((result) => `${result.testCase.vars.reference}\n`).join(''));
      const bleu = cli([ref, '-i', hyp, '-l', pair, '--sentence-level', '-b', '-w', '16']).trim().split('\n').map(Number);
      const chrf = cli([ref, '-i', hyp, '-m', 'chrf', '--sentence-level', '-b', '-w', '16']).trim().split('\n').map(Number);
      cases.forEach((result, i) => {
        const [bleuResult, chrfResult] = result.gradingResult.componentResults;
        close((bleuResult?.score as number) * 100, Math.min(100, bleu[i] as number));
        close((chrfResult?.score as number) * 100, chrf[i] as number);
        expect(bleuResult?.reason).toMatch(new RegExp(`^BLEU ${(bleu[i] as number).toFixed(2)} \\[nrefs:1\\|case:mixed\\|eff:yes\\|tok:${pair === 'en-ja' ? 'ja-mecab' : '13a'}`));
      });
    }
  }, 300_000);

  it('the MBR provider answers with the sample bleukit mbr chooses, and chrF scores it', () => {
    const results = (promptfooEval('mbrconfig.yaml', 'mbr-results.json') as {
      results: { results: { response: { output: string; metadata: { mbrIndex: number } }; testCase: { vars: { samples: string; reference: string } }; gradingResult: { componentResults: { score: number }[] } }[] };
    }).results.results;
    expect(results).toHaveLength(3);
    const samples = results.map((result) => result.testCase.vars.samples.trim().split('\n'));
    expect(samples.map((lines) => lines.length)).toEqual([5, 5, 5]);
    const jsonl = join(work, 'mbr.jsonl');
    writeFileSync(jsonl, samples.map((candidates) => `${JSON.stringify({ candidates })}\n`).join(''));
    const chosen = cli(['mbr', jsonl]).split('\n');
    const hyp = join(work, 'mbr.hyp');
    const ref = join(work, 'mbr.ref');
    writeFileSync(hyp, results.map((result) => `${result.response.output}\n`).join(''));
    writeFileSync(ref, results.map((result) => `${result.testCase.vars.reference}\n`).join(''));
    const chrf = cli([ref, '-i', hyp, '-m', 'chrf', '--sentence-level', '-b', '-w', '16']).trim().split('\n').map(Number);
    results.forEach((result, i) => {
      expect(result.response.output).toBe(chosen[i]);
      expect(samples[i]?.[result.response.metadata.mbrIndex]).toBe(chosen[i]);
      close((result.gradingResult.componentResults[0]?.score as number) * 100, chrf[i] as number);
    });
  }, 300_000);
});

describe('examples/autoevals', () => {
  it('the scorers run beside autoevals\' own and as its ListContains pairwise scorer', () => {
    const folder = install('autoevals');
    const hyp = join(root, 'samples/en-de/hyp.literal.en');
    const ref = join(root, 'samples/en-de/ref.en');
    const run = spawnSync(process.execPath, ['score.mjs', hyp, ref, 'en'], { cwd: folder, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as unknown);
    const matched = lines.pop() as { name: string; score: number; pairwiseCalls: number };
    const cases = lines as { name: string; score: number; value?: number }[][];
    const bleu = cli([ref, '-i', hyp, '--sentence-level', '-b', '-w', '16']).trim().split('\n').map(Number);
    const chrf = cli([ref, '-i', hyp, '-m', 'chrf', '--sentence-level', '-b', '-w', '16']).trim().split('\n').map(Number);
    expect(cases).toHaveLength(bleu.length);
    cases.forEach(([ours, chrfResult, levenshtein], i) => {
      expect(ours?.name).toBe('BLEU');
      close(ours?.value as number, bleu[i] as number);
      close(chrfResult?.value as number, chrf[i] as number);
      expect(levenshtein?.name).toBe('Levenshtein');
      expect(levenshtein?.score).toBeGreaterThan(0);
    });
    expect(matched.name).toBe('ListContains');
    expect(matched.pairwiseCalls).toBe(bleu.length * bleu.length);
    expect(matched.score).toBeGreaterThan(0);
    expect(matched.score).toBeLessThanOrEqual(1);
  }, 120_000);
});

describe('examples/vitest', () => {
  it('the eval passes or fails on corpus thresholds, with the command line\'s scores', () => {
    const folder = install('vitest');
    const hyp = join(root, 'samples/en-ja/hyp.fluent.ja');
    const ref = join(root, 'samples/en-ja/ref.ja');
    const vitest = (minBleu: string) =>
      spawnSync(join(folder, 'node_modules', '.bin', 'vitest'), ['run'], {
        cwd: folder,
        encoding: 'utf8',
        env: { ...process.env, CI: 'true', EVAL_HYP: hyp, EVAL_REF: ref, EVAL_LANG: 'ja', EVAL_MIN_BLEU: minBleu },
      });
    const passing = vitest('30');
    expect(passing.status, passing.stdout + passing.stderr).toBe(0);
    const scores = JSON.parse(readFileSync(join(folder, 'scores.json'), 'utf8')) as {
      bleu: { bleu: number; signature: string };
      chrf: { value: number };
      cases: { bleu: number; chrf: number }[];
    };
    close(scores.bleu.bleu, Number(cli([ref, '-i', hyp, '-l', 'en-ja', '-b', '-w', '16'])));
    close(scores.chrf.value, Number(cli([ref, '-i', hyp, '-m', 'chrf', '-b', '-w', '16'])));
    const sentence = cli([ref, '-i', hyp, '-l', 'en-ja', '--sentence-level', '-b', '-w', '16']).trim().split('\n').map(Number);
    scores.cases.forEach((result, i) => close(result.bleu, sentence[i] as number));
    expect(vitest('99').status).not.toBe(0);
  }, 120_000);
});
