import { VERSION } from './version.js';

/**
 * One field of a score's signature: its long key, sacreBLEU's abbreviation and the value
 * (`['nrefs', '#', '1']`). A signature is these fields in sacreBLEU's order.
 */
export type SignatureField = readonly [key: string, short: string, value: string];

/** The version value bleukit writes into signatures: never sacreBLEU's. */
export const SIGNATURE_VERSION = `bleukit-${VERSION}`;

/** `key:value|…` (or `short:value|…`) from signature fields. */
export function formatSignatureFields(fields: readonly SignatureField[], short = false): string {
  return fields.map(([key, abbreviation, value]) => `${short ? abbreviation : key}:${value}`).join('|');
}
