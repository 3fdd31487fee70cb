import {
  PRESET_NAMES,
  resolvePreset,
  scorePreset,
  type PresetName,
  type Tokenizer,
} from '@bleukit/core';

/** A peer's score of one system under a preset (`nltk`, `multi-bleu`, …). */
export interface PeerScore {
  preset: PresetName;
  /** The implementation reproduced, e.g. `Moses multi-bleu.perl`. */
  peer: string;
  /** What the peer prints or returns. */
  formatted: string;
  /** The score on sacreBLEU's 0–100 scale. */
  bleu: number;
}

/** Presets other than `sacrebleu` (whose score the page shows anyway). */
export const PEER_PRESETS: readonly PresetName[] = PRESET_NAMES.filter((name) => name !== 'sacrebleu');

/** The tokenizer name a preset needs (`13a`, `mteval-13a-cased`, `split`, …). */
export function presetTokenizerName(preset: PresetName): string {
  return resolvePreset(preset).tokenizer;
}

/**
 * Scores one system as the preset's peer does (a failure of the peer becomes its message). `resolveTokenizer` gives the tokenizer of a name;
 * `split` and `perl-split` are built into core.
 */
export function peerScore(
  preset: PresetName,
  hypotheses: readonly string[],
  references: readonly (readonly string[])[],
  resolveTokenizer: (name: string) => Tokenizer | undefined,
): PeerScore {
  const resolved = resolvePreset(preset);
  try {
    const result = scorePreset(resolved, hypotheses, references, { resolveTokenizer });
    return { preset, peer: resolved.peer, formatted: result.formatted, bleu: result.bleu };
  } catch (error) {
    // Where the peer itself fails (e.g. a division by zero), core throws a PeerError saying so.
    const message = error instanceof Error ? error.message : String(error);
    return { preset, peer: resolved.peer, formatted: message, bleu: Number.NaN };
  }
}
