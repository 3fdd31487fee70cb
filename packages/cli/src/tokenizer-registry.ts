import { sacrebleuTokenizerName, type Tokenizer } from '@bleukit/core';
import { CliError, bleukitError } from './cli-error.js';
import { unknownName } from './closest-name.js';

type Loader = (locale: string, spmModel?: string, shared?: SharedTokenizerData) => Promise<Tokenizer>;
type Module = Record<string, unknown>;

/**
 * What a tokenizer is made from that threads can share instead of each loading its own: ja-mecab's
 * dictionary (typed arrays on `SharedArrayBuffer`s, ≈ 19 MB), a SentencePiece model compiled the
 * same way (≈ 20 MB for FLORES-200's).
 */
export interface SharedTokenizerData {
  mecabDictionary?: unknown;
  sentencePieceModel?: unknown;
}

function isTokenizer(value: unknown): value is Tokenizer {
  return (
    typeof value === 'object' && value !== null &&
    typeof (value as Tokenizer).tokenize === 'function' && typeof (value as Tokenizer).name === 'string'
  );
}

function missing(name: string, pkg: string, member: string): CliError {
  return new CliError(2, [
    bleukitError(`the '${name}' tokenizer is not available: ${pkg} does not export ${member} in this build. ` +
      `Update bleukit, or pick another tokenizer with -tok.`),
  ]);
}

/** A ready instance exported as `member` by `pkg`. */
function instance(name: string, pkg: string, member: string, load: () => Promise<Module>): Loader {
  return async () => {
    const value = (await load())[member];
    if (!isTokenizer(value)) throw missing(name, pkg, member);
    return value;
  };
}

const regex = (): Promise<Module> => import('@bleukit/tokenizer-regex') as Promise<Module>;

/** sacreBLEU's SentencePiece tokenizer names, the ones `--spm-model` is for. */
export const SENTENCEPIECE_TOKENIZERS = ['spm', 'flores101', 'flores200', 'spBLEU-1K'] as const;

/**
 * sacreBLEU's SentencePiece tokenizers: the model from `--spm-model`, `BLEUKIT_SPM_MODEL` or
 * sacreBLEU's cache (`$SACREBLEU/models/`, `~/.sacrebleu/models/`); never downloaded.
 */
function sentencePiece(name: (typeof SENTENCEPIECE_TOKENIZERS)[number]): Loader {
  return async (_locale, spmModel, shared) => {
    const tokenizer = await settingUpSentencePiece((module) =>
      shared?.sentencePieceModel === undefined
        ? sentencePieceMember(name, module, 'loadSacrebleuSpmTokenizer')(name, spmModel === undefined ? {} : { path: spmModel })
        : sentencePieceMember(name, module, 'createSentencePieceTokenizer')({ model: shared.sentencePieceModel }));
    if (!isTokenizer(tokenizer)) throw missing(name, '@bleukit/tokenizer-sentencepiece', 'loadSacrebleuSpmTokenizer');
    return tokenizer;
  };
}

/** A function `@bleukit/tokenizer-sentencepiece` exports. */
function sentencePieceMember(name: string, module: Module, member: string): (...args: unknown[]) => Promise<unknown> {
  const value = module[member];
  if (typeof value !== 'function') throw missing(name, '@bleukit/tokenizer-sentencepiece', member);
  return value as (...args: unknown[]) => Promise<unknown>;
}

/** `step`'s result; a model file that is missing, unreadable or not a model is a file error (exit 1, as for input files), others exit 2. */
async function settingUpSentencePiece<T>(step: (module: Module) => Promise<T>): Promise<T> {
  const module = (await import('@bleukit/tokenizer-sentencepiece')) as Module;
  try {
    return await step(module);
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as { code?: unknown }).code;
    const status = code === 'io' || code === 'invalid-input' ? 1 : 2;
    throw new CliError(status, [bleukitError((error as Error).message.replace(/^\[tokenizer-sentencepiece\] /, ''))]);
  }
}

/** A function `@bleukit/tokenizer-ja-mecab` exports. */
async function mecabMember(member: string): Promise<unknown> {
  const value = ((await import('@bleukit/tokenizer-ja-mecab')) as Module)[member];
  if (typeof value !== 'function') throw missing('ja-mecab', '@bleukit/tokenizer-ja-mecab', member);
  return value;
}

/** `step`'s result, or the error that ja-mecab could not be set up (a dictionary that does not load). */
async function settingUpMecab<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new CliError(2, [
      bleukitError(`the 'ja-mecab' tokenizer could not be set up: ${(error as Error).message}. ` +
        `Try -tok ja-tinyseg, or check the @bleukit/tokenizer-ja-mecab installation.`),
    ]);
  }
}

/**
 * Tokenizer names → lazy imports, so a run loads only the package it uses (MeCab's dictionary
 * is never read for `-tok 13a`). The import specifiers are literal for bundlers.
 */
const LOADERS: Readonly<Record<string, Loader>> = {
  none: instance('none', '@bleukit/tokenizer-whitespace', 'whitespaceTokenizer', () => import('@bleukit/tokenizer-whitespace') as Promise<Module>),
  '13a': instance('13a', '@bleukit/tokenizer-regex', 'tokenizer13a', regex),
  intl: instance('intl', '@bleukit/tokenizer-regex', 'tokenizerIntl', regex),
  zh: instance('zh', '@bleukit/tokenizer-regex', 'tokenizerZh', regex),
  char: instance('char', '@bleukit/tokenizer-regex', 'tokenizerChar', regex),
  'ja-tinyseg': instance('ja-tinyseg', '@bleukit/tokenizer-ja', 'jaTokenizer', () => import('@bleukit/tokenizer-ja') as Promise<Module>),
  'ja-mecab': async (_locale, _spmModel, shared) => {
    const create = await mecabMember('createMecabTokenizer');
    const options = shared?.mecabDictionary === undefined ? {} : { dictionary: shared.mecabDictionary };
    const tokenizer = await settingUpMecab(() => (create as (options: object) => Promise<unknown>)(options));
    if (!isTokenizer(tokenizer)) throw missing('ja-mecab', '@bleukit/tokenizer-ja-mecab', 'createMecabTokenizer');
    return tokenizer;
  },
  ...Object.fromEntries(SENTENCEPIECE_TOKENIZERS.map((name) => [name, sentencePiece(name)])),
  'intl-segmenter': async (locale) => {
    const module = (await import('@bleukit/tokenizer-intl-segmenter')) as Module;
    const create = module['createIntlSegmenterTokenizer'];
    if (typeof create !== 'function') {
      throw missing('intl-segmenter', '@bleukit/tokenizer-intl-segmenter', 'createIntlSegmenterTokenizer');
    }
    const tokenizer: unknown = (create as (options: { locale: string }) => unknown)({ locale });
    if (!isTokenizer(tokenizer)) throw missing('intl-segmenter', '@bleukit/tokenizer-intl-segmenter', 'createIntlSegmenterTokenizer');
    return tokenizer;
  },
};

/**
 * Tokenizers only the presets ask for (`--preset mteval-v13a`, `multi-bleu-detok`): NIST
 * mteval-v13a.pl's rules, lower-casing ASCII unless `-cased`.
 */
const PEER_LOADERS: Readonly<Record<string, Loader>> = Object.fromEntries(
  ([
    ['mteval-13a', 'tokenizerMteval13a'],
    ['mteval-13a-cased', 'tokenizerMteval13aCased'],
    ['mteval-intl', 'tokenizerMtevalIntl'],
    ['mteval-intl-cased', 'tokenizerMtevalIntlCased'],
  ] as const).map(([name, member]) => [name, instance(name, '@bleukit/tokenizer-regex', member, regex)]),
);

/** sacreBLEU names bleukit does not offer, and why. */
const NOT_OFFERED: Readonly<Record<string, string>> = {
  'ko-mecab': 'it needs MeCab with the Korean dictionary (mecab-ko-dic), which bleukit does not ship',
};

/** Tokenizer names bleukit can load for `-tok`. */
export const TOKENIZER_NAMES: readonly string[] = Object.keys(LOADERS);

/** Core's built-in tokenizers: Python's `str.split()` and perl's `split` (NLTK, torchmetrics, multi-bleu). */
const CORE_TOKENIZERS = ['split', 'perl-split'];

/** Every tokenizer name a preset may use (`-tok` under `--preset`): core's, `-tok`'s and mteval's. */
export const PRESET_TOKENIZER_NAMES: readonly string[] = [...CORE_TOKENIZERS, ...TOKENIZER_NAMES, ...Object.keys(PEER_LOADERS)];

/** sacreBLEU's choice from the target language (`-l xx-yy`): core's `sacrebleuTokenizerName`. */
export const defaultTokenizerName: (targetLanguage: string) => string = sacrebleuTokenizerName;

/**
 * What the tokenizer `name` is made from, loaded once for every thread to share (see
 * {@link SharedTokenizerData}); undefined for a tokenizer with nothing worth sharing.
 */
export async function loadSharedTokenizerData(name: string, spmModel?: string): Promise<SharedTokenizerData | undefined> {
  if ((SENTENCEPIECE_TOKENIZERS as readonly string[]).includes(name)) {
    const model = await settingUpSentencePiece((module) =>
      sentencePieceMember(name, module, 'loadSacrebleuSpmModel')(name, spmModel === undefined ? {} : { path: spmModel }));
    return { sentencePieceModel: model };
  }
  if (name !== 'ja-mecab') return undefined;
  const load = await mecabMember('loadMecabDictionary');
  return { mecabDictionary: await settingUpMecab(() => (load as () => Promise<unknown>)()) };
}

/**
 * Loads a tokenizer by name; `locale` is the target language (for `intl-segmenter`), `spmModel`
 * the `--spm-model` file (for the SentencePiece tokenizers), `shared` what another thread loaded
 * it from.
 */
export async function loadTokenizer(name: string, locale = '', spmModel?: string, shared?: SharedTokenizerData): Promise<Tokenizer> {
  const reason = NOT_OFFERED[name];
  if (reason !== undefined) {
    throw new CliError(2, [
      bleukitError(`the '${name}' tokenizer is not offered by bleukit: ${reason}. ` +
        `Available: ${TOKENIZER_NAMES.join(', ')}.`),
    ]);
  }
  const loader = LOADERS[name] ?? PEER_LOADERS[name];
  if (loader === undefined) throw new CliError(2, [bleukitError(unknownName('tokenizer', name, TOKENIZER_NAMES))]);
  return loader(locale || 'und', spmModel, shared);
}

/**
 * Loads the named tokenizers once and returns the synchronous `resolveTokenizer` core's presets
 * ask for. Core's built-in `split` and `perl-split` are left to core; an unknown name is an
 * error that suggests the closest one.
 */
export async function createTokenizerResolver(
  names: Iterable<string>,
  locale = '',
  spmModel?: string,
): Promise<(name: string) => Tokenizer | undefined> {
  const loaded = new Map<string, Tokenizer>();
  for (const name of new Set(names)) {
    if (CORE_TOKENIZERS.includes(name)) continue;
    if (!PRESET_TOKENIZER_NAMES.includes(name) && NOT_OFFERED[name] === undefined) {
      throw new CliError(2, [bleukitError(unknownName('tokenizer', name, PRESET_TOKENIZER_NAMES))]);
    }
    loaded.set(name, await loadTokenizer(name, locale, spmModel));
  }
  return (name) => loaded.get(name);
}
