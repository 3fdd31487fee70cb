import { BleukitError, hasPythonWhitespace, pythonSplit, type Tokenizer } from '@bleukit/core';
import { ModelFormatError } from './model-proto.js';
import { compileModelFile, type SentencePieceModelTables } from './model-tables.js';
import { SentencePieceProcessor } from './sentencepiece.js';

/** sacreBLEU's SentencePiece tokenizers: the file it keeps in `$SACREBLEU/models/`, where it gets it, its signature. */
export const SACREBLEU_SPM_MODELS = {
  flores101: {
    file: 'sacrebleu_tokenizer_spm.model',
    url: 'https://dl.fbaipublicfiles.com/fairseq/models/flores/sacrebleu_tokenizer_spm.model',
    signature: 'flores101',
  },
  flores200: {
    file: 'flores200sacrebleuspm',
    url: 'https://tinyurl.com/flores200sacrebleuspm',
    signature: 'flores200',
  },
  'spBLEU-1K': {
    file: 'spbleu-1k_tokenizer_spm.model',
    url: 'https://www.dlnlp.ai/spBLEU-1K/spbleu-1k_tokenizer_spm.model',
    signature: 'spBLEU-1K',
  },
} as const;

/** A sacreBLEU SentencePiece tokenizer name (`spm` is its alias of `flores101`). */
export type SacrebleuSpmName = keyof typeof SACREBLEU_SPM_MODELS | 'spm';

/**
 * A model compiled by {@link loadSentencePieceModel}: its pieces, scores and tries as typed arrays
 * (≈ 20 MB for FLORES-200's 256,000 pieces) and its signature name. The arrays live on
 * `SharedArrayBuffer`s where the runtime has them (Node, cross-origin isolated pages), so posting
 * it to a worker (`postMessage`, `workerData`) shares the memory instead of copying it: every
 * thread's tokenizer then reads one copy. Treat it as opaque.
 */
export interface CompiledSentencePieceModel {
  /** The signature name the tokenizers made from it take (unless given another). */
  readonly name: string;
  readonly tables: SentencePieceModelTables;
}

/** Options of {@link createSentencePieceTokenizer}. */
export interface SentencePieceTokenizerOptions {
  /**
   * The `.model` file's bytes, or a model compiled by {@link loadSentencePieceModel} (perhaps in
   * another thread: used as it is, nothing is read or compiled).
   */
  model: Uint8Array | ArrayBuffer | CompiledSentencePieceModel;
  /**
   * The signature name. Default `spm-` and the first 12 hex digits of the file's SHA-256, so
   * scores with different models never look comparable; sacreBLEU's names (`flores101`,
   * `flores200`, `spBLEU-1K`) are for its own model files.
   */
  name?: string;
}

/** The signature name of a model file nobody named: `spm-` and 12 hex digits of its SHA-256. */
export async function modelHashName(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return `spm-${[...digest.subarray(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Compiles a `.model` file once, without making a tokenizer: to hand it to tokenizers in other
 * threads through `createSentencePieceTokenizer({ model })`. `name` as for
 * {@link createSentencePieceTokenizer}.
 *
 * @example
 * ```ts
 * const model = await loadSentencePieceModel({ model: readFileSync('m.model') });
 * const worker = new Worker(url, { workerData: { model } }); // shared, not copied
 * // in the worker: await createSentencePieceTokenizer({ model: workerData.model })
 * ```
 */
export async function loadSentencePieceModel(options: SentencePieceTokenizerOptions): Promise<CompiledSentencePieceModel> {
  if (!(options.model instanceof Uint8Array || options.model instanceof ArrayBuffer)) {
    const compiled = checkedModel(options.model);
    return options.name === undefined ? compiled : { ...compiled, name: options.name };
  }
  const bytes = options.model instanceof Uint8Array ? options.model : new Uint8Array(options.model);
  let tables: SentencePieceModelTables;
  try {
    tables = compileModelFile(bytes);
  } catch (error) {
    const what = error instanceof ModelFormatError ? `is not a SentencePiece model (${error.message})` : `cannot be used: ${(error as Error).message}`;
    throw new BleukitError('invalid-input', `[tokenizer-sentencepiece] the model file ${what}.`, { cause: error });
  }
  return { name: options.name ?? (await modelHashName(bytes)), tables };
}

/** `model` if it has what a compiled model has; otherwise a clear error. */
function checkedModel(model: CompiledSentencePieceModel): CompiledSentencePieceModel {
  const tables = (model as Partial<CompiledSentencePieceModel> | null)?.tables as Partial<Record<keyof SentencePieceModelTables, unknown>> | undefined;
  const valid = typeof model?.name === 'string' && typeof tables === 'object' && tables !== null &&
    tables.trie instanceof Int32Array && tables.reserved instanceof Int32Array && tables.pieceStarts instanceof Int32Array &&
    tables.pieceBytes instanceof Uint8Array && tables.types instanceof Uint8Array && tables.scores instanceof Float32Array &&
    tables.searchScores instanceof Float32Array && typeof tables.settings === 'object';
  if (!valid) {
    throw new BleukitError(
      'invalid-argument',
      '[tokenizer-sentencepiece] the model option is neither a .model file\'s bytes nor a model from loadSentencePieceModel(); ' +
        'pass the file\'s bytes, or what loadSentencePieceModel() returned (posted to a worker as it is).',
    );
  }
  return model;
}

/** Whether BLEU's whitespace split would change `piece` (a piece with a space that is not `▁` in it). */
function splits(piece: string): boolean {
  return piece === '' || hasPythonWhitespace(piece);
}

/**
 * A bleukit tokenizer from a SentencePiece model: each line becomes the pieces of the C++
 * library's `EncodeAsPieces` (normalization, unigram Viterbi, byte fallback), joined and split
 * on whitespace as sacreBLEU does. Unigram models (FLORES-101/200, spBLEU-1K) and BPE models;
 * word and char models are refused with a message.
 *
 * @example
 * ```ts
 * const tokenizer = await createSentencePieceTokenizer({ model: readFileSync('m.model') });
 * tokenizer.tokenize('Hello world'); // ['▁Hello', '▁world'] (depends on the model)
 * ```
 */
export async function createSentencePieceTokenizer(options: SentencePieceTokenizerOptions): Promise<Tokenizer> {
  const { name, tables } = await loadSentencePieceModel(options);
  const processor = new SentencePieceProcessor(tables);
  return {
    name,
    tokenize(line) {
      const pieces = processor.encodeAsPieces(line);
      return pieces.some(splits) ? pythonSplit(pieces.join(' ')) : pieces;
    },
  };
}
