import { BleukitError } from '@bleukit/core';
import { accuracyOf } from '../buckets/word-statistics.js';
import type { WordAccuracyTable } from './analysis-data.js';

/**
 * Label files for word accuracy by label (compare-mt's `bucket_type=label` with `ref_labels` and
 * `out_labels`): one line per segment, one space-separated label per word of the line as the
 * analyses make words.
 */
export interface WordLabels {
  /** Per reference file (in the order of the references): its label file's path. */
  readonly referenceFiles: readonly string[];
  /** `references[r][s]`: the labels of reference `r`'s line `s`, as a line. */
  readonly references: readonly (readonly string[])[];
  /** Per system: its label file's path. */
  readonly systemFiles: readonly string[];
  /** `systems[o][s]`: the labels of system `o`'s line `s`, as a line. */
  readonly systems: readonly (readonly string[])[];
  /**
   * The buckets, in order, then `other` for any label not among them (compare-mt's `label_set`).
   * Default: every label of the files, sorted, without `other`.
   */
  readonly labelSet?: readonly string[];
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
 * its label's bucket (compare-mt: a matched word takes its reference word's bucket); an unmatched
 * output word counts in the bucket of its own label. With one reference this is compare-mt's
 * greedy matching.
 */
export class LabelCounter {
  readonly names: string[];
  readonly #index = new Map<string, number>();
  readonly #other: number;
  readonly referenceWords: Float64Array;
  readonly outputWords: Float64Array[];
  readonly matches: Float64Array[];
  // This segment's reference occurrences: word → bucket of each occurrence in its reference.
  #occurrences = new Map<string, number[]>();

  /** `referenceFileOf(s, d)`: the reference file of segment `s`'s `d`-th distinct reference line. */
  constructor(
    readonly labels: WordLabels,
    systems: number,
    readonly referenceFileOf: (segment: number, distinct: number) => number,
  ) {
    let set = labels.labelSet;
    if (set === undefined) {
      const seen = new Set<string>();
      for (const file of [...labels.references, ...labels.systems]) for (const line of file) for (const label of splitLabels(line)) seen.add(label);
      set = [...seen].sort();
      this.names = set.slice();
    } else {
      this.names = [...set, 'other'];
    }
    // A label named twice keeps its last position, as compare-mt's dict does.
    set.forEach((label, i) => this.#index.set(label, i));
    this.#other = set.length;
    this.referenceWords = new Float64Array(this.names.length);
    this.outputWords = Array.from({ length: systems }, () => new Float64Array(this.names.length));
    this.matches = Array.from({ length: systems }, () => new Float64Array(this.names.length));
  }

  #bucket(label: string): number {
    return this.#index.get(label) ?? this.#other;
  }

  /** Segment `s`'s distinct references as words; counts its reference words. */
  reference(s: number, references: readonly (readonly string[])[]): void {
    const labelled = references.map((words, d) => {
      const r = this.referenceFileOf(s, d);
      const labels = splitLabels((this.labels.references[r] as readonly string[])[s] ?? '');
      checkCount(labels, words.length, this.labels.referenceFiles[r] as string, s);
      return labels;
    });
    // Per word: the first reference with the most occurrences, and those occurrences' buckets.
    const best = new Map<string, number[]>();
    references.forEach((words, d) => {
      const here = new Map<string, number[]>();
      words.forEach((word, i) => {
        const list = here.get(word);
        const bucket = this.#bucket((labelled[d] as string[])[i] as string);
        if (list === undefined) here.set(word, [bucket]);
        else list.push(bucket);
      });
      for (const [word, buckets] of here) if (buckets.length > (best.get(word)?.length ?? 0)) best.set(word, buckets);
    });
    for (const buckets of best.values()) for (const b of buckets) this.referenceWords[b] = (this.referenceWords[b] as number) + 1;
    this.#occurrences = best;
  }

  /** System `o`'s words of segment `s` (after {@link LabelCounter.reference} of `s`). */
  output(o: number, s: number, words: readonly string[]): void {
    const labels = splitLabels((this.labels.systems[o] as readonly string[])[s] ?? '');
    checkCount(labels, words.length, this.labels.systemFiles[o] as string, s);
    const out = this.outputWords[o] as Float64Array;
    const hit = this.matches[o] as Float64Array;
    const seen = new Map<string, number>();
    words.forEach((word, i) => {
      const k = seen.get(word) ?? 0;
      seen.set(word, k + 1);
      const matched = this.#occurrences.get(word)?.[k];
      const bucket = matched ?? this.#bucket(labels[i] as string);
      out[bucket] = (out[bucket] as number) + 1;
      if (matched !== undefined) hit[bucket] = (hit[bucket] as number) + 1;
    });
  }

  /** The table once every segment is counted. */
  table(): WordAccuracyTable {
    const systems = this.outputWords.length;
    return {
      bucketing: 'label',
      frequencySource: null,
      labelFiles: { references: this.labels.referenceFiles.slice(), systems: this.labels.systemFiles.slice() },
      buckets: this.names.map((name, b) => ({
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
