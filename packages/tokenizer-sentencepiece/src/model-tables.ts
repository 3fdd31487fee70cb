// A model compiled for encoding: its pieces as bytes, scores and types in typed arrays, and the
// tries the encoder walks, all on shared memory where the runtime has it, so that one copy
// serves every thread (posting the tables to a worker shares them instead of copying them).
// Piece strings are not kept: each thread decodes the pieces it outputs, once.
import { type ModelSettings, ModelFormatError, PieceType, readModelFile, type SentencePieceModel } from './model-proto.js';
import { validCharacter, utf8Length } from './normalizer.js';
import { PieceTrie, sharedMemory } from './piece-trie.js';

/** The unknown piece's score is the lowest piece score less this (a float, as in the library). */
const UNKNOWN_PENALTY = 10;
/** FLT_MAX and FLT_MIN, where the library starts its search for the lowest and highest score. */
const FLOAT_MAX = 3.4028234663852886e38;
const FLOAT_MIN = 1.1754943508222875e-38;

/** TrainerSpec.model_type values the encoder handles. */
export const UNIGRAM = 1;
export const BPE = 2;

/** A model compiled for encoding (see the file's comment); plain data that `postMessage` can send. */
export interface SentencePieceModelTables {
  readonly settings: ModelSettings;
  /** The pieces' UTF-8 bytes, piece `id` at `[pieceStarts[id], pieceStarts[id + 1])`. */
  readonly pieceBytes: Uint8Array;
  readonly pieceStarts: Int32Array;
  /** Each piece's score (32-bit floats, as the file stores them) and type. */
  readonly scores: Float32Array;
  readonly types: Uint8Array;
  /**
   * What the unigram search adds for each piece: its score; +Infinity for a user-defined
   * symbol (scored by its length); NaN for a piece the search never takes.
   */
  readonly searchScores: Float32Array;
  /** Double arrays (see PieceTrie) of normal, user-defined and unused pieces; of unknown, control and byte pieces; of user-defined ones. */
  readonly trie: Int32Array;
  readonly reserved: Int32Array;
  readonly userSymbols: Int32Array | undefined;
  readonly unknownId: number;
  readonly unknownScore: number;
  readonly maxScore: number;
}

function shared<T extends Int32Array | Uint8Array | Float32Array>(make: new (buffer: ArrayBufferLike) => T, bytesPer: number, length: number): T {
  return new make(new sharedMemory(bytesPer * length));
}

/** Compiles the bytes of a `.model` file. Throws {@link ModelFormatError} for bytes that are not one. */
export function compileModelFile(bytes: Uint8Array): SentencePieceModelTables {
  // Plain number arrays rather than an object per piece: a FLORES-200 model has 256,000.
  const starts: number[] = [];
  const ends: number[] = [];
  const pieceScores: number[] = [];
  const pieceTypes: number[] = [];
  const settings = readModelFile(bytes, ({ start, end, score, type }) => {
    starts.push(start);
    ends.push(end);
    pieceScores.push(score);
    pieceTypes.push(type);
  });
  const count = starts.length;
  let size = 0;
  for (let id = 0; id < count; id++) size += (ends[id] as number) - (starts[id] as number);
  const pieceBytes = shared(Uint8Array, 1, size);
  const pieceStarts = shared(Int32Array, 4, count + 1);
  const scores = shared(Float32Array, 4, count);
  const types = shared(Uint8Array, 1, count);
  let at = 0;
  for (let id = 0; id < count; id++) {
    const start = starts[id] as number;
    const end = ends[id] as number;
    for (let i = start; i < end; ) {
      const length = utf8Length(bytes[i] as number);
      if (!validCharacter(bytes, i, length, end)) throw new ModelFormatError(`piece ${id} is not UTF-8`);
      i += length;
    }
    pieceBytes.set(bytes.subarray(start, end), at);
    pieceStarts[id] = at;
    scores[id] = pieceScores[id] as number;
    types[id] = pieceTypes[id] as number;
    at += end - start;
  }
  pieceStarts[count] = at;
  return compileTables(settings, pieceBytes, pieceStarts, scores, types);
}

/** Compiles a model already read (by `readModelProto`). */
export function compileModel(model: SentencePieceModel): SentencePieceModelTables {
  const { pieces, ...settings } = model;
  const encoder = new TextEncoder();
  const encoded = pieces.map(({ piece }) => encoder.encode(piece));
  const pieceBytes = shared(Uint8Array, 1, encoded.reduce((sum, piece) => sum + piece.length, 0));
  const pieceStarts = shared(Int32Array, 4, pieces.length + 1);
  const scores = shared(Float32Array, 4, pieces.length);
  const types = shared(Uint8Array, 1, pieces.length);
  let at = 0;
  pieces.forEach(({ score, type }, id) => {
    const piece = encoded[id] as Uint8Array;
    pieceBytes.set(piece, at);
    pieceStarts[id] = at;
    scores[id] = score;
    types[id] = type;
    at += piece.length;
  });
  pieceStarts[pieces.length] = at;
  return compileTables(settings, pieceBytes, pieceStarts, scores, types);
}

function compileTables(
  settings: ModelSettings,
  pieceBytes: Uint8Array,
  pieceStarts: Int32Array,
  scores: Float32Array,
  types: Uint8Array,
): SentencePieceModelTables {
  const { modelType } = settings;
  if (modelType !== UNIGRAM && modelType !== BPE) {
    const kind = modelType === 3 ? 'word' : modelType === 4 ? 'char' : `type ${modelType}`;
    throw new Error(`${kind} models are not supported; this encoder handles unigram and BPE models (FLORES and spBLEU use unigram)`);
  }
  let minScore = FLOAT_MAX;
  let maxScore = FLOAT_MIN;
  let unknownId = -1;
  const userSymbols: number[] = [];
  const normal: number[] = [];
  const reserved: number[] = [];
  const searchScores = shared(Float32Array, 4, types.length);
  for (let id = 0; id < types.length; id++) {
    const type = types[id] as number;
    const score = scores[id] as number;
    searchScores[id] = type === PieceType.USER_DEFINED ? Infinity : type === PieceType.NORMAL ? score : NaN;
    if (type === PieceType.NORMAL) {
      minScore = Math.min(minScore, score);
      maxScore = Math.max(maxScore, score);
    }
    if (type === PieceType.UNKNOWN) unknownId = id;
    if (type === PieceType.UNKNOWN || type === PieceType.CONTROL || type === PieceType.BYTE) reserved.push(id);
    if (type === PieceType.NORMAL || type === PieceType.USER_DEFINED || type === PieceType.UNUSED) {
      normal.push(id);
      if (type === PieceType.USER_DEFINED) userSymbols.push(id);
    }
  }
  if (unknownId < 0) throw new Error('the model has no unknown piece');
  // The normalization rules on shared memory too.
  const charsmap = shared(Uint8Array, 1, settings.precompiledCharsmap.length);
  charsmap.set(settings.precompiledCharsmap);
  return {
    settings: { ...settings, precompiledCharsmap: charsmap },
    pieceBytes,
    pieceStarts,
    scores,
    types,
    searchScores,
    trie: PieceTrie.build(pieceBytes, pieceStarts, normal).units,
    reserved: PieceTrie.build(pieceBytes, pieceStarts, reserved).units,
    userSymbols: userSymbols.length > 0 ? PieceTrie.build(pieceBytes, pieceStarts, userSymbols).units : undefined,
    unknownId,
    unknownScore: Math.fround(minScore - UNKNOWN_PENALTY),
    maxScore,
  };
}
