import type { BleuSignature } from '../signature.js';
import type { ResamplingRecord } from './resampling-options.js';

/**
 * The signature of a score reported with resampling: adds `bs:N` or `ar:N` and `seed:S`
 * (sacreBLEU prints them right after `nrefs`).
 *
 * @example
 * ```ts
 * formatSignature(withResampling(bleu.signature(1), bootstrapConfidence(bleu, stats)));
 * // 'nrefs:1|bs:1000|seed:12345|case:mixed|…'
 * ```
 */
export function withResampling(signature: BleuSignature, record: ResamplingRecord): BleuSignature {
  const { bs: _bs, ar: _ar, seed: _seed, ...rest } = signature;
  return { ...rest, [record.test]: String(record.samples), seed: record.seed };
}
