// `bleukit compare-mt`: a drop-in for compare-mt 0.2.11's command (its flags and profiles, its
// text report byte for byte), over @bleukit/compare. Files are read as compare-mt reads them:
// UTF-8, Python's line ends, each line stripped and split on single spaces.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION } from '@bleukit/core';
import { loadTokens, parseCompareMtArguments, runCompareMt, type Corpus, type CorpusFiles } from '@bleukit/compare';
import { compareMtHtml } from '@bleukit/compare/html';
import { CliError, bleukitError } from '../../cli-error.js';
import type { CliIo } from '../../cli-io.js';
import { COMPARE_MT_HELP } from './compare-mt-help.js';

/** The file name of the text report written into `--output_directory`. */
const REPORT_FILE = 'report.txt';

/** The file name of the HTML report written into `--output_directory`, as compare-mt names it. */
const HTML_FILE = 'index.html';

function readText(path: string): string {
  let bytes: Buffer;
  try {
    if (statSync(path).isDirectory()) throw Object.assign(new Error('it is a directory'), { code: 'EISDIR' });
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what = code === 'ENOENT' ? 'no such file' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    throw new CliError(1, [bleukitError(`cannot read ${path}: ${what}; check the path (bleukit compare-mt REF_FILE OUT_FILE [OUT_FILE ...]).`)]);
  }
  try {
    // Python's utf-8 codec keeps a byte-order mark as U+FEFF, so this does too.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new CliError(1, [bleukitError(`${path}:${invalidUtf8Line(bytes)}: not valid UTF-8, which compare-mt reads; convert the file (e.g. iconv -f <its encoding> -t utf-8 ${path}).`)]);
  }
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

/** The command line's files, each read once. */
function corpusFiles(): CorpusFiles {
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
      if (found === undefined) tokens.set(path, (found = loadTokens(linesOf(path))));
      return found;
    },
  };
}

/** Runs `bleukit compare-mt ARGS`; returns the exit status (mistakes are thrown, one clear line each). */
export function runCompareMtCommand(argv: readonly string[], io: CliIo): number {
  const args = parseCompareMtArguments(argv);
  if (args.help) {
    io.writeOut(`${COMPARE_MT_HELP}\n`);
    return 0;
  }
  if (args.version) {
    io.writeOut(`bleukit compare-mt ${VERSION} (compare-mt 0.2.11 compatible)\n`);
    return 0;
  }
  const report: string[] = [];
  const files = corpusFiles();
  runCompareMt(args, {
    files,
    write(text) {
      io.writeOut(text);
      if (args.outputDirectory !== null) report.push(text);
    },
  });
  if (args.outputDirectory !== null) {
    const path = join(args.outputDirectory, REPORT_FILE);
    try {
      mkdirSync(args.outputDirectory, { recursive: true });
      writeFileSync(path, report.join(''));
      writeFileSync(join(args.outputDirectory, HTML_FILE), compareMtHtml(args, files, VERSION));
    } catch (error) {
      throw new CliError(1, [bleukitError(`cannot write ${path}: ${(error as Error).message}; give a folder you can write to with --output_directory.`)]);
    }
    io.writeErr(`bleukit: note: the text report is in ${path}; ${join(args.outputDirectory, HTML_FILE)} holds bleukit's analyses of the same files (BLEU, chrF, TER, RIBES) as one HTML page.\n`);
  }
  return 0;
}
