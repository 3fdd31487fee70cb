// What `bleukit analyze -f json` prints, and what the HTML report and the playground's Compare view
// read: every table of the analysis as plain data (JSON-safe: numbers, strings, booleans, null,
// arrays and objects only). Changes to these types are additive: a field once here keeps its name,
// type and meaning; `version` changes only if that promise has to be broken.
//
// Conventions for every table:
// - Systems are referred to by their index in `AnalysisData.systems` (0 = the first system given).
// - Metrics are referred to by their id in `AnalysisData.metrics` (`bleu`, `chrf`, `ter`, `ribes`),
//   and per-metric values are arrays in the order of `AnalysisData.metrics`.
// - Scores are on sacreBLEU's 0–100 scale; for TER lower is better (see `MetricInfo.higherIsBetter`).
// - Lines are numbered from 1, as in the files.
// - Nothing depends on how many times a reference is given: the same reference file twice gives the
//   same data, apart from `references` and the `nrefs:` field of the signatures.

import type { LabelType } from './label-buckets.js';

/** The value of {@link AnalysisData.format}. */
export const ANALYSIS_FORMAT = 'bleukit-analysis';

/** The value of {@link AnalysisData.version}: changes only if a field has to change its meaning. */
export const ANALYSIS_VERSION = 1;

/** The whole analysis of one run (`bleukit analyze REF … -i SYS … -f json`). */
export interface AnalysisData {
  /** Always {@link ANALYSIS_FORMAT}: tells this JSON from other files. */
  readonly format: typeof ANALYSIS_FORMAT;
  /** Always {@link ANALYSIS_VERSION}. */
  readonly version: typeof ANALYSIS_VERSION;
  /** The version of bleukit that computed it. */
  readonly bleukit: string;
  /** The reference files, as given (a file given twice is listed twice). */
  readonly references: ReferencesInfo;
  /** The systems, in the order given; every table refers to a system by its index here. */
  readonly systems: readonly SystemInfo[];
  /** The source file (`--src`), or `null`. */
  readonly source: string | null;
  /** The label file (`--labels`), or `null`. */
  readonly labels: string | null;
  /** Lines (segments) in every file. */
  readonly segments: number;
  /** How words are made for the word, length and n-gram analyses. */
  readonly words: WordsInfo;
  /** The metrics scored, in the order of every per-metric array. */
  readonly metrics: readonly MetricInfo[];
  /** Each system's corpus scores and lengths. */
  readonly scores: readonly SystemScores[];
  /** Paired significance tests against the first system (sacreBLEU's `--paired-bs`/`--paired-ar`). */
  readonly significance: readonly SignificanceTest[];
  /** Word accuracy by bucket (compare-mt's `--compare_word_accuracies`). */
  readonly wordAccuracy: readonly WordAccuracyTable[];
  /** Sentence buckets (compare-mt's `--compare_sentence_buckets`), one table per bucketing. */
  readonly sentenceBuckets: readonly SentenceBucketTable[];
  /** Salient n-gram differences (compare-mt's `--compare_ngrams`), one table per pair and statistic. */
  readonly ngrams: readonly NgramTable[];
  /** Segments where two systems differ most (compare-mt's `--compare_sentence_examples`). */
  readonly examples: readonly ExampleTable[];
  /** Every segment with every system's output and sentence scores. */
  readonly segmentTable: readonly SegmentRow[];
}

/** The reference files. */
export interface ReferencesInfo {
  /** How many reference files were given. */
  readonly count: number;
  /** Their paths, as given. */
  readonly files: readonly string[];
}

/** One system. */
export interface SystemInfo {
  /** Its name in the report: the file name, made unique if two are the same. */
  readonly name: string;
  /** The path given with `-i`. */
  readonly file: string;
}

/** How text becomes words (tokens) for the analyses that count words. */
export interface WordsInfo {
  /** The tokenizer's signature name, as BLEU's signature has it (`13a`, `ja-mecab-0.996-IPA`). */
  readonly tokenizer: string;
  /** Whether words were lowercased (`-lc`). */
  readonly lowercase: boolean;
}

/** One metric as scored everywhere a score appears. */
export interface MetricInfo {
  /** The metric's id, as given to `-m`: `bleu`, `chrf`, `ter`, `ribes`. */
  readonly id: string;
  /** Its display name: `BLEU`, `chrF2`, `chrF2++`, `TER`, `RIBES`. */
  readonly name: string;
  /** sacreBLEU's signature of the corpus scores (`nrefs:1|case:mixed|eff:no|tok:13a|…`). */
  readonly signature: string;
  /** Whether a higher score is better (false for TER). */
  readonly higherIsBetter: boolean;
}

/** One system's corpus scores and lengths. */
export interface SystemScores {
  /** The system's index. */
  readonly system: number;
  /** Its corpus score per metric, in the order of {@link AnalysisData.metrics}. */
  readonly scores: readonly number[];
  /** Its words (tokens), summed over the segments. */
  readonly outputWords: number;
  /** The closest reference's words, summed over the segments (BLEU's reference length). */
  readonly referenceWords: number;
  /** `outputWords / referenceWords` (BLEU's length ratio; 0 when there are no reference words). */
  readonly lengthRatio: number;
}

/** One paired significance test, every system against the first (the baseline). */
export interface SignificanceTest {
  /** `bs`: paired bootstrap resampling; `ar`: paired approximate randomization. */
  readonly test: 'bs' | 'ar';
  /** Resamples (bootstrap) or trials (randomization). */
  readonly samples: number;
  /** The seed as the signature prints it (`12345`, `none`). */
  readonly seed: string;
  /** Per metric, in the order of {@link AnalysisData.metrics}. */
  readonly metrics: readonly SignificanceMetric[];
}

/** One metric's results of a paired test. */
export interface SignificanceMetric {
  /** The metric's id. */
  readonly metric: string;
  /** One entry per system, the baseline (system 0) first, with `pValue` null. */
  readonly systems: readonly SignificanceResult[];
}

/** One system's line of a paired test (sacreBLEU's `PairedTest` fields). */
export interface SignificanceResult {
  /** The system's index. */
  readonly system: number;
  /** Its corpus score. */
  readonly score: number;
  /** `(c + 1) / (samples + 1)`; null for the baseline. */
  readonly pValue: number | null;
  /** The bootstrap mean (paired bootstrap only, else null). */
  readonly mean: number | null;
  /** The bootstrap 95% half-width (paired bootstrap only, else null). */
  readonly ci: number | null;
}

/**
 * Word accuracy by bucket. Words are matched per segment against all references together: an
 * output word matches up to the most times it appears in any one reference (as BLEU clips unigrams).
 */
export interface WordAccuracyTable {
  /**
   * How words are bucketed: `frequency` (by their count in the references) or `case` (by their
   * case as Python's `str.islower`/`isupper`/`istitle` see it: `lower`, `upper`, `title`, `other`;
   * compare-mt's `CaseWordBucketer`) or `label` (by the words' labels in the label files of
   * `--word-labels`: a reference word's label from its reference's label file, an output word's
   * from its system's, a matched output word counted in its reference word's bucket; compare-mt's
   * `LabelWordBucketer`).
   */
  readonly bucketing: 'frequency' | 'case' | 'label';
  /**
   * Where the frequencies come from: `references` (a word's count in a segment is the most times
   * it appears in any one reference, summed over the segments), `corpus` (counted in the text file
   * of `--freq-corpus`, tokenized as the references are), `counts` (read from the `word<TAB>count`
   * file of `--freq-counts`); null for `case`.
   */
  readonly frequencySource: 'references' | 'corpus' | 'counts' | null;
  /** For `corpus` and `counts`: the file's path (absent otherwise). */
  readonly frequencyFile?: string;
  /**
   * For `label`: how the labels make buckets (`--word-label-type`): `label` (one bucket per label;
   * compare-mt's `LabelWordBucketer`), `multilabel` (labels joined by `+`, a word counted in the
   * bucket of each; `MultiLabelWordBucketer`) or `numlabel` (the label read as a number, bucketed
   * by cutoffs; `NumericalLabelWordBucketer`). Absent otherwise.
   */
  readonly labelType?: LabelType;
  /** For `label`: the label files of the references and of the systems, in their order (absent otherwise). */
  readonly labelFiles?: { readonly references: readonly string[]; readonly systems: readonly string[] };
  /** The buckets, in order. */
  readonly buckets: readonly WordBucket[];
}

/** One bucket of words. */
export interface WordBucket {
  /** compare-mt's bucket name: `<1`, `1`, `[5,10)`, `>=1000` (the cutoffs of `--freq-cutoffs`), or a label. */
  readonly name: string;
  /** Reference words in the bucket (per segment the most in any one reference). */
  readonly referenceWords: number;
  /** Per system, in the order of {@link AnalysisData.systems}. */
  readonly systems: readonly WordBucketSystem[];
}

/** One system's accuracy in one word bucket. */
export interface WordBucketSystem {
  /** The system's index. */
  readonly system: number;
  /** Its words in the bucket. */
  readonly outputWords: number;
  /** Its words in the bucket matched in the references (clipped per segment). */
  readonly matches: number;
  /** `matches / outputWords` (0 without a match). */
  readonly precision: number;
  /** `matches / referenceWords` (0 without a match). */
  readonly recall: number;
  /** Harmonic mean of precision and recall (0 without a match). */
  readonly fmeasure: number;
}

/** Sentences bucketed one way, with each bucket's count and corpus scores. */
export interface SentenceBucketTable {
  /**
   * `length`: by the closest reference's length in words (BLEU's closest reference, per system);
   * `lengthdiff`: by the output's length minus that reference's; `label`: by the `--labels` file;
   * `score`: by each system's sentence score on {@link SentenceBucketTable.metric} (as in
   * {@link SegmentSystem.scores}), with compare-mt's cutoffs for a 0–100 score (`--score-buckets`).
   */
  readonly by: 'length' | 'lengthdiff' | 'label' | 'score';
  /** For `label`: how the labels make buckets (`--label-type`: `label`, `multilabel` or `numlabel`; see {@link WordAccuracyTable.labelType}). */
  readonly labelType?: LabelType;
  /** A heading for the table (`reference length`, `len(output)-len(reference)`, `label` (`multilabel`, `numeric label`), `sentence BLEU`). */
  readonly title: string;
  /** For `score`: the metric's id (absent for the other bucketings). */
  readonly metric?: string;
  /** The buckets, in order (labels in the order they first appear). */
  readonly buckets: readonly SentenceBucket[];
}

/** One bucket of sentences. */
export interface SentenceBucket {
  /** Its name: compare-mt's cutoff names (`<10`, `[10,20)`, `>=60`) or the label. */
  readonly name: string;
  /** Per system, in the order of {@link AnalysisData.systems}. */
  readonly systems: readonly SentenceBucketSystem[];
}

/** One system's sentences in one bucket. */
export interface SentenceBucketSystem {
  /** The system's index. */
  readonly system: number;
  /** How many of its sentences fall in the bucket. */
  readonly count: number;
  /** The bucket's corpus score per metric, in the order of {@link AnalysisData.metrics}. */
  readonly scores: readonly BucketScore[];
  /** The lines in the bucket, ascending. */
  readonly lines: readonly number[];
}

/** A corpus score over a bucket's sentences, with sacreBLEU's bootstrap interval. */
export interface BucketScore {
  /** The score; null when the bucket is empty. */
  readonly score: number | null;
  /** The bootstrap mean (sacreBLEU's `-ci`); null without a bootstrap or for an empty bucket. */
  readonly mean: number | null;
  /** The bootstrap 95% half-width; null without a bootstrap or for an empty bucket. */
  readonly ci: number | null;
}

/**
 * The n-grams one system of a pair has most rather than the other, by compare-mt's smoothed
 * ratio `(left + alpha) / (left + right + 2 alpha)`.
 */
export interface NgramTable {
  /** The left system's index. */
  readonly left: number;
  /** The right system's index. */
  readonly right: number;
  /**
   * What is counted: `match` (output n-grams found in the references, clipped as BLEU clips them:
   * at most the most times in any one reference), `over` (output n-grams beyond that), `under`
   * (reference n-grams, the most in any one reference, beyond the output's).
   */
  readonly compareType: 'match' | 'over' | 'under';
  /** The smoothing coefficient. */
  readonly alpha: number;
  /** Shortest and longest n-gram, in words. */
  readonly minLength: number;
  readonly maxLength: number;
  /** The n-grams with the highest score (the left system's), best first. */
  readonly leftLeads: readonly NgramEntry[];
  /** The n-grams with the lowest score (the right system's), best for the right first. */
  readonly rightLeads: readonly NgramEntry[];
}

/** One n-gram of an {@link NgramTable}. */
export interface NgramEntry {
  /** Its words joined by single spaces. */
  readonly ngram: string;
  /** The smoothed ratio, 0–1. */
  readonly score: number;
  /** The left system's count of the table's statistic. */
  readonly left: number;
  /** The right system's count. */
  readonly right: number;
}

/** The segments where two systems' sentence scores on one metric differ most. */
export interface ExampleTable {
  readonly left: number;
  readonly right: number;
  /** The metric whose sentence scores are compared (its id). */
  readonly metric: string;
  /** Segments where the left system is better, largest difference first. */
  readonly leftBetter: readonly Example[];
  /** Segments where the right system is better, largest difference first. */
  readonly rightBetter: readonly Example[];
}

/** One example: a line, both outputs' sentence scores on every metric (texts are in `segmentTable`). */
export interface Example {
  /** The line. */
  readonly line: number;
  /** How much better the better system is on the table's metric (always ≥ 0). */
  readonly difference: number;
  /** The left system's sentence scores, in the order of {@link AnalysisData.metrics}. */
  readonly leftScores: readonly number[];
  /** The right system's sentence scores. */
  readonly rightScores: readonly number[];
}

/** One segment (line) with everything the playground's segment detail needs. */
export interface SegmentRow {
  /** The line. */
  readonly line: number;
  /** The source line (`--src`), or null. */
  readonly source: string | null;
  /** The distinct reference lines, in the order of the files (a repeated reference once). */
  readonly references: readonly string[];
  /** The shortest reference's length in words. */
  readonly referenceLength: number;
  /** The line's label (`--labels`), or null. */
  readonly label: string | null;
  /** Per system, in the order of {@link AnalysisData.systems}. */
  readonly systems: readonly SegmentSystem[];
}

/** One system's output of a segment. */
export interface SegmentSystem {
  /** The output line. */
  readonly output: string;
  /** Its length in words. */
  readonly length: number;
  /** The length of the reference closest to it (BLEU's rule: the shorter on a tie). */
  readonly referenceLength: number;
  /**
   * Sentence scores per metric, in the order of {@link AnalysisData.metrics}: sacreBLEU's
   * sentence scores (BLEU with effective order and `exp` smoothing, as `-sl` gives).
   */
  readonly scores: readonly number[];
}
