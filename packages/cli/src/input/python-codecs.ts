// `-e/--encoding` as sacreBLEU reads it: the name is a Python codec name, looked up the way
// Python's `codecs.lookup` does, and decoded with that codec's rules, which are not always the
// WHATWG rules of `TextDecoder` under the same label (WHATWG's `latin1` and `ascii` are
// windows-1252; Python's `utf-16` strips a byte-order mark of either order; `utf-8-sig` is
// Python's only).
import { TextDecoder } from 'node:util';

/** Streaming decoding with `TextDecoder`'s interface; throws `TypeError` on invalid input. */
export interface StreamDecoder {
  decode(bytes?: Uint8Array, options?: { stream?: boolean }): string;
}

/** How one `-e` value decodes. */
export interface PythonCodec {
  /** Python's name for the codec (`codecs.lookup(name).name`), or the WHATWG encoding. */
  readonly name: string;
  /** Decoded exactly as Python decodes it; false for the WHATWG decoders bleukit falls back to. */
  readonly exact: boolean;
  /** UTF-16: lines cannot be found or scanned byte by byte. */
  readonly utf16: boolean;
  /** A leading UTF-8 byte-order mark is dropped (`utf-8-sig`) rather than kept as text. */
  readonly stripsUtf8Bom: boolean;
  create(): StreamDecoder;
}

/** Python's module name of each codec bleukit decodes exactly, with its `codecs.lookup` name. */
const EXACT_NAMES: Readonly<Record<string, string>> = {
  utf_8: 'utf-8',
  utf_8_sig: 'utf-8-sig',
  utf_16: 'utf-16',
  utf_16_le: 'utf-16-le',
  utf_16_be: 'utf-16-be',
  latin_1: 'iso8859-1',
  ascii: 'ascii',
  cp1252: 'cp1252',
};

/** Python's aliases (`encodings.aliases`) of those codecs. */
const ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ['utf_8', ['cp65001', 'u8', 'utf', 'utf8', 'utf8_ucs2', 'utf8_ucs4']],
      ['utf_16', ['u16', 'utf16']],
      ['utf_16_le', ['unicodelittleunmarked', 'utf_16le']],
      ['utf_16_be', ['unicodebigunmarked', 'utf_16be']],
      ['latin_1', ['8859', 'cp819', 'csisolatin1', 'ibm819', 'iso8859', 'iso_8859_1', 'iso_8859_1_1987', 'iso_ir_100', 'l1', 'latin', 'latin1']],
      ['ascii', ['646', 'ansi_x3.4_1968', 'ansi_x3.4_1986', 'ansi_x3_4_1968', 'cp367', 'csascii', 'ibm367', 'iso646_us', 'iso_646.irv_1991', 'iso_ir_6', 'us', 'us_ascii']],
      ['cp1252', ['1252', 'windows_1252']],
    ] as const
  ).flatMap(([codec, aliases]) => aliases.map((alias) => [alias, codec])),
);

/** Python's `encodings.normalize_encoding` after lower-casing: runs of other characters than letters, digits and `.` become one `_`. */
function normalize(name: string): string {
  return name
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter((part) => part !== '')
    .join('_');
}

/** Python's module for `name`, as `encodings.search_function` finds it, if bleukit decodes it exactly. */
function exactModule(name: string): string | undefined {
  const normalized = normalize(name);
  const aliased = ALIASES[normalized] ?? ALIASES[normalized.replace(/\./g, '_')];
  for (const module of [aliased, normalized]) {
    if (module !== undefined && !module.includes('.') && EXACT_NAMES[module] !== undefined) return module;
  }
  return undefined;
}

function whatwg(label: string, ignoreBOM: boolean): StreamDecoder {
  return new TextDecoder(label, { fatal: true, ignoreBOM });
}

/** The text does not start with the byte-order mark that Python's `utf-16` needs. */
export class MissingByteOrderMark extends TypeError {}

/**
 * Python's `utf-16` (as files and stdin are read): the byte-order mark at the start chooses the
 * byte order and is dropped; text without one fails (`UTF-16 stream does not start with BOM`).
 */
class Utf16Decoder implements StreamDecoder {
  private inner: StreamDecoder | undefined;
  private head = new Uint8Array(0);

  decode(bytes = new Uint8Array(0), options: { stream?: boolean } = {}): string {
    if (this.inner === undefined) {
      const head = new Uint8Array(this.head.length + bytes.length);
      head.set(this.head);
      head.set(bytes, this.head.length);
      if (head.length === 0 || (head.length < 2 && options.stream)) {
        this.head = head;
        return '';
      }
      const bigEndian = head[0] === 0xfe && head[1] === 0xff;
      if (!bigEndian && !(head[0] === 0xff && head[1] === 0xfe)) throw new MissingByteOrderMark('UTF-16 stream does not start with BOM');
      this.inner = whatwg(bigEndian ? 'utf-16be' : 'utf-16le', false);
      bytes = head;
    }
    return this.inner.decode(bytes, options);
  }
}

/** A single-byte codec: byte b is character `table[b]`, or not decodable when that is −1. */
class SingleByteDecoder implements StreamDecoder {
  constructor(
    private readonly table: Int32Array,
    private readonly codec: string,
  ) {}

  decode(bytes = new Uint8Array(0)): string {
    const { table } = this;
    let text = '';
    for (let start = 0; start < bytes.length; start += 8192) {
      const end = Math.min(bytes.length, start + 8192);
      const codes = new Array<number>(end - start);
      for (let i = start; i < end; i++) {
        const code = table[bytes[i] as number] as number;
        if (code < 0) throw new TypeError(`'${this.codec}' codec can't decode byte 0x${(bytes[i] as number).toString(16)} in position ${i}`);
        codes[i - start] = code;
      }
      text += String.fromCharCode(...codes);
    }
    return text;
  }
}

/** Bytes 0–255 as Latin-1 characters, then `overrides` from 0x80 on (−1: undefined byte). */
function singleByteTable(overrides: readonly number[] = [], asciiOnly = false): Int32Array {
  const table = new Int32Array(256);
  for (let b = 0; b < 256; b++) table[b] = asciiOnly && b > 0x7f ? -1 : b;
  overrides.forEach((code, i) => (table[0x80 + i] = code));
  return table;
}

/**
 * Python's cp1252 at 0x80–0x9F (the rest is Latin-1). Not taken from `TextDecoder`: Node 20's
 * windows-1252 decodes these bytes as Latin-1 outside streaming.
 */
const CP1252_HIGH = [
  0x20ac, -1, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, -1, 0x017d, -1,
  -1, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, -1, 0x017e, 0x0178,
];
const LATIN_1 = singleByteTable();
const ASCII = singleByteTable([], true);
const CP1252 = singleByteTable(CP1252_HIGH);

const CREATE: Readonly<Record<string, () => StreamDecoder>> = {
  utf_8: () => whatwg('utf-8', true),
  utf_8_sig: () => whatwg('utf-8', false),
  utf_16: () => new Utf16Decoder(),
  utf_16_le: () => whatwg('utf-16le', true),
  utf_16_be: () => whatwg('utf-16be', true),
  latin_1: () => new SingleByteDecoder(LATIN_1, 'latin-1'),
  ascii: () => new SingleByteDecoder(ASCII, 'ascii'),
  cp1252: () => new SingleByteDecoder(CP1252, 'charmap'),
};

/**
 * The codec `-e name` selects: Python's own rules for UTF-8 (also `utf-8-sig`), UTF-16 (`utf-16`
 * with its byte-order mark, `utf-16-le`, `utf-16-be`), Latin-1, ASCII and cp1252, under every
 * name Python accepts for them; other names a WHATWG `TextDecoder` knows (`shift_jis`, `euc-jp`,
 * `gbk`, `big5`, `koi8-r`, …) decode with that decoder, marked inexact. Undefined when neither
 * knows the name.
 */
export function pythonCodec(label: string): PythonCodec | undefined {
  const module = exactModule(label);
  if (module !== undefined) {
    const name = EXACT_NAMES[module] as string;
    return { name, exact: true, utf16: name.startsWith('utf-16'), stripsUtf8Bom: name === 'utf-8-sig', create: CREATE[module] as () => StreamDecoder };
  }
  for (const candidate of [label, normalize(label).replace(/_/g, '-')]) {
    let encoding: string;
    try {
      encoding = new TextDecoder(candidate).encoding;
    } catch {
      continue;
    }
    return { name: encoding, exact: false, utf16: encoding.startsWith('utf-16'), stripsUtf8Bom: false, create: () => whatwg(encoding, true) };
  }
  return undefined;
}

/** The encodings bleukit names in its messages about `-e`. */
export const EXACT_CODECS = 'utf-8, utf-8-sig, utf-16, utf-16-le, utf-16-be, latin-1, ascii, cp1252';
