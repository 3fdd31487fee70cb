import { formatSignatureFields, type SignatureField } from './signature-field.js';

/**
 * What a score was computed with, in sacreBLEU's signature fields. `nrefs` is a count or `var`;
 * `bs`/`ar`/`seed` appear only after resampling.
 */
export interface BleuSignature {
  nrefs: string;
  bs?: string;
  ar?: string;
  seed?: string;
  case: 'mixed' | 'lc';
  eff: 'yes' | 'no';
  tok: string;
  smooth: string;
  version: string;
}

/** Field order and short names, as sacreBLEU prints them. */
const FIELDS: readonly (readonly [keyof BleuSignature, string])[] = [
  ['nrefs', '#'],
  ['bs', 'bs'],
  ['ar', 'ar'],
  ['seed', 'rs'],
  ['case', 'c'],
  ['eff', 'e'],
  ['tok', 'tok'],
  ['smooth', 's'],
  ['version', 'v'],
];

/** The signature's fields in sacreBLEU's order, skipping absent ones. */
export function signatureFields(signature: BleuSignature): SignatureField[] {
  const fields: SignatureField[] = [];
  for (const [key, abbreviation] of FIELDS) {
    const value = signature[key];
    if (value !== undefined) fields.push([key, abbreviation, value]);
  }
  return fields;
}

/** `key:value|…` in the long form, or with sacreBLEU's abbreviations when `short`. */
export function formatSignature(signature: BleuSignature, short = false): string {
  return formatSignatureFields(signatureFields(signature), short);
}

/** The signature's fields in order, skipping absent ones (for JSON output). */
export function signatureEntries(signature: BleuSignature): [string, string][] {
  return signatureFields(signature).map(([key, , value]) => [key, value]);
}
