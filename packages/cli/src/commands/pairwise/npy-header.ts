// The header of a NumPy .npy file, format version 1.0 (numpy/lib/format.py documents it): the
// magic string `\x93NUMPY`, the version bytes 1 and 0, the header's length as a little-endian
// uint16, then a Python dict literal padded with spaces and ended by `\n` so that the data after
// it starts at a multiple of 64 bytes. The data is the matrix's doubles, little-endian, row after
// row ('<f8', C order), which is how a Float64Array lies in memory on a little-endian machine.

const MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0];

/** `rows × columns` doubles as numpy.save writes them: the header, to be followed by the data. */
export function npyHeader(rows: number, columns: number): Uint8Array {
  const dict = `{'descr': '<f8', 'fortran_order': False, 'shape': (${rows}, ${columns}), }`;
  const unpadded = MAGIC.length + 2 + dict.length + 1;
  const padding = (64 - (unpadded % 64)) % 64;
  const text = `${dict}${' '.repeat(padding)}\n`;
  const header = new Uint8Array(MAGIC.length + 2 + text.length);
  header.set(MAGIC, 0);
  header[MAGIC.length] = text.length & 0xff;
  header[MAGIC.length + 1] = text.length >> 8;
  for (let i = 0; i < text.length; i++) header[MAGIC.length + 2 + i] = text.charCodeAt(i);
  return header;
}

/** What a .npy header says, read back (for tests and for tools that check a file). */
export interface NpyShape {
  descr: string;
  fortranOrder: boolean;
  shape: number[];
  /** Where the data starts. */
  dataOffset: number;
}

/** Reads a version 1.0 .npy header; throws on anything else. */
export function readNpyHeader(bytes: Uint8Array): NpyShape {
  for (let i = 0; i < 6; i++) if (bytes[i] !== MAGIC[i]) throw new Error('not a .npy file (no \\x93NUMPY magic)');
  if (bytes[6] !== 1 || bytes[7] !== 0) throw new Error(`.npy version ${bytes[6]}.${bytes[7]}, not 1.0`);
  const length = (bytes[8] as number) | ((bytes[9] as number) << 8);
  const text = String.fromCharCode(...bytes.subarray(10, 10 + length));
  const match = /^\{'descr': '([^']*)', 'fortran_order': (True|False), 'shape': \(([\d, ]*)\), \} *\n$/.exec(text);
  if (match === null) throw new Error(`unexpected .npy header ${JSON.stringify(text)}`);
  const shape = (match[3] as string).split(',').map((part) => part.trim()).filter((part) => part !== '').map(Number);
  return { descr: match[1] as string, fortranOrder: match[2] === 'True', shape, dataOffset: 10 + length };
}
