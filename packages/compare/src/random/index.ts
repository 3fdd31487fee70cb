export { Mt19937 } from './mt19937.js';
export { MAX_LEGACY_SEED, createLegacyRandom } from './legacy-random.js';
export type { LegacyRandom } from './legacy-random.js';
