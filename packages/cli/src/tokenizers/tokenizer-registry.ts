import { BleukitError, sacrebleuTokenizerName, type Tokenizer } from '@bleukit/core';
import { segmenterFor, type RegisteredTokenizer } from '@bleukit/core/registry';
import { CliError, bleukitError } from '../cli-error.js';
import { unknownName } from '../arguments/closest-name.js';
import { REGISTRY } from './registered-tokenizers.js';

/**
 * What a tokenizer is made from that threads can share instead of each loading its own (ja-mecab's
 * dictionary, typed arrays on `SharedArrayBuffer`s, ≈ 19 MB; a SentencePiece model compiled the
 * same way, ≈ 20 MB for FLORES-200's): what its package's `shared` member loaded.
 */
export interface SharedTokenizerData {
  data: unknown;
}

/** sacreBLEU's tokenizer choices, in its order (argparse lists them this way). */
export const SACREBLEU_TOKENIZERS = [
  'none', 'zh', '13a', 'intl', 'char', 'ja-mecab', 'ko-mecab', 'spm', 'flores101', 'flores200', 'spBLEU-1K',
] as const;

/** sacreBLEU names bleukit does not offer, why, and the languages sacreBLEU picks them for. */
const NOT_OFFERED: Readonly<Record<string, { reason: string; defaultFor: readonly string[] }>> = {
  'ko-mecab': { reason: 'it needs MeCab with the Korean dictionary (mecab-ko-dic), which bleukit does not ship', defaultFor: ['ko'] },
};

const sacrebleuRank = (name: string): number => {
  const rank = (SACREBLEU_TOKENIZERS as readonly string[]).indexOf(name);
  return rank < 0 ? SACREBLEU_TOKENIZERS.length : rank;
};

/**
 * Every registered tokenizer `-tok` offers: sacreBLEU's in sacreBLEU's order, then bleukit's own in
 * the order of the packages (`packages/cli/package.json`), as `--help` lists them.
 */
export const TOKENIZERS: readonly RegisteredTokenizer[] = REGISTRY.entries
  .filter((entry) => !entry.presetOnly)
  .map((entry, i) => ({ entry, i }))
  .sort((a, b) => sacrebleuRank(a.entry.name) - sacrebleuRank(b.entry.name) || a.i - b.i)
  .map(({ entry }) => entry);

/** Tokenizer names bleukit can load for `-tok`. */
export const TOKENIZER_NAMES: readonly string[] = TOKENIZERS.map((entry) => entry.name);

/** The tokenizers that take a model file (`--spm-model`). */
export const MODEL_TOKENIZERS: readonly string[] = TOKENIZERS.filter((entry) => entry.model).map((entry) => entry.name);

/** Core's built-in tokenizers: Python's `str.split()` and perl's `split` (NLTK, torchmetrics, multi-bleu). */
const CORE_TOKENIZERS = ['split', 'perl-split'];

/** Every tokenizer name a preset may use (`-tok` under `--preset`): core's, `-tok`'s and the presets' own (mteval's). */
export const PRESET_TOKENIZER_NAMES: readonly string[] = [
  ...CORE_TOKENIZERS,
  ...TOKENIZER_NAMES,
  ...REGISTRY.entries.filter((entry) => entry.presetOnly).map((entry) => entry.name),
];

/**
 * sacreBLEU's choice from the target language (`-l xx-yy`): the registered tokenizer whose
 * package says it is sacreBLEU's default for the language (`defaultFor`), else the one sacreBLEU
 * would pick but bleukit does not offer (`ko-mecab`, refused when loaded), else the default for
 * every other language (`13a`).
 */
export function defaultTokenizerName(targetLanguage: string): string {
  const offered = REGISTRY.entries.find((entry) => entry.defaultFor?.includes(targetLanguage));
  if (offered) return offered.name;
  const missing = Object.entries(NOT_OFFERED).find(([, why]) => why.defaultFor.includes(targetLanguage));
  if (missing) return missing[0];
  return REGISTRY.entries.find((entry) => entry.defaultFor?.includes('*'))?.name ?? sacrebleuTokenizerName(targetLanguage);
}

/** The registered entry of the tokenizer a `-tok` name or signature name (`ja-mecab-0.996-IPA+…`) stands for. */
export function tokenizerEntry(name: string): RegisteredTokenizer | undefined {
  return REGISTRY.get(name) ?? REGISTRY.bySignature(name);
}

/**
 * A registered tokenizer that splits one of `scripts` into words, for notes (core's
 * `segmenterFor`; `spaced` for Korean, where only one naming the script splits further than spaces).
 */
export function tokenizerSplitting(language: string, scripts: readonly string[], spaced = false): RegisteredTokenizer | undefined {
  return segmenterFor(TOKENIZERS, language, scripts, spaced);
}

/** A failure of a tokenizer package's own code as one `bleukit: error:` line. */
function setupError(entry: RegisteredTokenizer | undefined, name: string, error: unknown): unknown {
  if (error instanceof CliError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message.replace(/^\[[\w-]+\] /, '') : String(error);
  if (BleukitError.isInstance(error) && code === 'unsupported' && message.includes(' is not available: ')) {
    return new CliError(2, [bleukitError(`${message} Update bleukit, or pick another tokenizer with -tok.`)]);
  }
  // A file that is missing, unreadable or not a model is a file error (exit 1, as for input files).
  if (code === 'io' || code === 'invalid-input') return new CliError(1, [bleukitError(message)]);
  if (entry?.setupHint === undefined) return new CliError(2, [bleukitError(message)]);
  return new CliError(2, [bleukitError(`the '${name}' tokenizer could not be set up: ${message.replace(/\.$/, '')}. ${entry.setupHint}`)]);
}

/**
 * What the tokenizer `name` is made from (with `spmModel`, the `--spm-model` file), loaded once for
 * every thread to share (see {@link SharedTokenizerData}); undefined for a tokenizer with nothing
 * worth sharing.
 */
export async function loadSharedTokenizerData(name: string, spmModel?: string): Promise<SharedTokenizerData | undefined> {
  const entry = REGISTRY.get(name);
  if (entry?.shared === undefined) return undefined;
  try {
    return { data: await REGISTRY.loadShared(name, spmModel === undefined ? {} : { model: spmModel }) };
  } catch (error) {
    throw setupError(entry, name, error);
  }
}

/**
 * Loads a tokenizer by name; `locale` is the target language (for `intl-segmenter`), `spmModel`
 * the `--spm-model` file (for the SentencePiece tokenizers), `shared` what another thread loaded
 * it from.
 */
export async function loadTokenizer(name: string, locale = '', spmModel?: string, shared?: SharedTokenizerData): Promise<Tokenizer> {
  const notOffered = NOT_OFFERED[name];
  if (notOffered !== undefined) {
    throw new CliError(2, [
      bleukitError(`the '${name}' tokenizer is not offered by bleukit: ${notOffered.reason}. ` +
        `Available: ${TOKENIZER_NAMES.join(', ')}.`),
    ]);
  }
  const entry = REGISTRY.get(name);
  if (entry === undefined) throw new CliError(2, [bleukitError(unknownName('tokenizer', name, TOKENIZER_NAMES))]);
  try {
    return await REGISTRY.load(name, { locale: locale || 'und', ...(spmModel === undefined ? {} : { model: spmModel }), shared: shared?.data });
  } catch (error) {
    throw setupError(entry, name, error);
  }
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
