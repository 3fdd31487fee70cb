import { BleukitError, hasPythonWhitespace, isPythonWhitespaceCode, pythonStrip, TokenSpans, type Tokenizer } from '@bleukit/core';
import {
  type DictionaryFileLoader,
  fetchDictionaryFiles,
  installedDictionaryFiles,
  isNodeRuntime,
} from './dictionary-loader.js';
import { gunzip } from './gunzip.js';
import { IPADIC_FILES, type IpadicTables, parseIpadicTables } from './ipadic-dictionary.js';
import { createMecabSegmenter, withKernelMemory } from './wasm-segmenter.js';

/**
 * The signature name: sacreBLEU's `ja-mecab-0.996-IPA` (MeCab 0.996, IPADIC 2.7.0-20070801) plus
 * the engine, bleukit's re-implementation of MeCab's rules over kuromoji's compiled IPADIC.
 */
export const MECAB_TOKENIZER_NAME = 'ja-mecab-0.996-IPA+kuromoji-ipadic';

/** Where {@link createMecabTokenizer} gets the dictionary (kuromoji's `dict/` files, ≈ 12 MB gzipped). */
export interface MecabTokenizerOptions {
  /**
   * Folder URL serving the files of `@patdx/kuromoji/dict/` (or `kuromoji/dict/`, the same
   * files), e.g. `'/kuromoji-dict/'` in a web app. Default on Node: the installed package.
   */
  dictionaryUrl?: string | { readonly href: string };
  /** Custom loader returning one file's gzip bytes by name; takes precedence over `dictionaryUrl`. */
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

async function loadDictionary(load: DictionaryFileLoader, where: string): Promise<IpadicTables> {
  const files = new Map<string, Uint8Array>();
  await Promise.all(
    IPADIC_FILES.map(async (name) => {
      try {
        const bytes = await load(name);
        files.set(name, await gunzip(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)));
      } catch (cause) {
        throw new BleukitError(
          'io',
          `[tokenizer-ja-mecab] cannot load the IPADIC file ${name} from ${where}: ${String(cause)}. ` +
            'Serve the files of @patdx/kuromoji/dict/ and pass their folder as dictionaryUrl.',
          { cause },
        );
      }
    }),
  );
  return parseIpadicTables(files);
}

function dictionaryFor(options: MecabTokenizerOptions): Promise<IpadicTables> {
  let key: DictionaryFileLoader | string;
  let load: DictionaryFileLoader;
  let where: string;
  if (options.loadFile) {
    key = load = options.loadFile;
    where = 'the loadFile option';
  } else if (options.dictionaryUrl !== undefined) {
    const url = options.dictionaryUrl;
    key = where = typeof url === 'string' ? url : url.href;
    load = fetchDictionaryFiles(options.dictionaryUrl);
  } else if (isNodeRuntime()) {
    installed ??= installedDictionaryFiles();
    key = load = installed;
    where = 'the installed @patdx/kuromoji package';
  } else {
    return Promise.reject(
      new BleukitError(
        'invalid-argument',
        '[tokenizer-ja-mecab] no dictionary location: outside Node, pass createMecabTokenizer({ dictionaryUrl }) ' +
          "with the URL of a folder serving @patdx/kuromoji/dict/ (e.g. { dictionaryUrl: '/kuromoji-dict/' }).",
      ),
    );
  }
  let promise = cache.get(key);
  if (!promise) {
    promise = loadDictionary(load, where).then(withKernelMemory);
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
