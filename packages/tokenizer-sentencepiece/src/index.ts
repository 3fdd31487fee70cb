export { createSentencePieceTokenizer, loadSentencePieceModel, modelHashName, SACREBLEU_SPM_MODELS } from './tokenizer.js';
export type { CompiledSentencePieceModel, SacrebleuSpmName, SentencePieceTokenizerOptions } from './tokenizer.js';
export { loadRegisteredSpmModel, loadRegisteredSpmTokenizer, loadSacrebleuSpmModel, loadSacrebleuSpmTokenizer } from './model-files.js';
export type { SentencePieceModelTables } from './model-tables.js';
export type { SpmModelLookup } from './model-files.js';
export { SentencePieceProcessor } from './sentencepiece.js';
export { readModelProto, ModelFormatError, PieceType } from './model-proto.js';
export type { ModelPiece, SentencePieceModel } from './model-proto.js';
