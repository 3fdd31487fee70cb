// The bundled en-de sample: bleukit's output against sacreBLEU's, recorded in samples/en-de/.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutVersion } from '../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt, loadableTokenizers } from './test-helpers.js';

const repo = join(import.meta.dirname, '..', '..', '..');
const sample = (name: string): string => readFileSync(join(repo, 'samples', 'en-de', name), 'utf8');
const systems = ['good', 'literal', 'rough'];

ensureBuilt();
const ready = (await loadableTokenizers()).names.has('13a');

function bleukit(args: string[]) {
  return spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

describe.skipIf(!ready)('samples/en-de (needs the 13a tokenizer)', () => {
  it('prints the README command’s table as sacreBLEU recorded it', () => {
    const result = bleukit(['samples/en-de/ref.en', '-i', ...systems.map((s) => `samples/en-de/hyp.${s}.en`), '-f', 'text']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('sacreBLEU: Found 3 systems.\n');
    expect(withoutVersion(result.stdout)).toBe(withoutVersion(sample('sacrebleu-output.txt')));
  });

  it.each(systems.map((name, i) => [name, i] as const))('scores hyp.%s.en alone as sacreBLEU did', (name, i) => {
    const result = bleukit(['samples/en-de/ref.en', '-i', `samples/en-de/hyp.${name}.en`, '-f', 'text']);
    const expected = sample('sacrebleu-per-system.txt').split('\n')[i] as string;
    expect(result.status).toBe(0);
    expect(withoutVersion(result.stdout)).toBe(withoutVersion(`${expected}\n`));
  });
});
