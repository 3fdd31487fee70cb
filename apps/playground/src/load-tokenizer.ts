import type { Tokenizer } from '@bleukit/core';
import { createProgressLoader } from './dictionary-progress.js';
import { tokenizerChoice, type TokenizerId } from './tokenizer-choices.js';

/** How a tokenizer loads: its locale and where download progress goes. */
export interface LoadTokenizerOptions {
  /** For `intl-segmenter`. Default `ja`. */
  locale?: string;
  /** Folder URL of the ja-mecab dictionary files. Default: `kuromoji-dict/` at the app's root. */
  dictionaryUrl?: string;
  /** For `spm`: the bytes of the SentencePiece `.model` file. */
  spmModel?: Uint8Array;
  /** Dictionary download progress, a fraction from 0 to 1 (`undefined`: size unknown). */
  onProgress?: (fraction: number | undefined, message: string) => void;
}

function isTokenizer(value: unknown): value is Tokenizer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Tokenizer).tokenize === 'function' &&
    typeof (value as Tokenizer).name === 'string'
  );
}

function pick(module: Record<string, unknown>, exportName: string, from: string): unknown {
  const value = module[exportName];
  if (value === undefined) {
    throw new Error(`[bleukit] [playground] ${from} does not export ${exportName} (yet).`);
  }
  return value;
}

/** The export `exportName`, else any exported tokenizer whose signature name is `name`. */
function ready(module: Record<string, unknown>, exportName: string, from: string, name?: string): Tokenizer {
  const named = name === undefined ? undefined : Object.values(module).find((v) => isTokenizer(v) && v.name === name);
  const value = module[exportName] === undefined && named ? named : pick(module, exportName, from);
  if (!isTokenizer(value)) {
    throw new Error(`[bleukit] [playground] ${from}'s ${exportName} is not a tokenizer ({ name, tokenize }).`);
  }
  return value;
}

async function made(value: unknown, from: string, ...args: unknown[]): Promise<Tokenizer> {
  if (typeof value !== 'function') throw new Error(`[bleukit] [playground] ${from}: no tokenizer factory.`);
  const tokenizer: unknown = await (value as (...a: unknown[]) => unknown)(...args);
  if (!isTokenizer(tokenizer)) throw new Error(`[bleukit] [playground] ${from}'s factory returned no tokenizer.`);
  return tokenizer;
}

/**
 * Loads a tokenizer by id. Each package is a dynamic import, so its code (and a dictionary)
 * downloads only when chosen; the bundler splits each into its own chunk.
 */
export async function loadTokenizer(id: TokenizerId, options: LoadTokenizerOptions = {}): Promise<Tokenizer> {
  const { from } = tokenizerChoice(id);
  switch (id) {
    case '13a':
    case 'intl':
    case 'zh':
    case 'char': {
      const names = { '13a': 'tokenizer13a', intl: 'tokenizerIntl', zh: 'tokenizerZh', char: 'tokenizerChar' };
      const module = (await import('@bleukit/tokenizer-regex')) as Record<string, unknown>;
      return ready(module, names[id], from, id);
    }
    case 'none': {
      const module = (await import('@bleukit/tokenizer-whitespace')) as Record<string, unknown>;
      return ready(module, 'whitespaceTokenizer', from);
    }
    case 'ja-tinyseg': {
      const module = (await import('@bleukit/tokenizer-ja')) as Record<string, unknown>;
      return ready(module, 'jaTokenizer', from);
    }
    case 'intl-segmenter': {
      const module = (await import('@bleukit/tokenizer-intl-segmenter')) as Record<string, unknown>;
      const factory = pick(module, 'createIntlSegmenterTokenizer', from);
      return made(factory, from, { locale: options.locale || 'ja' });
    }
    case 'spm': {
      if (options.spmModel === undefined) {
        throw new Error(
          '[bleukit] [playground] The SentencePiece tokenizer needs a model: choose its .model file (for FLORES-200 ' +
            "spBLEU, sacreBLEU's flores200sacrebleuspm, which sacreBLEU keeps in ~/.sacrebleu/models/).",
        );
      }
      const module = (await import('@bleukit/tokenizer-sentencepiece')) as Record<string, unknown>;
      const factory = pick(module, 'createSentencePieceTokenizer', from);
      return made(factory, from, { model: options.spmModel });
    }
    case 'ja-mecab': {
      options.onProgress?.(undefined, 'Loading MeCab…');
      const module = (await import('@bleukit/tokenizer-ja-mecab')) as Record<string, unknown>;
      const factory = pick(module, 'createMecabTokenizer', from);
      return made(factory, from, mecabOptions(options));
    }
  }
}

function mecabOptions(options: LoadTokenizerOptions): Record<string, unknown> {
  // The files sit in `kuromoji-dict/` at the app's root; the worker's chunks are one level down
  // (assets/ in the build, src/ in dev). A variable keeps Vite from treating this as an asset.
  const folder = '../kuromoji-dict/';
  const base = options.dictionaryUrl ?? new URL(folder, import.meta.url).href;
  return {
    loadFile: createProgressLoader(base, (loaded, total) => {
      const megabytes = (loaded / 1e6).toFixed(1);
      options.onProgress?.(
        total > 0 ? Math.min(1, loaded / total) : undefined,
        total > 0
          ? `Loading the IPADIC dictionary: ${megabytes} of ${(total / 1e6).toFixed(1)} MB`
          : `Loading the IPADIC dictionary: ${megabytes} MB`,
      );
    }),
  };
}

/**
 * A tokenizer by its signature name, for presets (`13a`, `mteval-13a-cased`, …): one of the
 * playground's choices, else any tokenizer @bleukit/tokenizer-regex exports under that name.
 * `undefined` for names core builds in (`split`, `perl-split`).
 */
export async function loadTokenizerByName(name: string): Promise<Tokenizer | undefined> {
  if (name === 'split' || name === 'perl-split') return undefined;
  if (['13a', 'intl', 'zh', 'char', 'none'].includes(name)) return loadTokenizer(name as TokenizerId);
  const module = (await import('@bleukit/tokenizer-regex')) as Record<string, unknown>;
  const found = Object.values(module).find((value) => isTokenizer(value) && value.name === name);
  if (!found) throw new Error(`[bleukit] [playground] No tokenizer named ${JSON.stringify(name)} in @bleukit/tokenizer-regex.`);
  return found as Tokenizer;
}
