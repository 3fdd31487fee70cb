// The bundled samples: bleukit's output against sacreBLEU's, recorded in samples/en-de/ and
// samples/en-ja/ (the README's first command, and `-l en-ja` choosing ja-mecab).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from '@bleukit/core';
import { withoutVersion } from '../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt } from './test-helpers.js';

const repo = join(import.meta.dirname, '..', '..', '..');
const sample = (name: string, set = 'en-de'): string => readFileSync(join(repo, 'samples', set, name), 'utf8');
const systems = ['good', 'literal', 'rough'];

ensureBuilt();

function bleukit(args: string[]) {
  return spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

describe('samples/en-de', () => {
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

describe('chrF and TER on the samples', () => {
  it.each([
    ['en-de', ['samples/en-de/ref.en', '-i', ...systems.map((s) => `samples/en-de/hyp.${s}.en`), '-m', 'bleu', 'chrf', 'ter', '-f', 'text'], 'sacrebleu-metrics.txt'],
    ['en-ja', ['samples/en-ja/ref.ja', '-i', ...['fluent', 'literal', 'weak'].map((s) => `samples/en-ja/hyp.${s}.ja`), '-m', 'chrf', 'ter', '-l', 'en-ja', '-f', 'text'], 'sacrebleu-chrf-ter.txt'],
  ] as const)('%s: the table sacreBLEU recorded', (set, args, recorded) => {
    const result = bleukit([...args]);
    expect(result.status).toBe(0);
    // TER on unsegmented Japanese splits only at spaces: bleukit says so first (sacreBLEU does not).
    const note = set === 'en-ja' ? /^bleukit: note: \d+% of the non-space characters of samples\/en-ja\/ref\.ja are in scripts written without spaces between words \(Japanese\), and TER's tercom tokenization [^\n]*\n/ : /^/;
    expect(result.stderr).toMatch(note);
    expect(result.stderr.replace(note, '')).toBe('sacreBLEU: Found 3 systems.\n');
    expect(withoutVersion(result.stdout)).toBe(withoutVersion(sample(recorded, set)));
  });

  it("TER on Japanese with tercom's Asian support and normalisation: no note, 43.8 on hyp.literal.ja", () => {
    const result = bleukit(['samples/en-ja/ref.ja', '-i', 'samples/en-ja/hyp.literal.ja', '-m', 'ter', '--ter-asian-support', '--ter-normalized', '-b']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('43.8\n');
  });

  it('the root README shows that table as bleukit prints it', () => {
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const table = sample('sacrebleu-metrics.txt').replace(/version:2\.6\.0/g, `version:bleukit-${VERSION}`);
    expect(readme).toContain(table);
  });
});

describe('samples/en-ja', () => {
  // sacreBLEU's ja-mecab lines (fluent, literal, weak); bleukit's tokenizer name adds its engine.
  const recorded = sample('sacrebleu-per-system.txt', 'en-ja').split('\n');
  it.each(['fluent', 'literal', 'weak'].map((name, i) => [name, i] as const))('-l en-ja scores hyp.%s.ja with ja-mecab as sacreBLEU did', (name, i) => {
    const result = bleukit(['samples/en-ja/ref.ja', '-i', `samples/en-ja/hyp.${name}.ja`, '-l', 'en-ja', '-f', 'text', '-w', '4']);
    const expected = (recorded[i] as string).replace('tok:ja-mecab-0.996-IPA|', 'tok:ja-mecab-0.996-IPA+kuromoji-ipadic|');
    expect(result.status).toBe(0);
    expect(withoutVersion(result.stdout)).toBe(withoutVersion(`${expected}\n`));
  });
});

/** A shell word with `*` in its file name, expanded as the shell does (sorted); others as they are. */
function expand(word: string): string[] {
  if (!word.includes('*')) return [word];
  const pattern = new RegExp(`^${basename(word).split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
  const folder = dirname(word);
  return readdirSync(join(repo, folder)).filter((name) => pattern.test(name)).sort().map((name) => `${folder}/${name}`);
}

describe('the root README', () => {
  // Every ```text block that starts with `$ ./bleukit …` shows that command's stdout.
  const blocks = [...readFileSync(join(repo, 'README.md'), 'utf8').matchAll(/```text\n\$ \.\/bleukit ([^\n]*)\n([\s\S]*?)```/g)].map(
    (match) => [match[1] as string, match[2] as string] as const,
  );

  it('has the commands of the en-de, RIBES, METEOR, MBR, Self-BLEU and Japanese sections', () => {
    expect(blocks.map(([command]) => command)).toEqual([
      'samples/en-de/ref.en -i samples/en-de/hyp.*.en -m bleu chrf ter -f text',
      'ribes -tok ja-mecab -r samples/en-ja/ref.ja samples/en-ja/hyp.*.ja',
      'samples/en-de/ref.en -i samples/en-de/hyp.*.en -m bleu chrf meteor -f text',
      'mbr samples/mbr/samples.de --samples 6',
      'self-bleu samples/mbr/samples.de',
      'samples/en-ja/ref.ja -i samples/en-ja/hyp.*.ja -l en-ja -m bleu chrf ribes -f text',
      'samples/en-ja/ref.ja -i samples/en-ja/hyp.*.ja -m ter --ter-asian-support --ter-normalized -f text',
    ]);
  });

  it.each(blocks)('$ ./bleukit %s prints what the README shows', (command, shown) => {
    const result = bleukit(command.split(' ').flatMap(expand));
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(shown.replace(/version:bleukit-[\d.]+/g, `version:bleukit-${VERSION}`));
  });
});
