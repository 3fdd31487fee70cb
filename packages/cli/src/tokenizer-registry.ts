import type { Tokenizer } from '@bleukit/core';
import { CliError, bleukitError } from './cli-error.js';

type Loader = (locale: string) => Promise<Tokenizer>;
type Module = Record<string, unknown>;

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

/**
 * Tokenizer names → lazy imports, so a run loads only the package it uses (MeCab's dictionary
 * is never read for `-tok 13a`). The import specifiers are literal for bundlers.
 */
const LOADERS: Readonly<Record<string, Loader>> = {
  none: instance('none', '@bleukit/tokenizer-whitespace', 'whitespaceTokenizer', () => import('@bleukit/tokenizer-whitespace') as Promise<Module>),
  '13a': instance('13a', '@bleukit/tokenizer-regex', 'tokenizer13a', () => import('@bleukit/tokenizer-regex') as Promise<Module>),
  intl: instance('intl', '@bleukit/tokenizer-regex', 'tokenizerIntl', () => import('@bleukit/tokenizer-regex') as Promise<Module>),
  zh: instance('zh', '@bleukit/tokenizer-regex', 'tokenizerZh', () => import('@bleukit/tokenizer-regex') as Promise<Module>),
  char: instance('char', '@bleukit/tokenizer-regex', 'tokenizerChar', () => import('@bleukit/tokenizer-regex') as Promise<Module>),
  'ja-tinyseg': instance('ja-tinyseg', '@bleukit/tokenizer-ja', 'jaTokenizer', () => import('@bleukit/tokenizer-ja') as Promise<Module>),
  'ja-mecab': async () => {
    const module = (await import('@bleukit/tokenizer-ja-mecab')) as Module;
    const create = module['createMecabTokenizer'];
    if (typeof create !== 'function') throw missing('ja-mecab', '@bleukit/tokenizer-ja-mecab', 'createMecabTokenizer');
    try {
      const tokenizer: unknown = await (create as () => Promise<unknown>)();
      if (!isTokenizer(tokenizer)) throw new Error('not a tokenizer');
      return tokenizer;
    } catch (error) {
      throw new CliError(2, [
        bleukitError(`the 'ja-mecab' tokenizer could not be set up: ${(error as Error).message}. ` +
          `Try -tok ja-tinyseg, or check the @bleukit/tokenizer-ja-mecab installation.`),
      ]);
    }
  },
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

/** sacreBLEU names bleukit does not offer, and why. */
const NOT_OFFERED: Readonly<Record<string, string>> = {
  'ko-mecab': 'it needs MeCab with the Korean dictionary (mecab-ko-dic), which bleukit does not ship',
  spm: 'SentencePiece models (spm/flores101) are not supported yet',
  flores101: 'SentencePiece models (flores101) are not supported yet',
  flores200: 'SentencePiece models (flores200) are not supported yet',
  'spBLEU-1K': 'SentencePiece models (spBLEU-1K) are not supported yet',
};

/** Tokenizer names bleukit can load. */
export const TOKENIZER_NAMES: readonly string[] = Object.keys(LOADERS);

/** sacreBLEU's choice from the target language (`-l xx-yy`): zh → zh, ja → ja-mecab, ko → ko-mecab, else 13a. */
export function defaultTokenizerName(targetLanguage: string): string {
  return targetLanguage === 'zh' ? 'zh' : targetLanguage === 'ja' ? 'ja-mecab' : targetLanguage === 'ko' ? 'ko-mecab' : '13a';
}

/** Loads a tokenizer by name; `locale` is the target language (for `intl-segmenter`). */
export async function loadTokenizer(name: string, locale = ''): Promise<Tokenizer> {
  const reason = NOT_OFFERED[name];
  if (reason !== undefined) {
    throw new CliError(2, [
      bleukitError(`the '${name}' tokenizer is not offered by bleukit: ${reason}. ` +
        `Available: ${TOKENIZER_NAMES.join(', ')}.`),
    ]);
  }
  const loader = LOADERS[name];
  if (loader === undefined) {
    throw new CliError(2, [bleukitError(`unknown tokenizer '${name}'; available: ${TOKENIZER_NAMES.join(', ')}.`)]);
  }
  return loader(locale || 'und');
}
