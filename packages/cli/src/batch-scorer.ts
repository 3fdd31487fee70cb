import { createBleu, NgramMatcher, type Tokenizer } from '@bleukit/core';

/** One batch of segments to turn into BLEU statistics. */
export interface StatisticsJob {
  hyps: string[];
  /** Reference streams for these segments (`refs[k][i]`); may be left out when `refKey` is cached. */
  refs?: string[][];
  /** Caches the tokenized references under this key, so later systems reuse them. */
  refKey?: number;
  /** Also return every segment's statistics (sentence level, significance tests). */
  segments: boolean;
}

/** Statistics of a batch: the sum, and optionally each segment's (`size` numbers per segment). */
export interface JobResult {
  totals: Float64Array;
  segments?: Float64Array;
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

  return {
    score(job) {
      const count = job.hyps.length;
      let refTokens = job.refKey === undefined ? undefined : cache.get(job.refKey);
      if (refTokens === undefined) {
        if (job.refs === undefined) throw new Error(`internal: no references for batch ${job.refKey}`);
        refTokens = tokenizeReferences(job.refs, count);
        if (job.refKey !== undefined) cache.set(job.refKey, refTokens);
      }
      const totals = new Float64Array(size);
      const segments = job.segments ? new Float64Array(count * size) : undefined;
      for (let i = 0; i < count; i++) {
        matcher.statistics(bleu.tokenize(job.hyps[i] as string), refTokens[i] as string[][], scratch);
        for (let j = 0; j < size; j++) totals[j] = (totals[j] as number) + (scratch[j] as number);
        if (segments !== undefined) segments.set(scratch, i * size);
      }
      return segments === undefined ? { totals } : { totals, segments };
    },
  };
}
