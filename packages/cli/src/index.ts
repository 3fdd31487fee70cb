export { runCli } from './run-cli.js';
export type { CliIo } from './cli-io.js';
export { parseArguments } from './arguments/parse-arguments.js';
export type { CliArguments } from './arguments/parse-arguments.js';
export { TOKENIZER_NAMES, defaultTokenizerName, loadTokenizer } from './tokenizers/tokenizer-registry.js';
export { tabulate } from './output/tabulate.js';
export type { TableFormat } from './output/tabulate.js';
