import {
  BleukitError,
  PRESET_NAMES,
  PeerError,
  comparePresets,
  formatCompareTable,
  resolvePreset,
  scorePreset,
  type Preset,
  type PresetOverrides,
} from '@bleukit/core';
import { CliError, bleukitError } from '../../cli-error.js';
import { unknownName } from '../../arguments/closest-name.js';
import { optionLabel, type CliArguments } from '../../arguments/parse-arguments.js';
import { createTokenizerResolver, MODEL_TOKENIZERS } from '../../tokenizers/tokenizer-registry.js';

/** Systems and reference streams, read and checked as scoring reads them. */
export interface PeerInput {
  names: string[];
  systems: string[][];
  refs: string[][];
}

/** Flags that name the input or the messages, so they mean the same for every preset. */
const INPUT_FLAGS = ['--input', '--num-refs', '--encoding', '--metrics', '--quiet', '--no-color', '--force'];

/** Flags that override a peer preset's settings, and the setting each one sets. */
const OVERRIDE_FLAGS: Readonly<Record<string, keyof PresetOverrides>> = {
  '--tokenize': 'tokenize',
  '--lowercase': 'lowercase',
  '--smooth-method': 'smoothing',
};

/** True when a preset other than sacreBLEU's scores (`--preset sacrebleu` is the ordinary path). */
export function usesPeerCommand(args: CliArguments): boolean {
  return args.command === 'compare' || (args.preset !== null && args.preset !== 'sacrebleu');
}

/** The tokenizer a peer command's BLEU uses (for `compare`, -tok or sacreBLEU's 13a). */
export function peerTokenizerName(args: CliArguments): string {
  if (args.command === 'compare') return args.tokenize ?? '13a';
  return presetOf(args).tokenizer;
}

function refuseOtherFlags(args: CliArguments, allowed: readonly string[], where: string, instead: string): void {
  const flag = [...args.given].find((name) => !allowed.includes(name));
  if (flag !== undefined) throw new CliError(2, [bleukitError(`${optionLabel(flag)} does not apply to ${where}; ${instead}`)]);
}

function presetOf(args: CliArguments): Preset {
  const overrides: PresetOverrides = {
    ...(args.tokenize === null ? {} : { tokenize: args.tokenize }),
    ...(args.lowercase ? { lowercase: true } : {}),
    ...(args.peerSmoothing === null ? {} : { smoothing: args.peerSmoothing }),
  };
  try {
    return resolvePreset(args.preset as string, overrides);
  } catch (error) {
    if (!BleukitError.isInstance(error)) throw error;
    throw new CliError(2, [bleukitError(`--preset ${args.preset}: ${error.message.replace(/^\[bleukit\] (\[[^\]]+\] )?/, '')}`)]);
  }
}

/**
 * Presets are BLEU only (each peer scores BLEU): `-m` naming another metric is an argument error
 * (exit 2, as argparse's), not a flag silently ignored.
 */
function refuseOtherMetrics(args: CliArguments): void {
  const others = [...new Set(args.metrics)].filter((metric) => metric !== 'bleu');
  if (others.length === 0) return;
  const m = `-m ${others.join(' ')}`;
  const where = args.command === 'compare' ? 'bleukit compare scores every preset\'s BLEU' : `--preset ${args.preset} scores BLEU as its peer does`;
  const without = args.command === 'compare' ? 'compare' : `--preset ${args.preset}`;
  throw new CliError(2, [
    bleukitError(`presets are BLEU-only: ${where}, so ${m} cannot be scored there. Drop ${m} to score the preset's BLEU, or drop ${without} to score ${others.join(', ')} with sacreBLEU's settings (bleukit REF -i HYP ${m}).`),
  ]);
}

/**
 * Checks `--preset` and `compare` before any file is read: an unknown preset (exit 2, with the
 * closest name), a metric other than BLEU, and flags that mean nothing there (exit 2, saying
 * which flags do).
 */
export function checkPresetArguments(args: CliArguments): void {
  if (args.preset !== null && !(PRESET_NAMES as readonly string[]).includes(args.preset)) {
    throw new CliError(2, [bleukitError(unknownName('preset', args.preset, PRESET_NAMES))]);
  }
  if (usesPeerCommand(args)) refuseOtherMetrics(args);
  if (args.command === 'compare') {
    refuseOtherFlags(args, INPUT_FLAGS, 'bleukit compare', 'it scores every preset with that peer\'s own settings and reads -i, -nr and -e as scoring does. For one preset with overrides use bleukit REF -i HYP --preset NAME.');
  } else if (usesPeerCommand(args)) {
    const { peer, tokenizer } = presetOf(args);
    // A SentencePiece -tok takes its model as scoring does.
    const model = MODEL_TOKENIZERS.includes(tokenizer) ? ['--spm-model'] : [];
    refuseOtherFlags(
      args,
      [...INPUT_FLAGS, ...Object.keys(OVERRIDE_FLAGS), '--preset', ...model],
      `--preset ${args.preset} (it prints ${peer}'s own output)`,
      'with a preset, -tok, -lc and -s override its tokenizer, lower-casing and smoothing (--spm-model gives the model of a SentencePiece -tok), and -i, -nr and -e name the input.',
    );
  }
}

function oneSystem(input: PeerInput, where: string): string[] {
  if (input.systems.length !== 1) {
    throw new CliError(2, [
      bleukitError(`${where} scores one system, as the peers do, but there are ${input.systems.length}; give one file to -i (or one column on stdin) and run once per system.`),
    ]);
  }
  return input.systems[0] as string[];
}

/** The peer's own failure (TF-NMT's ZeroDivisionError, multi-bleu.perl's death) as a CLI error. */
function peerFailure(error: unknown): never {
  if (error instanceof PeerError) {
    throw new CliError(error.exitCode ?? 1, [bleukitError(error.message.replace(/^\[bleukit\] /, ''))]);
  }
  throw error;
}

/**
 * `bleukit REF -i HYP --preset NAME` and `bleukit compare REF -i HYP`: reads the input with
 * `read` (scoring's readers and checks), prints the peer's own output or the comparison table,
 * and returns the exit status (the peer's: multi-bleu.perl exits 1 on empty references).
 */
export async function runPeerCommand(
  args: CliArguments,
  writeOut: (text: string) => void,
  writeErr: (text: string) => void,
  read: () => Promise<PeerInput>,
): Promise<number> {
  if (args.command === 'compare') {
    const presets = PRESET_NAMES.map((name) => resolvePreset(name));
    const resolveTokenizer = await createTokenizerResolver(presets.map((preset) => preset.tokenizer));
    const input = await read();
    const hyps = oneSystem(input, 'bleukit compare');
    writeOut(`${formatCompareTable(comparePresets(hyps, input.refs, { resolveTokenizer }))}\n`);
    return 0;
  }
  const preset = presetOf(args);
  const resolveTokenizer = await createTokenizerResolver([preset.tokenizer], '', args.spmModel ?? undefined);
  const input = await read();
  const hyps = oneSystem(input, `--preset ${preset.name}`);
  let result;
  try {
    result = scorePreset(preset, hyps, input.refs, { resolveTokenizer });
  } catch (error) {
    return peerFailure(error);
  }
  writeOut(`${result.formatted}\n`);
  if (result.warnings > 0) {
    const times = result.warnings === 1 ? 'once' : `${result.warnings} times`;
    writeErr(`bleukit: warning: ${preset.peer} warns here ${times} ("The hypothesis contains 0 counts of n-gram overlaps"): a zero precision became 2.2e-308. Smoothing avoids it: -s method1 … method7.\n`);
  }
  return result.exitCode;
}
