import { BleukitError } from './errors.js';
import type { Tokenizer } from './tokenizer.js';

/**
 * One tokenizer as its package describes it, in its `package.json` under
 * `"bleukit": { "tokenizers": [...] }`. The command line, the playground, the notes and the tests
 * read these entries, so a package describes itself in one place and nothing else lists it.
 */
export interface TokenizerEntry {
  /** The name to choose it by (`-tok 13a`). */
  name: string;
  /** One line for `--help` and the playground's list. */
  summary: string;
  /**
   * The member of the package's main entry that makes it: a ready {@link Tokenizer}, or a
   * function called with {@link TokenizerLoadOptions} that returns one (or a promise of one).
   */
  load: string;
  /**
   * Signature names (`tok:…`) it produces, when not `name` itself: each also matches
   * `<prefix>-…` (`ja-mecab` matches `ja-mecab-0.996-IPA+kuromoji-ipadic`). Default `[name]`.
   */
  signatures?: string[];
  /**
   * Unicode scripts (`Han`, `Hiragana`, `Hangul`, `Thai`, …, as in `\p{Script=…}`) written
   * without spaces between words that it splits into words or characters; `*` for every script.
   */
  segments?: string[];
  /** Takes microseconds a line (a dictionary or a model): loaded only when asked for, cached by BLEU. */
  costly?: boolean;
  /** Languages (ISO 639-1) for which sacreBLEU chooses it from `-l xx-yy`. */
  defaultFor?: string[];
  /** One of sacreBLEU's own `-tok` names. */
  sacrebleu?: boolean;
  /** Used by the locale given (`-l`, the playground's locale field). */
  locale?: boolean;
  /** Needs a model file the user chooses (`--spm-model`, the playground's file field). */
  model?: boolean;
  /** Only for other tools' presets (`--preset mteval-v13a`), not offered by `-tok`. */
  presetOnly?: boolean;
  /**
   * A member of the main entry that loads, once, what every thread's instance can share (a
   * dictionary, a compiled model), called with {@link TokenizerLoadOptions}; its result is passed
   * to `load` as the option named by `sharedOption`.
   */
  shared?: string;
  /** The option of `load` that receives what `shared` loaded. */
  sharedOption?: string;
  /** Said after a failure to set it up (`Try -tok ja-tinyseg.`). */
  setupHint?: string;
  /**
   * What its tokens keep of a line, which the tokenizer contract checks on every sample:
   * `characters`, every character of the line but whitespace, in order, and nothing else (with
   * `replaces` and `lowercases` for the documented changes); `model`, a model's pieces (the model's
   * own normalisation, a mark such as SentencePiece's `▁`), which the package's tests against the
   * reference implementation check instead.
   */
  keeps?: 'characters' | 'model';
  /**
   * With `keeps: "characters"`: the replacements made in the line before it is split, in order,
   * each `[from, to]` (13a: `["<skipped>", ""]`, `["&quot;", "\""]`).
   */
  replaces?: [string, string][];
  /**
   * With `keeps: "characters"`: the line is lower-cased before it is split, `true` all of it
   * (JavaScript's `toLowerCase`), `ascii` only `A`–`Z` (mteval-v13a's `tr/[A-Z]/[a-z]/`).
   */
  lowercases?: boolean | 'ascii';
}

/** The values of {@link TokenizerEntry.keeps}, with what each means. */
export const TOKEN_CONTENTS: Readonly<Record<NonNullable<TokenizerEntry['keeps']>, string>> = {
  characters: 'every character of the line but whitespace, in order, and nothing else',
  model: "a model's pieces, which the package's own tests check",
};

/** What a registry passes to a tokenizer's `load` function. */
export interface TokenizerLoadOptions {
  /** The registered name asked for, when one function loads several. */
  name: string;
  /** BCP 47 tag of the text's language (`und` when unknown). */
  locale: string;
  /** A model file's path (Node) or bytes (browsers), for a tokenizer with `model`. */
  model?: string | Uint8Array;
  /** What `shared` loaded, under the name `sharedOption` gives. */
  [sharedOption: string]: unknown;
}

/** A tokenizer package: its `package.json` and a lazy import of its main entry. */
export interface TokenizerPackage {
  /** The parsed `package.json`. */
  manifest: unknown;
  /** Imports the main entry (only when one of its tokenizers is used). */
  load: () => Promise<Record<string, unknown>>;
}

/** A registered tokenizer with the package it comes from. */
export interface RegisteredTokenizer extends TokenizerEntry {
  /** The package's name (`@bleukit/tokenizer-regex`). */
  package: string;
}

const STRING_FIELDS = ['name', 'summary', 'load', 'shared', 'sharedOption', 'setupHint'] as const;
const LIST_FIELDS = ['signatures', 'segments', 'defaultFor'] as const;
const FLAG_FIELDS = ['costly', 'sacrebleu', 'locale', 'model', 'presetOnly'] as const;

function invalid(where: string, problem: string): BleukitError {
  return new BleukitError('invalid-argument', `[bleukit] ${where}: ${problem} (see templates/README.md, "4. Describe it").`);
}

/**
 * The tokenizers a package's manifest describes (`bleukit.tokenizers`), checked field by field;
 * an empty list for a package that describes none. Throws a {@link BleukitError} naming the
 * package and the field for a malformed entry.
 */
export function tokenizerEntries(manifest: unknown): RegisteredTokenizer[] {
  const pkg = manifest as { name?: unknown; bleukit?: { tokenizers?: unknown } } | null;
  const list = pkg?.bleukit?.tokenizers;
  if (list === undefined) return [];
  const name = typeof pkg?.name === 'string' ? pkg.name : '(a package without a name)';
  if (!Array.isArray(list)) throw invalid(name, 'bleukit.tokenizers must be a list');
  return list.map((entry: Record<string, unknown>, i) => {
    const where = `${name} bleukit.tokenizers[${i}]`;
    if (typeof entry !== 'object' || entry === null) throw invalid(where, 'must be an object');
    for (const field of ['name', 'summary', 'load'] as const) {
      if (typeof entry[field] !== 'string' || entry[field] === '') throw invalid(where, `"${field}" must be a non-empty string`);
    }
    for (const field of STRING_FIELDS) if (field in entry && typeof entry[field] !== 'string') throw invalid(where, `"${field}" must be a string`);
    for (const field of LIST_FIELDS) {
      const value = entry[field];
      if (value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) throw invalid(where, `"${field}" must be a list of strings`);
    }
    for (const field of FLAG_FIELDS) if (field in entry && typeof entry[field] !== 'boolean') throw invalid(where, `"${field}" must be true or false`);
    if (!/^[^\s|]+$/.test(entry['name'] as string)) throw invalid(where, `"name" ${JSON.stringify(entry['name'])} must have no whitespace or '|'`);
    if ((entry['shared'] === undefined) !== (entry['sharedOption'] === undefined)) throw invalid(where, '"shared" and "sharedOption" go together');
    checkKeeps(entry, where);
    return { ...(entry as unknown as TokenizerEntry), package: name };
  });
}

/** Checks `keeps`, `replaces` and `lowercases` of the entry at `where`. */
function checkKeeps(entry: Record<string, unknown>, where: string): void {
  const keeps = entry['keeps'];
  if (keeps !== undefined && !(typeof keeps === 'string' && Object.hasOwn(TOKEN_CONTENTS, keeps))) {
    throw invalid(where, `"keeps" must be ${Object.keys(TOKEN_CONTENTS).map((value) => JSON.stringify(value)).join(' or ')}, not ${JSON.stringify(keeps)}`);
  }
  const replaces = entry['replaces'];
  const pair = (item: unknown): boolean => Array.isArray(item) && item.length === 2 && item.every((part) => typeof part === 'string') && item[0] !== '';
  if (replaces !== undefined && !(Array.isArray(replaces) && replaces.every(pair))) {
    throw invalid(where, '"replaces" must be a list of [from, to] pairs of strings, "from" not empty: [["&quot;", "\\""]]');
  }
  const lowercases = entry['lowercases'];
  if (lowercases !== undefined && typeof lowercases !== 'boolean' && lowercases !== 'ascii') {
    throw invalid(where, `"lowercases" must be true (all of Unicode), "ascii" (A–Z only) or false, not ${JSON.stringify(lowercases)}`);
  }
  for (const field of ['replaces', 'lowercases'] as const) {
    if (entry[field] !== undefined && keeps !== 'characters') throw invalid(where, `"${field}" goes with "keeps": "characters"`);
  }
}

/** Whether the signature name `signature` (`ja-mecab-0.996-IPA+…`) is one `entry` produces. */
export function producesSignature(entry: TokenizerEntry, signature: string): boolean {
  return (entry.signatures ?? [entry.name]).some((prefix) => signature === prefix || signature.startsWith(`${prefix}-`));
}

/** Whether `entry` splits `script` (a Unicode script name) into words or characters. */
export function segmentsScript(entry: TokenizerEntry, script: string): boolean {
  const segments = entry.segments ?? [];
  return segments.includes('*') || segments.includes(script);
}

/**
 * Among `entries`, a tokenizer that splits one of `scripts` into words (for a note that suggests
 * one): sacreBLEU's choice for `language` first, then one that names the script, then one that
 * segments any script by the language's locale (not `char` or SentencePiece, which split without
 * knowing words). For a language written with spaces (`spaced`: Korean), a locale's word
 * segmenter splits where the spaces are, so only one that names the script counts.
 */
export function segmenterFor<T extends TokenizerEntry>(entries: readonly T[], language: string, scripts: readonly string[], spaced = false): T | undefined {
  const names = (entry: T): boolean => scripts.some((script) => entry.segments?.includes(script));
  return (
    entries.find((entry) => entry.defaultFor?.includes(language) && names(entry)) ??
    entries.find(names) ??
    (spaced ? undefined : entries.find((entry) => entry.locale && entry.segments?.includes('*')))
  );
}

function isTokenizer(value: unknown): value is Tokenizer {
  return (
    typeof value === 'object' && value !== null &&
    typeof (value as Tokenizer).tokenize === 'function' && typeof (value as Tokenizer).name === 'string'
  );
}

/** The registered tokenizers of some packages, by name, and how to load them. */
export interface TokenizerRegistry {
  /** Every entry, in the packages' order, each package's in its own order. */
  readonly entries: readonly RegisteredTokenizer[];
  /** The names `-tok` offers (every entry but the preset-only ones). */
  readonly names: readonly string[];
  /** The entry named `name`, if registered. */
  get(name: string): RegisteredTokenizer | undefined;
  /** The entry that produces the signature name (or is named) `signature`, if any. */
  bySignature(signature: string): RegisteredTokenizer | undefined;
  /** The tokenizer sacreBLEU picks for the target `language` among the registered ones, if any. */
  defaultFor(language: string): RegisteredTokenizer | undefined;
  /** Loads what the tokenizer `name` shares between threads (undefined when it shares nothing), from `options.model` if it takes one. */
  loadShared(name: string, options?: { locale?: string; model?: string | Uint8Array }): Promise<unknown>;
  /**
   * Loads the tokenizer `name`; `options.shared` is what {@link TokenizerRegistry.loadShared} gave,
   * `options.extra` more options for its `load` function (an app's own dictionary loader).
   */
  load(name: string, options?: { locale?: string; model?: string | Uint8Array; shared?: unknown; extra?: Record<string, unknown> }): Promise<Tokenizer>;
}

/**
 * A registry over tokenizer packages: reads each manifest's entries ({@link tokenizerEntries})
 * and imports a package only when one of its tokenizers is loaded. A name registered twice is an
 * error. Loading throws a {@link BleukitError} (`unknown-name`, or `unsupported` when the member is
 * missing); errors of the package's own code pass through.
 */
export function createTokenizerRegistry(packages: readonly TokenizerPackage[]): TokenizerRegistry {
  const entries: RegisteredTokenizer[] = [];
  const loaders = new Map<string, TokenizerPackage['load']>();
  for (const pkg of packages) {
    for (const entry of tokenizerEntries(pkg.manifest)) {
      const twice = entries.find((other) => other.name === entry.name);
      if (twice) throw invalid(entry.package, `the tokenizer name '${entry.name}' is registered by ${twice.package} too`);
      entries.push(entry);
      loaders.set(entry.name, pkg.load);
    }
  }
  const get = (name: string): RegisteredTokenizer | undefined => entries.find((entry) => entry.name === name);
  const member = async (entry: RegisteredTokenizer, key: string): Promise<unknown> => {
    const value = (await (loaders.get(entry.name) as TokenizerPackage['load'])())[key];
    if (value === undefined) {
      throw new BleukitError('unsupported', `[bleukit] the '${entry.name}' tokenizer is not available: ${entry.package} does not export ${key} in this build.`);
    }
    return value;
  };
  const known = (name: string): RegisteredTokenizer => {
    const entry = get(name);
    if (!entry) throw new BleukitError('unknown-name', `[bleukit] no registered tokenizer is named '${name}'.`);
    return entry;
  };
  return {
    entries,
    names: entries.filter((entry) => !entry.presetOnly).map((entry) => entry.name),
    get,
    bySignature: (signature) => entries.find((entry) => producesSignature(entry, signature)),
    defaultFor: (language) => entries.find((entry) => entry.defaultFor?.includes(language)),
    async loadShared(name, options = {}) {
      const entry = known(name);
      if (entry.shared === undefined) return undefined;
      const load = await member(entry, entry.shared);
      if (typeof load !== 'function') return load;
      const loadOptions: TokenizerLoadOptions = { name, locale: options.locale || 'und' };
      if (options.model !== undefined) loadOptions.model = options.model;
      return (load as (options: TokenizerLoadOptions) => unknown)(loadOptions);
    },
    async load(name, options = {}) {
      const entry = known(name);
      const made = await member(entry, entry.load);
      let tokenizer: unknown = made;
      if (typeof made === 'function') {
        const loadOptions: TokenizerLoadOptions = { ...options.extra, name, locale: options.locale || 'und' };
        if (options.model !== undefined) loadOptions.model = options.model;
        if (entry.sharedOption !== undefined && options.shared !== undefined) loadOptions[entry.sharedOption] = options.shared;
        tokenizer = await (made as (options: TokenizerLoadOptions) => unknown)(loadOptions);
      }
      if (!isTokenizer(tokenizer)) {
        throw new BleukitError('unsupported', `[bleukit] ${entry.package}'s ${entry.load} did not give a tokenizer ({ name, tokenize }) for '${name}'.`);
      }
      return tokenizer;
    },
  };
}
