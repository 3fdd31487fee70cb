// SentencePiece 0.1.97's `EncodeAsPieces` for unigram and BPE models: normalization; for unigram
// the optimized Viterbi search over the normalized UTF-8 bytes (with the C++ library's float
// arithmetic and ties), for BPE the merges of adjacent symbols by piece score; then unknown
// pieces merged, or split into byte pieces when the model has byte fallback.
import { type ModelPiece, PieceType, type SentencePieceModel } from './model-proto.js';
import { BPE, compileModel, compileModelFile, type SentencePieceModelTables } from './model-tables.js';
import { Normalizer, utf8Length } from './normalizer.js';
import { PieceTrie } from './piece-trie.js';

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

/** The text of well-formed UTF-8 `bytes[start, end)` (read by hand: the bytes may be on shared memory, which TextDecoder refuses in browsers). */
function utf8Text(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; ) {
    const lead = bytes[i] as number;
    const length = utf8Length(lead);
    let code = length === 1 ? lead : lead & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) code = (code << 6) | ((bytes[i + k] as number) & 0x3f);
    text += String.fromCodePoint(code);
    i += length;
  }
  return text;
}

/** Encodes lines into pieces with one SentencePiece model. */
export class SentencePieceProcessor {
  /** The compiled model (typed arrays, shared by every thread that was given them). */
  readonly tables: SentencePieceModelTables;
  private read: SentencePieceModel | undefined;
  private readonly normalizer: Normalizer;
  /** Normal, user-defined and unused pieces. */
  private readonly trie: PieceTrie;
  /** Unknown, control and byte pieces, which BPE looks up before the others. */
  private readonly reserved: PieceTrie;
  /** User-defined symbols (BPE never merges them with their neighbours). */
  private readonly userSymbols: PieceTrie | undefined;
  /** The pieces' strings, each decoded from the tables the first time it is output. */
  private readonly strings: (string | undefined)[] = [];
  /** Buffers reused from line to line: the line in UTF-8, the search's best paths, the pieces found. */
  private input = new Uint8Array(1024);
  private bestScore = new Float64Array(256);
  private bestStart = new Int32Array(256);
  private bestId = new Int32Array(256);
  private path = new Int32Array(768);
  /** BPE's symbols and pairs, reused from line to line. */
  private readonly symbols = new SymbolBuffers();
  private readonly queue = new PairQueue();

  /** A model read by `readModelProto`, or tables compiled by `loadSentencePieceModel` (in this thread or another). */
  constructor(model: SentencePieceModel | SentencePieceModelTables) {
    const tables = 'pieceBytes' in model ? model : compileModel(model);
    this.read = 'pieceBytes' in model ? undefined : model;
    this.tables = tables;
    this.trie = new PieceTrie(tables.trie);
    this.reserved = new PieceTrie(tables.reserved);
    this.userSymbols = tables.userSymbols === undefined ? undefined : new PieceTrie(tables.userSymbols);
    this.normalizer = new Normalizer(tables.settings, this.userSymbols);
    for (let id = 0; id < tables.types.length; id++) this.strings.push(undefined);
  }

  /** Reads a `.model` file's bytes. */
  static fromBytes(bytes: Uint8Array): SentencePieceProcessor {
    return new SentencePieceProcessor(compileModelFile(bytes));
  }

  /** The model's pieces and settings (the pieces made from the tables on first use). */
  get model(): SentencePieceModel {
    if (this.read === undefined) {
      const { scores, types } = this.tables;
      const pieces: ModelPiece[] = [];
      for (let id = 0; id < types.length; id++) pieces.push({ piece: this.pieceString(id), score: scores[id] as number, type: types[id] as number });
      this.read = { pieces, ...this.tables.settings };
    }
    return this.read;
  }

  /** The string of piece `id`. */
  private pieceString(id: number): string {
    const known = this.strings[id];
    if (known !== undefined) return known;
    const { pieceBytes, pieceStarts } = this.tables;
    const text = utf8Text(pieceBytes, pieceStarts[id] as number, pieceStarts[id + 1] as number);
    this.strings[id] = text;
    return text;
  }

  /** Writes `line` in UTF-8 (a lone surrogate as U+FFFD, as TextEncoder does) into {@link input}; returns its length. */
  private encodeLine(line: string): number {
    const units = line.length;
    if (this.input.length < 3 * units) this.input = new Uint8Array(3 * units + 1024);
    const input = this.input;
    let at = 0;
    for (let i = 0; i < units; i++) {
      let code = line.charCodeAt(i);
      if (code < 0x80) {
        input[at++] = code;
      } else if (code < 0x800) {
        input[at++] = 0xc0 | (code >> 6);
        input[at++] = 0x80 | (code & 0x3f);
      } else {
        if (code >= 0xd800 && code <= 0xdfff) {
          const low = i + 1 < units ? line.charCodeAt(i + 1) : 0;
          if (code <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
            code = ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
            i++;
            input[at++] = 0xf0 | (code >> 18);
            input[at++] = 0x80 | ((code >> 12) & 0x3f);
            input[at++] = 0x80 | ((code >> 6) & 0x3f);
            input[at++] = 0x80 | (code & 0x3f);
            continue;
          }
          code = 0xfffd;
        }
        input[at++] = 0xe0 | (code >> 12);
        input[at++] = 0x80 | ((code >> 6) & 0x3f);
        input[at++] = 0x80 | (code & 0x3f);
      }
    }
    return at;
  }

  /** The pieces of `line`, as `EncodeAsPieces` returns them. */
  encodeAsPieces(line: string): string[] {
    const length = this.encodeLine(line);
    const size = this.normalizer.normalize(this.input, length);
    if (size === 0) return [];
    const normalized = this.normalizer.out;
    if (this.tables.settings.modelType === BPE) {
      const path = this.mergePairs(normalized.subarray(0, size));
      return this.output(normalized, path, path.length);
    }
    const count = this.bestPath(normalized, size);
    return this.output(normalized, this.path, count);
  }

  /** The strings of the pieces `path[0, length)`: (start, end, id) triples of byte offsets into `normalized`. */
  private output(normalized: Uint8Array, path: ArrayLike<number>, length: number): string[] {
    const { unknownId } = this.tables;
    const { byteFallback } = this.tables.settings;
    const out: string[] = [];
    let previousUnknown = false;
    for (let at = 0; at < length; at += 3) {
      const id = path[at + 2] as number;
      if (id !== unknownId) {
        // A piece found in the model spells exactly these bytes: its string is the piece's own.
        out.push(this.pieceString(id));
        previousUnknown = false;
        continue;
      }
      const start = path[at] as number;
      const end = path[at + 1] as number;
      if (byteFallback) {
        for (let i = start; i < end; i++) out.push(bytePiece(normalized[i] as number));
      } else if (previousUnknown) {
        out[out.length - 1] += decoder.decode(normalized.subarray(start, end));
      } else {
        out.push(decoder.decode(normalized.subarray(start, end)));
      }
      previousUnknown = true;
    }
    return out;
  }

  /** Room in the search's buffers for `positions` byte positions. */
  private reserve(positions: number): void {
    if (this.bestStart.length >= positions) return;
    const size = 2 * positions;
    this.bestScore = new Float64Array(size);
    this.bestStart = new Int32Array(size);
    this.bestId = new Int32Array(size);
    this.path = new Int32Array(3 * size);
  }

  /**
   * Unigram: the best-scoring segmentation (Viterbi) of `normalized[0, size)`, written to
   * {@link path} as (start, end, id) triples; returns how many numbers it wrote.
   */
  private bestPath(normalized: Uint8Array, size: number): number {
    this.reserve(size + 1);
    const { bestScore, bestStart, bestId } = this;
    const { searchScores, maxScore, unknownScore, unknownId } = this.tables;
    const units = this.trie.units;
    // The best path ending at each byte position: its score (a float), start and last piece.
    bestStart.fill(-1, 0, size + 1);
    bestScore[0] = 0;
    for (let start = 0; start < size; ) {
      const before = bestScore[start] as number;
      const charLength = Math.min(utf8Length(normalized[start] as number), size - start);
      let single = false;
      let node = 0;
      // The trie walk (PieceTrie's steps, written out): every piece that starts at `start`.
      for (let end = start; end < size; ) {
        const next = (units[node] as number) + 3 * (normalized[end] as number);
        if (units[next + 1] !== node) break;
        node = next;
        end++;
        const id = units[node + 2] as number;
        if (id < 0) continue;
        const score = searchScores[id] as number;
        // NaN: an unused piece, never taken.
        if (score !== score) continue;
        const length = end - start;
        // A user-defined symbol always wins: (length · max score) in float, less 0.1 in double.
        const candidate = (score === Infinity ? Math.fround(length * maxScore) - 0.1 : score) + before;
        if (bestStart[end] === -1 || candidate > (bestScore[end] as number)) {
          bestScore[end] = Math.fround(candidate);
          bestStart[end] = start;
          bestId[end] = id;
        }
        if (length === charLength) single = true;
      }
      if (!single) {
        const end = start + charLength;
        const candidate = Math.fround(unknownScore + before);
        if (bestStart[end] === -1 || candidate > (bestScore[end] as number)) {
          bestScore[end] = candidate;
          bestStart[end] = start;
          bestId[end] = unknownId;
        }
      }
      start += charLength;
    }
    let count = 0;
    for (let end = size; end > 0; end = bestStart[end] as number) count++;
    const path = this.path;
    let at = 3 * count;
    for (let end = size; end > 0; end = bestStart[end] as number) {
      at -= 3;
      path[at] = bestStart[end] as number;
      path[at + 1] = end;
      path[at + 2] = bestId[end] as number;
    }
    return 3 * count;
  }

  /**
   * BPE: characters (and whole user-defined symbols, which never merge) as symbols, then the
   * adjacent pair that forms the highest-scoring piece merged first (the leftmost on ties), until
   * no pair forms a piece. Merges into unused pieces are undone at the end, as the library does.
   */
  private mergePairs(normalized: Uint8Array): number[] {
    const size = normalized.length;
    const key = (from: number, to: number): string => binary(normalized, from, to);
    // The symbols, in buffers reused from line to line: where each starts and ends (a merged-away
    // symbol ends where it starts), whether it is a user-defined symbol, its neighbours.
    const symbols = this.symbols.reserve(size);
    const { start, end, frozen, previous, next } = symbols;
    let count = 0;
    for (let at = 0; at < size; count++) {
      const symbol = this.userSymbols?.longestPrefix(normalized, at, size);
      const length = symbol?.length ?? Math.min(utf8Length(normalized[at] as number), size - at);
      start[count] = at;
      end[count] = at + length;
      frozen[count] = symbol === undefined ? 0 : 1;
      previous[count] = count - 1;
      next[count] = count + 1;
      at += length;
    }
    next[count - 1] = -1;
    const queue = this.queue;
    queue.clear();
    // Merges into unused pieces, made only when there is one.
    let unusedParts: Map<string, [number, number, number, number]> | undefined;
    const { scores, types } = this.tables;
    const addPair = (left: number, right: number): void => {
      if (left === -1 || right === -1 || frozen[left] === 1 || frozen[right] === 1) return;
      const pairEnd = end[right] as number;
      const id = this.trie.lookup(normalized, start[left] as number, pairEnd);
      if (id < 0) return;
      queue.push(scores[id] as number, left, right, pairEnd - (start[left] as number));
      if (types[id] === PieceType.UNUSED) {
        unusedParts ??= new Map();
        unusedParts.set(key(start[left] as number, pairEnd), [start[left] as number, end[left] as number, start[right] as number, end[right] as number]);
      }
    };
    for (let i = 1; i < count; i++) addPair(i - 1, i);
    while (queue.pop()) {
      const left = queue.topLeft;
      const right = queue.topRight;
      const leftSize = (end[left] as number) - (start[left] as number);
      const rightSize = (end[right] as number) - (start[right] as number);
      // A pair whose symbols merged elsewhere since it was queued.
      if (leftSize === 0 || rightSize === 0 || leftSize + rightSize !== queue.topSize) continue;
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
      const id = found >= 0 ? found : this.tables.unknownId;
      const parts = this.tables.types[id] === PieceType.UNUSED ? unusedParts?.get(key(from, to)) : undefined;
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

/** BPE's symbols of one line, in typed arrays kept from line to line. */
class SymbolBuffers {
  start = new Int32Array(0);
  end = new Int32Array(0);
  frozen = new Uint8Array(0);
  previous = new Int32Array(0);
  next = new Int32Array(0);

  /** Room for `count` symbols. */
  reserve(count: number): this {
    if (this.start.length < count) {
      const size = Math.max(256, 2 * count);
      this.start = new Int32Array(size);
      this.end = new Int32Array(size);
      this.frozen = new Uint8Array(size);
      this.previous = new Int32Array(size);
      this.next = new Int32Array(size);
    }
    return this;
  }
}

/**
 * A binary heap of symbol pairs (score, left, right, merged size in bytes, the last to tell a
 * queued pair from a stale one) in parallel typed arrays: the highest score first, the leftmost
 * among equal scores.
 */
class PairQueue {
  private score = new Float64Array(256);
  private left = new Int32Array(256);
  private right = new Int32Array(256);
  private size = new Int32Array(256);
  private length = 0;
  /** The pair {@link PairQueue.pop} took. */
  topLeft = 0;
  topRight = 0;
  topSize = 0;

  clear(): void {
    this.length = 0;
  }

  private grow(): void {
    const capacity = 2 * this.score.length;
    const score = new Float64Array(capacity);
    score.set(this.score);
    this.score = score;
    for (const name of ['left', 'right', 'size'] as const) {
      const grown = new Int32Array(capacity);
      grown.set(this[name]);
      this[name] = grown;
    }
  }

  /** Whether the pair (score `s`, left `l`) comes before the one at `at`. */
  private before(s: number, l: number, at: number): boolean {
    const other = this.score[at] as number;
    return s > other || (s === other && l < (this.left[at] as number));
  }

  private move(to: number, from: number): void {
    this.score[to] = this.score[from] as number;
    this.left[to] = this.left[from] as number;
    this.right[to] = this.right[from] as number;
    this.size[to] = this.size[from] as number;
  }

  private put(at: number, score: number, left: number, right: number, size: number): void {
    this.score[at] = score;
    this.left[at] = left;
    this.right[at] = right;
    this.size[at] = size;
  }

  push(score: number, left: number, right: number, size: number): void {
    if (this.length === this.score.length) this.grow();
    let at = this.length++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.before(score, left, parent)) break;
      this.move(at, parent);
      at = parent;
    }
    this.put(at, score, left, right, size);
  }

  /** Takes the first pair into `top…`; false when the queue is empty. */
  pop(): boolean {
    if (this.length === 0) return false;
    this.topLeft = this.left[0] as number;
    this.topRight = this.right[0] as number;
    this.topSize = this.size[0] as number;
    const last = --this.length;
    if (last === 0) return true;
    const score = this.score[last] as number;
    const left = this.left[last] as number;
    const right = this.right[last] as number;
    const size = this.size[last] as number;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= last) break;
      if (child + 1 < last && this.before(this.score[child + 1] as number, this.left[child + 1] as number, child)) child++;
      // The child moves up only if it comes before the last pair.
      const childScore = this.score[child] as number;
      if (!(childScore > score || (childScore === score && (this.left[child] as number) < left))) break;
      this.move(at, child);
      at = child;
    }
    this.put(at, score, left, right, size);
    return true;
  }
}
