export { parseWordNet, POS_LIST, wordNetFromTables } from './wordnet.js';
export type { Synset, WordNet, WordNetPos } from './wordnet.js';
export { parseWordNetTables, wordNetTablesFromBytes, wordNetTablesToBytes } from './wordnet-tables.js';
export type { WordNetTables } from './wordnet-tables.js';
export { loadWordNet, WORDNET_BINARY_FILE_NAME, WORDNET_FILE_NAME } from './load-wordnet.js';
export type { LoadWordNetOptions } from './load-wordnet.js';
