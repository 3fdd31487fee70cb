// Columns of numbers with a row per segment, filled as the corpus is read and read back by the
// analyses: in memory by default, or kept in a spill file (the command line's temporary file)
// with only a few thousand segments of each column in memory at a time, so that a corpus of any
// length costs the memory of its vocabulary, not of its lines.
//
// A column is cut into chunks of CHUNK segments. Without a spill file every chunk stays in memory
// (a column then costs what one typed array of every segment would). With one, a column holds the
// chunks it used last (two by default) and writes a chunk it changed to the file when it lets it
// go; reading a chunk again reads it back. Reads and writes in segment order (a pass over the
// corpus) therefore touch the file once per chunk; a reader that jumps about (sorting,
// resampling) takes the whole column with `toArray` instead, for as long as it needs it.

/** Where a column's chunks go when they are not held: bytes appended once and read back by position. */
export interface SpillFile {
  /** Appends a copy of `bytes` (the caller reuses their array); returns the position they start at. */
  append(bytes: Uint8Array): number;
  /** Fills `into` with the bytes from `position` on (written by `append` before). */
  read(position: number, into: Uint8Array): void;
}

/** The typed arrays a column's chunks are. */
export type ColumnArray = Uint8Array | Uint16Array | Int32Array | Float64Array;

/** A column's number type: `u8`, `u16`, `i32` or `f64` (Uint8Array … Float64Array). */
export type ColumnType = 'u8' | 'u16' | 'i32' | 'f64';

/** Segments a chunk: 2^CHUNK_BITS. */
const CHUNK_BITS = 12;
export const CHUNK = 1 << CHUNK_BITS;

const TYPES = ['u8', 'u16', 'i32', 'f64'] as const;

function allocate(type: number, length: number): ColumnArray {
  if (type === 0) return new Uint8Array(length);
  if (type === 1) return new Uint16Array(length);
  if (type === 2) return new Int32Array(length);
  return new Float64Array(length);
}

function typeOf(data: ColumnArray): number {
  if (data instanceof Uint8Array) return 0;
  if (data instanceof Uint16Array) return 1;
  if (data instanceof Int32Array) return 2;
  return 3;
}

/** The narrowest of `u8` (only from `u8`), `u16`, `i32` and `f64`, from `type` on, that holds `value` exactly. */
function widestFor(type: number, value: number): number {
  if (value >= 0 && Math.floor(value) === value && !Object.is(value, -0)) {
    if (type === 0 && value <= 0xff) return 0;
    if (type <= 1 && value <= 0xffff) return 1;
  }
  if (type <= 2 && (value | 0) === value && !Object.is(value, -0)) return 2;
  return 3;
}

/** How a column is made. */
export interface ColumnOptions {
  /** Its number type (default `f64`). */
  readonly type?: ColumnType;
  /**
   * Widen a chunk (`u8` → `u16` → `i32` → `f64`) when a value written does not fit its type, so that no
   * value is rounded: whole counts take two bytes while they fit (default false: a value is
   * stored as the type's array stores it).
   */
  readonly widen?: boolean;
  /** Where chunks go when not held; none: every chunk stays in memory. */
  readonly spill?: SpillFile | undefined;
  /** Chunks held at once with a spill file (default 2). */
  readonly held?: number;
}

/**
 * `width` numbers for each of `segments` segments (a row a segment), read with {@link get} and
 * written with {@link set}; unwritten numbers read 0. See the top of this file for where they are
 * kept.
 */
export class SegmentColumn {
  readonly segments: number;
  readonly width: number;
  readonly #type: number;
  readonly #widen: boolean;
  readonly #spill: SpillFile | undefined;
  readonly #held: number;
  /** Per chunk: its array while held. */
  readonly #chunks: (ColumnArray | undefined)[];
  /**
   * Per chunk: its position in the spill file once written there (-1: never), the type it was
   * written with, and whether its held array changed since.
   */
  readonly #position: Float64Array;
  readonly #stored: Uint8Array;
  readonly #dirty: Uint8Array;
  /** The chunks held, the most recently used last. */
  readonly #recent: number[] = [];
  /**
   * The array of the chunk let go last, for the next chunk read or made: a pass over a spilled
   * column then allocates no array a chunk (each a buffer the garbage collector frees late).
   */
  #spare: ColumnArray | undefined;
  /** The chunk read or written last, and its array. */
  #current = -1;
  #data: ColumnArray;
  #dataType: number;

  constructor(segments: number, width = 1, options: ColumnOptions = {}) {
    this.segments = segments;
    this.width = width;
    this.#type = TYPES.indexOf(options.type ?? 'f64');
    this.#widen = options.widen ?? false;
    this.#spill = options.spill;
    this.#held = Math.max(1, options.held ?? 2);
    const chunks = Math.ceil(segments / CHUNK);
    this.#chunks = new Array<ColumnArray | undefined>(chunks).fill(undefined);
    this.#position = new Float64Array(chunks).fill(-1);
    this.#stored = new Uint8Array(chunks);
    this.#dirty = new Uint8Array(chunks);
    this.#data = allocate(this.#type, 0);
    this.#dataType = this.#type;
  }

  /** Number `j` of segment `s`'s row. */
  get(s: number, j = 0): number {
    const c = s >>> CHUNK_BITS;
    const data = c === this.#current ? this.#data : this.#use(c);
    return data[(s - c * CHUNK) * this.width + j] as number;
  }

  /** Sets number `j` of segment `s`'s row. */
  set(s: number, j: number, value: number): void {
    const c = s >>> CHUNK_BITS;
    let data = c === this.#current ? this.#data : this.#use(c);
    if (this.#widen && this.#dataType < 3) {
      const type = widestFor(this.#dataType, value);
      if (type !== this.#dataType) data = this.#widenChunk(c, type);
    }
    this.#dirty[c] = 1;
    data[(s - c * CHUNK) * this.width + j] = value;
  }

  /** Sets segment `s`'s row from `values` (`width` numbers). */
  setRow(s: number, values: ArrayLike<number>): void {
    for (let j = 0; j < this.width; j++) this.set(s, j, values[j] as number);
  }

  /** Segment `s`'s row into `into` (`width` numbers); returns `into`. */
  getRow<T extends { [index: number]: number }>(s: number, into: T): T {
    for (let j = 0; j < this.width; j++) into[j] = this.get(s, j);
    return into;
  }

  /**
   * Every row, segment by segment (`segments × width` numbers), in one typed array of the widest
   * type any chunk has, for a reader that jumps about (sorting, resampling): held only as long as
   * the caller holds it.
   */
  toArray(): ColumnArray {
    const chunks = this.#chunks.length;
    let type = this.#type;
    for (let c = 0; c < chunks; c++) type = Math.max(type, this.#typeOfChunk(c));
    const all = allocate(type, this.segments * this.width);
    for (let c = 0; c < chunks; c++) {
      const held = this.#chunks[c];
      const data = held ?? (this.#position[c] !== -1 ? this.#read(c) : undefined);
      if (data === undefined) continue;
      const rows = Math.min(CHUNK, this.segments - c * CHUNK);
      all.set(data.subarray(0, rows * this.width), c * CHUNK * this.width);
      if (held === undefined) this.#spare = data;
    }
    return all;
  }

  #typeOfChunk(c: number): number {
    const held = this.#chunks[c];
    if (held !== undefined) return typeOf(held);
    return this.#position[c] !== -1 ? (this.#stored[c] as number) : this.#type;
  }

  /** Makes chunk `c` the current one, reading it back or making it when it is not held. */
  #use(c: number): ColumnArray {
    if (!(c >= 0 && c < this.#chunks.length)) throw new RangeError(`segment column: no chunk ${c} (${this.segments} segments)`);
    let data = this.#chunks[c];
    if (data === undefined) {
      data = this.#position[c] !== -1 ? this.#read(c) : this.#chunkArray(this.#type, true);
      this.#chunks[c] = data;
      if (this.#spill !== undefined) {
        this.#recent.push(c);
        if (this.#recent.length > this.#held) this.#letGo(this.#recent.shift() as number);
      }
    } else if (this.#spill !== undefined && this.#recent[this.#recent.length - 1] !== c) {
      this.#recent.splice(this.#recent.indexOf(c), 1);
      this.#recent.push(c);
    }
    this.#current = c;
    this.#data = data;
    this.#dataType = typeOf(data);
    return data;
  }

  /** An array for a chunk of `type`: the spare if it has that type (zeroed if `zero`), else a new one. */
  #chunkArray(type: number, zero: boolean): ColumnArray {
    const spare = this.#spare;
    if (spare === undefined || typeOf(spare) !== type) return allocate(type, CHUNK * this.width);
    this.#spare = undefined;
    return zero ? spare.fill(0) : spare;
  }

  #read(c: number): ColumnArray {
    // Every byte of the array is read from the file.
    const data = this.#chunkArray(this.#stored[c] as number, false);
    (this.#spill as SpillFile).read(this.#position[c] as number, new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    return data;
  }

  /** Writes chunk `c` to the spill file if it changed, and lets its array go. */
  #letGo(c: number): void {
    const data = this.#chunks[c] as ColumnArray;
    if (this.#dirty[c] === 1) {
      this.#position[c] = (this.#spill as SpillFile).append(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      this.#stored[c] = typeOf(data);
      this.#dirty[c] = 0;
    }
    this.#chunks[c] = undefined;
    this.#spare = data;
    if (this.#current === c) {
      this.#current = -1;
      this.#data = allocate(this.#type, 0);
      this.#dataType = this.#type;
    }
  }

  #widenChunk(c: number, type: number): ColumnArray {
    const wider = allocate(type, CHUNK * this.width);
    wider.set(this.#chunks[c] as ColumnArray);
    this.#chunks[c] = wider;
    this.#data = wider;
    this.#dataType = type;
    return wider;
  }
}
