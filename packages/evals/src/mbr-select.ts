import { createChrf } from '@bleukit/chrf';
import { BleukitError, createBleu, describeValue, formatSignatureFields } from '@bleukit/core';
import { mbrSelect as selectCandidate, type PairwiseMetric } from '@bleukit/pairwise';
import { createTer } from '@bleukit/ter';
import { loadLanguageTokenizer } from './language-tokenizer.js';

/** The utilities {@link mbrSelector} offers. */
export const MBR_METRICS = ['chrf', 'chrf++', 'bleu', 'ter'] as const;
export type MbrMetricName = (typeof MBR_METRICS)[number];

/** Options of {@link mbrSelector} and {@link mbrSelect}. */
export interface MbrSelectOptions {
  /**
   * The utility: `chrf` (default, as ZurichNLP's mbr and fastChrF), `chrf++`, `bleu` (sacreBLEU's
   * sentence BLEU, effective order) or `ter` (the lowest expected TER wins).
   */
  metric?: MbrMetricName;
  /** BLEU's words: sacreBLEU's tokenizer for the language (`ja` → ja-mecab, `zh` → zh, others → 13a). Default `en`. */
  targetLanguage?: string;
  /**
   * Reference aggregation (chrF, chrF++, BLEU): each sample against the summed n-gram counts of
   * all, linear in n instead of quadratic; an approximation of the exact mean. Default false.
   */
  aggregate?: boolean;
}

/** What to choose from besides the samples: pseudo-references and their weights. */
export interface MbrCandidates {
  /** Default: the samples themselves, each one included (as mbrs does). */
  pseudoReferences?: readonly string[];
  /** One weight ≥ 0 a pseudo-reference (e.g. how often a sample was drawn). Default 1 each. */
  weights?: readonly number[];
}

/** The chosen translation and why. */
export interface MbrSelection {
  /** The sample with the best expected utility (the earliest of equal ones). */
  output: string;
  index: number;
  /** Each sample's expected utility on the metric's 0–100 scale: the (weighted) mean of its scores against the pseudo-references. */
  utilities: number[];
  /** Every sample's index, best first: the n-best list. */
  ranking: number[];
  /** The metric's name (`chrF2`, `BLEU`, `TER`) and sacreBLEU's signature of one pair's score. */
  metric: string;
  signature: string;
}

/** Picks the best of n sampled translations; made by {@link mbrSelector}. */
export type MbrSelector = (samples: readonly unknown[], candidates?: MbrCandidates) => Promise<MbrSelection>;

function metricOf(name: unknown): MbrMetricName {
  if (name === undefined) return 'chrf';
  if (typeof name === 'string' && (MBR_METRICS as readonly string[]).includes(name)) return name as MbrMetricName;
  throw new BleukitError('invalid-argument', `[bleukit/evals] mbrSelect's metric should be one of ${MBR_METRICS.join(', ')}, received ${describeValue(name)}.`);
}

/**
 * Minimum Bayes risk selection for LLM pipelines: sample n translations (temperature > 0, or n
 * models), then keep the one that agrees most with the others. The expected utility of a sample is
 * the mean of its sentence scores against every sample, itself included; each score is exactly
 * sacreBLEU's (chrF, chrF++ and TER `sentence_score(h, [r])`, BLEU `sentence_bleu`), each sample's
 * statistics extracted once (`@bleukit/pairwise`). BLEU's tokenizer loads once, on first use.
 *
 * @example
 * ```js
 * const pick = mbrSelector({ metric: 'chrf' });
 * const { output, utilities } = await pick(['Die Katze saß auf der Matte.', 'Die Katze sitzt auf der Matte.', 'Eine Katze saß auf der Matte.']);
 * ```
 */
export function mbrSelector(options: MbrSelectOptions = {}): MbrSelector {
  if (typeof options !== 'object' || options === null) {
    throw new BleukitError('invalid-argument', `[bleukit/evals] mbrSelector options should be an object, received ${describeValue(options)}.`);
  }
  const name = metricOf(options.metric);
  const aggregate = options.aggregate === true;
  if (aggregate && name === 'ter') {
    throw new BleukitError('invalid-argument', '[bleukit/evals] aggregate works for chrf, chrf++ and bleu (their n-gram counts add up); TER needs the exact mode.');
  }
  let loading: Promise<PairwiseMetric> | undefined;
  const metric = (): Promise<PairwiseMetric> =>
    (loading ??= name === 'bleu'
      ? loadLanguageTokenizer(options.targetLanguage ?? 'en').then((tokenizer) => createBleu({ tokenizer, effectiveOrder: true }))
      : Promise.resolve(name === 'ter' ? createTer() : createChrf({ wordOrder: name === 'chrf++' ? 2 : 0 })));
  // BLEU's tokenizer starts loading now; a language it refuses is reported on first use (caught
  // here only so that it is not an unhandled rejection meanwhile).
  if (name === 'bleu') void metric().catch(() => undefined);
  return async (samples, candidates = {}) => {
    if (!Array.isArray(samples)) {
      throw new BleukitError('invalid-argument', `[bleukit/evals] mbrSelect takes an array of sampled translations, received ${describeValue(samples)}.`);
    }
    const texts = samples.map((sample) => (typeof sample === 'string' ? sample : String(sample ?? '')));
    const scorer = await metric();
    const result = selectCandidate(texts, {
      metric: scorer,
      aggregate,
      ...(candidates.pseudoReferences === undefined ? {} : { pseudoReferences: candidates.pseudoReferences }),
      ...(candidates.weights === undefined ? {} : { weights: candidates.weights }),
    });
    return {
      output: texts[result.index] as string,
      index: result.index,
      utilities: Array.from(result.utilities),
      ranking: Array.from(result.ranking),
      metric: scorer.name,
      signature: formatSignatureFields(scorer.signatureFields(1)),
    };
  };
}

/** {@link mbrSelector}`(options)(samples, candidates)` in one call (a selector made once is cheaper for many sources with BLEU). */
export function mbrSelect(samples: readonly unknown[], options: MbrSelectOptions & MbrCandidates = {}): Promise<MbrSelection> {
  const { pseudoReferences, weights, ...settings } = options;
  return mbrSelector(settings)(samples, { ...(pseudoReferences === undefined ? {} : { pseudoReferences }), ...(weights === undefined ? {} : { weights }) });
}
