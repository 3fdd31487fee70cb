import { BleukitError, describeValue, pythonSplit, type Tokenizer } from '@bleukit/core';
import { containsPythonWhitespace } from './python-whitespace-codes.js';

/** Options of {@link createRegexTokenizer}. */
export interface RegexTokenizerOptions {
  /** What a token is, e.g. `\w+` or `/[\p{L}\p{N}]+/u`. Matched globally with the `u` flag. */
  pattern: string | RegExp;
  /** Lower-case the line first. Default false. */
  lowercase?: boolean;
  /**
   * Signature name. Default: `re:<pattern>`, then `:<flags>` for any of the `i m s v` flags of a
   * RegExp pattern, then `:lc` when lower-casing; `%`, `|`, `:` and whitespace in the pattern are
   * written `%XX` (`re:\w+:lc`, `re:[a-z]+:i`, `re:a%3Ab`).
   */
  name?: string;
  /**
   * Accept a pattern that can backtrack for exponential time on some lines: a repeated group that
   * contains a quantifier (`(a+)+`), or a repeated group whose alternatives may match the same text
   * (`(a|ab)+`, `(\w|\w\w)+`). Default false: such patterns are rejected, since a running
   * JavaScript regular expression cannot be interrupted (in Node or in a browser tab).
   *
   * The alternatives check is conservative: under a repeat, every alternative must start with a
   * literal character (`cat`, `\.`) and no two with the same one; `(?:\w|\d)+` is rejected though
   * it is harmless — write it as a class, `[\w\d]+`.
   */
  allowNestedQuantifiers?: boolean;
}

/**
 * Finds a quantified group that itself contains a quantifier — the shape of catastrophic
 * backtracking (`(a+)+`, `(\w*)*`, `(?:x|y+){2,}`). Returns the offending group, or undefined.
 */
export function findNestedQuantifier(source: string): string | undefined {
  // For each open group: where it starts and whether a quantifier occurred inside it.
  const stack: { start: number; quantified: boolean }[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') stack.push({ start: i, quantified: false });
    else if (c === ')') {
      const group = stack.pop();
      if (!group) continue;
      const quantifier = /^(?:[+*]|\{\d*,\d*\})/.exec(source.slice(i + 1))?.[0];
      const repeated = quantifier !== undefined;
      if (repeated && group.quantified) return source.slice(group.start, i + 1 + quantifier.length);
      const parent = stack[stack.length - 1];
      if (parent && (group.quantified || repeated)) parent.quantified = true;
    } else if (c === '+' || c === '*' || (c === '{' && /^\{\d*,\d*\}/.test(source.slice(i)))) {
      const group = stack[stack.length - 1];
      if (group) group.quantified = true;
    }
  }
  return undefined;
}

/** The literal first character of a regex alternative, or undefined when it is not one. */
function leadingLiteral(alternative: string, ignoreCase: boolean): string | undefined {
  let first: string | undefined;
  let rest: string;
  if (alternative.startsWith('\\')) {
    const escaped = alternative[1];
    // An escaped punctuation mark is that character; \w, \d, \p{…}, \1 and the like are classes.
    if (escaped === undefined || /[\p{L}\p{N}_]/u.test(escaped)) return undefined;
    first = escaped;
    rest = alternative.slice(2);
  } else {
    const c = [...alternative][0];
    if (c === undefined || '.[(^$|)'.includes(c)) return undefined;
    first = c;
    rest = alternative.slice(c.length);
  }
  // `a?`, `a*` or `a{0,…}` may match nothing: the alternative then starts with what follows.
  if (/^(?:[?*]|\{0[,}])/.test(rest)) return undefined;
  return ignoreCase ? first.toLowerCase() : first;
}

/**
 * Finds a repeated group whose top-level alternatives may start to match the same text — the other
 * shape of catastrophic backtracking (`(a|ab)+`, `(\w|\w\w)+x`): the engine then tries every way
 * to split a run among the alternatives. Returns the offending group, or undefined.
 */
export function findOverlappingAlternatives(source: string, ignoreCase = false): string | undefined {
  // For each open group: where it starts and where its top-level alternatives start.
  const stack: { start: number; bars: number[] }[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') stack.push({ start: i, bars: [] });
    else if (c === '|') stack[stack.length - 1]?.bars.push(i);
    else if (c === ')') {
      const group = stack.pop();
      if (!group || group.bars.length === 0) continue;
      const quantifier = /^(?:[+*]|\{\d*,\d*\})/.exec(source.slice(i + 1))?.[0];
      if (quantifier === undefined) continue;
      const open = /^\((?:\?(?:[:=!]|<[=!]|<[^>]*>))?/.exec(source.slice(group.start))?.[0] ?? '(';
      const cuts = [group.start + open.length - 1, ...group.bars, i];
      const firsts = new Set<string>();
      for (let k = 0; k + 1 < cuts.length; k++) {
        const first = leadingLiteral(source.slice((cuts[k] as number) + 1, cuts[k + 1]), ignoreCase);
        if (first === undefined || firsts.has(first)) return source.slice(group.start, i + 1 + quantifier.length);
        firsts.add(first);
      }
    }
  }
  return undefined;
}

// Flags that change which tokens come out, and so belong in the name (g, u, d and y do not:
// matching is always global over code points, and a sticky flag is dropped).
const MEANINGFUL_FLAGS = /[imsv]/g;

function signatureName(source: string, flags: string, lowercase: boolean): string {
  // `|` separates signature fields and `:` this name's parts; `%` escapes, and spaces would end it.
  const escaped = source.replace(/[%|:\s]/gu, (c) => `%${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(2, '0')}`);
  const extra = (flags.match(MEANINGFUL_FLAGS) ?? []).sort().join('');
  return `re:${escaped}${extra ? `:${extra}` : ''}${lowercase ? ':lc' : ''}`;
}

/**
 * A tokenizer whose tokens are the matches of a regular expression, e.g. words as `\w+` with
 * lower-casing (a common choice for quick English BLEU). Empty matches are skipped and a match
 * that contains whitespace is split on it, so the tokenizer contract holds for any pattern.
 *
 * @example
 * ```ts
 * createRegexTokenizer({ pattern: '\\w+', lowercase: true }).tokenize("It's OK."); // ['it', 's', 'ok']
 * ```
 */
export function createRegexTokenizer(options: RegexTokenizerOptions): Tokenizer {
  if (typeof options !== 'object' || options === null) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] [tokenizer-regex] createRegexTokenizer needs an options object, received ${describeValue(options)}. ` +
        `Example: createRegexTokenizer({ pattern: '\\w+', lowercase: true }).`,
    );
  }
  const { pattern } = options;
  const source = pattern instanceof RegExp ? pattern.source : pattern;
  if (typeof source !== 'string' || source === '') {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] [tokenizer-regex] pattern must be a non-empty string or RegExp, received ${describeValue(pattern)}. Example: { pattern: '\\\\w+' }.`,
    );
  }
  let flags = pattern instanceof RegExp ? pattern.flags.replace('y', '') : '';
  if (!flags.includes('u') && !flags.includes('v')) flags += 'u';
  if (!flags.includes('g')) flags += 'g';
  let regex: RegExp;
  try {
    regex = new RegExp(source, flags);
  } catch (error) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] [tokenizer-regex] Invalid pattern ${describeValue(source)}: ${(error as Error).message}. ` +
        `Patterns are JavaScript regular expressions with the u flag (escape a literal backslash as \\\\).`,
      { cause: error },
    );
  }
  const nested = options.allowNestedQuantifiers ? undefined : findNestedQuantifier(source);
  if (nested !== undefined) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] [tokenizer-regex] Pattern ${describeValue(source)} repeats a group that already repeats ` +
        `(${nested}); it can take exponential time on some lines. Rewrite it without the nested quantifier ` +
        `(e.g. (a+)+ → a+), or pass allowNestedQuantifiers: true if you trust it.`,
    );
  }
  const overlapping = options.allowNestedQuantifiers ? undefined : findOverlappingAlternatives(source, flags.includes('i'));
  if (overlapping !== undefined) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] [tokenizer-regex] Pattern ${describeValue(source)} repeats a group whose alternatives may match ` +
        `the same text (${overlapping}); it can take exponential time on some lines. Give each alternative a ` +
        `different literal first character (e.g. (a|ab)+ → (ab?)+, (\\w|\\d)+ → [\\w\\d]+), or pass ` +
        `allowNestedQuantifiers: true if you trust it.`,
    );
  }
  if (options.name !== undefined && (typeof options.name !== 'string' || !/^[^\s|]+$/.test(options.name))) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] [tokenizer-regex] name ${describeValue(options.name)} goes into the score signature: ` +
        `it must be non-empty, without whitespace or '|'. Example: { name: 're-words' }, or leave it out.`,
    );
  }
  if (options.lowercase !== undefined && typeof options.lowercase !== 'boolean') {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] [tokenizer-regex] lowercase must be true or false, received ${describeValue(options.lowercase)}.`,
    );
  }
  const lowercase = options.lowercase ?? false;
  return {
    name: options.name ?? signatureName(source, flags, lowercase),
    tokenize(line) {
      const text = lowercase ? line.toLowerCase() : line;
      const tokens: string[] = [];
      regex.lastIndex = 0;
      for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
        const token = match[0];
        if (token === '') {
          // Step over the empty match (a whole code point, so a pair is not split).
          regex.lastIndex += (text.codePointAt(match.index) ?? 0) > 0xffff ? 2 : 1;
          continue;
        }
        if (containsPythonWhitespace(token)) tokens.push(...pythonSplit(token));
        else tokens.push(token);
      }
      return tokens;
    },
  };
}
