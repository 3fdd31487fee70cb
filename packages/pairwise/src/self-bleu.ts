import { BleukitError, describeValue, pythonSplit, resolvePreset, scoreWithPolicy, type Tokenizer } from '@bleukit/core';
import { checkLines } from './checks.js';
import { HYP_SIDE, REF_SIDE } from './ngram-profiles.js';
import { tokenProfiles } from './token-profiles.js';

/** Options of {@link selfBleu}; the defaults are NLTK's `sentence_bleu` with method1, as the Self-BLEU. */
export interface SelfBleuOptions {
  /**
   * Splits each line into tokens. Default: Python's `str.split()` (the command line's `-tok
   * none`); any tokenizer package's instance works (`tokenizer13a`, …).
   */
  tokenizer?: Tokenizer;
  /** NLTK's weights; their number is the highest n-gram order. Default `[0.25, 0.25, 0.25, 0.25]` (Texygen: 3 × 1/3). */
  weights?: readonly number[];
  /** `SmoothingFunction(epsilon=…).method1`'s ε. Default 0.1. */
  epsilon?: number;
  /** Lower-case each line first (Unicode full lower-casing, Python's `str.lower()`). Default false. */
  lowercase?: boolean;
}

/** Self-BLEU of a set of lines. */
export interface SelfBleuResult {
  /** 100 × the mean of {@link SelfBleuResult.sentences} (summed in line order, then divided by their number). */
  readonly score: number;
  /** NLTK's `sentence_bleu` of each line against all the other lines, on NLTK's 0–1 scale. */
  readonly sentences: Float64Array;
}

/**
 * Self-BLEU, the diversity measure of text generation (Zhu et al. 2018, Texygen): for each line
 * i, NLTK 3.8's `sentence_bleu(all the other lines, line i, weights,
 * smoothing_function=SmoothingFunction().method1)` with NLTK's exact float, and 100 × their mean.
 * Lower is more diverse.
 *
 * Every n-gram's largest count in any line and its second largest in any other line are found
 * once, so line i's clipping against "all lines but i" costs only its own n-grams, and its
 * closest reference length comes from the sorted lengths: linear in the text, not quadratic.
 *
 * Texygen's script differs in its defaults: 3-grams (`weights: [1/3, 1/3, 1/3]`), NLTK's
 * `word_tokenize` (not offered here; give a tokenizer of your choice) and only its first 500
 * lines (pass `lines.slice(0, 500)`).
 */
export function selfBleu(lines: readonly string[], options: SelfBleuOptions = {}): SelfBleuResult {
  checkLines(lines, 'lines');
  if (lines.length < 2) {
    throw new BleukitError(
      'invalid-input',
      `[bleukit] Self-BLEU scores each line against the other lines: it needs at least 2 lines, received ${lines.length}.`,
    );
  }
  if (typeof options !== 'object' || options === null) {
    throw new BleukitError('invalid-argument', `[bleukit] selfBleu options should be an object, received ${describeValue(options)}.`);
  }
  const tokenizer = options.tokenizer;
  if (tokenizer !== undefined && (typeof tokenizer !== 'object' || tokenizer === null || typeof tokenizer.tokenize !== 'function')) {
    throw new BleukitError('invalid-argument', `[bleukit] selfBleu tokenizer should be a tokenizer ({ name, tokenize }), received ${describeValue(tokenizer)}.`);
  }
  const epsilon = options.epsilon ?? 0.1;
  if (typeof epsilon !== 'number' || !Number.isFinite(epsilon) || epsilon < 0) {
    throw new BleukitError('invalid-argument', `[bleukit] selfBleu epsilon should be a finite number ≥ 0, received ${describeValue(options.epsilon)}.`);
  }
  const preset = resolvePreset('nltk', { smoothing: 'method1', epsilon, ...(options.weights === undefined ? {} : { weights: options.weights }) });
  const policy = preset.policy;
  const order = (policy.weights[0] as readonly number[]).length;

  const split = tokenizer === undefined ? pythonSplit : (line: string) => tokenizer.tokenize(line);
  const tokenized = lines.map((line) => split(options.lowercase === true ? line.toLowerCase() : line));
  const sides = new Uint8Array(lines.length).fill(HYP_SIDE | REF_SIDE);
  const { ids, counts, starts, totals, nodes } = tokenProfiles(tokenized, order, sides, 'all');

  // Per n-gram: its largest count in any line, that line, and the largest in any other line.
  const best = new Int32Array(nodes);
  const bestLine = new Int32Array(nodes).fill(-1);
  const second = new Int32Array(nodes);
  for (let line = 0; line < lines.length; line++) {
    for (let k = starts[line * order] as number; k < (starts[line * order + order] as number); k++) {
      const id = ids[k] as number;
      const count = counts[k] as number;
      if (count > (best[id] as number)) {
        second[id] = best[id] as number;
        best[id] = count;
        bestLine[id] = line;
      } else if (count > (second[id] as number)) second[id] = count;
    }
  }
  const closest = closestOtherLength(tokenized.map((tokens) => tokens.length));

  const sentences = new Float64Array(lines.length);
  const matches = new Array<number>(order);
  const denominators = new Array<number>(order);
  let sum = 0;
  for (let line = 0; line < lines.length; line++) {
    let k = starts[line * order] as number;
    for (let n = 0; n < order; n++) {
      const end = starts[line * order + n + 1] as number;
      let matched = 0;
      for (; k < end; k++) {
        const id = ids[k] as number;
        const other = bestLine[id] === line ? (second[id] as number) : (best[id] as number);
        const count = counts[k] as number;
        matched += count < other ? count : other;
      }
      matches[n] = matched;
      // NLTK's modified precision divides by max(1, n-grams).
      denominators[n] = Math.max(1, totals[line * order + n] as number);
    }
    const stats = { hypLen: totals[line * order] as number, refLen: closest[line] as number, matches, totals: denominators, segments: 1 };
    const value = scoreWithPolicy(stats, policy).scores[0] as number;
    sentences[line] = value;
    sum += value;
  }
  return { score: 100 * (sum / lines.length), sentences };
}

/**
 * For each line, NLTK's `closest_ref_len` over the other lines' lengths: the length nearest its
 * own, the shorter on a tie.
 */
function closestOtherLength(lengths: readonly number[]): Int32Array {
  const sorted = Int32Array.from(lengths).sort();
  const out = new Int32Array(lengths.length);
  lengths.forEach((length, line) => {
    // First index with sorted[at] >= length; the line's own length is there.
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] as number) < length) low = middle + 1;
      else high = middle;
    }
    if (low + 1 < sorted.length && sorted[low + 1] === length) {
      out[line] = length;
      return;
    }
    const below = low > 0 ? (sorted[low - 1] as number) : -1;
    const above = low + 1 < sorted.length ? (sorted[low + 1] as number) : -1;
    if (above < 0 || (below >= 0 && length - below <= above - length)) out[line] = below;
    else out[line] = above;
  });
  return out;
}
