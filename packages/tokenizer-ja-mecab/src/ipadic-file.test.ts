import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IPADIC_FILES, type IpadicTables, parseIpadicTables } from './ipadic-dictionary.js';
import { decodeIpadicFile, encodeIpadicFile, IPADIC_FILE_NAME, IPADIC_FILE_VERSION } from './ipadic-file.js';

const built = new Uint8Array(await readFile(new URL(`../dist/${IPADIC_FILE_NAME}`, import.meta.url)));
const NAMES = ['units', 'firstUnit', 'firstEntries', 'entries', 'costs'] as const;

/** A copy of `bytes` with the little-endian uint32 at `offset` replaced. */
function patched(bytes: Uint8Array, offset: number, value: number): Uint8Array {
  const copy = bytes.slice(0, 64);
  new DataView(copy.buffer).setUint32(offset, value, true);
  return copy;
}

describe('the dictionary file (dist/ipadic.bin)', () => {
  it('is what the build makes of the compiled IPADIC of @patdx/kuromoji, byte for byte', async () => {
    // the devDependency the build reads; the built file must not be stale
    const dict = join(dirname(dirname(createRequire(import.meta.url).resolve('@patdx/kuromoji'))), 'dict');
    const files = new Map(await Promise.all(IPADIC_FILES.map(async (name) => [name, gunzipSync(await readFile(join(dict, name)))] as const)));
    const tables = parseIpadicTables(files);
    const encoded = encodeIpadicFile(tables);
    expect(encoded.length).toBe(built.length);
    expect(Buffer.from(encoded.buffer, encoded.byteOffset, encoded.length).equals(built)).toBe(true);

    const decoded = decodeIpadicFile(built);
    expect(decoded.rightIds).toBe(tables.rightIds);
    for (const name of NAMES) {
      expect(decoded[name].constructor, name).toBe(tables[name].constructor);
      expect(decoded[name].length, name).toBe(tables[name].length);
      expect(Buffer.from(decoded[name].buffer, decoded[name].byteOffset, decoded[name].byteLength).equals(
        Buffer.from(tables[name].buffer, tables[name].byteOffset, tables[name].byteLength),
      ), name).toBe(true);
    }
  });

  it('has the header and 8-byte aligned arrays the format describes', () => {
    expect(new TextDecoder().decode(built.subarray(0, 8))).toBe('BKIPADIC');
    const header = new DataView(built.buffer, built.byteOffset, 40);
    expect(header.getUint32(8, true)).toBe(IPADIC_FILE_VERSION);
    expect(header.getUint32(12, true)).toBe(1316);
    // IPADIC: 392,125 entries of which 13,211 dominated ones are dropped; 1316 × 1316 costs
    expect(header.getUint32(16 + 4 * 3, true)).toBe(3 * (392_125 - 13_211));
    expect(header.getUint32(16 + 4 * 4, true)).toBe(1316 * 1316);
    const decoded = decodeIpadicFile(built);
    for (const name of NAMES) expect(decoded[name].byteOffset % 8, name).toBe(0);
  });

  it('is viewed in place when it lies on shared memory, and copied onto it once otherwise', () => {
    const shared = new Uint8Array(new SharedArrayBuffer(built.length));
    shared.set(built);
    const inPlace = decodeIpadicFile(shared);
    for (const name of NAMES) expect(inPlace[name].buffer, name).toBe(shared.buffer);
    const copied = decodeIpadicFile(built);
    expect(copied.units.buffer).toBeInstanceOf(SharedArrayBuffer);
    for (const name of NAMES) expect(copied[name].buffer, name).toBe(copied.units.buffer);
  });

  it.each<[string, Uint8Array, RegExp]>([
    ['another file', new TextEncoder().encode('mecab sys.dic'), /^not a bleukit IPADIC file \(it starts with "mecab sy", not "BKIPADIC"\)$/],
    ['an empty file', new Uint8Array(0), /^not a bleukit IPADIC file \(it starts with "", not "BKIPADIC"\)$/],
    ['another format version', patched(built, 8, IPADIC_FILE_VERSION + 1), /^IPADIC file format 2, but this version of the package reads format 1: serve the ipadic\.bin of the installed package$/],
    ['a truncated file', built.subarray(0, 1000), /^IPADIC file truncated: 1000 bytes, 22528000 expected$/],
    ['a file cut in its header', built.subarray(0, 20), /^IPADIC file truncated: 20 bytes, a 40-byte header expected$/],
  ])('refuses %s, saying what is wrong', (_case, bytes, message) => {
    expect(() => decodeIpadicFile(bytes)).toThrow(message);
  });

  it('round-trips tables of any sizes', () => {
    const tables: IpadicTables = {
      units: Int32Array.of(1, -2, 3),
      firstUnit: Int32Array.of(-1),
      firstEntries: Int32Array.of(7, 8),
      entries: Int16Array.of(-5),
      costs: Int16Array.of(1, 2, 3),
      rightIds: 3,
    };
    const decoded = decodeIpadicFile(encodeIpadicFile(tables));
    for (const name of NAMES) expect([...decoded[name]], name).toEqual([...tables[name]]);
    expect(decoded.rightIds).toBe(3);
  });
});
