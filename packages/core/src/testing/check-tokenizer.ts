import { hasPythonWhitespace } from '../python-whitespace.js';
import { TokenSpans, tokenHash, type Tokenizer } from '../tokenizer.js';
import { TOKEN_CONTENTS } from '../tokenizer-registry.js';
import { contentDifference, type TokenContent } from './token-content.js';
import { TOKENIZER_SAMPLES } from './tokenizer-samples.js';

/** Options of {@link checkTokenizer}. */
export interface CheckTokenizerOptions {
  /** The lines to check. Default {@link TOKENIZER_SAMPLES}, which starts with a non-empty line. */
  samples?: readonly string[];
  /**
   * Makes a new instance, as the package's factory does: each line is also tokenized by a new
   * instance, whose tokens must be those of the one instance that tokenized every line before.
   */
  create?: () => Tokenizer;
  /**
   * What the tokens keep of their line, as the package declares it (`keeps`, `replaces`,
   * `lowercases` in its `bleukit.tokenizers` entry): checked on every line.
   */
  content?: TokenContent;
}

/**
 * Checks the {@link Tokenizer} contract and returns the problems found (empty when the tokenizer
 * conforms), each naming the line and what differed: a usable name; an array of strings for
 * every line; no empty tokens; no token with whitespace (Python's set); no code point split into
 * lone surrogates that the input did not already have; the same tokens from `tokenSpans`, when the
 * tokenizer has it; what `options.content` declares the tokens keep.
 *
 * A line must give the same tokens whatever came before it: every line is tokenized once (the
 * first call is on a non-empty line), then each twice in a row, then all again in reverse order,
 * and with `options.create` once more by a new instance; so state kept between calls shows (a
 * `/g` regex's `lastIndex`, a cache filled by the first call).
 *
 * Every tokenizer package runs it first, e.g. `expect(checkTokenizer(myTokenizer)).toEqual([])`;
 * `checkTokenizerPackage` runs it with the package's own declaration and factory. The second
 * argument may also be the samples alone.
 */
export function checkTokenizer(tokenizer: Tokenizer, options: CheckTokenizerOptions | readonly string[] = {}): string[] {
  const { samples = TOKENIZER_SAMPLES, create, content = {} } = Array.isArray(options) ? { samples: options as readonly string[] } : (options as CheckTokenizerOptions);
  const problems: string[] = [];
  if (typeof tokenizer.name !== 'string' || !/^[^\s|]+$/.test(tokenizer.name)) {
    problems.push(`name ${JSON.stringify(tokenizer.name)} must be non-empty, without whitespace or '|'`);
  }
  const first = samples.map((line) => tokenizeChecked(tokenizer, line, problems));
  // One problem of consistency a line: the first that shows, from the closest call to the farthest.
  const inconsistent = new Set<number>();
  const compare = (i: number, again: () => unknown, what: string, fault: string): void => {
    const tokens = first[i];
    if (tokens === undefined || inconsistent.has(i)) return;
    const line = samples[i] as string;
    let difference: string | undefined;
    try {
      difference = tokensDifference(tokens, again());
    } catch (error) {
      difference = `threw ${String(error)}`;
    }
    if (difference === undefined) return;
    inconsistent.add(i);
    problems.push(`${shown(line)}: ${what} gave other tokens (${difference}): ${fault}; a tokenizer keeps no state between calls`);
  };
  samples.forEach((line, i) => {
    const again = (): unknown => tokenizer.tokenize(line);
    if (i === 0) compare(i, again, 'the first call and a later one', 'state that changes after the first call');
    else compare(i, again, 'a call after the other lines', 'state carried from line to line');
    compare(i, again, 'the same line twice in a row', "state carried from a call to the next (a /g regex's lastIndex?)");
  });
  for (let i = samples.length - 1; i >= 0; i--) {
    compare(i, () => tokenizer.tokenize(samples[i] as string), 'a call after the lines in reverse order', 'state carried from line to line');
  }
  if (create !== undefined) {
    samples.forEach((line, i) => compare(i, () => create().tokenize(line), 'a new instance', 'state kept by the instance that tokenized the other lines'));
  }
  samples.forEach((line, i) => {
    const tokens = first[i];
    if (tokens === undefined) return;
    if (tokenizer.tokenSpans !== undefined) {
      // Into spans that held another line before, as BLEU reuses them.
      const spans = new TokenSpans();
      spans.reset('x y z');
      spans.push(0, 1);
      tokenizer.tokenSpans(line, spans);
      const fromSpans = spans.tokens();
      if (fromSpans.length !== tokens.length || fromSpans.some((t, j) => t !== tokens[j])) {
        problems.push(`${shown(line)}: tokenSpans gave other tokens than tokenize`);
      } else if (spans.hashed && fromSpans.some((t, j) => spans.hashes[j] !== tokenHash(t))) {
        problems.push(`${shown(line)}: tokenSpans gave a token a hash other than tokenHash`);
      }
    }
    const lost = contentDifference(line, tokens, content);
    if (lost !== undefined) {
      problems.push(
        `${shown(line)}: ${lost}; declared "keeps": "characters" (${TOKEN_CONTENTS.characters}): ` +
          'fix the tokenizer, or declare what it changes ("replaces", "lowercases")',
      );
    }
  });
  return problems;
}

/** The line as messages show it: JSON, cut after 40 characters. */
function shown(line: string): string {
  return JSON.stringify(line.length > 40 ? `${line.slice(0, 40)}…` : line);
}

/** Where two token lists first differ (`token 2: "a" then "b"`), or undefined when they are equal. */
function tokensDifference(before: readonly string[], after: unknown): string | undefined {
  if (!Array.isArray(after)) return `then ${typeof after}, not a list`;
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    if (before[i] !== after[i]) {
      const token = (value: unknown): string => (value === undefined ? 'none' : JSON.stringify(value));
      return `token ${i + 1}: ${token(before[i])} then ${token(after[i])}`;
    }
  }
  return undefined;
}

/** The tokens of `line`, with its problems added to `problems`; undefined when it threw or gave no list of strings. */
function tokenizeChecked(tokenizer: Tokenizer, line: string, problems: string[]): string[] | undefined {
  let tokens: unknown;
  try {
    tokens = tokenizer.tokenize(line);
  } catch (error) {
    problems.push(`${shown(line)}: threw ${String(error)}`);
    return undefined;
  }
  if (!Array.isArray(tokens) || !tokens.every((t) => typeof t === 'string')) {
    problems.push(`${shown(line)}: did not return an array of strings`);
    return undefined;
  }
  for (const token of tokens as string[]) {
    if (token === '') problems.push(`${shown(line)}: empty token`);
    else if (hasPythonWhitespace(token)) problems.push(`${shown(line)}: token ${JSON.stringify(token)} has whitespace`);
    else if (hasLoneSurrogate(token) && !hasLoneSurrogate(line)) {
      problems.push(`${shown(line)}: token ${JSON.stringify(token)} splits a code point`);
    }
  }
  return [...(tokens as string[])];
}

function hasLoneSurrogate(text: string): boolean {
  return /\p{Surrogate}/u.test(text);
}
