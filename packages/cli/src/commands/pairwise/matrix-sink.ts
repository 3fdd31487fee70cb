// Where a score matrix goes, block of rows by block of rows, in row order: TSV or JSON text on
// stdout or into a file, or a NumPy .npy file. The rows are formatted where they are computed
// (in the workers with `--jobs`, see `formatRows`); the sink only writes them.
import { closeSync, openSync, writeSync } from 'node:fs';
import { endianness } from 'node:os';
import { CliError, bleukitError } from '../../cli-error.js';
import { jsonFields } from './matrix-description.js';
import { npyHeader } from './npy-header.js';
import { reprFloat } from './repr-float.js';

/** The formats of a matrix. */
export type MatrixFormat = 'tsv' | 'json' | 'npy';

/** A block of rows as its format writes it: text, or the doubles themselves for .npy. */
export type FormattedRows = string | Float64Array;

/** A row as TSV: the scores as Python's repr prints them, tab-separated. */
function rowText(values: Float64Array, at: number, columns: number, separator: string): string {
  let text = reprFloat(values[at] as number);
  for (let j = 1; j < columns; j++) text += `${separator}${reprFloat(values[at + j] as number)}`;
  return text;
}

/**
 * Rows (`values`, row-major, `columns` a row) in a format: TSV lines, JSON arrays one a line
 * joined by commas (the sink puts the commas between blocks), or the values for .npy.
 */
export function formatRows(values: Float64Array, columns: number, format: MatrixFormat): FormattedRows {
  if (format === 'npy') return values;
  const rows: string[] = [];
  for (let at = 0; at < values.length; at += columns) {
    rows.push(format === 'tsv' ? rowText(values, at, columns, '\t') : `[${rowText(values, at, columns, ', ')}]`);
  }
  return format === 'tsv' ? `${rows.join('\n')}\n` : rows.join(',\n');
}

/** Receives the formatted blocks of a matrix in order. */
export interface MatrixSink {
  write(rows: FormattedRows): void;
  /** Ends the output (JSON's closing brackets, the file closed). */
  close(): void;
}

export interface MatrixSinkOptions {
  format: MatrixFormat;
  /** A file to write, or null for stdout (`npy` needs a file). */
  output: string | null;
  rows: number;
  columns: number;
  writeOut(text: string): void;
  /** JSON's fields before the scores (metric name, signature, files). */
  header?: Record<string, unknown>;
}

function openOutput(path: string): number {
  try {
    return openSync(path, 'w');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'its folder does not exist' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new CliError(1, [bleukitError(`cannot write ${path}: ${why}. Give -o a path in a folder you can write to.`)]);
  }
}

/** Writes all of `bytes` (a write may take only part of them). */
function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
}

function textSink(options: MatrixSinkOptions): MatrixSink {
  const fd = options.output === null ? undefined : openOutput(options.output);
  const write = fd === undefined ? options.writeOut : (text: string) => writeAll(fd, Buffer.from(text, 'utf8'));
  const json = options.format === 'json';
  let first = true;
  if (json) {
    write(`{${jsonFields({ ...options.header, rows: options.rows, columns: options.columns })}, "scores": [\n`);
  }
  return {
    write(rows) {
      if (rows.length === 0) return;
      write(json && !first ? `,\n${rows as string}` : (rows as string));
      first = false;
    },
    close() {
      if (json) write('\n]}\n');
      if (fd !== undefined) closeSync(fd);
    },
  };
}

function npySink(options: MatrixSinkOptions): MatrixSink {
  if (options.output === null) throw new CliError(2, [bleukitError('-f npy writes a binary file: give its path with -o FILE.npy.')]);
  const fd = openOutput(options.output);
  writeAll(fd, npyHeader(options.rows, options.columns));
  const littleEndian = endianness() === 'LE';
  return {
    write(rows) {
      const block = rows as Float64Array;
      if (littleEndian) {
        writeAll(fd, new Uint8Array(block.buffer, block.byteOffset, block.byteLength));
        return;
      }
      const bytes = new DataView(new ArrayBuffer(block.byteLength));
      for (let k = 0; k < block.length; k++) bytes.setFloat64(8 * k, block[k] as number, true);
      writeAll(fd, new Uint8Array(bytes.buffer));
    },
    close() {
      closeSync(fd);
    },
  };
}

/** The sink for a run's format and output. */
export function createMatrixSink(options: MatrixSinkOptions): MatrixSink {
  return options.format === 'npy' ? npySink(options) : textSink(options);
}
