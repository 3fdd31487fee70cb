import { BleukitError } from '@bleukit/core';
import { cutoffBucket, cutoffNames, cutoffValues } from '../buckets/cutoffs.js';
import { pythonFloat } from '../report/profile.js';
import { pyFloat, type PyNumber } from '../scorers/index.js';

/**
 * How a label file's labels make buckets, as compare-mt's bucket types: `label` (one bucket per
 * label), `multilabel` (labels joined by `+`, counted in the bucket of each) or `numlabel` (the
 * label read as a number, bucketed by cutoffs).
 */
export type LabelType = 'label' | 'multilabel' | 'numlabel';

/** Each label type: what the tables call it, and its rule in a sentence (help, notes, docs). */
export const LABEL_TYPES: Readonly<Record<LabelType, { readonly name: string; readonly rule: string }>> = {
  label: { name: 'label', rule: 'one bucket per label' },
  multilabel: { name: 'multilabel', rule: "labels joined by '+', counted in the bucket of each" },
  numlabel: { name: 'numeric label', rule: 'the label read as a number, bucketed by cutoffs, 0.25:0.5:0.75 by default' },
};

/** compare-mt's cutoffs of numeric labels (`NumericalLabelWordBucketer`, `NumericalLabelSentenceBucketer`). */
export const NUMERIC_LABEL_CUTOFFS: readonly PyNumber[] = [0.25, 0.5, 0.75].map(pyFloat);

/** How to bucket by label: the type, and the label set or the cutoffs it takes. */
export interface LabelBucketing {
  /** Default `label`. */
  readonly type?: LabelType;
  /**
   * `label` and `multilabel`: the buckets, in order, then `other` for any label not among them
   * (compare-mt's `label_set`). Default: every label seen, without `other`.
   */
  readonly labelSet?: readonly string[];
  /** `numlabel`: the cutoffs (compare-mt's `bucket_cutoffs`; default 0.25:0.5:0.75). */
  readonly cutoffs?: readonly PyNumber[];
}

/** The type of a {@link LabelBucketing}, refused if the set or the cutoffs do not go with it. */
export function labelTypeOf(bucketing: LabelBucketing, what: string): LabelType {
  const type = bucketing.type ?? 'label';
  if (!Object.hasOwn(LABEL_TYPES, type)) {
    throw new BleukitError('invalid-argument', `[bleukit] ${what}: unknown label type ${JSON.stringify(type)}; give one of ${Object.keys(LABEL_TYPES).join(', ')}.`);
  }
  if (type === 'numlabel' && bucketing.labelSet !== undefined) {
    throw new BleukitError('invalid-argument', `[bleukit] ${what}: numeric labels are bucketed by cutoffs, not by a label set; give cutoffs instead (e.g. 0.25:0.5:0.75).`);
  }
  if (type !== 'numlabel' && bucketing.cutoffs !== undefined) {
    throw new BleukitError('invalid-argument', `[bleukit] ${what}: cutoffs bucket numeric labels only; give the label type numlabel, or no cutoffs.`);
  }
  return type;
}

/**
 * A label's buckets, each label worked out once: `label` gives one bucket, `multilabel` one per
 * `+`-joined part (a part given twice counts twice, as in compare-mt), `numlabel` the bucket of
 * its number by the cutoffs (Python's `float`: `1e-3`, `inf`, `nan` are numbers; NaN goes last,
 * as compare-mt's comparisons put it).
 */
export class LabelBuckets {
  /** The bucket names, in order. */
  readonly names: readonly string[];
  readonly type: LabelType;
  readonly #index = new Map<string, number>();
  readonly #other: number;
  readonly #cutoffs: Float64Array;
  readonly #memo = new Map<string, readonly number[]>();

  /**
   * `seen`: every label of the files, for the default label set (`sorted`, or in the order first
   * seen). `what` names the labels in errors.
   */
  constructor(bucketing: LabelBucketing, seen: () => Iterable<string>, sorted: boolean, what: string) {
    this.type = labelTypeOf(bucketing, what);
    const cutoffs = bucketing.cutoffs ?? NUMERIC_LABEL_CUTOFFS;
    this.#cutoffs = cutoffValues(cutoffs);
    let set = bucketing.labelSet;
    if (this.type === 'numlabel') {
      this.names = cutoffNames(cutoffs, 'int');
      set = [];
    } else if (set === undefined) {
      const labels = new Set<string>();
      for (const label of seen()) for (const part of this.type === 'multilabel' ? label.split('+') : [label]) if (part !== '') labels.add(part);
      set = sorted ? [...labels].sort() : [...labels];
      this.names = set.slice();
    } else {
      this.names = [...set, 'other'];
    }
    // A label named twice keeps its last position, as compare-mt's dict does.
    set.forEach((label, i) => this.#index.set(label, i));
    this.#other = set.length;
  }

  /** The buckets of `label`; `where` names it for an error (`FILE:LINE` or `FILE:LINE: word K`). */
  bucketsOf(label: string, where: () => string): readonly number[] {
    const known = this.#memo.get(label);
    if (known !== undefined) return known;
    if (label === '') throw new BleukitError('invalid-input', `[bleukit] ${where()}: the label is empty (two spaces in a row?); give one label per word, separated by single spaces.`);
    let buckets: number[];
    if (this.type === 'numlabel') {
      const value = pythonFloat(label);
      if (value === undefined) throw new BleukitError('invalid-input', `[bleukit] ${where()}: the label ${JSON.stringify(label)} is not a number; numeric labels (numlabel) must each be a number, e.g. 0.5.`);
      buckets = [cutoffBucket(value, this.#cutoffs)];
    } else if (this.type === 'multilabel') {
      const parts = label.split('+');
      if (parts.includes('')) throw new BleukitError('invalid-input', `[bleukit] ${where()}: the multilabel ${JSON.stringify(label)} has an empty part; join labels with single '+' signs, e.g. NOUN+PLURAL.`);
      buckets = parts.map((part) => this.#index.get(part) ?? this.#other);
    } else {
      buckets = [this.#index.get(label) ?? this.#other];
    }
    this.#memo.set(label, buckets);
    return buckets;
  }
}
