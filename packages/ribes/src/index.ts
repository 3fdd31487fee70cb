export { createRibes, emptyReferenceError } from './ribes.js';
export type { Ribes, RibesExplanation, RibesOptions, RibesResult } from './ribes.js';
export { ribesWords } from './ribes-words.js';
export { sentenceRibes } from './sentence-ribes.js';
export type { RibesSentence, RibesWeights } from './sentence-ribes.js';
export { alignWords, UNALIGNED } from './word-alignment.js';
export type { RibesAlignmentMethod } from './word-alignment.js';
export { ascendingPairs, crossingPairs, nltkIncreasingPairs } from './word-order.js';
