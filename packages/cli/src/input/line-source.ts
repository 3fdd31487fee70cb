import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { CliError, bleukitError } from '../cli-error.js';
import { looksLikeUtf16, QuirkScanner, TextQuirkScanner, type InputNotes } from './input-notes.js';
import { EXACT_CODECS, MissingByteOrderMark, pythonCodec, type PythonCodec } from './python-codecs.js';
import { Utf8LineSplitter } from './utf8-lines.js';

/** Where lines come from: a file (`.gz` read transparently) or an already open stream (stdin). */
export interface LineInput {
  /** Shown in messages: the path as given, or `<stdin>`. */
  name: string;
  path?: string;
  stream?: Readable;
  /** Text encoding: a Python codec name, as sacreBLEU's `-e` takes (see {@link pythonCodec}). */
  encoding: string;
  /**
   * `false` (files, as sacreBLEU opens them with `newline="\n"`): only `\n` ends a line and a
   * lone `\r` stays in it. `true` (stdin): `\n`, `\r\n` and `\r` all end a line.
   */
  universalNewlines: boolean;
  /** Called with the size of every chunk read (for the progress bar). */
  onBytes?: (bytes: number) => void;
  /** Receives CR LF, lone CR, BOM, NUL and empty-stdin notes (UTF-16 encodings: from the decoded text). */
  notes?: InputNotes;
}

const CHUNK = 1 << 20;

/** Fails early, with the path and a fix, on a missing file, a directory or an unreadable file. */
export function checkReadable(path: string): void {
  let stats;
  try {
    stats = statSync(path);
  } catch (error) {
    throw fileError(path, error);
  }
  if (stats.isDirectory()) {
    throw new CliError(1, [bleukitError(`${path} is a directory; give the path of a text file with one segment per line.`)]);
  }
}

function fileError(path: string, error: unknown): CliError {
  const code = (error as NodeJS.ErrnoException).code;
  const what =
    code === 'ENOENT' ? 'no such file' :
    code === 'EACCES' || code === 'EPERM' ? 'permission denied' :
    code === 'EISDIR' ? 'it is a directory' :
    (error as Error).message;
  return new CliError(1, [
    bleukitError(`cannot read ${path}: ${what}. Check the path (reference files come before -i, system outputs after it).`),
  ]);
}

async function openStream(input: LineInput): Promise<Readable> {
  if (input.stream) return input.stream;
  const path = input.path as string;
  const file = createReadStream(path, { highWaterMark: CHUNK });
  if (!path.endsWith('.gz')) return file;
  // Loaded only for .gz input: most runs never need zlib.
  const { createGunzip } = await import('node:zlib');
  const gunzip = createGunzip({ chunkSize: CHUNK });
  file.on('error', (error) => gunzip.destroy(error));
  return file.pipe(gunzip);
}

/** The codec of `input.encoding`; an unknown name is a user error (exit 2). */
function codecOf(input: LineInput): PythonCodec {
  const codec = pythonCodec(input.encoding);
  if (codec === undefined) throw unknownEncoding(input.encoding);
  return codec;
}

/** The error for an `-e` value neither Python's codecs (those bleukit decodes exactly) nor WHATWG's know. */
export function unknownEncoding(label: string): CliError {
  return new CliError(2, [
    bleukitError(
      `unknown encoding '${label}' for -e/--encoding. bleukit reads ${EXACT_CODECS} (under any of Python's names for them) as Python does, ` +
        'and the other encodings of the WHATWG Encoding Standard (shift_jis, euc-jp, gbk, big5, …).',
    ),
  ]);
}

/** Where undecodable bytes are: the line (counting from the chunk's first) and the byte in it. */
interface InvalidPosition {
  line: number;
  /** 1-based byte of the line where decoding fails; undefined when the line began in an earlier chunk. */
  byte?: number;
  /** The chunk starts with a UTF-16 byte-order mark, or looks like UTF-16 without one. */
  utf16?: 'bom' | 'le' | 'be';
}

function decodes(codec: PythonCodec, bytes: Uint8Array, stream: boolean): boolean {
  try {
    codec.create().decode(bytes, { stream });
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds which line of `chunk` (counting from `firstLine`) holds the bytes that do not decode;
 * `pending`, when known, are the bytes of a character that earlier chunks left unfinished.
 */
function invalidPosition(codec: PythonCodec, chunk: Uint8Array, firstLine: number, atFileStart: boolean, pending?: Uint8Array): InvalidPosition {
  const bom = chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff));
  const utf16 = !atFileStart ? undefined : bom ? 'bom' : looksLikeUtf16(chunk);
  let start = 0;
  let line = firstLine;
  for (;;) {
    const end = chunk.indexOf(10, start);
    const last = end < 0;
    const piece = chunk.subarray(start, last ? chunk.length : end);
    const whole = start === 0 && pending !== undefined && pending.length > 0 ? concatBytes(pending, piece) : piece;
    if (!decodes(codec, whole, last)) {
      // The longest prefix that still decodes (as a stream) ends where the bad bytes start.
      let low = 0;
      let high = piece.length;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (decodes(codec, piece.subarray(0, mid), true)) low = mid;
        else high = mid - 1;
      }
      const continued = start === 0 && !atFileStart;
      return continued ? { line, utf16 } : { line, byte: low + 1, utf16 };
    }
    if (last) return { line, utf16 };
    start = end + 1;
    line++;
  }
}

function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

function invalidText(input: LineInput, codec: PythonCodec, position: InvalidPosition): CliError {
  const encoding = codec.name.toUpperCase();
  const what = position.byte === undefined ? `the text is not valid ${encoding}` : `byte ${position.byte} of the line is not valid ${encoding}`;
  const fix =
    position.utf16 === 'bom' ? 'It starts with a UTF-16 byte-order mark: give -e utf-16 (the mark gives the byte order and is dropped, as in Python), or convert it to UTF-8.' :
    position.utf16 ? `It looks like UTF-16 without a byte-order mark (NUL every other byte): give -e utf-16${position.utf16}, or convert it to UTF-8.` :
    'Convert the file (e.g. iconv -f <its encoding> -t utf-8) or give its encoding with -e.';
  return new CliError(1, [bleukitError(`${input.name}:${position.line}: ${what}. ${fix}`)]);
}

/**
 * The error for `bytes` (a whole file named `name`) that are not valid in the codec of `encoding`:
 * which line and byte, and how to fix it.
 */
export function undecodableFile(name: string, encoding: string, bytes: Uint8Array): CliError {
  const codec = pythonCodec(encoding);
  if (codec === undefined) return unknownEncoding(encoding);
  return invalidText({ name, encoding, universalNewlines: false }, codec, invalidPosition(codec, bytes, 1, true));
}

/**
 * Reads lines in batches (one per ~1 MB chunk) without holding the whole input: the memory used
 * is one chunk plus one partial line, whatever the file size. Lines are not stripped.
 * Invalid text fails with the file and line number.
 */
export async function* readLineBatches(input: LineInput): AsyncGenerator<string[]> {
  if (input.path !== undefined) checkReadable(input.path);
  const codec = codecOf(input);
  const decoder = codec.create();
  const stream = await openStream(input);
  const scanner = input.notes && !codec.utf16 ? new QuirkScanner(input.notes, input.name, input.universalNewlines, !codec.stripsUtf8Bom) : undefined;
  // UTF-16 text is scanned after decoding: its bytes hold NULs and CRs inside characters.
  const textScanner = input.notes && codec.utf16 ? new TextQuirkScanner(input.notes, input.name, input.universalNewlines) : undefined;
  // UTF-8 lines ended by `\n` alone are cut from the bytes and decoded one by one (see
  // Utf8LineSplitter); the decoder sees only chunks whose bytes may be invalid.
  const splitter = !input.universalNewlines && (codec.name === 'utf-8' || codec.name === 'utf-8-sig') ? new Utf8LineSplitter(codec.stripsUtf8Bom) : undefined;
  let bytes = 0;
  let carry = '';
  let line = 1; // number of the line `carry` belongs to
  let first = true;
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      input.onBytes?.(chunk.length);
      // Scanned before decoding, as the byte batches are: the same warnings come first either way.
      scanner?.scan(chunk, line);
      if (splitter) {
        let lines = splitter.push(chunk);
        if (lines === undefined) {
          // Bytes that may not be UTF-8: a decoder, given the unfinished character first, tells.
          const check = codec.create();
          const pending = splitter.pending();
          try {
            check.decode(pending, { stream: true });
            check.decode(chunk, { stream: true });
          } catch {
            throw invalidText(input, codec, invalidPosition(codec, chunk, line, first, pending));
          }
          lines = splitter.push(chunk, true) as string[];
        }
        bytes += chunk.length;
        first = false;
        if (lines.length === 0) continue;
        line += lines.length;
        yield lines;
        continue;
      }
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch (error) {
        if (error instanceof MissingByteOrderMark) {
          throw new CliError(1, [
            bleukitError(`${input.name}: -e utf-16 needs a byte-order mark at the start (as Python's utf-16 codec does) and there is none; give the byte order instead: -e utf-16-le or -e utf-16-be.`),
          ]);
        }
        throw invalidText(input, codec, invalidPosition(codec, chunk, line, first));
      }
      bytes += chunk.length;
      first = false;
      textScanner?.scan(text, line);
      if (input.universalNewlines) {
        text = carry + text;
        // A \r at the very end may be the first half of \r\n: keep it for the next chunk.
        const tail = text.endsWith('\r') ? 1 : 0;
        carry = text.slice(text.length - tail);
        text = text.slice(0, text.length - tail).replace(/\r\n?/g, '\n');
      } else {
        text = carry + text;
        carry = '';
      }
      const end = text.lastIndexOf('\n');
      if (end < 0) {
        carry = text + carry;
        continue;
      }
      const lines = text.slice(0, end).split('\n');
      carry = text.slice(end + 1) + carry;
      line += lines.length;
      yield lines;
    }
    if (splitter) {
      const last = splitter.end();
      if (last === null) throw invalidText(input, codec, { line });
      scanner?.end(bytes);
      if (last !== undefined) yield [last];
      return;
    }
    let rest: string;
    try {
      rest = decoder.decode();
    } catch {
      throw invalidText(input, codec, { line });
    }
    carry += rest;
    scanner?.end(bytes);
    if (rest !== '') textScanner?.scan(rest, line);
    textScanner?.end(bytes);
    if (input.universalNewlines && carry.endsWith('\r')) {
      const lines = carry.replace(/\r\n?/g, '\n').split('\n');
      lines.pop();
      if (lines.length > 0) yield lines;
    } else if (carry !== '') {
      yield input.universalNewlines ? carry.replace(/\r\n?/g, '\n').split('\n') : [carry];
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    if (input.path !== undefined && (error as NodeJS.ErrnoException).code !== undefined) {
      throw fileError(input.path, error);
    }
    if (input.path !== undefined && (error as NodeJS.ErrnoException).code === undefined && /gzip|header|zlib/i.test(String((error as Error).message))) {
      throw new CliError(1, [bleukitError(`cannot read ${input.path}: it ends in .gz but is not valid gzip data (${(error as Error).message}).`)]);
    }
    throw error;
  } finally {
    stream.destroy();
  }
}

/** Reads all lines of an input (used where every line is needed anyway: stdin, several systems). */
export async function readAllLines(input: LineInput): Promise<string[]> {
  const all: string[] = [];
  for await (const lines of readLineBatches(input)) for (const line of lines) all.push(line);
  return all;
}
