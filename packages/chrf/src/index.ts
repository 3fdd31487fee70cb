export { createChrf } from './chrf.js';
export type { Chrf, ChrfOptions, ChrfResult } from './chrf.js';
export { cacheChrfReferences } from './reference-cache.js';
export type { ChrfReferences } from './reference-cache.js';
export { computeChrf, computeChrfFloat32 } from './chrf-score.js';
export type { ChrfScoreSettings } from './chrf-score.js';
export { chrfWords } from './chrf-words.js';
