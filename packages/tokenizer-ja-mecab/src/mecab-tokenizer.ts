import { BleukitError, hasPythonWhitespace, isPythonWhitespaceCode, pythonStrip, TokenSpans, type Tokenizer } from '@bleukit/core';
import {
  type DictionaryFileLoader,
  dictionaryFileUrl,
  fetchDictionaryFile,
  installedDictionaryFile,
  isNodeRuntime,
} from './dictionary-loader.js';
import { gunzip } from './gunzip.js';
import type { IpadicTables } from './ipadic-dictionary.js';
import { decodeIpadicFile, IPADIC_FILE_NAME } from './ipadic-file.js';
import { createMecabSegmenter, withKernelMemory } from './wasm-segmenter.js';

/**
 * The signature name: sacreBLEU's `ja-mecab-0.996-IPA` (MeCab 0.996, IPADIC 2.7.0-20070801) plus
 * the engine, bleukit's re-implementation of MeCab's rules over kuromoji's compiled IPADIC (from
 * which this package's dictionary file is built).
 */
export const MECAB_TOKENIZER_NAME = 'ja-mecab-0.996-IPA+kuromoji-ipadic';

/**
 * Where {@link createMecabTokenizer} gets the dictionary: the file `ipadic.bin` of this package's
 * `dist/` (≈ 23 MB, ≈ 10 MB gzip-compressed), served as it is or gzip-compressed.
 */
export interface MecabTokenizerOptions {
  /**
   * URL of this package's `dist/ipadic.bin` (or of a gzip-compressed copy), e.g.
   * `'/ipadic.bin'` in a web app; a URL ending with `/` is a folder holding `ipadic.bin`.
   * Default on Node: the installed package's file.
   */
  dictionaryUrl?: string | { readonly href: string };
  /**
   * Custom loader returning the bytes of the dictionary file (called with its name,
   * `ipadic.bin`), as they are or gzip-compressed; takes precedence over `dictionaryUrl`.
   */
  loadFile?: DictionaryFileLoader;
  /**
   * A dictionary already loaded by {@link loadMecabDictionary}, perhaps in another thread: used
   * as it is, nothing is read. Takes precedence over `loadFile` and `dictionaryUrl`.
   */
  dictionary?: MecabDictionary;
}

/**
 * The loaded IPADIC (≈ 23 MB of typed arrays and a few numbers), from {@link loadMecabDictionary}.
 * Its arrays live on `SharedArrayBuffer`s where the runtime has them (Node, cross-origin isolated
 * pages), so posting it to a worker (`postMessage`, `workerData`) shares the memory instead of
 * copying it: every thread's tokenizer then reads one copy. Treat it as opaque.
 */
export type MecabDictionary = IpadicTables;

const cache = new Map<DictionaryFileLoader | string, Promise<IpadicTables>>();
let installed: DictionaryFileLoader | undefined;

async function loadDictionary(load: DictionaryFileLoader, where: string, fix: string): Promise<IpadicTables> {
  try {
    const bytes = await load(IPADIC_FILE_NAME);
    return decodeIpadicFile(await gunzip(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)));
  } catch (cause) {
    throw new BleukitError(
      'io',
      `[tokenizer-ja-mecab] cannot load the IPADIC file ${IPADIC_FILE_NAME} from ${where}: ${String(cause)}. ${fix}`,
      { cause },
    );
  }
}

const SERVE_FILE =
  'Serve the dist/ipadic.bin of the installed @bleukit/tokenizer-ja-mecab (as it is or gzip-compressed) and pass its URL as dictionaryUrl.';

function dictionaryFor(options: MecabTokenizerOptions): Promise<IpadicTables> {
  let key: DictionaryFileLoader | string;
  let load: DictionaryFileLoader;
  let where: string;
  let fix = SERVE_FILE;
  if (options.loadFile) {
    key = load = options.loadFile;
    where = 'the loadFile option';
  } else if (options.dictionaryUrl !== undefined) {
    key = where = dictionaryFileUrl(options.dictionaryUrl);
    load = fetchDictionaryFile(where);
  } else if (isNodeRuntime()) {
    installed ??= installedDictionaryFile();
    key = load = installed;
    where = 'the installed @bleukit/tokenizer-ja-mecab package';
    fix = 'Reinstall @bleukit/tokenizer-ja-mecab (in its repository: build it, which writes dist/ipadic.bin).';
  } else {
    return Promise.reject(
      new BleukitError(
        'invalid-argument',
        '[tokenizer-ja-mecab] no dictionary location: outside Node, pass createMecabTokenizer({ dictionaryUrl }) ' +
          "with the URL serving the package's dist/ipadic.bin (e.g. { dictionaryUrl: '/ipadic.bin' }).",
      ),
    );
  }
  let promise = cache.get(key);
  if (!promise) {
    promise = loadDictionary(load, where, fix).then(withKernelMemory);
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/**
 * sacreBLEU's `ja-mecab` tokenizer: MeCab 0.996 with IPADIC 2.7.0-20070801, called as
 * `tagger.parse(line.strip())` in wakati mode. The dictionary loads once per location (the
 * promise is shared); `tokenize` is then synchronous.
 *
 * @example
 * const tokenizer = await createMecabTokenizer();
 * tokenizer.tokenize('吾輩は猫である。'); // ['吾輩', 'は', '猫', 'で', 'ある', '。']
 */
export async function createMecabTokenizer(options: MecabTokenizerOptions = {}): Promise<Tokenizer> {
  const tables = options.dictionary === undefined ? await dictionaryFor(options) : checkedDictionary(options.dictionary);
  const segmenter = createMecabSegmenter(tables);
  const tokenSpans = (line: string, spans: TokenSpans): void => {
    const text = pythonStrip(line);
    const words = segmenter.segment(text);
    const bounds = segmenter.bounds;
    spans.reset(text);
    // Whitespace MeCab does not skip (U+3000, U+00A0, …) can be part of a word; BLEU's split()
    // removes it.
    const split = hasPythonWhitespace(text);
    for (let w = 0; w < words; w++) {
      const end = bounds[2 * w + 1] as number;
      let start = bounds[2 * w] as number;
      if (split) {
        for (let i = start; i < end; i++) {
          if (!isPythonWhitespaceCode(text.charCodeAt(i))) continue;
          if (i > start) spans.push(start, i);
          start = i + 1;
        }
        if (start === end) continue;
      }
      spans.push(start, end);
    }
  };
  const scratch = new TokenSpans();
  return {
    name: MECAB_TOKENIZER_NAME,
    costly: true,
    tokenize(line) {
      tokenSpans(line, scratch);
      return scratch.tokens();
    },
    tokenSpans,
  };
}

/**
 * Loads the dictionary (from where {@link createMecabTokenizer} would, once per location) without
 * making a tokenizer: to hand it to tokenizers in other threads through `options.dictionary`.
 *
 * @example
 * const dictionary = await loadMecabDictionary();
 * const worker = new Worker(url, { workerData: { dictionary } }); // shared, not copied
 * // in the worker: await createMecabTokenizer({ dictionary: workerData.dictionary })
 */
export function loadMecabDictionary(options: Omit<MecabTokenizerOptions, 'dictionary'> = {}): Promise<MecabDictionary> {
  return dictionaryFor(options);
}

/** `dictionary` if it has the arrays a loaded dictionary has; otherwise a clear error. */
function checkedDictionary(dictionary: MecabDictionary): IpadicTables {
  const d = dictionary as Partial<Record<keyof IpadicTables, unknown>> | null;
  const arrays = d !== null && typeof d === 'object' &&
    d.units instanceof Int32Array && d.firstUnit instanceof Int32Array && d.firstEntries instanceof Int32Array &&
    d.entries instanceof Int16Array && d.costs instanceof Int16Array && typeof d.rightIds === 'number';
  if (!arrays) {
    throw new BleukitError(
      'invalid-argument',
      '[tokenizer-ja-mecab] the dictionary option is not a dictionary from loadMecabDictionary(); ' +
        'pass what loadMecabDictionary() returned (posted to a worker as it is), or leave the option out.',
    );
  }
  return dictionary;
}
