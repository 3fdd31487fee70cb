import type { SignatureField } from '../signature-field.js';
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

/**
 * {@link withResampling} for any metric's signature fields: `bs:N` or `ar:N` and `seed:S` right
 * after `nrefs`, as sacreBLEU prints them.
 */
export function withResamplingFields(fields: readonly SignatureField[], record: ResamplingRecord): SignatureField[] {
  const rest = fields.filter(([key]) => key !== 'bs' && key !== 'ar' && key !== 'seed');
  const at = rest.findIndex(([key]) => key === 'nrefs') + 1;
  const added: SignatureField[] = [
    [record.test, record.test, String(record.samples)],
    ['seed', 'rs', record.seed],
  ];
  return [...rest.slice(0, at), ...added, ...rest.slice(at)];
}
