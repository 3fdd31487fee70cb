export { createChrf } from './chrf.js';
export type { Chrf, ChrfOptions, ChrfReferences, ChrfResult } from './chrf.js';
export { computeChrf, computeChrfFloat32 } from './chrf-score.js';
export type { ChrfScoreSettings } from './chrf-score.js';
export { chrfWords } from './chrf-words.js';
