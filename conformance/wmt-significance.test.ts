// Multi-system paired tests on real WMT22 systems: bleukit's stdout against sacreBLEU 2.6.0's,
// byte for byte except the version value (recorded/README.md says how they were made).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedPath, withoutVersion } from '../test-support/shared.js';

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, '..', 'packages', 'cli', 'dist', 'bin.js');
const systems = ['Online-B', 'JDExploreAcademy', 'PROMT', 'LT22'].map((name) => `de-en/hyp.${name}.en`);

describe('paired tests on the WMT22 de-en systems', () => {
  it.each([
    ['paired-bs.txt', ['-pbs', '-f', 'text']],
    ['paired-ar.txt', ['-par', '-f', 'text']],
    ['paired-bs.tex', ['-pbs', '-f', 'latex']],
    ['paired-bs.json', ['-pbs']],
  ])('%s', (recorded, options) => {
    const result = spawnSync(process.execPath, [bin, 'de-en/ref.A.en', '-i', ...systems, ...options], {
      cwd: sharedPath('data/wmt-sample'),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    });
    const file = (name: string) => readFileSync(join(here, 'recorded', 'wmt-de-en', name), 'utf8');
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(file(`${recorded}.stderr`));
    expect(withoutVersion(result.stdout)).toBe(withoutVersion(file(recorded)));
  });
});
