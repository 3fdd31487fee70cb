import { BleukitError } from '@bleukit/core';
import { greedyMatch, wordPositions } from './greedy-match.js';
import { unlabeledWordCounts } from './unlabeled-word-counts.js';
import type { WordBucketer } from './word-bucketer.js';
import type { WordCounts } from './word-count-table.js';
import type { Corpus, Sentence } from '../report/report-context.js';

export type { WordCounts } from './word-count-table.js';

/** One bucket's accuracy for one output, as compare-mt computes it. */
export interface BucketAccuracy {
  /** Matched words. */
  readonly matches: number;
  /** Reference words in the bucket. */
  readonly refCount: number;
  /** Output words in the bucket. */
  readonly outCount: number;
  /** matches / refCount (0 without a match). */
  readonly recall: number;
  /** matches / outCount (0 without a match). */
  readonly precision: number;
  /** Their harmonic mean (0 without a match). */
  readonly fmeasure: number;
}

/** Recall, precision and F-measure of counts, with compare-mt's arithmetic. */
export function accuracyOf(matches: number, refCount: number, outCount: number): BucketAccuracy {
  if (matches === 0) return { matches, refCount, outCount, recall: 0, precision: 0, fmeasure: 0 };
  const recall = matches / refCount;
  const precision = matches / outCount;
  return { matches, refCount, outCount, recall, precision, fmeasure: (2 * precision * recall) / (precision + recall) };
}

/** Per output, per bucket, the accuracy over the whole corpus (`calc_statistics`'s `statistics`). */
export function corpusAccuracy(counts: WordCounts): BucketAccuracy[][] {
  const { sentences, outputs, buckets } = counts;
  const ref = new Float64Array(buckets);
  const out = new Float64Array(outputs * buckets);
  const matched = new Float64Array(outputs * buckets);
  for (let s = 0; s < sentences; s++) {
    for (let b = 0; b < buckets; b++) ref[b] = (ref[b] as number) + (counts.refTotals[s * buckets + b] as number);
    const base = s * outputs * buckets;
    for (let k = 0; k < outputs * buckets; k++) {
      out[k] = (out[k] as number) + (counts.outTotals[base + k] as number);
      matched[k] = (matched[k] as number) + (counts.outMatches[base + k] as number);
    }
  }
  return Array.from({ length: outputs }, (_, o) =>
    Array.from({ length: buckets }, (_, b) =>
      accuracyOf(matched[o * buckets + b] as number, ref[b] as number, out[o * buckets + b] as number),
    ),
  );
}

/** Token labels of a corpus (a label file), one label per word. */
export type LabelCorpus = Corpus;

function emptyCounts(sentences: number, outputs: number, buckets: number): WordCounts {
  return {
    sentences,
    outputs,
    buckets,
    refTotals: new Int32Array(sentences * buckets),
    outTotals: new Int32Array(sentences * outputs * buckets),
    outMatches: new Int32Array(sentences * outputs * buckets),
  };
}

function add(into: Int32Array, base: number, bucket: number | readonly number[]): void {
  if (typeof bucket === 'number') into[base + bucket] = (into[base + bucket] as number) + 1;
  else for (const b of bucket) into[base + b] = (into[base + b] as number) + 1;
}

function lower(sentence: Sentence): Sentence {
  return sentence.map((word) => word.toLowerCase());
}

/** The labels of one sentence, which must be one per word. */
function labelLine(labels: LabelCorpus, s: number, words: Sentence, name: string): Sentence {
  const line = labels[s];
  if (line === undefined || line.length !== words.length) {
    throw new BleukitError(
      'length-mismatch',
      `${name} line ${s + 1} has ${line?.length ?? 0} labels for ${words.length} words; a label file needs one label per word, on the same lines as its text`,
    );
  }
  return line;
}

/** Label files of the reference and the outputs (compare-mt's `ref_labels`, `out_labels`). */
export interface WordLabels {
  readonly ref: LabelCorpus;
  readonly refName: string;
  readonly outs: readonly LabelCorpus[];
  readonly outNames: readonly string[];
}

/**
 * Counts, sentence by sentence, the reference and output words of each bucket and the output
 * words matching a reference word (compare-mt's `calc_statistics` on the target side). A matched
 * output word takes its reference word's bucket; an unmatched one its own.
 */
export function targetWordCounts(bucketer: WordBucketer, ref: Corpus, outs: readonly Corpus[], labels: WordLabels | null): WordCounts {
  const buckets = bucketer.buckets.length;
  const outputs = outs.length;
  const counts = emptyCounts(ref.length, outputs, buckets);
  if (labels === null) {
    unlabeledWordCounts(bucketer, ref, outs, counts);
    return counts;
  }
  const bucketOf = bucketer.bucketOf.bind(bucketer);
  for (let s = 0; s < ref.length; s++) {
    const refWords = bucketer.caseInsensitive ? lower(ref[s] as Sentence) : (ref[s] as Sentence);
    const refLabels = labels === null ? null : labelLine(labels.ref, s, ref[s] as Sentence, labels.refName);
    const refBuckets = refWords.map((word, i) =>
      bucketOf(word, refLabels?.[i], () => `${labels?.refName ?? 'the reference'} line ${s + 1}, word ${i + 1}`),
    );
    const positions = wordPositions(refWords);
    const refBase = s * buckets;
    for (const bucket of refBuckets) add(counts.refTotals, refBase, bucket);
    for (let o = 0; o < outputs; o++) {
      const original = (outs[o] as Corpus)[s] as Sentence;
      const outWords = bucketer.caseInsensitive ? lower(original) : original;
      const outLabels = labels === null ? null : labelLine(labels.outs[o] as LabelCorpus, s, original, labels.outNames[o] as string);
      const matching = greedyMatch(refWords.length, positions, outWords);
      const base = (s * outputs + o) * buckets;
      outWords.forEach((word, i) => {
        const m = matching.out[i] as number;
        const bucket =
          m >= 0
            ? (refBuckets[m] as number | readonly number[])
            : bucketOf(word, outLabels?.[i], () => `${labels?.outNames[o] ?? `output ${o + 1}`} line ${s + 1}, word ${i + 1}`);
        add(counts.outTotals, base, bucket);
        if (m >= 0) add(counts.outMatches, base, bucket);
      });
    }
  }
  return counts;
}

/** Word alignments of source to reference, per sentence `[source, reference]` position pairs. */
export type Alignments = readonly (readonly (readonly [number, number])[])[];

/** The source side's inputs (compare-mt's `src`, `ref_aligns`, `src_labels`). */
export interface SourceSide {
  readonly src: Corpus;
  readonly alignments: Alignments;
  readonly alignmentName: string;
  readonly labels: LabelCorpus | null;
  readonly labelName: string;
}

/**
 * Counts by the buckets of source words (compare-mt's `calc_statistics` with a source): each
 * source word counts once, and is matched in an output when it is aligned to at least one
 * reference word and every reference word it is aligned to is matched by the output.
 */
export function sourceWordCounts(bucketer: WordBucketer, ref: Corpus, outs: readonly Corpus[], side: SourceSide): WordCounts {
  const buckets = bucketer.buckets.length;
  const outputs = outs.length;
  const counts = emptyCounts(ref.length, outputs, buckets);
  const bucketOf = bucketer.bucketOf.bind(bucketer);
  for (let s = 0; s < ref.length; s++) {
    const srcOriginal = side.src[s];
    if (srcOriginal === undefined) {
      throw new BleukitError('length-mismatch', `the source has ${side.src.length} lines for ${ref.length} reference lines; give one source line per reference line`);
    }
    const srcWords = bucketer.caseInsensitive ? lower(srcOriginal) : srcOriginal;
    const refWords = bucketer.caseInsensitive ? lower(ref[s] as Sentence) : (ref[s] as Sentence);
    const srcLabels = side.labels === null ? null : labelLine(side.labels, s, srcOriginal, side.labelName);
    // A word with several labels counts once in each of its buckets (numpy's fancy indexing).
    const srcBuckets = srcWords.map((word, i) => {
      const bucket = bucketOf(word, srcLabels?.[i], () => `${side.labelName} line ${s + 1}, word ${i + 1}`);
      return typeof bucket === 'number' ? [bucket] : [...new Set(bucket)];
    });
    const aligned: number[][] = srcWords.map(() => []);
    const pairs = side.alignments[s];
    if (pairs === undefined) {
      throw new BleukitError('length-mismatch', `${side.alignmentName} has ${side.alignments.length} lines for ${ref.length} reference lines; give one alignment line per sentence`);
    }
    for (const [from, to] of pairs) {
      if (from < 0 || from >= srcWords.length || to < 0 || to >= refWords.length) {
        throw new BleukitError(
          'invalid-input',
          `${side.alignmentName}:${s + 1}: the pair ${from}-${to} is outside the sentence (${srcWords.length} source words, ${refWords.length} reference words); positions count from 0`,
        );
      }
      (aligned[from] as number[]).push(to);
    }
    const refBase = s * buckets;
    for (const bucket of srcBuckets) add(counts.refTotals, refBase, bucket);
    const positions = wordPositions(refWords);
    for (let o = 0; o < outputs; o++) {
      const original = (outs[o] as Corpus)[s] as Sentence;
      const matching = greedyMatch(refWords.length, positions, bucketer.caseInsensitive ? lower(original) : original);
      const base = (s * outputs + o) * buckets;
      for (let b = 0; b < buckets; b++) counts.outTotals[base + b] = counts.refTotals[refBase + b] as number;
      srcBuckets.forEach((bucket, i) => {
        const targets = aligned[i] as number[];
        if (targets.length > 0 && targets.every((t) => (matching.ref[t] as number) >= 0)) add(counts.outMatches, base, bucket);
      });
    }
  }
  return counts;
}
