import { BleukitError } from '@bleukit/core';
import { cutoffBucket, cutoffNames, cutoffValues } from './cutoffs.js';
import { pythonIsLower, pythonIsTitle, pythonIsUpper } from './python-case.js';
import { pyFloat, pyInt, type PyNumber } from '../scorers/index.js';
import { pythonFloat } from '../report/profile.js';

/**
 * One of compare-mt's word bucketers: it puts a word (with its label, when there are label
 * files) into one bucket, or for multilabels into several.
 */
export interface WordBucketer {
  /** `name()`: the first column's heading and part of the title (`frequency`, `case`, `labels`). */
  readonly name: string;
  /** The bucket names, in order (`bucket_strs`). */
  readonly buckets: readonly string[];
  /** Whether words are lower-cased before matching and counting (frequency buckets only). */
  readonly caseInsensitive: boolean;
  /**
   * The bucket of a word, or its buckets (multilabels). `label` is the word's label, undefined
   * without label files; `where` names the word for an error.
   */
  bucketOf(word: string, label: string | undefined, where: () => string): number | readonly number[];
}

/** The word counts frequency buckets read, word → count. */
export type FrequencyTable = ReadonlyMap<string, number>;

const FREQ_CUTOFFS: readonly PyNumber[] = [1, 2, 3, 4, 5, 10, 100, 1000].map(pyInt);

/**
 * Buckets by the word's count in `counts` (0 when absent): compare-mt's `FreqWordBucketer`,
 * cutoffs 1:2:3:4:5:10:100:1000 by default. With `caseInsensitive`, words are looked up
 * lower-cased (the counts must have been counted that way).
 */
export function frequencyBucketer(counts: FrequencyTable, cutoffs: readonly PyNumber[] = FREQ_CUTOFFS, caseInsensitive = false): WordBucketer {
  const values = cutoffValues(cutoffs);
  const memo = new Map<string, number>();
  return {
    name: 'frequency',
    buckets: cutoffNames(cutoffs, 'int'),
    caseInsensitive,
    bucketOf(word) {
      let bucket = memo.get(word);
      if (bucket === undefined) {
        bucket = cutoffBucket(counts.get(caseInsensitive ? word.toLowerCase() : word) ?? 0, values);
        memo.set(word, bucket);
      }
      return bucket;
    },
  };
}

/** Buckets by case, as Python sees it: `lower`, `upper`, `title`, `other` (`CaseWordBucketer`). */
export function caseBucketer(): WordBucketer {
  const memo = new Map<string, number>();
  return {
    name: 'case',
    buckets: ['lower', 'upper', 'title', 'other'],
    caseInsensitive: false,
    bucketOf(word) {
      let bucket = memo.get(word);
      if (bucket === undefined) {
        bucket = pythonIsLower(word) ? 0 : pythonIsUpper(word) ? 1 : pythonIsTitle(word) ? 2 : 3;
        memo.set(word, bucket);
      }
      return bucket;
    },
  };
}

function labelIndex(labelSet: readonly string[]): (label: string) => number {
  const index = new Map<string, number>();
  labelSet.forEach((label, i) => {
    // A label named twice keeps its last position, as compare-mt's dict does.
    index.set(label, i);
  });
  return (label) => index.get(label) ?? labelSet.length;
}

function requireLabel(label: string | undefined, where: () => string, name: string): string {
  if (label === undefined || label === '') {
    throw new BleukitError('invalid-input', `${where()} has no label: ${name} buckets need one label per word (ref_labels= and out_labels= files with as many labels per line as words)`);
  }
  return label;
}

/** Buckets by the word's label, one bucket per label of `labelSet` plus `other` (`LabelWordBucketer`). */
export function labelBucketer(labelSet: readonly string[]): WordBucketer {
  const indexOf = labelIndex(labelSet);
  return {
    name: 'labels',
    buckets: [...labelSet, 'other'],
    caseInsensitive: false,
    bucketOf: (_word, label, where) => indexOf(requireLabel(label, where, 'label')),
  };
}

/** Buckets by each of the word's `+`-joined labels (`MultiLabelWordBucketer`). */
export function multilabelBucketer(labelSet: readonly string[]): WordBucketer {
  const indexOf = labelIndex(labelSet);
  return {
    name: 'multilabels',
    buckets: [...labelSet, 'other'],
    caseInsensitive: false,
    bucketOf: (_word, label, where) => requireLabel(label, where, 'multilabel').split('+').map(indexOf),
  };
}

const NUMLABEL_CUTOFFS: readonly PyNumber[] = [0.25, 0.5, 0.75].map(pyFloat);

/** Buckets by the word's label read as a number, cutoffs 0.25:0.5:0.75 by default (`NumericalLabelWordBucketer`). */
export function numericalLabelBucketer(cutoffs: readonly PyNumber[] = NUMLABEL_CUTOFFS): WordBucketer {
  const values = cutoffValues(cutoffs);
  return {
    name: 'numerical labels',
    buckets: cutoffNames(cutoffs, 'int'),
    caseInsensitive: false,
    bucketOf(_word, label, where) {
      const text = requireLabel(label, where, 'numlabel');
      const value = pythonFloat(text);
      if (value === undefined) throw new BleukitError('invalid-input', `${where()} has the label ${JSON.stringify(text)}, which is not a number: numlabel buckets need numeric labels`);
      return cutoffBucket(value, values);
    },
  };
}
