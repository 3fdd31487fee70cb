// The parts of a SentencePiece `.model` file (the protobuf message `ModelProto` of
// sentencepiece_model.proto) that encoding needs, read with a small wire-format reader.

/** A piece's type, as numbered in sentencepiece_model.proto. */
export const PieceType = {
  NORMAL: 1,
  UNKNOWN: 2,
  CONTROL: 3,
  USER_DEFINED: 4,
  UNUSED: 5,
  BYTE: 6,
} as const;

export interface ModelPiece {
  readonly piece: string;
  /** The score as the file stores it: a 32-bit float. */
  readonly score: number;
  readonly type: number;
}

export interface SentencePieceModel {
  readonly pieces: readonly ModelPiece[];
  /** 1 unigram, 2 BPE, 3 word, 4 char (TrainerSpec.model_type). */
  readonly modelType: number;
  readonly byteFallback: boolean;
  readonly treatWhitespaceAsSuffix: boolean;
  /** The normalizer's name (`nmt_nfkc`, `identity`, …). */
  readonly normalizerName: string;
  /** The normalizer's compiled rules: a double-array trie and the replacement strings. */
  readonly precompiledCharsmap: Uint8Array;
  readonly addDummyPrefix: boolean;
  readonly removeExtraWhitespaces: boolean;
  readonly escapeWhitespaces: boolean;
}

/** Thrown for bytes that are not a SentencePiece model. */
export class ModelFormatError extends Error {}

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_LENGTH = 2;
const WIRE_FIXED32 = 5;

/** Reads protobuf fields of one message from `bytes[start, end)`. */
class WireReader {
  private at: number;
  private readonly view: DataView;
  constructor(
    private readonly bytes: Uint8Array,
    start: number,
    private readonly end: number,
  ) {
    this.at = start;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get done(): boolean {
    return this.at >= this.end;
  }

  varint(): number {
    let result = 0;
    let scale = 1;
    for (let shift = 0; shift < 70; shift += 7) {
      if (this.at >= this.end) throw new ModelFormatError('truncated varint');
      const byte = this.bytes[this.at++] as number;
      result += (byte & 0x7f) * scale;
      if (byte < 0x80) return result;
      scale *= 128;
    }
    throw new ModelFormatError('varint too long');
  }

  /** The next field: its number, wire type, its value (varint, fixed32) or where its bytes lie. */
  field(): { number: number; wire: number; start: number; end: number; value: number } {
    const key = this.varint();
    const wire = key % 8;
    const number = Math.floor(key / 8);
    let start = this.at;
    let value = 0;
    if (wire === WIRE_VARINT) value = this.varint();
    else if (wire === WIRE_FIXED64) this.at += 8;
    else if (wire === WIRE_LENGTH) {
      const length = this.varint();
      start = this.at;
      this.at += length;
    } else if (wire === WIRE_FIXED32) {
      if (this.at + 4 > this.end) throw new ModelFormatError('truncated fixed32');
      value = this.view.getFloat32(this.at, true);
      this.at += 4;
    } else throw new ModelFormatError(`unsupported wire type ${wire}`);
    if (this.at > this.end) throw new ModelFormatError('field runs past its message');
    return { number, wire, start, end: this.at, value };
  }
}

// ignoreBOM keeps a leading U+FEFF: it is text here (a piece, a character of the line).
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function text(bytes: Uint8Array, start: number, end: number): string {
  return decoder.decode(bytes.subarray(start, end));
}

/** Where a piece's text lies in the file, its score and type. */
export interface PieceFields {
  readonly start: number;
  readonly end: number;
  readonly score: number;
  readonly type: number;
}

function readPiece(bytes: Uint8Array, start: number, end: number): PieceFields {
  const reader = new WireReader(bytes, start, end);
  let textStart = start;
  let textEnd = start;
  let score = 0;
  let type: number = PieceType.NORMAL;
  while (!reader.done) {
    const field = reader.field();
    if (field.number === 1 && field.wire === WIRE_LENGTH) {
      textStart = field.start;
      textEnd = field.end;
    } else if (field.number === 2 && field.wire === WIRE_FIXED32) score = field.value;
    else if (field.number === 3 && field.wire === WIRE_VARINT) type = field.value;
  }
  return { start: textStart, end: textEnd, score, type };
}

/** A model's settings: everything in {@link SentencePieceModel} but the pieces. */
export type ModelSettings = Omit<SentencePieceModel, 'pieces'>;

/**
 * Reads a `.model` file: calls `onPiece` with each piece's fields in order, and returns the
 * settings. Throws {@link ModelFormatError} for bytes that are not a model.
 */
export function readModelFile(bytes: Uint8Array, onPiece: (piece: PieceFields) => void): ModelSettings {
  let pieces = 0;
  let modelType = 1;
  let byteFallback = false;
  let treatWhitespaceAsSuffix = false;
  let normalizerName = '';
  let precompiledCharsmap = new Uint8Array(0);
  let addDummyPrefix = true;
  let removeExtraWhitespaces = true;
  let escapeWhitespaces = true;
  let sawNormalizer = false;
  const reader = new WireReader(bytes, 0, bytes.length);
  while (!reader.done) {
    const field = reader.field();
    if (field.wire !== WIRE_LENGTH) continue;
    if (field.number === 1) {
      onPiece(readPiece(bytes, field.start, field.end));
      pieces++;
    } else if (field.number === 2) {
      const trainer = new WireReader(bytes, field.start, field.end);
      while (!trainer.done) {
        const f = trainer.field();
        if (f.wire !== WIRE_VARINT) continue;
        if (f.number === 3) modelType = f.value;
        else if (f.number === 35) byteFallback = f.value !== 0;
        else if (f.number === 24) treatWhitespaceAsSuffix = f.value !== 0;
      }
    } else if (field.number === 3) {
      sawNormalizer = true;
      const normalizer = new WireReader(bytes, field.start, field.end);
      while (!normalizer.done) {
        const f = normalizer.field();
        if (f.number === 1 && f.wire === WIRE_LENGTH) normalizerName = text(bytes, f.start, f.end);
        else if (f.number === 2 && f.wire === WIRE_LENGTH) precompiledCharsmap = new Uint8Array(bytes.subarray(f.start, f.end)); // a copy, also of a Buffer
        else if (f.number === 3 && f.wire === WIRE_VARINT) addDummyPrefix = f.value !== 0;
        else if (f.number === 4 && f.wire === WIRE_VARINT) removeExtraWhitespaces = f.value !== 0;
        else if (f.number === 5 && f.wire === WIRE_VARINT) escapeWhitespaces = f.value !== 0;
      }
    }
  }
  if (pieces === 0 || !sawNormalizer) throw new ModelFormatError('no pieces or no normalizer spec');
  return {
    modelType,
    byteFallback,
    treatWhitespaceAsSuffix,
    normalizerName,
    precompiledCharsmap,
    addDummyPrefix,
    removeExtraWhitespaces,
    escapeWhitespaces,
  };
}

/** Reads a `.model` file. */
export function readModelProto(bytes: Uint8Array): SentencePieceModel {
  const pieces: ModelPiece[] = [];
  const settings = readModelFile(bytes, ({ start, end, score, type }) => pieces.push({ piece: text(bytes, start, end), score, type }));
  return { pieces, ...settings };
}
