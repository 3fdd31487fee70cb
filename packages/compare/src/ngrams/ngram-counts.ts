import type { Corpus, Sentence } from '../report/report-context.js';
import type { CorpusNgrams, NgramIndex } from './ngram-index.js';

/**
 * compare-mt's four n-gram tables (ngram_utils.py's `compare_ngrams`), indexed by n-gram id
 * ({@link NgramIndex}); an id counted 0 times is not among compare-mt's keys.
 */
export interface NgramCounts {
  /** Every n-gram of the output. */
  readonly total: Int32Array;
  /** Output n-grams matched in the reference (clipped by the reference sentence's count). */
  readonly match: Int32Array;
  /** Output n-grams beyond the reference sentence's count: over-produced. */
  readonly over: Int32Array;
  /** Reference n-grams the output sentence lacks: under-produced. */
  readonly under: Int32Array;
}

/** The n-gram lengths counted, from `min` to `max` included. */
export interface NgramLengths {
  readonly min: number;
  readonly max: number;
}

/** Each sentence's n-gram ids, in compare-mt's order. */
export function sentenceNgrams(index: NgramIndex, corpus: Corpus, lengths: NgramLengths): CorpusNgrams {
  return index.corpusNgrams(corpus, lengths.min, lengths.max);
}

function emptyCounts(size: number): NgramCounts {
  return { total: new Int32Array(size), match: new Int32Array(size), over: new Int32Array(size), under: new Int32Array(size) };
}

/** The table of matches, and the table compare-mt's `compare_type` scores (the same for `match`). */
export interface ScoredNgramCounts {
  readonly match: Int32Array;
  readonly scored: Int32Array;
}

/**
 * compare-mt's `compare_ngrams` without labels: an output n-gram is matched while the reference
 * sentence has that n-gram left, otherwise over-produced; what is left of the reference's is
 * under-produced. Only the matches and the table `compareType` scores are counted (each table is
 * as long as the index, so a table not read is not filled). `size` is the index's size once every
 * corpus compared is numbered.
 */
export function compareNgrams(refNgrams: CorpusNgrams, outNgrams: CorpusNgrams, size: number, compareType: 'match' | 'over' | 'under'): ScoredNgramCounts {
  const match = new Int32Array(size);
  const over = compareType === 'over' ? new Int32Array(size) : null;
  const under = compareType === 'under' ? new Int32Array(size) : null;
  const left = new Int32Array(size);
  const [ref, out] = [refNgrams.ids, outNgrams.ids];
  for (let s = 0; s + 1 < refNgrams.starts.length; s++) {
    const [refStart, refEnd] = [refNgrams.starts[s] as number, refNgrams.starts[s + 1] as number];
    for (let k = refStart; k < refEnd; k++) left[ref[k] as number]!++;
    for (let k = outNgrams.starts[s] as number; k < (outNgrams.starts[s + 1] as number); k++) {
      const id = out[k] as number;
      if (left[id]! > 0) {
        match[id]!++;
        left[id]!--;
      } else if (over !== null) {
        over[id]!++;
      }
    }
    for (let k = refStart; k < refEnd; k++) {
      const id = ref[k] as number;
      if (under !== null) under[id]! += left[id]!;
      left[id] = 0;
    }
  }
  return { match, scored: over ?? under ?? match };
}

/**
 * compare-mt's `compare_ngrams` with labels: n-grams are matched by their words and counted under
 * their labels' n-gram; the first output occurrences of an n-gram are the matched ones and the
 * last reference occurrences the under-produced ones, as compare-mt walks them.
 */
export function compareLabelledNgrams(
  index: NgramIndex,
  sentences: { ref: Corpus; out: Corpus; refLabels: Corpus; outLabels: Corpus },
  lengths: NgramLengths,
): NgramCounts {
  const { ref, out, refLabels, outLabels } = sentences;
  const ngrams = (corpus: Corpus): CorpusNgrams => sentenceNgrams(index, corpus, lengths);
  const [refWords, outWords, refLabelIds, outLabelIds] = [ngrams(ref), ngrams(out), ngrams(refLabels), ngrams(outLabels)];
  const counts = emptyCounts(index.size);
  const left = new Int32Array(index.size);
  // A label file labels its corpus word for word, so both have their n-grams at the same places.
  const sentence = (ngrams: CorpusNgrams, s: number): Int32Array => ngrams.ids.subarray(ngrams.starts[s], ngrams.starts[s + 1]);
  ref.forEach((_: Sentence, s) => {
    const [rw, ow, rl, ol] = [sentence(refWords, s), sentence(outWords, s), sentence(refLabelIds, s), sentence(outLabelIds, s)];
    for (let k = 0; k < rw!.length; k++) left[rw![k] as number]!++;
    for (let k = 0; k < ow!.length; k++) {
      const word = ow![k] as number;
      const label = ol![k] as number;
      counts.total[label]!++;
      if (left[word]! > 0) {
        counts.match[label]!++;
        left[word]!--;
      } else {
        counts.over[label]!++;
      }
    }
    for (let k = rw!.length - 1; k >= 0; k--) {
      const word = rw![k] as number;
      if (left[word]! > 0) {
        counts.under[rl![k] as number]!++;
        left[word]!--;
      }
    }
  });
  return counts;
}
