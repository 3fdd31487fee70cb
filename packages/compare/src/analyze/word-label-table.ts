import { BleukitError } from '@bleukit/core';
import { accuracyOf } from '../buckets/word-statistics.js';
import type { WordAccuracyTable } from './analysis-data.js';
import { LabelBuckets, type LabelBucketing } from './label-buckets.js';

/**
 * Label files for word accuracy by label (compare-mt's `bucket_type=label`, `multilabel` or
 * `numlabel` with `ref_labels` and `out_labels`): one line per segment, one space-separated label
 * per word of the line as the analyses make words. `type`, `labelSet` and `cutoffs` say how the
 * labels make buckets (see {@link LabelBucketing}; by default one bucket per label, every label
 * of the files, sorted).
 */
export interface WordLabels extends LabelBucketing {
  /** Per reference file (in the order of the references): its label file's path. */
  readonly referenceFiles: readonly string[];
  /** `references[r][s]`: the labels of reference `r`'s line `s`, as a line. */
  readonly references: readonly (readonly string[])[];
  /** Per system: its label file's path. */
  readonly systemFiles: readonly string[];
  /** `systems[o][s]`: the labels of system `o`'s line `s`, as a line. */
  readonly systems: readonly (readonly string[])[];
}

/** A label line's labels: compare-mt's `line.strip().split(' ')`, except that an empty line has none. */
function splitLabels(line: string): string[] {
  const trimmed = line.trim();
  return trimmed === '' ? [] : trimmed.split(' ');
}

function checkCount(labels: readonly string[], words: number, file: string, segment: number): void {
  if (labels.length !== words) {
    throw new BleukitError(
      'length-mismatch',
      `[bleukit] ${file}:${segment + 1}: ${labels.length} label${labels.length === 1 ? '' : 's'} for ${words} word${words === 1 ? '' : 's'}; a word label file needs one label per word as the line is tokenized (check -tok and -lc).`,
    );
  }
}

/**
 * Counts word accuracy by label segment by segment, with the clipped counts of the other word
 * tables, as the analyses meet the words (see {@link LabelCounter.reference} and
 * {@link LabelCounter.output}). A word's reference occurrences in a segment are those of the first
 * reference holding it most often, each with its label in that reference's label file; an output
 * word's k-th occurrence matches that reference's k-th occurrence, if there is one, and counts in
 * its label's buckets (compare-mt: a matched word takes its reference word's buckets); an unmatched
 * output word counts in the buckets of its own label. A multilabel counts in each of its labels'
 * buckets. With one reference this is compare-mt's greedy matching.
 */
export class LabelCounter {
  readonly buckets: LabelBuckets;
  readonly referenceWords: Float64Array;
  readonly outputWords: Float64Array[];
  readonly matches: Float64Array[];
  // This segment's reference occurrences: word → the buckets of each occurrence in its reference.
  #occurrences = new Map<string, (readonly number[])[]>();

  /** `referenceFileOf(s, d)`: the reference file of segment `s`'s `d`-th distinct reference line. */
  constructor(
    readonly labels: WordLabels,
    systems: number,
    readonly referenceFileOf: (segment: number, distinct: number) => number,
  ) {
    const seen = function* (): Iterable<string> {
      for (const file of [...labels.references, ...labels.systems]) for (const line of file) yield* splitLabels(line);
    };
    this.buckets = new LabelBuckets(labels, seen, true, 'word labels');
    const size = this.buckets.names.length;
    this.referenceWords = new Float64Array(size);
    this.outputWords = Array.from({ length: systems }, () => new Float64Array(size));
    this.matches = Array.from({ length: systems }, () => new Float64Array(size));
  }

  /** The buckets of each label of a line; errors name `file`, the line and the word. */
  #lineBuckets(labels: readonly string[], file: string, segment: number): (readonly number[])[] {
    return labels.map((label, i) => this.buckets.bucketsOf(label, () => `${file}:${segment + 1}: word ${i + 1}`));
  }

  /** Segment `s`'s distinct references as words; counts its reference words. */
  reference(s: number, references: readonly (readonly string[])[]): void {
    // Per word: the first reference with the most occurrences, and those occurrences' buckets.
    const best = new Map<string, (readonly number[])[]>();
    references.forEach((words, d) => {
      const r = this.referenceFileOf(s, d);
      const file = this.labels.referenceFiles[r] as string;
      const labels = splitLabels((this.labels.references[r] as readonly string[])[s] ?? '');
      checkCount(labels, words.length, file, s);
      const buckets = this.#lineBuckets(labels, file, s);
      const here = new Map<string, (readonly number[])[]>();
      words.forEach((word, i) => {
        const list = here.get(word);
        const bucket = buckets[i] as readonly number[];
        if (list === undefined) here.set(word, [bucket]);
        else list.push(bucket);
      });
      for (const [word, occurrences] of here) if (occurrences.length > (best.get(word)?.length ?? 0)) best.set(word, occurrences);
    });
    const total = this.referenceWords;
    for (const occurrences of best.values()) for (const buckets of occurrences) for (const b of buckets) total[b] = (total[b] as number) + 1;
    this.#occurrences = best;
  }

  /** System `o`'s words of segment `s` (after {@link LabelCounter.reference} of `s`). */
  output(o: number, s: number, words: readonly string[]): void {
    const file = this.labels.systemFiles[o] as string;
    const labels = splitLabels((this.labels.systems[o] as readonly string[])[s] ?? '');
    checkCount(labels, words.length, file, s);
    const own = this.#lineBuckets(labels, file, s);
    const out = this.outputWords[o] as Float64Array;
    const hit = this.matches[o] as Float64Array;
    const seen = new Map<string, number>();
    words.forEach((word, i) => {
      const k = seen.get(word) ?? 0;
      seen.set(word, k + 1);
      const matched = this.#occurrences.get(word)?.[k];
      for (const b of matched ?? (own[i] as readonly number[])) {
        out[b] = (out[b] as number) + 1;
        if (matched !== undefined) hit[b] = (hit[b] as number) + 1;
      }
    });
  }

  /** The table once every segment is counted. */
  table(): WordAccuracyTable {
    const systems = this.outputWords.length;
    return {
      bucketing: 'label',
      frequencySource: null,
      labelType: this.buckets.type,
      labelFiles: { references: this.labels.referenceFiles.slice(), systems: this.labels.systemFiles.slice() },
      buckets: this.buckets.names.map((name, b) => ({
        name,
        referenceWords: this.referenceWords[b] as number,
        systems: Array.from({ length: systems }, (_, o) => {
          const { matches, outCount, precision, recall, fmeasure } = accuracyOf((this.matches[o] as Float64Array)[b] as number, this.referenceWords[b] as number, (this.outputWords[o] as Float64Array)[b] as number);
          return { system: o, outputWords: outCount, matches, precision, recall, fmeasure };
        }),
      })),
    };
  }
}
