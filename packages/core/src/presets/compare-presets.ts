import { BleukitError } from '../errors.js';
import { formatFixed } from '../python-format.js';
import { policyOrder, scoreWithPolicy, type BleuPolicy } from './bleu-policy.js';
import { PeerError } from './peer-error.js';
import { policyStatistics } from './policy-statistics.js';
import { PRESET_NAMES, resolvePreset, type Preset, type PresetName } from './preset-definitions.js';
import { presetTokenizer, scorePreset, type ScorePresetOptions } from './score-preset.js';

/** One preset's line in a comparison. */
export interface CompareRow {
  preset: PresetName;
  /** The peer's number (its own scale), or null when the peer fails on this input. */
  score: number | null;
  /** The same on the 0–100 scale, or null. */
  bleu: number | null;
  /** The peer's own output, or its error. */
  formatted: string;
  /** The rules that make this score differ from the baseline's (empty when equal). */
  differsBecause: string[];
}

/** Options of {@link comparePresets}. */
export interface ComparePresetsOptions extends ScorePresetOptions {
  /** Presets to compare, default all of them. */
  presets?: readonly (PresetName | Preset)[];
  /** The preset others are explained against. Default `sacrebleu`. */
  baseline?: PresetName | Preset;
}

type Segments = { hyps: string[][]; refs: string[][][] };

const LENGTH_RULES: Readonly<Record<string, string>> = {
  closest: 'closest, tie → shorter',
  shortest: 'shortest reference',
  'closest-first': 'closest, tie → first listed',
};

interface Rule {
  name: string;
  describe(policy: BleuPolicy, preset: Preset): string;
  apply(policy: BleuPolicy, from: BleuPolicy): BleuPolicy;
}

const smoothingText = (policy: BleuPolicy, preset: Preset): string =>
  `${preset.smoothing}${policy.emptyOrder === 'one' ? ', order without n-grams counts as 1' : ''}`;

const RULES: readonly Rule[] = [
  {
    name: 'reference length',
    describe: (p) => LENGTH_RULES[p.referenceLength] ?? p.referenceLength,
    apply: (p, from) => ({ ...p, referenceLength: from.referenceLength }),
  },
  {
    name: 'short-segment denominator',
    describe: (p) => (p.denominatorFloor > 0 ? `max(${p.denominatorFloor}, l_n) per segment` : 'l_n'),
    apply: (p, from) => ({ ...p, denominatorFloor: from.denominatorFloor }),
  },
  {
    name: 'smoothing',
    describe: smoothingText,
    apply: (p, from) => ({ ...p, smoothing: from.smoothing, emptyOrder: from.emptyOrder }),
  },
  {
    name: 'zero precision',
    describe: (p) => ({ zero: 'score 0', tiny: 'replaced by 2.2e-308', drop: 'dropped from the mean' })[p.zeroPrecision],
    apply: (p, from) => ({ ...p, zeroPrecision: from.zeroPrecision }),
  },
  {
    name: 'zero-match check',
    describe: (p) => ({ none: 'none', unigram: 'no unigram match → 0', any: 'any order without match → 0 before smoothing' })[p.zeroMatchShortcut],
    apply: (p, from) => ({ ...p, zeroMatchShortcut: from.zeroMatchShortcut }),
  },
  {
    name: 'weights',
    describe: (p) => `${JSON.stringify(p.weights)}${p.autoReweigh ? ', auto-reweigh' : ''}`,
    apply: (p, from) => ({ ...p, weights: from.weights, autoReweigh: from.autoReweigh }),
  },
];

function policyBleu(segments: Segments, policy: BleuPolicy): number {
  const stats = policyStatistics(segments.hyps, segments.refs, {
    order: policyOrder(policy),
    referenceLength: policy.referenceLength,
    denominatorFloor: policy.denominatorFloor,
  });
  try {
    return 100 * (scoreWithPolicy(stats, policy).scores[0] as number);
  } catch {
    return Number.NaN;
  }
}

function tokenize(preset: Preset, hypotheses: readonly string[], references: readonly (readonly string[])[], options: ScorePresetOptions): Segments {
  const tokenizer = presetTokenizer(preset, options);
  const lower =
    preset.lowercase === 'ascii'
      ? (line: string) => line.replace(/[A-Z]+/g, (upper) => upper.toLowerCase())
      : preset.lowercase === 'unicode'
        ? (line: string) => line.toLowerCase()
        : (line: string) => line;
  const split = (line: string) => tokenizer.tokenize(lower(line));
  return { hyps: hypotheses.map(split), refs: hypotheses.map((_, i) => references.map((stream) => split(stream[i] as string))) };
}

const differs = (a: number, b: number): boolean =>
  Number.isNaN(a) !== Number.isNaN(b) || Math.abs(a - b) > 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1e-300);

function explain(
  preset: Preset,
  baseline: Preset,
  own: Segments,
  theirs: Segments,
): string[] {
  const target = policyBleu(own, preset.policy);
  const reference = policyBleu(theirs, baseline.policy);
  if (!differs(target, reference)) return [];
  const reasons: string[] = [];
  const candidates: string[] = [];
  const tokenText = (p: Preset) => `${p.tokenizer}${p.lowercase === 'none' ? '' : `, lowercase ${p.lowercase}`}`;
  if (tokenText(preset) !== tokenText(baseline)) {
    const text = `tokenization: ${tokenText(preset)} (${baseline.name}: ${tokenText(baseline)})`;
    candidates.push(text);
    if (differs(policyBleu(theirs, preset.policy), target)) reasons.push(text);
  }
  for (const rule of RULES) {
    const mine = rule.describe(preset.policy, preset);
    const base = rule.describe(baseline.policy, baseline);
    if (mine === base) continue;
    const text = `${rule.name}: ${mine} (${baseline.name}: ${base})`;
    candidates.push(text);
    if (differs(policyBleu(own, rule.apply(preset.policy, baseline.policy)), target)) reasons.push(text);
  }
  // Rules that only matter together (e.g. a zero rescued by smoothing, then dropped) are all named.
  return reasons.length > 0 ? reasons : candidates;
}

/**
 * Scores the same input under several presets and names, for each one that differs from the
 * baseline, the rules that cause it: each rule in which the preset differs is set to the
 * baseline's alone, and it is named when that changes the score.
 */
export function comparePresets(
  hypotheses: readonly string[],
  references: readonly (readonly string[])[],
  options: ComparePresetsOptions = {},
): CompareRow[] {
  const resolve = (p: PresetName | Preset): Preset => (typeof p === 'string' ? resolvePreset(p) : p);
  const baseline = resolve(options.baseline ?? 'sacrebleu');
  const presets = (options.presets ?? PRESET_NAMES).map(resolve);
  const theirs = tokenize(baseline, hypotheses, references, options);
  return presets.map((preset): CompareRow => {
    try {
      const result = scorePreset(preset, hypotheses, references, options);
      const own = tokenize(preset, hypotheses, references, options);
      const differsBecause = preset.name === baseline.name && preset === baseline ? [] : explain(preset, baseline, own, theirs);
      return { preset: preset.name, score: result.score, bleu: result.bleu, formatted: result.formatted, differsBecause };
    } catch (error) {
      if (!(error instanceof PeerError) && !BleukitError.isInstance(error)) throw error;
      const message = error instanceof PeerError ? error.peerError : (error as Error).message;
      return { preset: preset.name, score: null, bleu: null, formatted: `error: ${message}`, differsBecause: [`the peer fails: ${message}`] };
    }
  });
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - [...text].length));
}

/** Longest peer output shown in a table cell, in code points (the rest becomes `…`). */
const PEER_OUTPUT_WIDTH = 64;

function shorten(text: string, width: number): string {
  const points = [...text];
  return points.length <= width ? text : `${points.slice(0, width - 1).join('')}…`;
}

/**
 * Renders comparison rows as a plain-text table: preset, BLEU on the 0–100 scale (2 decimals),
 * the start of the peer's own output (its first line, cut at 64 characters; `formatted` holds
 * all of it) and why it differs from the baseline (`=` when it does not).
 */
export function formatCompareTable(rows: readonly CompareRow[]): string {
  const header = ['preset', 'BLEU', 'peer output', 'differs because'];
  const lines = rows.map((row) => [
    row.preset,
    row.bleu === null ? '—' : formatFixed(row.bleu, 2),
    shorten(row.formatted.split('\n')[0] ?? '', PEER_OUTPUT_WIDTH),
    row.differsBecause.length === 0 ? '=' : row.differsBecause.join('; '),
  ]);
  const widths = header.map((h, c) => Math.max([...h].length, ...lines.map((l) => [...(l[c] as string)].length)));
  const render = (cells: string[]) =>
    cells.map((cell, c) => (c === cells.length - 1 ? cell : pad(cell, widths[c] as number))).join('  ').trimEnd();
  return [render(header), render(widths.map((w) => '-'.repeat(w))), ...lines.map(render)].join('\n');
}
