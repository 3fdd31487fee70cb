import { BleukitError, type Tokenizer } from '@bleukit/core';
import {
  type CompiledSentencePieceModel,
  createSentencePieceTokenizer,
  loadSentencePieceModel,
  SACREBLEU_SPM_MODELS,
  type SacrebleuSpmName,
} from './tokenizer.js';

/** Where {@link loadSacrebleuSpmTokenizer} looks for a model (Node only). */
export interface SpmModelLookup {
  /** A model file chosen by the user (`--spm-model`): used as it is, named by its hash. */
  path?: string;
  /** The environment: `BLEUKIT_SPM_MODEL` (a model file, as `path`), `SACREBLEU`, `HOME`. */
  env?: Readonly<Record<string, string | undefined>>;
}

/**
 * sacreBLEU's `-tok flores101|flores200|spBLEU-1K|spm` in Node, without downloads: the model is
 * `lookup.path` or `$BLEUKIT_SPM_MODEL` (signature: the file's hash name, since nothing says it is
 * sacreBLEU's file), else the file sacreBLEU keeps in `$SACREBLEU/models/` (default
 * `~/.sacrebleu/models/`), with sacreBLEU's signature. Without a model: one error that names the
 * file looked for and where to get it.
 */
export async function loadSacrebleuSpmTokenizer(name: SacrebleuSpmName, lookup: SpmModelLookup = {}): Promise<Tokenizer> {
  return createSentencePieceTokenizer({ model: await loadSacrebleuSpmModel(name, lookup) });
}

/**
 * The model {@link loadSacrebleuSpmTokenizer} would use, compiled and named but not made into a
 * tokenizer: to share it with tokenizers in other threads (see `loadSentencePieceModel`). The
 * same errors.
 */
export async function loadSacrebleuSpmModel(name: SacrebleuSpmName, lookup: SpmModelLookup = {}): Promise<CompiledSentencePieceModel> {
  // Node modules by computed names, so browser bundles of this package never see them.
  const [fsName, osName] = ['node:fs/promises', 'node:os'];
  const { readFile } = (await import(/* @vite-ignore */ fsName)) as { readFile: (path: string) => Promise<Uint8Array> };
  const { homedir } = (await import(/* @vite-ignore */ osName)) as { homedir: () => string };
  const join = (...parts: string[]): string => parts.join('/').replace(/\/+/g, '/');
  const env = lookup.env ?? (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
  const known = SACREBLEU_SPM_MODELS[name === 'spm' ? 'flores101' : name];
  if (known === undefined) {
    throw new BleukitError('invalid-argument', `[tokenizer-sentencepiece] unknown SentencePiece tokenizer '${name}': use flores101, flores200, spBLEU-1K or spm.`);
  }
  const chosen = lookup.path ?? env['BLEUKIT_SPM_MODEL'];
  const cached = join(env['SACREBLEU'] ?? join(env['HOME'] ?? homedir(), '.sacrebleu'), 'models', known.file);
  const path = chosen ?? cached;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (cause) {
    const reason = (cause as { code?: string }).code === 'ENOENT' ? 'it does not exist' : String((cause as Error).message);
    throw new BleukitError(
      'io',
      chosen === undefined
        ? `[tokenizer-sentencepiece] -tok ${name} needs sacreBLEU's SentencePiece model ${known.file}, looked for at ${path} ` +
            `(${reason}). bleukit downloads nothing: get it from ${known.url} into that folder (sacreBLEU puts it there ` +
            `on its first ${name} run), or give a model file with --spm-model PATH or BLEUKIT_SPM_MODEL.`
        : `[tokenizer-sentencepiece] cannot read the SentencePiece model ${path}: ${reason}. Check the --spm-model / BLEUKIT_SPM_MODEL path.`,
      { cause },
    );
  }
  try {
    return await loadSentencePieceModel(chosen === undefined ? { model: bytes, name: known.signature } : { model: bytes });
  } catch (cause) {
    // Name the file: "the model file is not …" → "<path> is not …".
    const message = (cause as Error).message.replace('[tokenizer-sentencepiece] the model file ', '');
    throw new BleukitError('invalid-input', `[tokenizer-sentencepiece] ${path} ${message.replace(/\.$/, '')}. Give a SentencePiece .model file.`, { cause });
  }
}

/**
 * The loader a tokenizer registry calls (this package's `bleukit.tokenizers` in `package.json`):
 * with `compiledModel` (what {@link loadRegisteredSpmModel} loaded in another thread), that model;
 * with a model's bytes (a browser, a file the user chose), that model, named by its hash; else
 * {@link loadSacrebleuSpmTokenizer} for `name`, with the model file at `model` when given (Node).
 */
export async function loadRegisteredSpmTokenizer(options: { name: string; model?: string | Uint8Array; compiledModel?: CompiledSentencePieceModel }): Promise<Tokenizer> {
  if (options.compiledModel !== undefined) return createSentencePieceTokenizer({ model: options.compiledModel });
  if (options.model instanceof Uint8Array) return createSentencePieceTokenizer({ model: options.model });
  return loadSacrebleuSpmTokenizer(options.name as SacrebleuSpmName, options.model === undefined ? {} : { path: options.model });
}

/**
 * What a registry shares between threads (`shared` in this package's description):
 * {@link loadSacrebleuSpmModel} for `name`, with the model file at `model` when given.
 */
export function loadRegisteredSpmModel(options: { name: string; model?: string | Uint8Array }): Promise<CompiledSentencePieceModel> {
  if (options.model instanceof Uint8Array) return loadSentencePieceModel({ model: options.model });
  return loadSacrebleuSpmModel(options.name as SacrebleuSpmName, options.model === undefined ? {} : { path: options.model });
}
