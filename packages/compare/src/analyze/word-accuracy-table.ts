import { cutoffBucket, cutoffNames, cutoffValues } from '../buckets/cutoffs.js';
import { caseBucketer, frequencyBucketer, type FrequencyTable } from '../buckets/word-bucketer.js';
import { accuracyOf } from '../buckets/word-statistics.js';
import { BleukitError } from '@bleukit/core';
import { pythonFloat, pythonInt } from '../report/profile.js';
import { pyFloat, pyInt, type PyNumber } from '../scorers/index.js';
import type { WordAccuracyTable, WordBucket } from './analysis-data.js';
import type { CorpusCounts } from './corpus-counts.js';

/** compare-mt's default frequency cutoffs (`bucket_cutoffs=1:2:3:4:5:10:100:1000`). */
export const FREQUENCY_CUTOFFS: readonly PyNumber[] = [1, 2, 3, 4, 5, 10, 100, 1000].map(pyInt);

/**
 * `--freq-cutoffs 1:2:5:10`: the cutoffs of the frequency buckets as compare-mt reads
 * `bucket_cutoffs` (each Python's `int` if it is one, else its `float`, which names its buckets
 * `[2.5,5)`), refused unless every one is a number and each is above the one before. `option`
 * and `example` are for the error (another option's cutoffs: `--word-label-cutoffs`).
 */
export function parseFrequencyCutoffs(text: string, option = '--freq-cutoffs', example = '1:2:5:10:100'): PyNumber[] {
  const cutoffs = text.split(':').map((part): PyNumber => {
    const int = pythonInt(part);
    if (int !== undefined) return pyInt(int);
    const float = pythonFloat(part);
    if (float === undefined || !Number.isFinite(float)) {
      throw new BleukitError('invalid-input', `[bleukit] ${option} ${text}: ${JSON.stringify(part)} is not a number; give increasing numbers joined by ':', e.g. ${option} ${example}.`);
    }
    return pyFloat(float);
  });
  cutoffs.forEach((cutoff, i) => {
    const previous = cutoffs[i - 1];
    if (previous !== undefined && cutoff.value <= previous.value) {
      throw new BleukitError('invalid-input', `[bleukit] ${option} ${text}: ${cutoff.value} is not above ${previous.value}; give increasing numbers joined by ':', e.g. ${option} ${example}.`);
    }
  });
  return cutoffs;
}

/**
 * Word accuracy by bucket, for a bucketing in which a word's bucket depends only on the word: each
 * bucket's counts are the sums of its words' counts over the corpus: reference words (per segment
 * the most in any one reference), each system's words and matches (clipped).
 */
function bucketedAccuracy(counts: CorpusCounts, names: readonly string[], bucketOf: (id: number) => number): WordBucket[] {
  const systems = counts.match.length;
  const referenceWords = new Float64Array(names.length);
  const outputWords = Array.from({ length: systems }, () => new Float64Array(names.length));
  const matches = Array.from({ length: systems }, () => new Float64Array(names.length));
  for (let id = 0; id < counts.size; id++) {
    if (counts.order[id] !== 1) continue;
    const bucket = bucketOf(id);
    referenceWords[bucket] = (referenceWords[bucket] as number) + (counts.reference[id] as number);
    for (let o = 0; o < systems; o++) {
      const matched = (counts.match[o] as Int32Array)[id] as number;
      const out = outputWords[o] as Float64Array;
      const hit = matches[o] as Float64Array;
      out[bucket] = (out[bucket] as number) + matched + ((counts.over[o] as Int32Array)[id] as number);
      hit[bucket] = (hit[bucket] as number) + matched;
    }
  }
  return names.map((name, b) => ({
    name,
    referenceWords: referenceWords[b] as number,
    systems: Array.from({ length: systems }, (_, o) => {
      const { matches: matched, outCount, precision, recall, fmeasure } = accuracyOf(
        (matches[o] as Float64Array)[b] as number,
        referenceWords[b] as number,
        (outputWords[o] as Float64Array)[b] as number,
      );
      return { system: o, outputWords: outCount, matches: matched, precision, recall, fmeasure };
    }),
  }));
}

/** Word accuracy by the words' frequency in the references (compare-mt's `FreqWordBucketer`). */
export function wordAccuracyTable(counts: CorpusCounts, cutoffs: readonly PyNumber[] = FREQUENCY_CUTOFFS): WordAccuracyTable {
  const values = cutoffValues(cutoffs);
  const names = cutoffNames(cutoffs, 'int');
  const buckets = bucketedAccuracy(counts, names, (id) => cutoffBucket(counts.reference[id] as number, values));
  return { bucketing: 'frequency', frequencySource: 'references', buckets };
}

/** Word accuracy by the words' case as Python sees it: `lower`, `upper`, `title`, `other` (compare-mt's `CaseWordBucketer`). */
export function caseAccuracyTable(counts: CorpusCounts): WordAccuracyTable {
  const bucketer = caseBucketer();
  const buckets = bucketedAccuracy(counts, bucketer.buckets, (id) => bucketer.bucketOf(counts.index.text(id), undefined, () => '') as number);
  return { bucketing: 'case', frequencySource: null, buckets };
}

/** Word frequencies read from a file instead of counted in the references (`--freq-corpus`, `--freq-counts`). */
export interface FrequencyFile {
  /** `corpus`: words counted in a text file; `counts`: a `word<TAB>count` file. */
  readonly source: 'corpus' | 'counts';
  /** The file's path (metadata only). */
  readonly file: string;
  /** Word → count, the words as the analyses make them (lowercased with `-lc`). */
  readonly counts: FrequencyTable;
}

/** Word accuracy by the words' frequency in a file (compare-mt's `freq_corpus_file`, `freq_count_file`). */
export function fileFrequencyTable(counts: CorpusCounts, frequencies: FrequencyFile, cutoffs: readonly PyNumber[] = FREQUENCY_CUTOFFS): WordAccuracyTable {
  const bucketer = frequencyBucketer(frequencies.counts, cutoffs);
  const buckets = bucketedAccuracy(counts, bucketer.buckets, (id) => bucketer.bucketOf(counts.index.text(id), undefined, () => '') as number);
  return { bucketing: 'frequency', frequencySource: frequencies.source, frequencyFile: frequencies.file, buckets };
}
