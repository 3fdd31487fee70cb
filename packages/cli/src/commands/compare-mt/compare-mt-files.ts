// compare-mt's files as compare-mt reads them: UTF-8 (a byte-order mark kept as U+FEFF), Python's
// line ends, and for the reference, outputs and label files each line stripped and split on
// single spaces. A file that cannot be read, or is not UTF-8, is one clear error.
import { isUtf8 } from 'node:buffer';
import { readFileSync, statSync } from 'node:fs';
import { loadTokensFromUtf8, type Corpus, type CorpusFiles } from '@bleukit/compare';
import { CliError, bleukitError } from '../../cli-error.js';

/** A file's bytes, checked to be UTF-8 as compare-mt reads it. */
function readUtf8(path: string): Buffer {
  let bytes: Buffer;
  try {
    if (statSync(path).isDirectory()) throw Object.assign(new Error('it is a directory'), { code: 'EISDIR' });
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what = code === 'ENOENT' ? 'no such file' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    throw new CliError(1, [bleukitError(`cannot read ${path}: ${what}; check the path (bleukit compare-mt REF_FILE OUT_FILE [OUT_FILE ...]).`)]);
  }
  if (!isUtf8(bytes)) {
    throw new CliError(1, [bleukitError(`${path}:${invalidUtf8Line(bytes)}: not valid UTF-8, which compare-mt reads; convert the file (e.g. iconv -f <its encoding> -t utf-8 ${path}).`)]);
  }
  return bytes;
}

function readText(path: string): string {
  // Python's utf-8 codec keeps a byte-order mark as U+FEFF, so this does too.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(readUtf8(path));
}

/** The line (1-based) of the first byte sequence that is not UTF-8. */
function invalidUtf8Line(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  for (let start = 0; start < bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    try {
      decoder.decode(bytes.subarray(start, end < 0 ? bytes.length : end));
    } catch {
      return line;
    }
    if (end < 0) break;
    start = end + 1;
  }
  return line;
}

/** The lines of a text file as Python iterates them (`\n`, `\r\n`, `\r`), line ends removed. */
function readLines(path: string): string[] {
  const text = readText(path);
  if (text === '') return [];
  const lines = text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The command line's files, each read once (as lines, or as words). */
export function corpusFiles(): CorpusFiles {
  const tokens = new Map<string, Corpus>();
  const lines = new Map<string, readonly string[]>();
  const linesOf = (path: string): readonly string[] => {
    let found = lines.get(path);
    if (found === undefined) lines.set(path, (found = readLines(path)));
    return found;
  };
  return {
    lines: linesOf,
    tokens(path: string): Corpus {
      let found = tokens.get(path);
      if (found === undefined) tokens.set(path, (found = loadTokensFromUtf8(readUtf8(path))));
      return found;
    },
  };
}
