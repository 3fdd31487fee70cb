// SentencePiece 0.1.97's `EncodeAsPieces` for unigram and BPE models: normalization; for unigram
// the optimized Viterbi search over the normalized UTF-8 bytes (with the C++ library's float
// arithmetic and ties), for BPE the merges of adjacent symbols by piece score; then unknown
// pieces merged, or split into byte pieces when the model has byte fallback.
import { PieceType, readModelProto, type SentencePieceModel } from './model-proto.js';
import { Normalizer, utf8Length } from './normalizer.js';
import { PieceTrie } from './piece-trie.js';

/** The unknown piece's score is the lowest piece score less this (a float, as in the library). */
const UNKNOWN_PENALTY = 10;
/** FLT_MAX and FLT_MIN, where the library starts its search for the lowest and highest score. */
const FLOAT_MAX = 3.4028234663852886e38;
const FLOAT_MIN = 1.1754943508222875e-38;

/** TrainerSpec.model_type values this encoder handles. */
const UNIGRAM = 1;
const BPE = 2;

const encoder = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF, which is a character of the text here.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** Bytes as a string of one character per byte: the key of a merged unused piece. */
function binary(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let text = '';
  for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i] as number);
  return text;
}

/** `<0x41>`: the byte piece of `byte`. */
function bytePiece(byte: number): string {
  return `<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`;
}

/** Encodes lines into pieces with one SentencePiece model. */
export class SentencePieceProcessor {
  readonly model: SentencePieceModel;
  private readonly normalizer: Normalizer;
  /** Normal, user-defined and unused pieces. */
  private readonly trie: PieceTrie;
  /** Unknown, control and byte pieces, which BPE looks up before the others. */
  private readonly reserved: PieceTrie;
  /** Each piece's type and score, by id (typed arrays for the search's inner loop). */
  private readonly types: Uint8Array;
  private readonly scores: Float64Array;
  /** User-defined symbols (BPE never merges them with their neighbours). */
  private readonly userSymbols: PieceTrie | undefined;
  private readonly unknownId: number;
  private readonly unknownScore: number;
  private readonly maxScore: number;

  constructor(model: SentencePieceModel) {
    this.model = model;
    if (model.modelType !== UNIGRAM && model.modelType !== BPE) {
      const kind = model.modelType === 3 ? 'word' : model.modelType === 4 ? 'char' : `type ${model.modelType}`;
      throw new Error(`${kind} models are not supported; this encoder handles unigram and BPE models (FLORES and spBLEU use unigram)`);
    }
    let minScore = FLOAT_MAX;
    let maxScore = FLOAT_MIN;
    let unknownId = -1;
    const userSymbols: [string, number][] = [];
    const normal: [string, number][] = [];
    const reserved: [string, number][] = [];
    this.types = new Uint8Array(model.pieces.length);
    this.scores = new Float64Array(model.pieces.length);
    model.pieces.forEach(({ piece, score, type }, id) => {
      this.types[id] = type;
      this.scores[id] = score;
      if (type === PieceType.NORMAL) {
        minScore = Math.min(minScore, score);
        maxScore = Math.max(maxScore, score);
      }
      if (type === PieceType.UNKNOWN) unknownId = id;
      if (type === PieceType.UNKNOWN || type === PieceType.CONTROL || type === PieceType.BYTE) reserved.push([piece, id]);
      if (type === PieceType.NORMAL || type === PieceType.USER_DEFINED || type === PieceType.UNUSED) {
        normal.push([piece, id]);
        if (type === PieceType.USER_DEFINED) userSymbols.push([piece, id]);
      }
    });
    if (unknownId < 0) throw new Error('the model has no unknown piece');
    this.trie = new PieceTrie(normal);
    this.reserved = new PieceTrie(reserved);
    this.unknownId = unknownId;
    this.unknownScore = Math.fround(minScore - UNKNOWN_PENALTY);
    this.maxScore = maxScore;
    this.userSymbols = userSymbols.length > 0 ? new PieceTrie(userSymbols) : undefined;
    this.normalizer = new Normalizer(model, this.userSymbols);
  }

  /** Reads a `.model` file's bytes. */
  static fromBytes(bytes: Uint8Array): SentencePieceProcessor {
    return new SentencePieceProcessor(readModelProto(bytes));
  }

  /** The pieces of `line`, as `EncodeAsPieces` returns them. */
  encodeAsPieces(line: string): string[] {
    const normalized = this.normalizer.normalize(encoder.encode(line));
    if (normalized.length === 0) return [];
    // Pieces as (start, end, id) triples of byte offsets into `normalized`.
    const path = this.model.modelType === BPE ? this.mergePairs(normalized) : this.bestPath(normalized);
    const { pieces } = this.model;

    const out: string[] = [];
    let previousUnknown = false;
    for (let at = 0; at < path.length; at += 3) {
      const start = path[at] as number;
      const end = path[at + 1] as number;
      const unknown = path[at + 2] === this.unknownId;
      if (unknown && this.model.byteFallback) {
        for (let i = start; i < end; i++) out.push(bytePiece(normalized[i] as number));
      } else if (unknown && previousUnknown) {
        out[out.length - 1] += decoder.decode(normalized.subarray(start, end));
      } else {
        // A piece found in the model spells exactly these bytes: its string is the piece's own.
        out.push(unknown ? decoder.decode(normalized.subarray(start, end)) : (pieces[path[at + 2] as number] as { piece: string }).piece);
      }
      previousUnknown = unknown;
    }
    return out;
  }

  /** Unigram: the best-scoring segmentation (Viterbi), as (start, end, id) triples. */
  private bestPath(normalized: Uint8Array): number[] {
    const size = normalized.length;
    const { trie, types, scores } = this;
    // The best path ending at each byte position: its score (a float), start and last piece.
    const bestScore = new Float64Array(size + 1);
    const bestStart = new Int32Array(size + 1).fill(-1);
    const bestId = new Int32Array(size + 1);
    for (let start = 0; start < size; ) {
      const before = bestScore[start] as number;
      const charLength = Math.min(utf8Length(normalized[start] as number), size - start);
      let single = false;
      let node = 0;
      for (let end = start + 1; end <= size; end++) {
        node = trie.child(node, normalized[end - 1] as number);
        if (node < 0) break;
        const id = trie.pieceOf(node);
        if (id < 0) continue;
        const type = types[id] as number;
        if (type === PieceType.UNUSED) continue;
        const length = end - start;
        // A user-defined symbol always wins: (length · max score) in float, less 0.1 in double.
        const candidate = (type === PieceType.USER_DEFINED ? Math.fround(length * this.maxScore) - 0.1 : (scores[id] as number)) + before;
        if (bestStart[end] === -1 || candidate > (bestScore[end] as number)) {
          bestScore[end] = Math.fround(candidate);
          bestStart[end] = start;
          bestId[end] = id;
        }
        if (length === charLength) single = true;
      }
      if (!single) {
        const end = start + charLength;
        const candidate = Math.fround(this.unknownScore + before);
        if (bestStart[end] === -1 || candidate > (bestScore[end] as number)) {
          bestScore[end] = candidate;
          bestStart[end] = start;
          bestId[end] = this.unknownId;
        }
      }
      start += charLength;
    }
    const path: number[] = [];
    for (let end = size; end > 0; end = bestStart[end] as number) path.push(bestId[end] as number, end, bestStart[end] as number);
    return path.reverse();
  }

  /**
   * BPE: characters (and whole user-defined symbols, which never merge) as symbols, then the
   * adjacent pair that forms the highest-scoring piece merged first (the leftmost on ties), until
   * no pair forms a piece. Merges into unused pieces are undone at the end, as the library does.
   */
  private mergePairs(normalized: Uint8Array): number[] {
    const size = normalized.length;
    const key = (from: number, to: number): string => binary(normalized, from, to);
    const start: number[] = [];
    const end: number[] = [];
    const frozen: boolean[] = [];
    for (let at = 0; at < size; ) {
      const symbol = this.userSymbols?.longestPrefix(normalized, at, size);
      const length = symbol?.length ?? Math.min(utf8Length(normalized[at] as number), size - at);
      start.push(at);
      end.push(at + length);
      frozen.push(symbol !== undefined);
      at += length;
    }
    const count = start.length;
    const previous = Array.from({ length: count }, (_, i) => i - 1);
    const next = Array.from({ length: count }, (_, i) => (i + 1 < count ? i + 1 : -1));
    const queue = new PairQueue();
    const unusedParts = new Map<string, [number, number, number, number]>();
    const addPair = (left: number, right: number): void => {
      if (left === -1 || right === -1 || frozen[left] || frozen[right]) return;
      const pairEnd = end[right] as number;
      const id = this.trie.lookup(normalized, start[left] as number, pairEnd);
      if (id < 0) return;
      queue.push({ score: this.scores[id] as number, left, right, size: pairEnd - (start[left] as number) });
      if (this.types[id] === PieceType.UNUSED) {
        unusedParts.set(key(start[left] as number, pairEnd), [start[left] as number, end[left] as number, start[right] as number, end[right] as number]);
      }
    };
    for (let i = 1; i < count; i++) addPair(i - 1, i);
    for (let top = queue.pop(); top !== undefined; top = queue.pop()) {
      const { left, right } = top;
      const leftSize = (end[left] as number) - (start[left] as number);
      const rightSize = (end[right] as number) - (start[right] as number);
      // A pair whose symbols merged elsewhere since it was queued.
      if (leftSize === 0 || rightSize === 0 || leftSize + rightSize !== top.size) continue;
      end[left] = (end[left] as number) + rightSize;
      end[right] = start[right] as number;
      next[left] = next[right] as number;
      if ((next[right] as number) >= 0) previous[next[right] as number] = left;
      addPair(previous[left] as number, left);
      addPair(left, next[left] as number);
    }

    const path: number[] = [];
    const emit = (from: number, to: number): void => {
      const reserved = this.reserved.lookup(normalized, from, to);
      const found = reserved >= 0 ? reserved : this.trie.lookup(normalized, from, to);
      const id = found >= 0 ? found : this.unknownId;
      const parts = this.types[id] === PieceType.UNUSED ? unusedParts.get(key(from, to)) : undefined;
      if (parts === undefined) {
        path.push(from, to, id);
      } else {
        emit(parts[0], parts[1]);
        emit(parts[2], parts[3]);
      }
    };
    for (let i = 0; i !== -1; i = next[i] as number) emit(start[i] as number, end[i] as number);
    return path;
  }
}

interface SymbolPair {
  readonly score: number;
  readonly left: number;
  readonly right: number;
  /** The merged piece's length in bytes, to tell a queued pair from a stale one. */
  readonly size: number;
}

/** A binary heap of pairs: the highest score first, the leftmost among equal scores. */
class PairQueue {
  private readonly heap: SymbolPair[] = [];

  private static before(a: SymbolPair, b: SymbolPair): boolean {
    return a.score > b.score || (a.score === b.score && a.left < b.left);
  }

  push(pair: SymbolPair): void {
    const { heap } = this;
    let at = heap.length;
    heap.push(pair);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!PairQueue.before(pair, heap[parent] as SymbolPair)) break;
      heap[at] = heap[parent] as SymbolPair;
      at = parent;
    }
    heap[at] = pair;
  }

  pop(): SymbolPair | undefined {
    const { heap } = this;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined || heap.length === 0) return top;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= heap.length) break;
      if (child + 1 < heap.length && PairQueue.before(heap[child + 1] as SymbolPair, heap[child] as SymbolPair)) child++;
      if (!PairQueue.before(heap[child] as SymbolPair, last)) break;
      heap[at] = heap[child] as SymbolPair;
      at = child;
    }
    heap[at] = last;
    return top;
  }
}
