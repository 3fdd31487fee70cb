// Many systems over a short test set, the usual WMT shape: with --jobs the threads share the
// batches of every system (see `systemStatistics`), and every output must stay the bytes one
// thread prints. Real WMT22 text from the shared folder's sample, written to a temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt } from '../test-helpers.js';

ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'bleukit-many-systems-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (path: string): string[] => readFileSync(sharedPath(`data/wmt-sample/${path}`), 'utf8').replace(/\n$/, '').split('\n');
const write = (name: string, lines: readonly string[]): string => {
  writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
  return name;
};

/** Which real system each mixed system takes segment i from. */
const MIXES: ((i: number) => number)[] = [(i) => i + 1, (i) => i + 2, (i) => i + 3, (i) => i >> 3];

/**
 * Eight systems of a pair: its four real ones, and four that take each segment from one of them
 * (see {@link MIXES}), so that no two systems are alike and batches differ in cost.
 */
function systemsOf(pair: string, names: readonly string[], target: string): string[] {
  const real = names.map((name) => read(`${pair}/hyp.${name}.${target}`));
  const mixed = MIXES.map((mix) => (real[0] as string[]).map((_, i) => (real[mix(i) % real.length] as string[])[i] as string));
  return [...real, ...mixed].map((lines, s) => write(`${pair}.sys${s + 1}.${target}`, lines));
}

const ja = systemsOf('en-ja', ['JDExploreAcademy', 'KYB', 'NT5', 'Online-W'], 'ja');
const jaRef = write('en-ja.ref.ja', read('en-ja/ref.A.ja'));
const en = systemsOf('de-en', ['JDExploreAcademy', 'LT22', 'Online-B', 'PROMT'], 'en');
const enRefs = [write('de-en.ref.A.en', read('de-en/ref.A.en')), write('de-en.ref.B.en', read('de-en/ref.B.en'))];
// Two references without words, in batches of different threads (the later one where this
// thread scores its own batch at once), for RIBES's error: one thread names the first.
const holed = read('en-ja/ref.A.ja').map((line, i) => (i === 120 || i === 160 ? '' : line));
const jaHoled = write('en-ja.holed.ja', holed);

function bleukit(args: readonly string[]) {
  return spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
}

describe('--jobs on many systems prints what one thread prints', () => {
  it.each([
    ['en-ja, ja-mecab: BLEU, chrF and RIBES, JSON', [jaRef, '-i', ...ja, '-l', 'en-ja', '-m', 'bleu', 'chrf', 'ribes']],
    ['en-ja: BLEU, chrF and TER, text table', [jaRef, '-i', ...ja, '-l', 'en-ja', '-m', 'bleu', 'chrf', 'ter', '-f', 'text']],
    ['en-ja: LaTeX table', [jaRef, '-i', ...ja, '-l', 'en-ja', '-m', 'bleu', 'chrf', '-f', 'latex']],
    ['en-ja: paired bootstrap', [jaRef, '-i', ...ja, '-l', 'en-ja', '-m', 'bleu', 'chrf', 'ter', '-pbs', '-f', 'text']],
    ['en-ja: paired approximate randomization, JSON', [jaRef, '-i', ...ja, '-l', 'en-ja', '-m', 'bleu', 'chrf', '-par', '-parn', '300', '-f', 'json']],
    ['en-ja: one system with confidence intervals', [jaRef, '-i', ja[4] as string, '-l', 'en-ja', '-m', 'bleu', 'chrf', 'ter', '-ci', '-f', 'text']],
    ['en-ja: sentence level, BLEU', [jaRef, '-i', ja[5] as string, '-l', 'en-ja', '-sl']],
    ['en-ja: sentence level, TER', [jaRef, '-i', ja[5] as string, '-l', 'en-ja', '-m', 'ter', '-sl']],
    ['de-en, 13a, two references: BLEU, chrF++ and TER', [...enRefs, '-i', ...en, '-m', 'bleu', 'chrf', 'ter', '-cw', '2', '-f', 'text', '-w', '4']],
    ['de-en: sentence level chrF, two references', [...enRefs, '-i', en[6] as string, '-m', 'chrf', '-sl']],
  ])('%s', (_, args) => {
    const one = bleukit(args);
    expect(one.status).toBe(0);
    expect(one.stdout.length).toBeGreaterThan(0);
    for (const jobs of ['2', '3']) expect(bleukit([...args, '--jobs', jobs])).toMatchObject({ status: 0, stdout: one.stdout, stderr: one.stderr });
    // up to three runs, each loading the MeCab dictionary and starting workers: seconds on a busy machine
  }, 60_000);

  it('names the first empty reference, as one thread does, whichever thread finds one first', () => {
    const args = [jaHoled, '-i', ...ja, '-l', 'en-ja', '-m', 'bleu', 'ribes'];
    const one = bleukit(args);
    expect(one.status).toBe(1);
    expect(one.stderr).toContain(`${jaHoled}:121: the reference has no words`);
    for (const jobs of ['2', '3']) expect(bleukit([...args, '--jobs', jobs])).toMatchObject({ status: 1, stdout: '', stderr: one.stderr });
  }, 60_000);
});
