// `-tok spm|flores101|flores200|spBLEU-1K` with a model trained here by the C++ spm_train. sacreBLEU
// scores these as BLEU over the pieces of the C++ library joined by spaces, which is `-tok none`
// over spm_encode's output; bleukit's scores must be exactly those (the package's parity suite
// checks the pieces line by line). The model is found by --spm-model, BLEUKIT_SPM_MODEL or
// sacreBLEU's cache, and named in the signature by its hash or by sacreBLEU's name.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spmEncode, spmToolsMissing, trainModel } from '../../../../test-support/sentencepiece-tools.js';
import { BUILT_CLI, ensureBuilt } from '../test-helpers.js';

const repo = join(import.meta.dirname, '..', '..', '..', '..');
const SETS = [
  ['en-de', 'ref.en', ['hyp.good.en', 'hyp.literal.en', 'hyp.rough.en']],
  ['en-ja', 'ref.ja', ['hyp.fluent.ja', 'hyp.literal.ja', 'hyp.weak.ja']],
] as const;

ensureBuilt();

/** The built CLI from the repository root; HOME is the trained models' folder when there is one. */
function bleukit(args: readonly string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [BUILT_CLI, ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: dir || tmpdir(), NO_COLOR: '1', ...env },
  });
}

/**
 * A JSON result without its tokenizer name and the system's folder (the only fields -tok spm over
 * the text and -tok none over the pieces differ in).
 */
function withoutTok(stdout: string): unknown {
  const drop = (result: Record<string, string>) => ({
    ...result,
    tok: '',
    system: result['system']?.replace(/.*\//, ''),
    signature: result['signature']?.replace(/\|tok:[^|]*/, ''),
  });
  const parsed = JSON.parse(stdout) as Record<string, string> | Record<string, string>[];
  return Array.isArray(parsed) ? parsed.map(drop) : drop(parsed);
}

/** The trained models' folder while the C++ tests run, else empty. */
let dir = '';
let model: string;

describe.skipIf(spmToolsMissing !== undefined)('-tok spm and the FLORES names with a model trained by spm_train', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bleukit-cli-spm-'));
    const lines = SETS.flatMap(([set, ref, hyps]) => [ref, ...hyps].flatMap((file) => readFileSync(join(repo, 'samples', set, file), 'utf8').split('\n')));
    model = trainModel(dir, 'samples', lines.filter((line) => line !== ''), { model_type: 'unigram', vocab_size: 1000, hard_vocab_limit: false, num_threads: 2 });
    // The pieces files sacreBLEU's tokenizer would produce, from the C++ tool.
    for (const [set, ref, hyps] of SETS) {
      mkdirSync(join(dir, set));
      for (const file of [ref, ...hyps]) {
        const text = readFileSync(join(repo, 'samples', set, file), 'utf8').replace(/\n$/, '').split('\n');
        writeFileSync(join(dir, set, file), `${spmEncode(model, text).join('\n')}\n`);
      }
    }
  }, 60_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it.each(SETS)('%s: every system scores as -tok none over spm_encode\'s pieces', (set, ref, hyps) => {
    const spm = bleukit([`samples/${set}/${ref}`, '-i', ...hyps.map((hyp) => `samples/${set}/${hyp}`), '-tok', 'flores200', '--spm-model', model, '-w', '4']);
    const pieces = bleukit([join(dir, set, ref), '-i', ...hyps.map((hyp) => join(dir, set, hyp)), '-tok', 'none', '-w', '4']);
    expect(spm.stderr).toBe('sacreBLEU: Found 3 systems.\n');
    expect(spm.status).toBe(0);
    expect(pieces.status).toBe(0);
    expect(withoutTok(spm.stdout)).toEqual(withoutTok(pieces.stdout));
    // A model nobody named is named in the signature by its hash.
    const table = bleukit([`samples/${set}/${ref}`, '-i', ...hyps.map((hyp) => `samples/${set}/${hyp}`), '-tok', 'flores200', '--spm-model', model, '-f', 'text']);
    expect(table.stdout).toMatch(/\n - BLEU +nrefs:1\|case:mixed\|eff:no\|tok:spm-[0-9a-f]{12}\|smooth:exp\|version:bleukit-[^ ]+\n$/);
  });

  it('--sentence-level and --jobs 2 give the same numbers as the pieces', () => {
    const args = ['--sentence-level', '-w', '4', '--jobs', '2'];
    const spm = bleukit(['samples/en-ja/ref.ja', '-i', 'samples/en-ja/hyp.weak.ja', ...args, '-tok', 'spBLEU-1K', '--spm-model', model]);
    const pieces = bleukit([join(dir, 'en-ja', 'ref.ja'), '-i', join(dir, 'en-ja', 'hyp.weak.ja'), ...args, '-tok', 'none']);
    expect(spm.status).toBe(0);
    const strip = (text: string) => text.split('\n').map((line) => line.replace(/\|tok:[^|]*/, ''));
    expect(strip(spm.stdout)).toEqual(strip(pieces.stdout));
    expect(spm.stdout.split('\n').length).toBeGreaterThan(10);
  });

  it('-tok spm warns as sacreBLEU does; BLEUKIT_SPM_MODEL names the model by its hash', () => {
    const args = ['samples/en-de/ref.en', '-i', 'samples/en-de/hyp.good.en', '-b', '-w', '4'];
    const spm = bleukit([...args, '-tok', 'spm'], { BLEUKIT_SPM_MODEL: model });
    const chosen = bleukit([...args, '-tok', 'flores101', '--spm-model', model]);
    expect(spm.stderr).toBe("sacreBLEU: Tokenizer 'spm' has been changed to 'flores101', and may be removed in the future.\n");
    expect(spm.status).toBe(0);
    expect(spm.stdout).toBe(chosen.stdout);
    expect(Number(spm.stdout)).toBeGreaterThan(50);
  });

  it("sacreBLEU's cache gives sacreBLEU's names: $SACREBLEU/models, else ~/.sacrebleu/models", () => {
    const cache = join(dir, 'sacrebleu-cache');
    mkdirSync(join(cache, 'models'), { recursive: true });
    copyFileSync(model, join(cache, 'models', 'flores200sacrebleuspm'));
    mkdirSync(join(dir, '.sacrebleu', 'models'), { recursive: true });
    copyFileSync(model, join(dir, '.sacrebleu', 'models', 'spbleu-1k_tokenizer_spm.model'));
    const args = ['samples/en-de/ref.en', '-i', 'samples/en-de/hyp.rough.en', '-f', 'text', '-w', '4'];
    const named = bleukit([...args, '-tok', 'flores200'], { SACREBLEU: cache });
    const home = bleukit([...args, '-tok', 'spBLEU-1K']);
    const hashed = bleukit([...args, '-tok', 'flores200', '--spm-model', model]);
    expect(named.stdout).toMatch(/^BLEU\|nrefs:1\|case:mixed\|eff:no\|tok:flores200\|smooth:exp\|version:bleukit-[^ ]+ = \d+\.\d{4} /);
    expect(home.stdout).toMatch(/\|tok:spBLEU-1K\|/);
    expect(named.stdout.replace('tok:flores200', 'tok:X')).toBe(hashed.stdout.replace(/tok:spm-[0-9a-f]{12}/, 'tok:X'));
    expect(home.stdout.replace('tok:spBLEU-1K', 'tok:X')).toBe(hashed.stdout.replace(/tok:spm-[0-9a-f]{12}/, 'tok:X'));
  });

  it.each([
    [
      'no model anywhere',
      ['-tok', 'flores200'],
      "bleukit: error: -tok flores200 needs sacreBLEU's SentencePiece model flores200sacrebleuspm, looked for at HOME/.sacrebleu/models/flores200sacrebleuspm (it does not exist). bleukit downloads nothing: get it from https://tinyurl.com/flores200sacrebleuspm into that folder (sacreBLEU puts it there on its first flores200 run), or give a model file with --spm-model PATH or BLEUKIT_SPM_MODEL.\n",
    ],
    [
      'a missing --spm-model',
      ['-tok', 'spm', '--spm-model', 'no-such.model'],
      "bleukit: error: cannot read the SentencePiece model no-such.model: it does not exist. Check the --spm-model / BLEUKIT_SPM_MODEL path.\n",
    ],
    [
      'a text file as the model',
      ['-tok', 'spBLEU-1K', '--spm-model', 'samples/en-de/ref.en'],
      'bleukit: error: samples/en-de/ref.en is not a SentencePiece model (unsupported wire type 4). Give a SentencePiece .model file.\n',
    ],
    [
      'with --jobs 2 (the model loaded once for the threads), a missing --spm-model',
      ['-tok', 'spm', '--spm-model', 'no-such.model', '--jobs', '2'],
      "bleukit: error: cannot read the SentencePiece model no-such.model: it does not exist. Check the --spm-model / BLEUKIT_SPM_MODEL path.\n",
    ],
  ])('%s: one error line that says what to do, exit 1', (_, flags, message) => {
    const result = bleukit(['samples/en-de/ref.en', '-i', 'samples/en-de/hyp.good.en', ...flags]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(message.replace('HOME', dir));
  });

  it('--spm-model with another tokenizer warns that it has no effect', () => {
    const result = bleukit(['samples/en-de/ref.en', '-i', 'samples/en-de/hyp.good.en', '-b', '--spm-model', model]);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('bleukit: warning: --spm-model has no effect here: it is the model of -tok spm, flores101, flores200, spBLEU-1K (BLEU here tokenizes with 13a).\n');
  });
});

describe('samples/spm/samples.model (recorded, no C++ tools needed)', () => {
  it('a preset takes --spm-model with a SentencePiece -tok, and scores as over the recorded pieces', () => {
    const model = ['--spm-model', 'samples/spm/samples.model'];
    const spm = bleukit(['samples/en-ja/ref.ja', '-i', 'samples/en-ja/hyp.fluent.ja', '--preset', 'nltk', '-tok', 'flores200', ...model]);
    const pieces = bleukit(['samples/spm/en-ja-ref.ja.pieces', '-i', 'samples/spm/en-ja-hyp.fluent.ja.pieces', '--preset', 'nltk', '-tok', 'none']);
    expect(spm.status).toBe(0);
    expect(spm.stdout).toMatch(/^0\.\d+\n$/);
    expect(spm.stdout).toBe(pieces.stdout);
    const other = bleukit(['samples/en-ja/ref.ja', '-i', 'samples/en-ja/hyp.fluent.ja', '--preset', 'nltk', '-tok', '13a', ...model]);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/^bleukit: error: --spm-model does not apply to --preset nltk .*\(--spm-model gives the model of a SentencePiece -tok\)/);
  });

  it("prints the table the tokenizer's README shows", () => {
    const readme = readFileSync(join(repo, 'packages/tokenizer-sentencepiece/README.md'), 'utf8');
    const [, command, shown] = /```text\n\$ bleukit (.*)\n([^]*?)```/.exec(readme) as RegExpExecArray;
    const files = ['samples/en-ja/hyp.fluent.ja', 'samples/en-ja/hyp.literal.ja', 'samples/en-ja/hyp.weak.ja'];
    const args = (command as string).split(' ').flatMap((arg) => (arg === 'samples/en-ja/hyp.*.ja' ? files : [arg]));
    const table = bleukit(args);
    expect(table.status).toBe(0);
    expect(table.stdout).toBe(shown);
    expect(table.stderr).toBe('sacreBLEU: Found 3 systems.\n');
  });
});
