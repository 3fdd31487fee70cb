export { parseWordNet, POS_LIST } from './wordnet.js';
export type { Synset, WordNet, WordNetPos } from './wordnet.js';
export { loadWordNet, WORDNET_FILE_NAME } from './load-wordnet.js';
export type { LoadWordNetOptions } from './load-wordnet.js';
