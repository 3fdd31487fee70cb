import type { Corpus, Sentence } from '../report/report-context.js';

/**
 * An n-gram's key: its words joined by single spaces. compare-mt's words come from splitting on
 * `' '`, so they hold no space and the key gives the words back (and it is what the report prints).
 */
export type NgramKey = string;

/** compare-mt's four n-gram tables (ngram_utils.py's `compare_ngrams`), keys with a count above 0 only. */
export interface NgramCounts {
  /** Every n-gram of the output. */
  readonly total: Map<NgramKey, number>;
  /** Output n-grams matched in the reference (clipped by the reference's count). */
  readonly match: Map<NgramKey, number>;
  /** Output n-grams beyond the reference's count: over-produced. */
  readonly over: Map<NgramKey, number>;
  /** Reference n-grams the output lacks: under-produced. */
  readonly under: Map<NgramKey, number>;
}

/** The n-gram lengths counted, from `min` to `max` included. */
export interface NgramLengths {
  readonly min: number;
  readonly max: number;
}

function add(table: Map<NgramKey, number>, key: NgramKey, count: number): void {
  table.set(key, (table.get(key) ?? 0) + count);
}

/** Counts a sentence's n-grams of every length (the order does not matter here). */
function countNgrams(words: Sentence, lengths: NgramLengths): Map<NgramKey, number> {
  const counts = new Map<NgramKey, number>();
  for (let i = 0; i < words.length; i++) {
    let key = '';
    for (let n = 1; n <= lengths.max && i + n <= words.length; n++) {
      key = n === 1 ? (words[i] as string) : `${key} ${words[i + n - 1] as string}`;
      if (n >= lengths.min) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** The reference's n-gram counts, sentence by sentence, shared by every output compared with it. */
export function referenceNgrams(ref: Corpus, lengths: NgramLengths): Map<NgramKey, number>[] {
  return ref.map((sentence) => countNgrams(sentence, lengths));
}

/**
 * compare-mt's `compare_ngrams` without labels: an n-gram's matches are clipped by its count in
 * the reference sentence; the rest of the output's are over-produced, the rest of the
 * reference's under-produced.
 */
export function compareNgrams(refCounts: readonly Map<NgramKey, number>[], out: Corpus, lengths: NgramLengths): NgramCounts {
  const counts: NgramCounts = { total: new Map(), match: new Map(), over: new Map(), under: new Map() };
  out.forEach((sentence, s) => {
    const refSentence = refCounts[s] as Map<NgramKey, number>;
    const outSentence = countNgrams(sentence, lengths);
    for (const [key, outCount] of outSentence) {
      const matched = Math.min(outCount, refSentence.get(key) ?? 0);
      add(counts.total, key, outCount);
      if (matched > 0) add(counts.match, key, matched);
      if (outCount > matched) add(counts.over, key, outCount - matched);
    }
    for (const [key, refCount] of refSentence) {
      const missing = refCount - (outSentence.get(key) ?? 0);
      if (missing > 0) add(counts.under, key, missing);
    }
  });
  return counts;
}

/** A sentence's n-grams in compare-mt's order (length by length, left to right), words and labels. */
function labelledNgrams(words: Sentence, labels: Sentence, lengths: NgramLengths): [word: NgramKey, label: NgramKey][] {
  const grams: [NgramKey, NgramKey][] = [];
  for (let n = lengths.min; n <= lengths.max; n++) {
    for (let i = 0; i + n <= words.length; i++) {
      grams.push([words.slice(i, i + n).join(' '), labels.slice(i, i + n).join(' ')]);
    }
  }
  return grams;
}

/**
 * compare-mt's `compare_ngrams` with labels: n-grams are matched by their words and counted under
 * their labels' n-gram; the first output occurrences of an n-gram are the matched ones, and the
 * last reference occurrences the under-produced ones, as compare-mt walks them.
 */
export function compareLabelledNgrams(ref: Corpus, out: Corpus, refLabels: Corpus, outLabels: Corpus, lengths: NgramLengths): NgramCounts {
  const counts: NgramCounts = { total: new Map(), match: new Map(), over: new Map(), under: new Map() };
  ref.forEach((refSentence, s) => {
    const refGrams = labelledNgrams(refSentence, refLabels[s] as Sentence, lengths);
    const left = new Map<NgramKey, number>();
    for (const [word] of refGrams) left.set(word, (left.get(word) ?? 0) + 1);
    for (const [word, label] of labelledNgrams(out[s] as Sentence, outLabels[s] as Sentence, lengths)) {
      add(counts.total, label, 1);
      const remaining = left.get(word) ?? 0;
      if (remaining > 0) {
        add(counts.match, label, 1);
        left.set(word, remaining - 1);
      } else {
        add(counts.over, label, 1);
      }
    }
    for (let g = refGrams.length - 1; g >= 0; g--) {
      const [word, label] = refGrams[g] as [NgramKey, NgramKey];
      const remaining = left.get(word) ?? 0;
      if (remaining > 0) {
        add(counts.under, label, 1);
        left.set(word, remaining - 1);
      }
    }
  });
  return counts;
}
