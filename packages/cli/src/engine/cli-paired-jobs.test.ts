// -j/--paired-jobs is accepted for sacreBLEU compatibility and changes nothing (README, Flags).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { BUILT_CLI, ensureBuilt } from '../test-helpers.js';

ensureBuilt();
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const systems = ['samples/en-de/hyp.good.en', 'samples/en-de/hyp.literal.en', 'samples/en-de/hyp.rough.en'];

const bleukit = (args: readonly string[]) =>
  spawnSync(process.execPath, [BUILT_CLI, 'samples/en-de/ref.en', '-i', ...systems, ...args], { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });

it.each([['-pbs'], ['-par', '-parn', '2000']])('%s gives the same bytes with -j 4 and --paired-jobs 0', (...test) => {
  const one = bleukit([...test, '-f', 'text']);
  expect(one.status).toBe(0);
  expect(one.stdout).toMatch(/p = 0\.\d+/);
  for (const jobs of [['-j', '4'], ['--paired-jobs', '0']]) {
    expect(bleukit([...test, '-f', 'text', ...jobs])).toMatchObject({ status: 0, stdout: one.stdout, stderr: one.stderr });
  }
});
