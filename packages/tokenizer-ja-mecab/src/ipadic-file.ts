// The compact dictionary file, `ipadic.bin`: the tables of IpadicTables as they lie in memory,
// written when the package is built (scripts/build-dictionary.mjs) and viewed in place when it
// loads, so loading is one read and no parse.
//
// Layout, little-endian: a 40-byte header (the magic "BKIPADIC", uint32 format version, uint32
// right ids, then the element count of each array as uint32), then the arrays in the order of
// ARRAYS, each starting at a multiple of 8 bytes.

import type { IpadicTables } from './ipadic-dictionary.js';

/** The file's name, in this package's `dist/` and wherever it is served. */
export const IPADIC_FILE_NAME = 'ipadic.bin';

/** Bumped whenever the layout or the tables' contents change, so an old file is refused. */
export const IPADIC_FILE_VERSION = 1;

const MAGIC = 'BKIPADIC';
const HEADER_BYTES = 40;

type ArrayName = 'units' | 'firstUnit' | 'firstEntries' | 'entries' | 'costs';
const ARRAYS: readonly { name: ArrayName; type: Int32ArrayConstructor | Int16ArrayConstructor }[] = [
  { name: 'units', type: Int32Array },
  { name: 'firstUnit', type: Int32Array },
  { name: 'firstEntries', type: Int32Array },
  { name: 'entries', type: Int16Array },
  { name: 'costs', type: Int16Array },
];

const align8 = (n: number): number => Math.ceil(n / 8) * 8;

/** Where each array starts, and the file's length, from the arrays' element counts. */
function layout(counts: readonly number[]): { offsets: number[]; length: number } {
  const offsets: number[] = [];
  let at = HEADER_BYTES;
  ARRAYS.forEach(({ type }, i) => {
    offsets.push(at);
    at = align8(at + (counts[i] as number) * type.BYTES_PER_ELEMENT);
  });
  return { offsets, length: at };
}

// Typed arrays use the platform's byte order: little-endian wherever JavaScript runs in practice.
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const BIG_ENDIAN = 'this runtime is big-endian; the dictionary file is little-endian';

/** The file's bytes for `tables`. */
export function encodeIpadicFile(tables: IpadicTables): Uint8Array {
  if (!LITTLE_ENDIAN) throw new Error(BIG_ENDIAN);
  const counts = ARRAYS.map(({ name }) => tables[name].length);
  const { offsets, length } = layout(counts);
  const bytes = new Uint8Array(length);
  const header = new DataView(bytes.buffer);
  for (let i = 0; i < MAGIC.length; i++) bytes[i] = MAGIC.charCodeAt(i);
  header.setUint32(8, IPADIC_FILE_VERSION, true);
  header.setUint32(12, tables.rightIds, true);
  counts.forEach((count, i) => header.setUint32(16 + 4 * i, count, true));
  ARRAYS.forEach(({ name }, i) => {
    const array = tables[name];
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offsets[i]);
  });
  return bytes;
}

/** Memory every thread can read: a `SharedArrayBuffer` where there is one (not in browser pages without cross-origin isolation). */
export const Memory: new (bytes: number) => ArrayBufferLike = typeof SharedArrayBuffer === 'function' ? SharedArrayBuffer : ArrayBuffer;

/**
 * The tables of a dictionary file, as views over its bytes (no copy when they are on shared
 * memory, as Node's loader reads them; otherwise one copy onto it, so that the tables can be
 * posted to workers without copying). Throws a plain `Error` saying what is wrong.
 */
export function decodeIpadicFile(bytes: Uint8Array): IpadicTables {
  if (!LITTLE_ENDIAN) throw new Error(BIG_ENDIAN);
  let magic = '';
  for (let i = 0; i < MAGIC.length && i < bytes.length; i++) magic += String.fromCharCode(bytes[i] as number);
  if (magic !== MAGIC) throw new Error(`not a bleukit IPADIC file (it starts with ${JSON.stringify(magic)}, not "${MAGIC}")`);
  if (bytes.length < HEADER_BYTES) throw new Error(`IPADIC file truncated: ${bytes.length} bytes, a ${HEADER_BYTES}-byte header expected`);
  const header = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  const version = header.getUint32(8, true);
  if (version !== IPADIC_FILE_VERSION) {
    throw new Error(`IPADIC file format ${version}, but this version of the package reads format ${IPADIC_FILE_VERSION}: serve the ${IPADIC_FILE_NAME} of the installed package`);
  }
  const counts = ARRAYS.map((_, i) => header.getUint32(16 + 4 * i, true));
  const { offsets, length } = layout(counts);
  if (bytes.length < length) throw new Error(`IPADIC file truncated: ${bytes.length} bytes, ${length} expected`);
  let memory = bytes;
  if (!(bytes.buffer instanceof Memory) || bytes.byteOffset % 8 !== 0) {
    memory = new Uint8Array(new Memory(length));
    memory.set(bytes.subarray(0, length));
  }
  const view = <T>(type: new (buffer: ArrayBufferLike, offset: number, length: number) => T, i: number): T =>
    new type(memory.buffer, memory.byteOffset + (offsets[i] as number), counts[i] as number);
  return {
    units: view(Int32Array, 0),
    firstUnit: view(Int32Array, 1),
    firstEntries: view(Int32Array, 2),
    entries: view(Int16Array, 3),
    costs: view(Int16Array, 4),
    rightIds: header.getUint32(12, true),
  };
}
