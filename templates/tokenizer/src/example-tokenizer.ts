import { pythonSplit, type Tokenizer } from '@bleukit/core';

/** Options of {@link createExampleTokenizer}. */
export interface ExampleTokenizerOptions {
  /** Lower-case tokens. Default false. */
  lowercase?: boolean;
}

/**
 * Splits on whitespace and detaches a final full stop — replace with your language's rules.
 * The name changes with every option that changes the output.
 */
export function createExampleTokenizer(options: ExampleTokenizerOptions = {}): Tokenizer {
  const lowercase = options.lowercase ?? false;
  return {
    name: lowercase ? 'example-lc' : 'example',
    tokenize(line) {
      const text = lowercase ? line.toLowerCase() : line;
      return pythonSplit(text.replace(/\.$/, ' .'));
    },
  };
}

/** The ready instance with default options. */
export const exampleTokenizer: Tokenizer = createExampleTokenizer();
