import { BleukitError, formatSignatureFields, type Bleu, type Metric, type ResamplingSeed } from '@bleukit/core';
import {
  ANALYSIS_FORMAT,
  ANALYSIS_VERSION,
  type AnalysisData,
  type ExampleTable,
  type NgramTable,
  type SegmentRow,
  type SentenceBucketTable,
  type SystemScores,
  type WordsInfo,
} from './analysis-data.js';
import { startCorpusCount, type CorpusCount, type CorpusCounts } from './corpus-counts.js';
import { exampleTable } from './example-tables.js';
import { NGRAM_DEFAULTS, ngramTable, type NgramSettings } from './ngram-tables.js';
import { labelTable, lengthDiffTable, lengthTable, scoreTable, type BucketScoring, type ScoreBucketRequest } from './sentence-bucket-tables.js';
import { significanceTest, type SignificanceRequest } from './significance-tests.js';
import { caseAccuracyTable, fileFrequencyTable, FREQUENCY_CUTOFFS, wordAccuracyTable, type FrequencyFile } from './word-accuracy-table.js';
import { LabelCounter, type WordLabels } from './word-label-table.js';
import type { LabelBucketing } from './label-buckets.js';
import type { SegmentWords } from './segment-words.js';
import { statisticsRows, type SegmentStatistics, type StatisticsRows } from './segment-statistics.js';
import { rowsOnDemand } from './rows-on-demand.js';
import { keepSegmentColumns } from './segment-columns.js';
import { SegmentColumn, type SpillFile } from './segment-column.js';
import type { PyNumber } from '../scorers/index.js';
import { attachWordIds, boundVocabulary, sharedWordId } from '../scorers/word-ids.js';

/** One system to analyze. */
export interface AnalyzeSystem {
  /** Its name in the report. */
  readonly name: string;
  /** Where it came from (a path), for the metadata. */
  readonly file: string;
  /** Its lines, one a segment. */
  readonly lines: readonly string[];
}

/** A metric scored everywhere a score appears. */
export interface AnalyzeMetric {
  /** The metric for corpus scores (aggregate, buckets, significance). */
  readonly metric: Metric;
  /**
   * The metric for sentence scores (examples, segment table): for BLEU, sacreBLEU's
   * `sentence_bleu` settings (effective order); defaults to `metric`.
   */
  readonly sentence?: Metric;
  /**
   * `statistics[o]`: system `o`'s statistics per segment (`statisticsSize` numbers each), when
   * the caller has them (the command line computes them in worker threads); otherwise computed
   * here with `metric.segmentStatistics`. Any typed array that holds them exactly (see
   * `StatisticsWriter`, which keeps whole counts in two or four bytes), or a `SegmentColumn` of
   * `statisticsSize` numbers a segment (the command line's, in its spill file).
   *
   * For BLEU, `'word-counts'`: taken from the analyses' word counts, which tokenize every line
   * and clip each output's n-grams at the most any one reference has, BLEU's matching, so BLEU
   * is not computed a second time. Needs {@link AnalyzeInput.bleuOrder} (the metric's
   * `maxNgramOrder`), and is exact only when {@link AnalyzeInput.words} is this BLEU's
   * tokenization (`bleu.tokenize`: its tokenizer, lower-casing, right-strip).
   */
  readonly statistics?: readonly (SegmentStatistics | SegmentColumn)[] | 'word-counts';
}

/** Everything {@link analyze} needs. */
export interface AnalyzeInput {
  /** The reference files' paths (metadata only). */
  readonly referenceFiles: readonly string[];
  /**
   * `references[r][s]`: reference file `r`'s line `s`. With {@link AnalyzeInput.segments}, one
   * array per reference file that may stay empty: the lines come in batches instead.
   */
  readonly references: readonly (readonly string[])[];
  /** The systems; with {@link AnalyzeInput.segments}, their `lines` may stay empty. */
  readonly systems: readonly AnalyzeSystem[];
  /**
   * How many segments there are, when the lines are given batch by batch to
   * `WordCounting.countBatch` (a caller that reads its files as a stream) rather than in
   * `references` and `systems[o].lines`; each metric's `statistics` must then be given. The
   * segment table reads `references` and `systems[o].lines`: a caller that asks for it fills them.
   */
  readonly segments?: number;
  /** Splits a line into words, as BLEU's tokenizer does (lowercased with `-lc`). */
  readonly words: (line: string) => readonly string[];
  /** How {@link AnalyzeInput.words} makes words, for the metadata. */
  readonly wordsInfo: WordsInfo;
  /**
   * BLEU's highest n-gram order when BLEU's statistics come from the word counts
   * ({@link AnalyzeMetric.statistics} `'word-counts'`): the counting then keeps each segment's
   * clipped matches of orders 1 to this. None by default.
   */
  readonly bleuOrder?: number;
  readonly metrics: readonly AnalyzeMetric[];
  /** The source file and its lines (`--src`). */
  readonly source?: { readonly file: string; readonly lines: readonly string[] };
  /**
   * The label file and its labels, one a segment (`--labels`), and how they make buckets (by
   * default one bucket per label; `type: 'multilabel'` or `'numlabel'`, see `LabelBucketing`).
   */
  readonly labels?: { readonly file: string; readonly labels: readonly string[] } & LabelBucketing;
  /** Paired tests against the first system (none by default). */
  readonly significance?: readonly SignificanceRequest[];
  /**
   * Word frequencies from a file: a second frequency table, after the one counted in the
   * references (none by default).
   */
  readonly frequencies?: FrequencyFile;
  /**
   * The cutoffs of every frequency table (compare-mt's `bucket_cutoffs`; default
   * 1:2:3:4:5:10:100:1000); see `parseFrequencyCutoffs`.
   */
  readonly frequencyCutoffs?: readonly PyNumber[];
  /** Word accuracy by label: a label file per reference and per system (`--word-labels`; none by default). */
  readonly wordLabels?: WordLabels;
  /** Sentence buckets by sentence score, one table per request (none by default). */
  readonly scoreBuckets?: readonly ScoreBucketRequest[];
  /** Bootstrap resamples for each sentence bucket's interval (0, the default: none). */
  readonly bucketSamples?: number;
  /** Seed of the resampling (sacreBLEU's `SACREBLEU_SEED`; default 12345). */
  readonly seed?: ResamplingSeed;
  readonly ngrams?: Partial<NgramSettings>;
  /** Examples per list (default 10). */
  readonly examples?: number;
  /**
   * Whether to fill the segment table (default true; the text report does not need it), or
   * `'on-demand'`: each row made when read from the lines and the analyses' columns, instead of
   * held (a large corpus' table in a fifth of the memory; it reads as an array, but is a `Proxy`,
   * which `postMessage` cannot copy).
   */
  readonly segmentTable?: boolean | 'on-demand';
  /**
   * Where to keep every line as word ids, as the analyses tokenize them (a `new SegmentWords()`),
   * for the HTML report (`analysisReportView`'s `segmentWords`), which then does not tokenize the
   * corpus again. None by default.
   */
  readonly keepWords?: SegmentWords;
  /** The version written into the data. */
  readonly version: string;
  /**
   * Where the columns that have a row per segment (lengths, statistics, sentence scores, line
   * hashes) are kept when they are not held (see `SegmentColumn`): the command line gives a
   * temporary file, so that memory grows with the vocabulary, not the corpus. None by default:
   * they stay in memory.
   */
  readonly spill?: SpillFile;
  /**
   * @internal The lines' hash for the examples' de-duplication, a whole number in [0, 2^53)
   * (tests force collisions with a tiny one); two 32-bit hashes of the code units by default.
   */
  readonly lineHash?: (line: string) => number;
}

/**
 * `words` carrying their ids in the shared vocabulary, numbered once here: the n-gram index and
 * the kept words then look the ids up on the array instead of hashing each word again, and no
 * WeakMap entry per sentence is left for the garbage collector to visit.
 */
function numberedWords(words: readonly string[]): readonly string[] {
  const sentence = (Object.isExtensible(words) ? words : words.slice()) as string[];
  boundVocabulary();
  const ids = idSlab.take(sentence.length);
  for (let i = 0; i < sentence.length; i++) ids[i] = sharedWordId(sentence[i] as string);
  attachWordIds(sentence, ids);
  return sentence;
}

/**
 * Views of one large array, handed out in turn for the sentences' ids: a new typed array per
 * sentence would each have a buffer of its own for the garbage collector to track and free.
 * A slab is let go with the last sentence viewing it.
 */
class IdSlab {
  #slab = new Int32Array(1 << 16);
  #used = 0;

  take(length: number): Int32Array {
    if (this.#used + length > this.#slab.length) {
      this.#slab = new Int32Array(Math.max(1 << 16, length));
      this.#used = 0;
    }
    const ids = this.#slab.subarray(this.#used, this.#used + length);
    this.#used += length;
    return ids;
  }
}

const idSlab = new IdSlab();

/** A segment's references, each distinct line once, in the order of the files. */
function distinctReferences(references: AnalyzeInput['references'], segment: number, first = 0): string[] {
  const distinct: string[] = [];
  for (const file of references) {
    const line = file[segment - first] as string;
    if (!distinct.includes(line)) distinct.push(line);
  }
  return distinct;
}

/**
 * The reference file of segment `s`'s `d`-th distinct line (see {@link distinctReferences});
 * `references` hold the segments from `first` on.
 */
function referenceFileOf(references: AnalyzeInput['references'], segment: number, d: number, first = 0): number {
  const seen: string[] = [];
  for (let r = 0; r < references.length; r++) {
    const line = (references[r] as readonly string[])[segment - first] as string;
    if (seen.includes(line)) continue;
    if (seen.length === d) return r;
    seen.push(line);
  }
  return 0;
}

function checkInput(input: WordCountInput): number {
  if (input.references.length === 0) throw new BleukitError('invalid-input', '[bleukit] analyze needs at least one reference; give references: [lines].');
  if (input.systems.length === 0) throw new BleukitError('invalid-input', '[bleukit] analyze needs at least one system; give systems: [{ name, file, lines }].');
  const batched = input.segments !== undefined;
  if (batched && !(Number.isInteger(input.segments) && (input.segments as number) >= 0)) throw new BleukitError('invalid-input', `[bleukit] segments: ${input.segments} is not a count of segments; give a whole number ≥ 0.`);
  const segments = input.segments ?? (input.references[0] as readonly string[]).length;
  // Lines given in batches (`WordCounting.countBatch`) are checked as they come.
  if (!batched) {
    input.references.forEach((file, r) => {
      if (file.length !== segments) throw new BleukitError('invalid-input', `[bleukit] reference ${input.referenceFiles[r] ?? r + 1} has ${file.length} lines but the first has ${segments}; give one line per segment.`);
    });
    for (const system of input.systems) {
      if (system.lines.length !== segments) throw new BleukitError('invalid-input', `[bleukit] system ${system.file} has ${system.lines.length} lines but the references have ${segments}; give one line per segment.`);
    }
  }
  if (input.source !== undefined && input.source.lines.length !== segments) {
    throw new BleukitError('invalid-input', `[bleukit] source ${input.source.file} has ${input.source.lines.length} lines but the references have ${segments}; give one line per segment.`);
  }
  const wordLabels = input.wordLabels;
  if (wordLabels !== undefined) {
    const files = [...wordLabels.references.map((lines, r) => [lines, wordLabels.referenceFiles[r]] as const), ...wordLabels.systems.map((lines, o) => [lines, wordLabels.systemFiles[o]] as const)];
    if (wordLabels.references.length !== input.references.length || wordLabels.systems.length !== input.systems.length) {
      throw new BleukitError('invalid-input', `[bleukit] word labels: ${files.length} label files for ${input.references.length} reference${input.references.length === 1 ? '' : 's'} and ${input.systems.length} system${input.systems.length === 1 ? '' : 's'}; give one label file per reference, then one per system, in their order.`);
    }
    for (const [lines, file] of files) {
      if (lines.length !== segments) throw new BleukitError('invalid-input', `[bleukit] ${file}:${Math.min(lines.length, segments) + 1}: the word label file has ${lines.length} lines but the references have ${segments}; give one line of labels per segment.`);
    }
  }
  if (input.labels !== undefined && input.labels.labels.length !== segments) {
    throw new BleukitError('invalid-input', `[bleukit] label file ${input.labels.file} has ${input.labels.labels.length} labels but the references have ${segments}; give one label per line.`);
  }
  return segments;
}

function checkScoreBuckets(input: AnalyzeInput): void {
  for (const request of input.scoreBuckets ?? []) {
    if (!input.metrics.some((entry) => entry.metric.id === request.metric)) {
      throw new BleukitError('invalid-input', `[bleukit] cannot bucket sentences by the score '${request.metric}': it is not one of the metrics scored (${input.metrics.map((entry) => entry.metric.id).join(', ')}).`);
    }
  }
}

/**
 * BLEU's statistics of every segment, `[hypLen, refLen, correct_1..N, total_1..N]`, as the word
 * counts wrote them while counting (see `CorpusCounts.bleuStatistics`).
 */
function countedBleuStatistics(metric: Metric, counts: CorpusCounts): StatisticsRows[] {
  const order = metric.id === 'bleu' ? (metric as Bleu).maxNgramOrder : undefined;
  const columns = counts.bleuStatistics;
  if (order === undefined || columns === undefined || (columns[0] !== undefined && columns[0].width !== 2 + 2 * order)) {
    throw new BleukitError(
      'invalid-input',
      `[bleukit] ${metric.name}'s statistics from the word counts need BLEU with the counting keeping its matches: give bleuOrder: ${order ?? 'N'} (BLEU's maxNgramOrder) in the input, or give the statistics.`,
    );
  }
  return columns.slice();
}

/**
 * Each metric's statistics per system: the caller's, taken from the word counts, or computed from
 * the lines (into columns in the input's spill file, when it has one).
 */
function metricStatistics(input: AnalyzeInput, segments: number, counts: CorpusCounts): StatisticsRows[][] {
  return input.metrics.map(({ metric, statistics }) => {
    const width = metric.statisticsSize;
    if (statistics === 'word-counts') return countedBleuStatistics(metric, counts);
    if (statistics !== undefined) return statistics.map((data) => statisticsRows(data, width));
    if (input.segments !== undefined) throw new BleukitError('invalid-input', `[bleukit] analyze was given the lines in batches, and no statistics for ${metric.name}; give each metric's statistics.`);
    return input.systems.map((system) => {
      const data = new SegmentColumn(segments, width, { type: 'u16', widen: true, spill: input.spill });
      for (let s = 0; s < segments; s++) data.setRow(s, metric.segmentStatistics(system.lines[s] as string, distinctReferences(input.references, s)));
      return data;
    });
  });
}

/** What the segment table's rows are made from: the lines and the analyses' columns, nothing else. */
interface SegmentColumns {
  readonly references: AnalyzeInput['references'];
  readonly outputs: readonly (readonly string[])[];
  readonly source: readonly string[] | undefined;
  readonly labels: readonly string[] | undefined;
  readonly segments: number;
  readonly shortestReference: SegmentColumn;
  readonly lengths: readonly SegmentColumn[];
  readonly referenceLengths: readonly SegmentColumn[];
  /** `[metric][system]`, a score a segment. */
  readonly sentenceScores: readonly (readonly SegmentColumn[])[];
}

/**
 * The segment table; `onDemand`, each row made when read from the lines and the columns (about
 * 200 bytes a segment with four systems and four metrics, where the rows take about 900). Made
 * here, apart from {@link analyze}'s closures, so that it holds nothing else of the analysis.
 */
function segmentRows(onDemand: boolean, columns: SegmentColumns): readonly SegmentRow[] {
  const { segments, references, outputs, source, labels, shortestReference, lengths, referenceLengths, sentenceScores } = columns;
  // The columns are read a row at a time: in segment order, each reads a chunk once (the JSON,
  // the --segments file and `segmentPairRows` read the rows in order).
  const row = (s: number): SegmentRow => ({
    line: s + 1,
    source: source === undefined ? null : (source[s] as string),
    references: distinctReferences(references, s),
    referenceLength: shortestReference.get(s),
    label: labels === undefined ? null : (labels[s] as string),
    systems: outputs.map((lines, o) => ({
      output: lines[s] as string,
      length: (lengths[o] as SegmentColumn).get(s),
      referenceLength: (referenceLengths[o] as SegmentColumn).get(s),
      scores: sentenceScores.map((metric) => (metric[o] as SegmentColumn).get(s)),
    })),
  });
  return onDemand ? rowsOnDemand(segments, row) : Array.from({ length: segments }, (_, s) => row(s));
}

/**
 * Per segment, 1 where no earlier segment has the same numbers in `columns`, 0 where one does:
 * the segments sorted by their numbers, then by position, each run of equal numbers led by its
 * first segment. No key is made per segment (a string of three numbers each, for a map, was
 * garbage about the size of the lines). The sort jumps about: it takes each column whole for as
 * long as it runs (8 bytes a segment each, and 4 for the order).
 */
function firstOccurrences(spilled: readonly SegmentColumn[]): Uint8Array {
  const segments = spilled[0]?.segments ?? 0;
  const columns = spilled.map((column) => column.toArray());
  const order = new Int32Array(segments);
  for (let s = 0; s < segments; s++) order[s] = s;
  const compare = (a: number, b: number): number => {
    for (const column of columns) {
      const difference = (column[a] as number) - (column[b] as number);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  order.sort((a, b) => compare(a, b) || a - b);
  const first = new Uint8Array(segments);
  for (let i = 0; i < segments; i++) {
    const s = order[i] as number;
    if (i === 0 || compare(order[i - 1] as number, s) !== 0) first[s] = 1;
  }
  return first;
}

/** The statistics of every segment summed, in segment order. */
function sumSegments(data: StatisticsRows, width: number): Float64Array {
  const sums = new Float64Array(width);
  const row = new Float64Array(width);
  for (let s = 0; s < data.segments; s++) {
    data.getRow(s, row);
    for (let j = 0; j < width; j++) sums[j] = (sums[j] as number) + (row[j] as number);
  }
  return sums;
}

/** What {@link startWordCounting} reads: everything {@link analyze} reads but the metrics. */
export type WordCountInput = Omit<AnalyzeInput, 'metrics'>;

/** The word counts' state, for {@link analyze}. */
interface CountingState {
  readonly input: WordCountInput;
  readonly segments: number;
  readonly labelCounter: LabelCounter | undefined;
  readonly count: CorpusCount;
  readonly lines: LineNumbers;
  /** The lines come in batches (`WordCounting.countBatch`). */
  readonly batched: boolean;
  /** The lines being counted: from segment `first` on. */
  readonly window: LineWindow;
}

/** Lines of segments from `first` on, per reference file and per system. */
interface LineWindow {
  first: number;
  references: readonly (readonly string[])[];
  outputs: readonly (readonly string[])[];
}

/**
 * Two independent 32-bit hashes of a line's UTF-16 code units (FNV-1a and a multiply-xorshift,
 * each mixed at the end) as one whole number below 2^53: 32 bits of the first, 21 of the second.
 */
function lineHash(line: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a ^= a >>> 16;
  a = Math.imul(a, 0x85ebca6b);
  a ^= a >>> 13;
  b ^= b >>> 13;
  b = Math.imul(b ^ line.length, 0xc2b2ae35);
  b ^= b >>> 16;
  return (a >>> 0) + (b >>> 11) * 4294967296;
}

/**
 * The hashes of `columns` (NaN: none) that more than one line has: every hash of the columns
 * sorted, in one array (8 bytes a segment and column) for as long as the sort runs.
 */
function repeatedHashes(columns: readonly SegmentColumn[]): Set<number> {
  const all = new Float64Array(columns.reduce((total, column) => total + column.segments, 0));
  let at = 0;
  for (const column of columns) for (let s = 0; s < column.segments; s++) all[at++] = column.get(s);
  all.sort();
  const repeated = new Set<number>();
  for (let i = 1; i < all.length; i++) if (all[i] === all[i - 1]) repeated.add(all[i] as number);
  return repeated;
}

/** Sets of no hash, one per domain: once verified, every line is passed over. */
function repeatedNone(domains: number): Set<number>[] {
  return Array.from({ length: domains }, () => new Set<number>());
}

/** The lines {@link WordCounting.linesToVerify} lists: segments (from 0, ascending) per reference file and per system. */
export interface LinesToVerify {
  readonly references: readonly Int32Array[];
  readonly outputs: readonly Int32Array[];
}

/**
 * Each line numbered for the examples' de-duplication, which compares numbers, not texts,
 * without holding the texts: while counted, each system's line and each reference file's line
 * (none where an earlier file has the same line in that segment: the segment's distinct
 * references are the others) keeps a hash, in one column per file (in the spill file, if given).
 * Hash-equal is not equal: the lines whose hash another line of the same system (or of any
 * reference file) has are given again by {@link verify} (each line's text compared with the
 * first of its hash; a line that differs gets a number of its own, below 0), so that equal
 * numbers are equal lines.
 */
class LineNumbers {
  readonly #hash: (line: string) => number;
  readonly #spill: SpillFile | undefined;
  /** `[system]`, a number a segment: the hash of the system's line, its number once verified. */
  readonly outputs: SegmentColumn[];
  /** `[file]`, a number a segment: the hash of the reference file's line (NaN: an earlier file's), its number once verified. */
  readonly referenceLines: SegmentColumn[];
  /** The most distinct references any segment has. */
  referenceCount = 0;
  #repeated: Set<number>[] | undefined;
  #toVerify: LinesToVerify | undefined;
  /** `[domain]`: per repeated hash, the distinct texts given with their numbers (a domain per system, then the references'). */
  #texts: Map<number, [string, number][]>[] = [];
  /** `[system, then reference file]`, a flag a segment: 1 once verified. */
  #verified: SegmentColumn[] = [];
  #next = -1;

  constructor(systems: number, files: number, segments: number, hash: (line: string) => number = lineHash, spill?: SpillFile) {
    this.#hash = hash;
    this.#spill = spill;
    this.outputs = Array.from({ length: systems }, () => new SegmentColumn(segments, 1, { spill }));
    this.referenceLines = Array.from({ length: files }, () => new SegmentColumn(segments, 1, { spill }));
  }

  output(o: number, s: number, line: string): void {
    (this.outputs[o] as SegmentColumn).set(s, 0, this.#hash(line));
  }

  /** Segment `s`'s line of each reference file, from `first` on. */
  reference(s: number, files: readonly (readonly string[])[], first: number, distinct: number): void {
    for (let r = 0; r < files.length; r++) {
      const line = (files[r] as readonly string[])[s - first] as string;
      let earlier = false;
      for (let q = 0; q < r && !earlier; q++) earlier = (files[q] as readonly string[])[s - first] === line;
      (this.referenceLines[r] as SegmentColumn).set(s, 0, earlier ? NaN : this.#hash(line));
    }
    this.referenceCount = Math.max(this.referenceCount, distinct);
  }

  /** The lines to verify (once every segment is counted). */
  toVerify(): LinesToVerify {
    if (this.#toVerify !== undefined) return this.#toVerify;
    this.#repeated = [...this.outputs.map((column) => repeatedHashes([column])), repeatedHashes(this.referenceLines)];
    const repeated = this.#repeated;
    const listed = (column: SegmentColumn, domain: Set<number>) => {
      let count = 0;
      if (domain.size > 0) for (let s = 0; s < column.segments; s++) if (domain.has(column.get(s))) count++;
      const segments = new Int32Array(count);
      for (let s = 0, k = 0; k < count; s++) if (domain.has(column.get(s))) segments[k++] = s;
      return segments;
    };
    const references = repeated[this.outputs.length] as Set<number>;
    this.#toVerify = {
      outputs: this.outputs.map((column, o) => listed(column, repeated[o] as Set<number>)),
      references: this.referenceLines.map((column) => listed(column, references)),
    };
    this.#texts = repeated.map(() => new Map());
    // Written where a listed line is verified (none when no hash repeats), in ascending segment order per file.
    this.#verified = [...this.outputs, ...this.referenceLines].map((column) => new SegmentColumn(column.segments, 1, { type: 'u8', spill: this.#spill }));
    return this.#toVerify;
  }

  /**
   * Line `s` of system `o` (`kind` `'output'`) or of reference file `o` (`'reference'`), given
   * again; a line {@link toVerify} does not list is passed over.
   */
  verify(kind: 'output' | 'reference', o: number, s: number, text: string): void {
    const repeated = this.#repeated;
    if (repeated === undefined) throw new BleukitError('invalid-input', '[bleukit] verifyLine takes the lines linesToVerify lists; call it first.');
    const column = kind === 'output' ? this.outputs[o] : this.referenceLines[o];
    const domain = kind === 'output' ? o : this.outputs.length;
    const verified = this.#verified[kind === 'output' ? o : this.outputs.length + o];
    if (column === undefined || verified === undefined || !(s >= 0 && s < column.segments)) throw new BleukitError('invalid-input', `[bleukit] verifyLine: there is no line ${s} of ${kind} ${o}.`);
    const hash = column.get(s);
    if (verified.get(s) === 1 || !(repeated[domain] as Set<number>).has(hash)) return;
    if (this.#hash(text) !== hash) throw new BleukitError('invalid-input', `[bleukit] line ${s + 1} of ${kind} ${o + 1} is not the line counted; give the same lines again.`);
    const texts = this.#texts[domain] as Map<number, [string, number][]>;
    let seen = texts.get(hash);
    if (seen === undefined) texts.set(hash, (seen = [[text, hash]]));
    let entry = seen.find(([seenText]) => seenText === text);
    if (entry === undefined) seen.push((entry = [text, this.#next--]));
    column.set(s, 0, entry[1]);
    verified.set(s, 0, 1);
  }

  /** Whether every line {@link toVerify} lists was given; then the texts are let go. */
  settled(): boolean {
    const list = this.toVerify();
    const columns = [...list.outputs, ...list.references];
    const settled = columns.every((segments, k) => segments.every((s) => (this.#verified[k] as SegmentColumn).get(s) === 1));
    if (settled) {
      this.#texts = [];
      this.#verified = [];
      this.#repeated = repeatedNone(this.#repeated?.length ?? 0);
      this.#toVerify = { references: list.references.map(() => new Int32Array(0)), outputs: list.outputs.map(() => new Int32Array(0)) };
    }
    return settled;
  }

  /** Per segment, a number of its distinct references (equal numbers: equal lines in the same order). */
  referenceIds(): SegmentColumn {
    const files = this.referenceLines;
    if (files.length === 1) return files[0] as SegmentColumn;
    const segments = files[0]?.segments ?? 0;
    const ids = new SegmentColumn(segments, 1, { spill: this.#spill });
    const numbers = new Map<string, number>();
    for (let s = 0; s < segments; s++) {
      let key = '';
      for (const file of files) {
        const line = file.get(s);
        if (!Number.isNaN(line)) key += `${line} `;
      }
      let id = numbers.get(key);
      if (id === undefined) numbers.set(key, (id = numbers.size));
      ids.set(s, 0, id);
    }
    return ids;
  }
}

/**
 * The analyses' word counts (every line tokenized, its words and n-grams counted, kept for the
 * report when asked), made a few segments at a time: the part of {@link analyze} that needs no
 * metric statistics, so that a caller can count while the statistics are computed elsewhere (the
 * command line's worker threads), then give the counting to `analyze`.
 */
export class WordCounting {
  /** @internal */
  readonly state: CountingState;

  /** @internal */
  constructor(state: CountingState) {
    this.state = state;
  }

  /** How many segments are counted (in order). */
  get counted(): number {
    return this.state.count.counted;
  }

  /** How many segments there are. */
  get segments(): number {
    return this.state.segments;
  }

  /** Counts the segments up to `end` (exclusive). Once all are counted, the lines are not read again unless a segment table is asked for. */
  countUntil(end: number): void {
    if (this.state.batched && end > this.counted) throw new BleukitError('invalid-input', '[bleukit] this word counting takes its lines in batches; give them with countBatch.');
    this.#countUntil(end);
  }

  #countUntil(end: number): void {
    this.state.count.countUntil(end);
  }

  /**
   * The lines to give again with {@link verifyLine} before {@link analyze} (once every segment is
   * counted), when they were given in batches and are not all in the input: those whose hash
   * another line of the same system (or of any reference file) has, so that the examples'
   * de-duplication compares lines, not hashes. Segments counted from 0, ascending, per reference
   * file (as counted: `-nr`'s fields) and per system; none, most often, when the lines all differ.
   */
  linesToVerify(): LinesToVerify {
    if (this.counted < this.segments) throw new BleukitError('invalid-input', `[bleukit] linesToVerify lists lines once every segment is counted (${this.counted} of ${this.segments} are).`);
    return this.state.lines.toVerify();
  }

  /**
   * Gives again the line of segment `segment` (from 0) of system `index` (`kind` `'output'`) or
   * of reference file `index` (`'reference'`), as counted; a line {@link linesToVerify} does not
   * list is passed over, so a caller may give every line of a segment.
   */
  verifyLine(kind: 'output' | 'reference', index: number, segment: number, text: string): void {
    this.state.lines.verify(kind, index, segment, text);
  }

  /**
   * Counts the next segments from their lines (input given with `segments`): `references[r][i]`
   * and `outputs[o][i]` are reference file `r`'s and system `o`'s lines of segment
   * `counted + i`. Nothing of the batch is kept but the counts (and the words asked for with
   * `keepWords`).
   */
  countBatch(references: readonly (readonly string[])[], outputs: readonly (readonly string[])[]): void {
    const { input, window } = this.state;
    if (!this.state.batched) throw new BleukitError('invalid-input', '[bleukit] countBatch counts lines given in batches; start the counting with segments in its input.');
    const lines = references[0]?.length ?? 0;
    if (references.length !== input.references.length || outputs.length !== input.systems.length || [...references, ...outputs].some((stream) => stream.length !== lines)) {
      throw new BleukitError('invalid-input', `[bleukit] countBatch needs ${input.references.length} reference and ${input.systems.length} output streams of as many lines each.`);
    }
    if (this.counted + lines > this.segments) throw new BleukitError('invalid-input', `[bleukit] countBatch was given lines past the ${this.segments} segments of the input; give segments as the count of lines.`);
    window.first = this.counted;
    window.references = references;
    window.outputs = outputs;
    try {
      this.#countUntil(this.counted + lines);
    } finally {
      window.references = [];
      window.outputs = [];
    }
  }
}

/** Starts the word counts of {@link analyze} for `input` (nothing is counted yet); see {@link WordCounting}. */
export function startWordCounting(input: WordCountInput): WordCounting {
  const segments = checkInput(input);
  const ngrams = { ...NGRAM_DEFAULTS, ...input.ngrams };
  // Words of each distinct reference line (tokenized once) and of the outputs, counted segment by segment.
  let cachedSegment = -1;
  let cachedWords: (readonly string[])[] = [];
  const lines = new LineNumbers(input.systems.length, input.references.length, segments, input.lineHash, input.spill);
  const batched = input.segments !== undefined;
  const window: LineWindow = batched ? { first: 0, references: [], outputs: [] } : { first: 0, references: input.references, outputs: input.systems.map((system) => system.lines) };
  const referenceWords = (s: number) => {
    if (s !== cachedSegment) {
      cachedSegment = s;
      const distinct = distinctReferences(window.references, s, window.first);
      lines.reference(s, window.references, window.first, distinct.length);
      cachedWords = distinct.map((line) => numberedWords(input.words(line)));
    }
    return cachedWords;
  };
  const labelCounter = input.wordLabels === undefined ? undefined : new LabelCounter(input.wordLabels, input.systems.length, (s, d) => referenceFileOf(window.references, s, d, window.first));
  const keep = input.keepWords;
  const countedReferences = labelCounter === undefined && keep === undefined ? referenceWords : (s: number) => {
    const words = referenceWords(s);
    labelCounter?.reference(s, words);
    keep?.addReferences(s, words);
    return words;
  };
  const outputWords = (o: number, s: number): readonly string[] => {
    const line = (window.outputs[o] as readonly string[])[s - window.first] as string;
    lines.output(o, s, line);
    const words = numberedWords(input.words(line));
    labelCounter?.output(o, s, words);
    keep?.addOutput(o, s, words);
    return words;
  };
  const range = { min: ngrams.minLength, max: ngrams.maxLength, ...(input.bleuOrder === undefined ? {} : { bleu: input.bleuOrder }) };
  const count = startCorpusCount(segments, input.systems.length, countedReferences, outputWords, range, input.spill);
  return new WordCounting({ input, segments, labelCounter, count, lines, batched, window });
}

/**
 * Verifies the lines whose hashes repeat (see {@link LineNumbers}) from the input's lines when it
 * holds them all (lines given in memory, or kept by the caller for the segment table); lines
 * given in batches and let go must have been given again with `WordCounting.verifyLine`.
 */
function verifiedLines(state: CountingState): void {
  const { lines, input, segments } = state;
  const list = lines.toVerify();
  if (input.references.every((file) => file.length === segments) && input.systems.every((system) => system.lines.length === segments)) {
    list.references.forEach((listed, r) => listed.forEach((s) => lines.verify('reference', r, s, (input.references[r] as readonly string[])[s] as string)));
    list.outputs.forEach((listed, o) => listed.forEach((s) => lines.verify('output', o, s, ((input.systems[o] as AnalyzeSystem).lines[s]) as string)));
  }
  if (!lines.settled()) {
    throw new BleukitError('invalid-input', '[bleukit] analyze was given lines in batches whose hashes repeat, and not given them again: give each line WordCounting.linesToVerify lists to verifyLine first.');
  }
}

/**
 * Every analysis of `bleukit analyze` on raw lines: corpus scores and paired tests (sacreBLEU's),
 * word accuracy by frequency, by case and by label, sentence buckets by length, length difference, label and
 * sentence score, salient n-grams and examples for the first system against each other one, and the segment
 * table. Any number of references; a reference given twice changes nothing but the metadata.
 */
export function analyze(input: AnalyzeInput, counting?: WordCounting): AnalysisData {
  const state = (counting ?? startWordCounting(input)).state;
  if (state.input.systems !== input.systems || state.input.references !== input.references) {
    throw new BleukitError('invalid-input', '[bleukit] analyze was given the word counts of other lines; give the counting startWordCounting made from this input.');
  }
  checkScoreBuckets(input);
  const { segments, labelCounter } = state;
  if (state.batched && state.count.counted < segments) {
    throw new BleukitError('invalid-input', `[bleukit] analyze was given ${state.count.counted} of the ${segments} segments' lines; give every segment's lines to countBatch first.`);
  }
  const nrefs = input.references.length;
  const ngrams = { ...NGRAM_DEFAULTS, ...input.ngrams };
  const metrics = input.metrics.map((entry) => entry.metric);
  const counts = state.count.finish();
  const statistics = metricStatistics(input, segments, counts);
  verifiedLines(state);
  input.keepWords?.trim();
  const cutoffs = input.frequencyCutoffs ?? FREQUENCY_CUTOFFS;

  const scores: SystemScores[] = input.systems.map((_, o) => {
    let outputWords = 0;
    let referenceWordsTotal = 0;
    const lengths = counts.lengths[o] as SegmentColumn;
    const referenceLengths = counts.referenceLengths[o] as SegmentColumn;
    for (let s = 0; s < segments; s++) {
      outputWords += lengths.get(s);
      referenceWordsTotal += referenceLengths.get(s);
    }
    return {
      system: o,
      scores: metrics.map((metric, m) => metric.scoreStatistics(sumSegments((statistics[m] as StatisticsRows[])[o] as StatisticsRows, metric.statisticsSize), nrefs).score),
      outputWords,
      referenceWords: referenceWordsTotal,
      lengthRatio: referenceWordsTotal === 0 ? 0 : outputWords / referenceWordsTotal,
    };
  });

  const scoring: BucketScoring = { metrics, statistics, nrefs, samples: input.bucketSamples ?? 0, seed: input.seed, spill: input.spill };
  const sentenceBuckets: SentenceBucketTable[] = [lengthTable(counts, scoring), lengthDiffTable(counts, scoring)];
  if (input.labels !== undefined) sentenceBuckets.push(labelTable(input.labels, scoring));

  const sentenceScores = input.metrics.map(({ metric, sentence }, m) => {
    const scorer = sentence ?? metric;
    const width = metric.statisticsSize;
    // One segment's statistics copied into a scratch array: a view per segment would be an object
    // per segment, system and metric for the garbage collector.
    const scratch = new Float64Array(width);
    return (statistics[m] as StatisticsRows[]).map((data) => {
      const out = new SegmentColumn(segments, 1, { spill: input.spill });
      for (let s = 0; s < segments; s++) {
        data.getRow(s, scratch);
        // The score alone where the metric has it (BLEU: no result object and signature a segment).
        out.set(s, 0, scorer.statisticsScore !== undefined ? scorer.statisticsScore(scratch) : scorer.scoreStatistics(scratch, nrefs).score);
      }
      return out;
    });
  });
  for (const request of input.scoreBuckets ?? []) {
    const m = metrics.findIndex((metric) => metric.id === request.metric);
    sentenceBuckets.push(scoreTable(metrics[m] as Metric, sentenceScores[m] as SegmentColumn[], request, scoring));
  }

  // The lines as numbered when counted and verified (see LineNumbers).
  const { outputs: lineIds, referenceCount } = state.lines;
  const referenceIds = state.lines.referenceIds();
  const pairs = input.systems.slice(1).map((_, k) => [0, k + 1] as const);
  const ngramTables: NgramTable[] = [];
  const exampleTables: ExampleTable[] = [];
  const exampleSource = {
    scores: sentenceScores,
    higherIsBetter: metrics.map((metric) => metric.higherIsBetter),
    ids: metrics.map((metric) => metric.id),
    segments,
    firstOf: (left: number, right: number) => firstOccurrences([lineIds[left] as SegmentColumn, lineIds[right] as SegmentColumn, referenceIds]),
  };
  for (const [left, right] of pairs) {
    for (const type of ['match', 'over', 'under'] as const) ngramTables.push(ngramTable(counts, left, right, type, ngrams));
    // The de-duplication is the same for every metric of a pair: worked out once.
    const firstOf = exampleSource.firstOf(left, right);
    const source = { ...exampleSource, firstOf: () => firstOf };
    metrics.forEach((_, m) => exampleTables.push(exampleTable(source, left, right, m, input.examples ?? 10)));
  }

  const table = input.segmentTable ?? true;
  const segmentTable: readonly SegmentRow[] = table !== false
    ? segmentRows(table === 'on-demand', {
        segments,
        references: input.references,
        outputs: input.systems.map((system) => system.lines),
        source: input.source?.lines,
        labels: input.labels?.labels,
        shortestReference: counts.shortestReference,
        lengths: counts.lengths,
        referenceLengths: counts.referenceLengths,
        sentenceScores,
      })
    : [];

  const data: AnalysisData = {
    format: ANALYSIS_FORMAT,
    version: ANALYSIS_VERSION,
    bleukit: input.version,
    references: { count: nrefs, files: input.referenceFiles.slice() },
    systems: input.systems.map(({ name, file }) => ({ name, file })),
    source: input.source?.file ?? null,
    labels: input.labels?.file ?? null,
    segments,
    words: input.wordsInfo,
    metrics: metrics.map((metric) => ({
      id: metric.id,
      name: metric.name,
      signature: formatSignatureFields(metric.signatureFields(nrefs), false),
      higherIsBetter: metric.higherIsBetter,
    })),
    scores,
    significance: input.systems.length < 2 ? [] : (input.significance ?? []).map((request) => significanceTest(request, metrics, statistics, input.seed)),
    wordAccuracy: [
      wordAccuracyTable(counts, cutoffs),
      ...(input.frequencies === undefined ? [] : [fileFrequencyTable(counts, input.frequencies, cutoffs)]),
      caseAccuracyTable(counts),
      ...(labelCounter === undefined ? [] : [labelCounter.table()]),
    ],
    sentenceBuckets,
    ngrams: ngramTables,
    examples: exampleTables,
    segmentTable,
  };
  // The page reads the reference lengths once, in segment order, as it writes them.
  const shortestReference = counts.shortestReference;
  keepSegmentColumns(data, { segments, referenceCount, source: input.source?.lines, shortestReference: rowsOnDemand(segments, (s) => shortestReference.get(s)), sentenceScores });
  return data;
}
