import { TextDecoder } from 'node:util';
import { createBleu, NgramMatcher, pythonRstrip, type Tokenizer } from '@bleukit/core';

/** One batch of segments to turn into BLEU statistics. */
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
  /** Caches the tokenized references under this key, so later systems reuse them. */
  refKey?: number;
  /** Also return every segment's statistics (sentence level, significance tests). */
  segments: boolean;
}

/** Statistics of a batch: the sum, and optionally each segment's (`size` numbers per segment). */
export interface JobResult {
  totals: Float64Array;
  segments?: Float64Array;
  /** Hypotheses ending in a tokenized period, when `countPeriods` was asked. */
  periods?: number;
  /** With `bytes`: the index of the first input that is not valid UTF-8 (nothing was scored). */
  invalidInput?: number;
}

/** What tokenization and n-gram matching depend on (smoothing only matters when scoring). */
export interface ScorerSettings {
  tokenizer: string;
  locale: string;
  lowercase: boolean;
  order: number;
}

/** Tokenizes and matches batches; the same code runs in the main thread and in workers. */
export interface BatchScorer {
  score(job: StatisticsJob): JobResult;
}

/** Creates a scorer; references tokenized for a `refKey` are kept and reused. */
export function createBatchScorer(tokenizer: Tokenizer, settings: ScorerSettings): BatchScorer {
  const bleu = createBleu({ tokenizer, lowercase: settings.lowercase, maxNgramOrder: settings.order });
  const matcher = new NgramMatcher(settings.order);
  const size = 2 + 2 * settings.order;
  const cache = new Map<number, string[][][]>();
  const scratch = new Float64Array(size);

  const tokenizeReferences = (refs: string[][], count: number): string[][][] => {
    const tokens: string[][][] = new Array(count);
    for (let i = 0; i < count; i++) {
      const segment: string[][] = new Array(refs.length);
      for (let k = 0; k < refs.length; k++) segment[k] = bleu.tokenize((refs[k] as string[])[i] as string);
      tokens[i] = segment;
    }
    return tokens;
  };

  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  return {
    score(job) {
      if (job.bytes !== undefined) {
        const streams: string[][] = [];
        for (const [k, bytes] of job.bytes.entries()) {
          const lines = decodeLines(decoder, bytes);
          if (lines === undefined) return { totals: new Float64Array(size), invalidInput: k };
          streams.push(lines);
        }
        job = { ...job, hyps: streams[0] as string[], refs: streams.slice(1) };
      }
      const hyps = job.hyps as string[];
      const count = hyps.length;
      let refTokens = job.refKey === undefined ? undefined : cache.get(job.refKey);
      if (refTokens === undefined) {
        if (job.refs === undefined) throw new Error(`internal: no references for batch ${job.refKey}`);
        refTokens = tokenizeReferences(job.refs, count);
        if (job.refKey !== undefined) cache.set(job.refKey, refTokens);
      }
      const totals = new Float64Array(size);
      const segments = job.segments ? new Float64Array(count * size) : undefined;
      for (let i = 0; i < count; i++) {
        matcher.statistics(bleu.tokenize(hyps[i] as string), refTokens[i] as string[][], scratch);
        for (let j = 0; j < size; j++) totals[j] = (totals[j] as number) + (scratch[j] as number);
        if (segments !== undefined) segments.set(scratch, i * size);
      }
      const result: JobResult = segments === undefined ? { totals } : { totals, segments };
      if (job.countPeriods) result.periods = countTokenizedPeriods(hyps);
      return result;
    },
  };
}

/** Lines of UTF-8 bytes that end in `\n` (but perhaps the last); undefined if they do not decode. */
function decodeLines(decoder: TextDecoder, bytes: Uint8Array): string[] | undefined {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  return lines;
}

/** Hypotheses that end in " ." after right-stripping, as sacreBLEU counts them. */
export function countTokenizedPeriods(hyps: readonly string[]): number {
  let count = 0;
  for (const hyp of hyps) if (pythonRstrip(hyp).endsWith(' .')) count++;
  return count;
}
