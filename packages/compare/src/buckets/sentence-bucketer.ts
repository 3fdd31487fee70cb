import { BleukitError } from '@bleukit/core';
import { cutoffBucket, cutoffNames, cutoffValues } from './cutoffs.js';
import { pyFloat, pyInt, type PyNumber } from '../scorers/index.js';
import { pythonFloat } from '../report/profile.js';
import type { Sentence } from '../report/report-context.js';

/** One sentence of an output, with what a bucketer may look at. */
export interface BucketedSentence {
  readonly out: Sentence;
  readonly ref: Sentence;
  /** The source sentence, when there is a source. */
  readonly src: Sentence | undefined;
  /** The sentence's label (the first word of its line in the label file), when there is one. */
  readonly label: string | undefined;
  /** Names the sentence for an error, e.g. `line 12`. */
  readonly where: () => string;
}

/** One of compare-mt's sentence bucketers. */
export interface SentenceBucketer {
  /** `name()`: part of the title (`length`, `len(output)-len(reference)`, `sentence-level BLEU`). */
  readonly name: string;
  /** `idstr()`: the first column's heading (`length`, `lengthdiff`, `sentbleu`). */
  readonly idstr: string;
  /** The bucket names, in order. */
  readonly buckets: readonly string[];
  /** The bucket of a sentence, or its buckets (multilabels). */
  bucketOf(sentence: BucketedSentence): number | readonly number[];
}

function cutoffBucketer(name: string, idstr: string, cutoffs: readonly PyNumber[], numType: 'int' | 'float', value: (s: BucketedSentence) => number): SentenceBucketer {
  const values = cutoffValues(cutoffs);
  return { name, idstr, buckets: cutoffNames(cutoffs, numType), bucketOf: (sentence) => cutoffBucket(value(sentence), values) };
}

const LENGTH_CUTOFFS: readonly PyNumber[] = [10, 20, 30, 40, 50, 60].map(pyInt);
const LENGTH_DIFF_CUTOFFS: readonly PyNumber[] = [-20, -10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 11, 21].map(pyInt);
const NUMLABEL_CUTOFFS: readonly PyNumber[] = [0.25, 0.5, 0.75].map(pyFloat);

/** Buckets by the reference's length in words, cutoffs 10:20:…:60 by default (`LengthSentenceBucketer`). */
export function lengthSentenceBucketer(cutoffs: readonly PyNumber[] = LENGTH_CUTOFFS): SentenceBucketer {
  return cutoffBucketer('length', 'length', cutoffs, 'int', (s) => s.ref.length);
}

/** Buckets by the output's length minus the reference's (`LengthDiffSentenceBucketer`). */
export function lengthDiffSentenceBucketer(cutoffs: readonly PyNumber[] = LENGTH_DIFF_CUTOFFS): SentenceBucketer {
  return cutoffBucketer('len(output)-len(reference)', 'lengthdiff', cutoffs, 'int', (s) => s.out.length - s.ref.length);
}

/**
 * Buckets by a sentence score (`ScoreSentenceBucketer`); `score` gives it for one sentence, and
 * the default cutoffs are the tenths of `scale`.
 */
export function scoreSentenceBucketer(
  scorer: { readonly name: string; readonly idstr: string; readonly scale: number },
  score: (sentence: BucketedSentence) => number,
  cutoffs?: readonly PyNumber[],
): SentenceBucketer {
  const tenths = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((x) => pyFloat((x * scorer.scale) / 10));
  return cutoffBucketer(scorer.name, scorer.idstr, cutoffs ?? tenths, 'float', score);
}

function labelIndex(labelSet: readonly string[]): (label: string | undefined) => number {
  const index = new Map<string, number>();
  labelSet.forEach((label, i) => index.set(label, i));
  return (label) => (label === undefined ? undefined : index.get(label)) ?? labelSet.length;
}

function requireLabel(sentence: BucketedSentence, type: string): string {
  if (sentence.label === undefined) {
    throw new BleukitError('invalid-input', `${sentence.where()} has no label: bucket_type=${type} needs ref_labels= or out_labels=, a label file with one label per line`);
  }
  return sentence.label;
}

/** Buckets by the sentence's label, plus `other` (`LabelSentenceBucketer`); no label is `other`. */
export function labelSentenceBucketer(labelSet: readonly string[]): SentenceBucketer {
  const indexOf = labelIndex(labelSet);
  return { name: 'labels', idstr: 'labels', buckets: [...labelSet, 'other'], bucketOf: (s) => indexOf(s.label) };
}

/**
 * Buckets by each of the sentence's `+`-joined labels (`MultiLabelSentenceBucketer`). compare-mt
 * 0.2.11 fails on these (it indexes its buckets with a list); here a sentence counts in each.
 */
export function multilabelSentenceBucketer(labelSet: readonly string[]): SentenceBucketer {
  const indexOf = labelIndex(labelSet);
  return {
    name: 'multilabels',
    idstr: 'multilabels',
    buckets: [...labelSet, 'other'],
    bucketOf: (s) => requireLabel(s, 'multilabel').split('+').map(indexOf),
  };
}

/** Buckets by the label read as a number, cutoffs 0.25:0.5:0.75 by default (`NumericalLabelSentenceBucketer`). */
export function numericalLabelSentenceBucketer(cutoffs: readonly PyNumber[] = NUMLABEL_CUTOFFS): SentenceBucketer {
  return cutoffBucketer('numerical labels', 'numlabels', cutoffs, 'int', (s) => {
    const label = requireLabel(s, 'numlabel');
    const value = pythonFloat(label);
    if (value === undefined) throw new BleukitError('invalid-input', `${s.where()} has the label ${JSON.stringify(label)}, which is not a number: bucket_type=numlabel needs numeric labels`);
    return value;
  });
}
