// The C++ SentencePiece command-line tools (Debian's `sentencepiece` package: spm_train,
// spm_encode), the reference the SentencePiece tokenizer is tested against. scripts/test.sh
// installs them when missing and it can.
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filterLines } from './line-filter.js';

/** Why the tools cannot run here, or undefined when they can. */
export const spmToolsMissing: string | undefined =
  spawnSync('spm_encode', ['--version'], { encoding: 'utf8' }).error === undefined
    ? undefined
    : "spm_encode and spm_train are not on PATH: install Debian's sentencepiece package (apt-get install sentencepiece; scripts/test.sh does it when run as root)";

/** spm_train's flags, without the dashes: `{ vocab_size: 2000, byte_fallback: true }`. */
export type TrainFlags = Readonly<Record<string, string | number | boolean>>;

/** Trains `<dir>/<name>.model` on `lines` with spm_train and returns its path. */
export function trainModel(dir: string, name: string, lines: readonly string[], flags: TrainFlags): string {
  const input = join(dir, `${name}.txt`);
  writeFileSync(input, `${lines.join('\n')}\n`);
  const args = [`--input=${input}`, `--model_prefix=${join(dir, name)}`, '--minloglevel=1'];
  for (const [flag, value] of Object.entries(flags)) args.push(`--${flag}=${String(value)}`);
  execFileSync('spm_train', args, { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 });
  return join(dir, `${name}.model`);
}

/** `spm_encode --output_format=piece`: each line's pieces joined by spaces. */
export function spmEncode(model: string, lines: readonly string[]): string[] {
  return filterLines('spm_encode', [`--model=${model}`, '--output_format=piece'], lines);
}
