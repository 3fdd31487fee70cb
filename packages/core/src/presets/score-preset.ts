import { createBleu } from '../bleu.js';
import { BleukitError, describeValue } from '../errors.js';
import { formatBleu } from '../format.js';
import { NgramMatcher } from '../ngram-matcher.js';
import { pythonSplit } from '../python-whitespace.js';
import type { SmoothMethod } from '../smoothing.js';
import type { Tokenizer } from '../tokenizer.js';
import { policyOrder, scoreWithPolicy, type PolicyScore } from './bleu-policy.js';
import type { NltkSmoothingContext } from './nltk-smoothing.js';
import { PeerError } from './peer-error.js';
import {
  MULTI_BLEU_EMPTY_REFERENCES,
  formatMteval,
  formatMultiBleu,
  formatNltk,
  formatNmt,
} from './peer-format.js';
import { policyStatistics } from './policy-statistics.js';
import type { Preset, PresetName } from './preset-definitions.js';

/** A preset's result, in the peer's own scale and format. */
export interface PresetResult {
  preset: PresetName;
  /** The peer's number for the first weight vector (0–100 for sacrebleu and Moses, else 0–1). */
  score: number;
  /** One score per weight vector (NLTK accepts several), peer scale. */
  scores: number[];
  /** The score on the 0–100 scale, for comparing presets. */
  bleu: number;
  /** Precision per order after smoothing, 0–1. */
  precisions: number[];
  bp: number;
  hypLen: number;
  refLen: number;
  /** `hypLen / refLen` (0 when `refLen` is 0). */
  ratio: number;
  /** What the peer prints or returns (multi-bleu's line, NLTK's float, mteval's score line, …). */
  formatted: string;
  /** The peer process' exit status (multi-bleu exits 1 on empty references), 0 otherwise. */
  exitCode: number;
  /** Warnings the peer emits (NLTK: one per zero precision it replaces by a tiny number). */
  warnings: number;
  /** NLTK returned the Python *int* 0 (no unigram match), not a float. */
  integerZero: boolean;
  /** mteval-v13a's per-segment scores (`BLEU-seg.scr`). */
  segmentScores?: number[];
}

/** Where a preset's tokenizers come from. */
export interface ScorePresetOptions {
  /**
   * Returns the tokenizer of a name (`13a`, `mteval-13a`, …); core ships none. `split` (Python
   * `str.split`) and `perl-split` are built in.
   */
  resolveTokenizer?: (name: string) => Tokenizer | undefined;
}

const perlSplit = (line: string): string[] => line.split(/[ \t\n\r\f\v]+/).filter((t) => t !== '');

/** Tokenizer for a preset: built in, or from the resolver. */
export function presetTokenizer(preset: Preset, options: ScorePresetOptions = {}): Tokenizer {
  const resolved = options.resolveTokenizer?.(preset.tokenizer);
  if (resolved) return resolved;
  if (preset.tokenizer === 'split' || preset.tokenizer === 'none') return { name: preset.tokenizer, tokenize: pythonSplit };
  if (preset.tokenizer === 'perl-split') return { name: 'perl-split', tokenize: perlSplit };
  throw new BleukitError(
    'unknown-name',
    `[bleukit] [${preset.name}] No tokenizer "${preset.tokenizer}": pass resolveTokenizer, e.g. ` +
      `(name) => name === '${preset.tokenizer}' ? tokenizer : undefined with tokenizers from @bleukit/tokenizer-regex.`,
  );
}

function lowercaser(preset: Preset): (line: string) => string {
  if (preset.lowercase === 'ascii') return (line) => line.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  if (preset.lowercase === 'unicode') return (line) => line.toLowerCase();
  return (line) => line;
}

function checkTokens(hypotheses: readonly (readonly string[])[], references: readonly (readonly (readonly string[])[])[]): void {
  if (!Array.isArray(hypotheses) || !Array.isArray(references)) {
    throw new BleukitError('invalid-input', `[bleukit] hypotheses and references should be arrays, received ${describeValue(hypotheses)}.`);
  }
  if (hypotheses.length !== references.length) {
    throw new BleukitError(
      'length-mismatch',
      `[bleukit] There are ${hypotheses.length} hypotheses but references for ${references.length} segments; give one reference list per hypothesis.`,
    );
  }
  references.forEach((refs, i) => {
    if (!Array.isArray(refs) || refs.length === 0) {
      throw new BleukitError('missing-reference', `[bleukit] Segment ${i + 1} has no reference; give it at least one, possibly empty, reference.`);
    }
  });
}

function nltkContext(
  hypotheses: readonly (readonly string[])[],
  references: readonly (readonly (readonly string[])[])[],
  hypLen: number,
): NltkSmoothingContext {
  const last = hypotheses[hypotheses.length - 1] ?? [];
  const lastRefs = references[references.length - 1] ?? [[]];
  const five = new NgramMatcher(5).statistics(last, lastRefs, new Array<number>(12));
  return { hypLen, lastHypLen: last.length, lastFiveGram: { numerator: five[6] as number, denominator: Math.max(1, five[11] as number) } };
}

function scoreSacrebleu(preset: Preset, hyps: readonly (readonly string[])[], refs: readonly (readonly (readonly string[])[])[]): PresetResult {
  const settings = preset.sacrebleu as NonNullable<Preset['sacrebleu']>;
  const order = policyOrder(preset.policy);
  const bleu = createBleu({
    tokenizer: { name: preset.tokenizer, tokenize: pythonSplit },
    lowercase: preset.lowercase !== 'none',
    smoothMethod: settings.smoothMethod as SmoothMethod,
    ...(settings.smoothValue === undefined ? {} : { smoothValue: settings.smoothValue }),
    maxNgramOrder: order,
    effectiveOrder: settings.effectiveOrder,
  });
  const total = new Array<number>(2 + 2 * order).fill(0);
  let nrefs: number | undefined;
  hyps.forEach((hyp, i) => {
    const segmentRefs = refs[i] as readonly (readonly string[])[];
    nrefs = nrefs === undefined || nrefs === segmentRefs.length ? segmentRefs.length : -1;
    const stats = bleu.tokenStatistics(hyp, segmentRefs);
    stats.forEach((x, k) => (total[k] = (total[k] as number) + x));
  });
  const result = bleu.scoreStatistics(total, nrefs ?? 1);
  return {
    preset: preset.name,
    score: result.score,
    scores: [result.score],
    bleu: result.score,
    precisions: result.precisions.map((p) => p / 100),
    bp: result.bp,
    hypLen: result.sysLen,
    refLen: result.refLen,
    ratio: result.ratio,
    formatted: formatBleu(result, { width: 1 }),
    exitCode: 0,
    warnings: 0,
    integerZero: false,
  };
}

function dies(preset: Preset, peerError: string, exitCode?: number): never {
  throw new PeerError('invalid-input', { preset: preset.name, peerError, exitCode }, 'Give non-empty hypotheses and references, or use a preset that scores such input as 0 (sacrebleu, torchmetrics).');
}

/**
 * Scores tokenized segments under a preset (`references[i]`: segment i's references). Throws a
 * {@link PeerError} where the peer raises or dies.
 */
export function scorePresetTokens(
  preset: Preset,
  hypotheses: readonly (readonly string[])[],
  references: readonly (readonly (readonly string[])[])[],
): PresetResult {
  checkTokens(hypotheses, references);
  if (preset.output === 'sacrebleu') return scoreSacrebleu(preset, hypotheses, references);
  const policy = preset.policy;
  const order = policyOrder(policy);
  const options = { order, referenceLength: policy.referenceLength, denominatorFloor: policy.denominatorFloor };
  const stats = policyStatistics(hypotheses, references, options);
  const { hypLen, refLen } = stats;
  const smoothed = preset.output === 'mteval' && policy.smoothing.method !== 'none';

  if (preset.output === 'nmt' && (refLen === 0 || hypLen === 0)) dies(preset, 'ZeroDivisionError: float division by zero');
  if (preset.output === 'multi-bleu' && refLen > 0 && hypLen === 0) dies(preset, 'Illegal division by zero', 255);
  if (smoothed && refLen === 0) dies(preset, 'Illegal division by zero', 255);
  if (smoothed && hypLen === 0) dies(preset, "Can't take log of 0", 255);

  const context = policy.smoothing.method.startsWith('nltk-') ? nltkContext(hypotheses, references, hypLen) : undefined;
  const result: PolicyScore = scoreWithPolicy(stats, policy, context, preset.name);
  let scores = result.scores;
  if (preset.output === 'torchmetrics') scores = scores.map((x) => Math.fround(x));
  if (preset.scale === 100) scores = scores.map((x) => 100 * x);
  const score = scores[0] as number;
  const ratio = refLen ? hypLen / refLen : 0;
  const base = {
    preset: preset.name,
    score,
    scores,
    bleu: (100 * score) / preset.scale,
    precisions: result.precisions,
    bp: result.bp,
    hypLen,
    refLen,
    ratio,
    exitCode: 0,
    warnings: result.warnings,
    integerZero: preset.output === 'nltk' && result.shortcut,
  };
  switch (preset.output) {
    case 'nltk':
      return { ...base, formatted: formatNltk(scores, base.integerZero) };
    case 'nmt':
      return { ...base, formatted: formatNmt({ bleu: score, precisions: result.precisions, bp: result.bp, ratio, hypLen, refLen }) };
    case 'torchmetrics':
      return { ...base, formatted: `tensor(${formatTensor(score)})` };
    case 'multi-bleu':
      if (refLen === 0) {
        // The script prints this fixed line (hyp_len=0 even when it is not) and exits 1.
        const precisions = result.precisions.map(() => 0);
        const reported = { score: 0, scores: [0], bleu: 0, precisions, bp: 0, hypLen: 0, ratio: 0 };
        return { ...base, ...reported, formatted: MULTI_BLEU_EMPTY_REFERENCES, exitCode: 1 };
      }
      return { ...base, formatted: formatMultiBleu(score / 100, result.precisions, result.bp, hypLen, refLen) };
    default: {
      const segmentScores = hypotheses.map((hyp, i) => {
        const one = policyStatistics([hyp], [references[i] as readonly (readonly string[])[]], options);
        return scoreWithPolicy(one, policy).scores[0] as number;
      });
      return { ...base, segmentScores, formatted: formatMteval(score) };
    }
  }
}

/** torch's 4-decimal scalar printing (`tensor(0.5046)`, `tensor(0.)`, `tensor(1.)`). */
function formatTensor(value: number): string {
  if (value === 0) return '0.';
  if (value === 1) return '1.';
  return value.toFixed(4);
}

/**
 * Scores hypotheses against reference streams (`references[k][i]`: reference k of segment i, as
 * in `createBleu`) under a preset: the peer's lower-casing and tokenization, then its rules.
 *
 * @example
 * ```ts
 * scorePreset(resolvePreset('multi-bleu'), ['the cat sat'], [['the cat sat']]).formatted;
 * // 'BLEU = 0.00, 100.0/100.0/100.0/0.0 (BP=1.000, ratio=1.000, hyp_len=3, ref_len=3)'
 * ```
 */
export function scorePreset(
  preset: Preset,
  hypotheses: readonly string[],
  references: readonly (readonly string[])[],
  options: ScorePresetOptions = {},
): PresetResult {
  if (!Array.isArray(hypotheses) || !hypotheses.every((h) => typeof h === 'string')) {
    throw new BleukitError('invalid-input', `[bleukit] hypotheses should be an array of strings, received ${describeValue(hypotheses)}.`);
  }
  if (!Array.isArray(references) || references.length === 0) {
    throw new BleukitError('invalid-input', `[bleukit] references should be a non-empty array of reference streams, received ${describeValue(references)}.`);
  }
  references.forEach((stream, k) => {
    if (!Array.isArray(stream) || stream.length !== hypotheses.length) {
      throw new BleukitError(
        'length-mismatch',
        `[bleukit] Reference stream ${k + 1} has ${Array.isArray(stream) ? stream.length : describeValue(stream)} lines but there are ${hypotheses.length} hypotheses; every stream needs one line per hypothesis.`,
      );
    }
  });
  const tokenizer = presetTokenizer(preset, options);
  const lower = lowercaser(preset);
  const tokenize = (line: string): string[] => tokenizer.tokenize(lower(line));
  const hyps = hypotheses.map(tokenize);
  const refs = hypotheses.map((_, i) => references.map((stream) => tokenize(stream[i] as string)));
  if (preset.output === 'sacrebleu') {
    const bleuPreset = { ...preset, tokenizer: tokenizer.name };
    return scoreSacrebleu(bleuPreset, hyps, refs);
  }
  return scorePresetTokens(preset, hyps, refs);
}
