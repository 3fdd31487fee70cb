// NLTK 3.8's meteor_score records of the shared folder (conformance/meteor/README.md describes them).
import { readJsonl } from './shared.js';

/** One `meteor_score(refs, hyp, alpha, beta, gamma, preprocess)` call and the float it returned. */
export interface NltkMeteorRecord {
  id: string;
  /** The references, each a list of tokens. */
  refs: string[][];
  hyp: string[];
  alpha: number;
  beta: number;
  gamma: number;
  /** NLTK's default `preprocess=str.lower`; false: the identity. */
  lowercase: boolean;
  /** `repr()` of the value. */
  value: string;
}

/** All 507 records. */
export function readNltkMeteorRecords(): NltkMeteorRecord[] {
  return readJsonl<NltkMeteorRecord>('conformance/meteor/nltk-meteor.jsonl');
}
