export { createTer } from './ter.js';
export type { EditOperation, EditPath, EditShift, Ter, TerOptions, TerResult } from './ter.js';
export { cacheTerReferences } from './reference-cache.js';
export type { TerReferences } from './reference-cache.js';
export { tercomWords } from './tercom-tokenizer.js';
export type { TercomOptions } from './tercom-tokenizer.js';
export type { Shift } from './translation-edit-rate.js';
export { translationEditRate, translationEdits } from './translation-edit-rate.js';
export type { EditRate } from './translation-edit-rate.js';
