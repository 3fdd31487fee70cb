import { Buffer, isUtf8 } from 'node:buffer';
import { cacheChrfReferences, createChrf, type Chrf, type ChrfReferences } from '@bleukit/chrf';
import { BleukitError, createBleu, missingReference, NgramMatcher, pythonRstrip, tokenHash, TokenSpans, type Metric, type Tokenizer } from '@bleukit/core';
import { createMeteor } from '@bleukit/meteor';
import { createRibes } from '@bleukit/ribes';
import { cacheTerReferences, createTer, type Ter, type TerReferences } from '@bleukit/ter';
import type { WordNet } from '@bleukit/wordnet';
import { CliError, bleukitError } from '../cli-error.js';
import { statisticsLayout, type BleuSpec, type MetricSpec, type RibesSpec } from '../arguments/metric-settings.js';
import type { SharedTokenizerData } from '../tokenizers/tokenizer-registry.js';
import type { SharedWordNetData } from './meteor-wordnet.js';

/** One batch of segments to turn into statistics of every metric. */
export interface StatisticsJob {
  /** Hypotheses; or, with `bytes`, left out. */
  hyps?: string[];
  /** Reference streams for these segments (`refs[k][i]`); may be left out when `refKey` is cached. */
  refs?: string[][];
  /**
   * Instead of `hyps` and `refs`: the UTF-8 bytes of the hypothesis file's lines, then of each
   * reference file's, cut at line ends (see `alignedByteBatches`), decoded where the job runs.
   */
  bytes?: Uint8Array[];
  /** Also count hypotheses that end in a tokenized period (sacreBLEU's detokenization warning). */
  countPeriods?: boolean;
  /** Caches the references (and BLEU's tokens of them) under this key, so later systems reuse them. */
  refKey?: number;
  /**
   * The last job of its `refKey`: the references kept under it are let go once it is scored, so a
   * thread keeps the tokens of the batches still to come, not of the whole test set.
   */
  dropRefs?: boolean;
  /** Also return every segment's statistics (sentence level, significance tests). */
  segments: boolean;
  /** The line number of the batch's first segment in the input files (for messages); default 1. */
  firstLine?: number;
  /**
   * Score only this thread's share of the batch: the segments whose first reference has
   * {@link shareOf} `index` among `of` threads (a batch every thread receives; see
   * `createWorkerEngine`). Only share 0 counts periods.
   */
  share?: { index: number; of: number };
}

/**
 * Which of `of` threads scores a segment of a shared batch: by a hash of its first reference
 * line, so a reference repeated for every system is always tokenized by the same thread.
 */
export function shareOf(reference: string, of: number): number {
  return (tokenHash(reference) >>> 0) % of;
}

/**
 * Statistics of a batch, all metrics side by side (see `statisticsLayout`): the sum of the
 * columns that add up in any order, optionally each segment's row, and each segment's values of
 * the columns summed in segment order.
 */
export interface JobResult {
  /** Sums of the unordered columns (the ordered ones are 0 here). */
  totals: Float64Array;
  /** Every segment's row (`width` numbers per segment), when `segments` was asked. */
  segments?: Float64Array;
  /** The ordered columns of every segment, when there are any. */
  ordered?: Float64Array;
  /** Hypotheses ending in a tokenized period, when `countPeriods` was asked. */
  periods?: number;
  /** With `bytes`: the index of the first input that is not valid UTF-8 (nothing was scored). */
  invalidInput?: number;
}

/** What the statistics depend on: the metrics, each as plain data. */
export interface ScorerSettings {
  metrics: MetricSpec[];
  /** Data BLEU's tokenizer was loaded from, for the threads to share (see `loadSharedTokenizerData`). */
  shared?: SharedTokenizerData;
  /** METEOR's WordNet data file, read once for every thread to parse (see `readWordNetData`). */
  wordnet?: SharedWordNetData;
  /** What to call each reference stream in messages (its file; `file, field k` with `-nr`). */
  referenceNames?: string[];
}

/** Tokenizes and matches batches; the same code runs in the main thread and in workers. */
export interface BatchScorer {
  score(job: StatisticsJob): JobResult;
}

/** A batch's references, and BLEU's tokens (RIBES's words) of them when kept. */
interface BatchReferences {
  /** `streams[k][i]`: reference k of segment i. */
  streams: string[][];
  bleuTokens?: TokenSpans[][];
  /** `ribesWords[i][k]`: RIBES's words of reference k of segment i. */
  ribesWords?: string[][][];
}

/**
 * One metric's statistics for segment `i` of a batch, into `row` from `offset` on; `lines` are
 * that segment's references (an array reused from segment to segment).
 */
type SegmentScorer = (hyp: string, lines: string[], refs: BatchReferences, i: number, row: Float64Array, offset: number) => void;

/**
 * BLEU's tokens of the segment being scored, for RIBES to take its words from when both use
 * `-tok`'s tokenizer on the same text (BLEU without `-lc`): the line is then tokenized once.
 */
interface SharedTokens {
  /** The hypothesis's tokens, valid while `segment` is the serial number of the segment being scored. */
  hyp: TokenSpans | undefined;
  segment: number;
  /** The serial number of the segment being scored (counts up over every batch). */
  current: number;
}

/**
 * RIBES's words of a line from BLEU's tokens of it. By the tokenizer contract (`checkTokenizer`)
 * `tokenSpans` gives `tokenize`'s tokens and no token holds Python whitespace, so `ribesWords` of
 * the tokens joined by spaces is each token lower-cased (unless case-sensitive): lower-casing's
 * one context rule (a final sigma) does not reach across a space.
 */
function ribesWordsOfSpans(spans: TokenSpans, caseSensitive: boolean): string[] {
  const { text, offsets, count } = spans;
  const words = new Array<string>(count);
  // One call for the whole text where that is each token's lower-casing: no final sigma (the only
  // mapping that depends on the characters around) and no character whose lower case is longer.
  const lower = caseSensitive ? text : text.toLowerCase();
  if (caseSensitive || (lower.length === text.length && !text.includes('Σ'))) {
    for (let t = 0; t < count; t++) words[t] = lower.slice(offsets[2 * t] as number, offsets[2 * t + 1] as number);
    return words;
  }
  for (let t = 0; t < count; t++) words[t] = text.slice(offsets[2 * t] as number, offsets[2 * t + 1] as number).toLowerCase();
  return words;
}

function bleuScorer(tokenizer: Tokenizer, spec: BleuSpec, shared?: SharedTokens): { score: SegmentScorer; prepare(refs: BatchReferences): void } {
  const bleu = createBleu({ tokenizer, lowercase: spec.lowercase, maxNgramOrder: spec.order });
  const matcher = new NgramMatcher(spec.order);
  const scratch = new Float64Array(2 + 2 * spec.order);
  const spans = new TokenSpans();
  // References of a batch scored once are tokenized as they come, into spans reused each segment.
  const pool: TokenSpans[] = [];
  const current: TokenSpans[] = [];
  return {
    prepare(refs) {
      const { streams } = refs;
      refs.bleuTokens ??= (streams[0] as string[]).map((_, i) => streams.map((stream) => bleu.tokenSpans(stream[i] as string, spans).copy()));
    },
    score(hyp, lines, refs, i, row, offset) {
      let refSpans = refs.bleuTokens?.[i];
      if (refSpans === undefined) {
        current.length = lines.length;
        for (let k = 0; k < lines.length; k++) current[k] = bleu.tokenSpans(lines[k] as string, (pool[k] ??= new TokenSpans()));
        refSpans = current;
      }
      matcher.spanStatistics(bleu.tokenSpans(hyp, spans), refSpans, scratch);
      if (shared !== undefined) {
        shared.hyp = spans;
        shared.segment = shared.current;
      }
      row.set(scratch, offset);
    },
  };
}

/**
 * RIBES's statistics; references kept for several systems are split into words once. An empty
 * reference is an error (as in RIBES.py) that names its file and line.
 */
function ribesScorer(
  tokenizer: Tokenizer,
  spec: RibesSpec,
  names: readonly string[] | undefined,
  firstLine: () => number,
  shared?: SharedTokens,
): { score: SegmentScorer; prepare(refs: BatchReferences): void } {
  const ribes = createRibes({ ...spec.options, tokenizer });
  const { caseSensitive } = spec.options;
  const current: string[][] = [];
  // Without BLEU's tokens to take, RIBES's words from spans as BLEU makes them (BLEU without -lc:
  // the right-stripped line through the tokenizer's `tokenSpans`), not from `ribes.words`, which
  // makes every token a string, joins them and splits them again: the same words (see
  // `ribesWordsOfSpans`), in about half the time.
  const own = shared === undefined && tokenizer.tokenSpans !== undefined ? { bleu: createBleu({ tokenizer }), spans: new TokenSpans() } : undefined;
  const wordsOf = own === undefined ? (line: string) => ribes.words(line) : (line: string) => ribesWordsOfSpans(own.bleu.tokenSpans(line, own.spans), caseSensitive);
  return {
    prepare(refs) {
      const { streams, bleuTokens } = refs;
      refs.ribesWords ??= (streams[0] as string[]).map((_, i) =>
        streams.map((stream, k) => {
          const spans = shared === undefined ? undefined : bleuTokens?.[i]?.[k];
          return spans === undefined ? wordsOf(stream[i] as string) : ribesWordsOfSpans(spans, caseSensitive);
        }),
      );
    },
    score(hyp, lines, refs, i, row, offset) {
      let words = refs.ribesWords?.[i];
      if (words === undefined) {
        current.length = lines.length;
        for (let k = 0; k < lines.length; k++) current[k] = wordsOf(lines[k] as string);
        words = current;
      }
      let stats: number[];
      try {
        const spans = shared !== undefined && shared.segment === shared.current ? shared.hyp : undefined;
        stats = ribes.tokenStatistics(spans === undefined ? wordsOf(hyp) : ribesWordsOfSpans(spans, caseSensitive), words);
      } catch (error) {
        const empty = words.findIndex((ref) => ref.length === 0);
        if (!BleukitError.isInstance(error) || empty < 0) throw error;
        const name = names?.[empty] ?? `reference ${empty + 1}`;
        throw new CliError(1, [
          bleukitError(
            `${name}:${firstLine() + i}: the reference has no words; RIBES cannot score against an empty reference (RIBES.py fails there too). ` +
              'Fix or drop that segment, or score RIBES with bleukit ribes -z, which skips empty references.',
          ),
        ]);
      }
      row[offset] = stats[0] as number;
      row[offset + 1] = stats[1] as number;
    },
  };
}

/**
 * chrF's or TER's statistics; references kept for several systems are prepared once (chrF's
 * n-grams counted, TER's words numbered: see `cacheChrfReferences`, `cacheTerReferences`), so each system's hypotheses are
 * only matched against them.
 */
function cachedScorer(metric: Chrf | Ter): { score: SegmentScorer; prepare(refs: BatchReferences): void; drop(refs: BatchReferences): void } {
  const cached = new WeakMap<BatchReferences, ChrfReferences | TerReferences>();
  const stats = new Array<number>(metric.statisticsSize);
  const plain = metricScorer(metric);
  const cache = (streams: string[][]) => (metric.id === 'chrf' ? cacheChrfReferences(metric, streams) : cacheTerReferences(metric, streams));
  return {
    prepare(refs) {
      if (!cached.has(refs)) cached.set(refs, cache(refs.streams));
    },
    drop(refs) {
      cached.get(refs)?.release();
      cached.delete(refs);
    },
    score(hyp, lines, refs, i, row, offset) {
      const references = cached.get(refs);
      if (references === undefined) return plain(hyp, lines, refs, i, row, offset);
      if (references.statisticsInto(hyp, i, stats) === 0) throw missingReference(0);
      for (let k = 0; k < stats.length; k++) row[offset + k] = stats[k] as number;
    },
  };
}

function metricScorer(metric: Metric): SegmentScorer {
  return (hyp, lines, _refs, _i, row, offset) => {
    const stats = metric.segmentStatistics(hyp, lines);
    for (let k = 0; k < stats.length; k++) row[offset + k] = stats[k] as number;
  };
}

/**
 * Creates a scorer for the metrics of `settings` (`tokenizer` is `-tok`'s, when BLEU, RIBES or
 * METEOR is one of them; `wordnet` METEOR's). References sent with a `refKey` are kept (and BLEU's
 * tokens of them), so later systems send only their hypotheses.
 */
export function createBatchScorer(tokenizer: Tokenizer | undefined, settings: ScorerSettings, wordnet?: WordNet): BatchScorer {
  const layout = statisticsLayout(settings.metrics);
  const scorers: SegmentScorer[] = [];
  const preparers: ((refs: BatchReferences) => void)[] = [];
  /** What lets go of a batch's references once its last system is scored. */
  const droppers: ((refs: BatchReferences) => void)[] = [];
  let firstLine = 1;
  // RIBES takes BLEU's tokens when BLEU tokenizes the same text before it (see `SharedTokens`).
  const bleuFirst = settings.metrics.find((spec) => spec.id === 'bleu' || spec.id === 'ribes');
  const shared: SharedTokens | undefined =
    bleuFirst?.id === 'bleu' && !bleuFirst.lowercase && settings.metrics.some((spec) => spec.id === 'ribes')
      ? { hyp: undefined, segment: -1, current: 0 }
      : undefined;
  for (const spec of settings.metrics) {
    if (spec.id === 'meteor') {
      // METEOR turns a line's words into numbers as it splits it (see @bleukit/meteor): nothing to keep per reference.
      if (tokenizer === undefined || wordnet === undefined) throw new Error('internal: METEOR needs a tokenizer and WordNet');
      scorers.push(metricScorer(createMeteor({ ...spec.options, tokenizer, wordnet })));
    } else if (spec.id === 'bleu' || spec.id === 'ribes') {
      if (tokenizer === undefined) throw new Error(`internal: ${spec.id} needs a tokenizer`);
      const part = spec.id === 'bleu' ? bleuScorer(tokenizer, spec, shared) : ribesScorer(tokenizer, spec, settings.referenceNames, () => firstLine, shared);
      scorers.push(part.score);
      preparers.push(part.prepare);
    } else {
      const part = cachedScorer(spec.id === 'chrf' ? createChrf(spec.options) : createTer(spec.options));
      scorers.push(part.score);
      preparers.push(part.prepare);
      droppers.push(part.drop);
    }
  }
  const { width, offsets, ordered } = layout;
  const isOrdered = new Uint8Array(width);
  for (const column of ordered) isOrdered[column] = 1;
  const cache = new Map<number, BatchReferences>();
  const row = new Float64Array(width);
  const lines: string[] = [];

  /**
   * The segment loop, apart from the per-batch work around it: V8 optimizes a long loop while it
   * runs, and code after the loop that has not run yet, or job objects of new shapes (posted,
   * spread, local), would throw that code away again batch after batch.
   */
  const scoreSegments = (
    hyps: readonly string[],
    refs: BatchReferences,
    share: StatisticsJob['share'],
    totals: Float64Array,
    segments: Float64Array | undefined,
    orderedValues: Float64Array | undefined,
  ): void => {
    const { streams } = refs;
    const first = streams[0] as string[];
    lines.length = streams.length;
    const shareIndex = share === undefined ? -1 : share.index;
    const shareOfCount = share === undefined ? 0 : share.of;
    for (let i = 0; i < hyps.length; i++) {
      if (shareIndex >= 0 && shareOf(first[i] as string, shareOfCount) !== shareIndex) continue;
      const hyp = hyps[i] as string;
      for (let k = 0; k < streams.length; k++) lines[k] = (streams[k] as string[])[i] as string;
      if (shared !== undefined) shared.current++;
      for (let m = 0; m < scorers.length; m++) (scorers[m] as SegmentScorer)(hyp, lines, refs, i, row, offsets[m] as number);
      for (let j = 0; j < width; j++) if (isOrdered[j] === 0) totals[j] = (totals[j] as number) + (row[j] as number);
      if (segments !== undefined) segments.set(row, i * width);
      if (orderedValues !== undefined) for (let c = 0; c < ordered.length; c++) orderedValues[i * ordered.length + c] = row[ordered[c] as number] as number;
    }
  };

  return {
    score(job) {
      let hyps = job.hyps;
      let refStreams = job.refs;
      if (job.bytes !== undefined) {
        const streams: string[][] = [];
        for (const [k, bytes] of job.bytes.entries()) {
          const decoded = decodeLines(bytes);
          if (decoded === undefined) return { totals: new Float64Array(width), invalidInput: k };
          streams.push(decoded);
        }
        hyps = streams[0] as string[];
        refStreams = streams.slice(1);
      }
      if (hyps === undefined) throw new Error('internal: a batch without hypotheses');
      let refs = job.refKey === undefined ? undefined : cache.get(job.refKey);
      if (refs === undefined) {
        if (refStreams === undefined) throw new Error(`internal: no references for batch ${job.refKey}`);
        refs = { streams: refStreams };
        if (job.refKey !== undefined) cache.set(job.refKey, refs);
      }
      // Kept references are tokenized once for every system; others as they are scored.
      if (job.refKey !== undefined) for (const prepare of preparers) prepare(refs);
      const count = hyps.length;
      firstLine = job.firstLine ?? 1;
      const totals = new Float64Array(width);
      const segments = job.segments ? new Float64Array(count * width) : undefined;
      const orderedValues = ordered.length > 0 ? new Float64Array(count * ordered.length) : undefined;
      scoreSegments(hyps, refs, job.share, totals, segments, orderedValues);
      if (job.dropRefs && job.refKey !== undefined) {
        cache.delete(job.refKey);
        for (const drop of droppers) drop(refs);
      }
      const result: JobResult = { totals };
      if (segments !== undefined) result.segments = segments;
      if (orderedValues !== undefined) result.ordered = orderedValues;
      if (job.countPeriods && (job.share === undefined || job.share.index === 0)) result.periods = countTokenizedPeriods(hyps);
      return result;
    },
  };
}

/**
 * Lines of UTF-8 bytes that end in `\n` (but perhaps the last); undefined if they do not decode.
 * Each line is decoded from its own bytes, a flat string, which the tokenizers read faster than
 * the slices of one decoded text (see input/utf8-lines.ts).
 */
function decodeLines(bytes: Uint8Array): string[] | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isUtf8(buffer)) return undefined;
  const lines: string[] = [];
  let start = 0;
  // sacreBLEU right-strips every line it reads from a file before any metric sees it.
  for (let end = buffer.indexOf(10); end >= 0; start = end + 1, end = buffer.indexOf(10, start)) lines.push(pythonRstrip(buffer.toString('utf8', start, end)));
  if (start < buffer.length || buffer.length === 0) lines.push(pythonRstrip(buffer.toString('utf8', start)));
  return lines;
}

/** Hypotheses that end in " ." after right-stripping, as sacreBLEU counts them. */
export function countTokenizedPeriods(hyps: readonly string[]): number {
  let count = 0;
  for (const hyp of hyps) if (pythonRstrip(hyp).endsWith(' .')) count++;
  return count;
}
