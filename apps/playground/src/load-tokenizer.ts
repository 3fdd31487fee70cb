import type { Tokenizer } from '@bleukit/core';
import { createProgressLoader, reportDownload } from './dictionary-progress.js';
import { REGISTRY, tokenizerChoice, type TokenizerId } from './tokenizer-choices.js';

/** How a tokenizer loads: its locale and where download progress goes. */
export interface LoadTokenizerOptions {
  /** For `intl-segmenter`. Default `ja`. */
  locale?: string;
  /** URL of the ja-mecab dictionary file. Default: the one the build emits (vite-plugins/ipadic-dictionary.ts). */
  dictionaryUrl?: string;
  /** For `spm`: the bytes of the SentencePiece `.model` file. */
  spmModel?: Uint8Array;
  /** Dictionary download progress, a fraction from 0 to 1 (`undefined`: size unknown). */
  onProgress?: (fraction: number | undefined, message: string) => void;
}

/**
 * Loads a registered tokenizer by id, with the options its package's entry asks for (a locale, a
 * model). Each package is a dynamic import, so its code (and a dictionary) downloads only when
 * chosen; the bundler splits each into its own chunk.
 */
export async function loadTokenizer(id: TokenizerId, options: LoadTokenizerOptions = {}): Promise<Tokenizer> {
  const choice = tokenizerChoice(id);
  if (choice.model && options.spmModel === undefined) {
    throw new Error(
      '[bleukit] [playground] The SentencePiece tokenizer needs a model: choose its .model file (for FLORES-200 ' +
        "spBLEU, sacreBLEU's flores200sacrebleuspm, which sacreBLEU keeps in ~/.sacrebleu/models/).",
    );
  }
  // ja-mecab's dictionary comes from the app's own files, with progress (vite-plugins/ipadic-dictionary.ts).
  if (id === 'ja-mecab') options.onProgress?.(undefined, 'Loading MeCab…');
  return REGISTRY.load(id, {
    locale: choice.locale ? options.locale || 'ja' : 'und',
    ...(choice.model && options.spmModel !== undefined ? { model: options.spmModel } : {}),
    ...(id === 'ja-mecab' ? { extra: mecabOptions(options) } : {}),
  });
}

/** The dictionary file's path from the app's root, with its content hash (set by vite-plugins/ipadic-dictionary.ts). */
declare const __BLEUKIT_IPADIC_FILE__: string;

function mecabOptions(options: LoadTokenizerOptions): Record<string, unknown> {
  // The file sits in `ipadic/` at the app's root; the worker's chunks are one level down
  // (assets/ in the build, src/ in dev). A variable keeps Vite from treating this as an asset.
  const path = `../${__BLEUKIT_IPADIC_FILE__}`;
  const url = options.dictionaryUrl ?? new URL(path, import.meta.url).href;
  return { loadFile: createProgressLoader(url, reportDownload('the IPADIC dictionary', options.onProgress)) };
}

/**
 * A tokenizer by its registered name, for presets (`13a`, `mteval-13a-cased`, …).
 * `undefined` for names core builds in (`split`, `perl-split`).
 */
export async function loadTokenizerByName(name: string): Promise<Tokenizer | undefined> {
  if (name === 'split' || name === 'perl-split') return undefined;
  if (REGISTRY.get(name) === undefined) throw new Error(`[bleukit] [playground] No tokenizer named ${JSON.stringify(name)} is registered.`);
  return REGISTRY.load(name);
}
