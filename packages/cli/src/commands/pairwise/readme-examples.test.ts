// The root README's `bleukit pairwise`, `mbr` and `self-bleu` examples (text blocks whose first
// line is `$ … ./bleukit pairwise|mbr|self-bleu …`) print what the README shows, run from the
// repository root on the bundled samples with the built executable in place of `./bleukit`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_CLI, ensureBuilt } from '../../test-helpers.js';

ensureBuilt();
const root = join(import.meta.dirname, '..', '..', '..', '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const version = (JSON.parse(readFileSync(join(root, 'packages', 'core', 'package.json'), 'utf8')) as { version: string }).version;

const examples = [...readme.matchAll(/```text\n\$ (.*\.\/bleukit (?:pairwise|mbr|self-bleu)\b.*)\n([\s\S]*?)```/g)].map(([, command, output]) => ({
  command: command as string,
  output: output as string,
}));

describe("the README's pairwise, MBR and Self-BLEU examples", () => {
  it('has them', () => {
    expect(examples.map((example) => example.command.match(/bleukit (\S+)/)?.[1])).toEqual(['pairwise', 'mbr', 'self-bleu']);
  });

  it.each(examples.map((example) => [example.command, example] as const))('%s', (_command, { command, output }) => {
    const run = spawnSync('bash', ['-c', command.replaceAll('./bleukit', `"${process.execPath}" "${BUILT_CLI}"`)], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(output.replaceAll('version:bleukit-0.1.0', `version:bleukit-${version}`));
  });
});
