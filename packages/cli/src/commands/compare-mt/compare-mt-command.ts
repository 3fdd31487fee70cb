// `bleukit compare-mt`: a drop-in for compare-mt 0.2.11's command (its flags and profiles, its
// text report byte for byte), over @bleukit/compare. Files are read as compare-mt reads them:
// UTF-8, Python's line ends, each line stripped and split on single spaces.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION } from '@bleukit/core';
import { parseCompareMtArguments, runCompareMt } from '@bleukit/compare';
import { CliError, bleukitError } from '../../cli-error.js';
import type { CliIo } from '../../cli-io.js';
import { corpusFiles } from './compare-mt-files.js';
import { COMPARE_MT_HELP } from './compare-mt-help.js';

/** The file name of the text report written into `--output_directory`. */
const REPORT_FILE = 'report.txt';

/** The file name of the HTML report written into `--output_directory`, as compare-mt names it. */
const HTML_FILE = 'index.html';

/** Runs `bleukit compare-mt ARGS`; returns the exit status (mistakes are thrown, one clear line each). */
export async function runCompareMtCommand(argv: readonly string[], io: CliIo): Promise<number> {
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
  const write = (text: string): void => {
    io.writeOut(text);
    if (args.outputDirectory !== null) report.push(text);
  };
  runCompareMt(args, { files, write });
  if (args.outputDirectory !== null) {
    const path = join(args.outputDirectory, REPORT_FILE);
    // Loaded only for a report folder: the text report's runs do without the page's code.
    const { compareMtHtml } = await import('@bleukit/compare/html');
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
