export { runCli } from './run-cli.js';
export type { CliIo } from './run-cli.js';
export { parseArguments } from './parse-arguments.js';
export type { CliArguments } from './parse-arguments.js';
export { TOKENIZER_NAMES, defaultTokenizerName, loadTokenizer } from './tokenizer-registry.js';
export { tabulate } from './tabulate.js';
export type { TableFormat } from './tabulate.js';
