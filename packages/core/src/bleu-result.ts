import type { BleuScore } from './compute-bleu.js';
import type { BleuSignature } from './signature.js';

/** A score with the signature of the settings that produced it. */
export interface BleuResult extends BleuScore {
  signature: BleuSignature;
}
