import { BleukitError, pythonSplit, type Tokenizer } from '@bleukit/core';
import { ModelFormatError } from './model-proto.js';
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

/** Options of {@link createSentencePieceTokenizer}. */
export interface SentencePieceTokenizerOptions {
  /** The `.model` file's bytes. */
  model: Uint8Array | ArrayBuffer;
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
  const bytes = options.model instanceof Uint8Array ? options.model : new Uint8Array(options.model);
  let processor: SentencePieceProcessor;
  try {
    processor = SentencePieceProcessor.fromBytes(bytes);
  } catch (error) {
    const what = error instanceof ModelFormatError ? `is not a SentencePiece model (${error.message})` : `cannot be used: ${(error as Error).message}`;
    throw new BleukitError('invalid-input', `[tokenizer-sentencepiece] the model file ${what}.`, { cause: error });
  }
  const name = options.name ?? (await modelHashName(bytes));
  return {
    name,
    tokenize: (line) => pythonSplit(processor.encodeAsPieces(line).join(' ')),
  };
}
