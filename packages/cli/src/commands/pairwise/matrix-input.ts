// What `bleukit pairwise`, `mbr` and `self-bleu` read, and what they share around the work: the
// lines of a file or stdin, the "has no effect" warnings, the progress bar, the threads.
import { pythonRstrip } from '@bleukit/core';
import { CliError, bleukitError } from '../../cli-error.js';
import type { CliIo } from '../../cli-io.js';
import { readAllLines } from '../../input/line-source.js';
import { createProgress, type Progress } from '../../output/progress.js';
import type { MatrixArguments } from './matrix-arguments.js';
import { usesTokenizer } from './matrix-metric.js';

/**
 * A file's lines (`-`: stdin) as the scoring command reads them: UTF-8, only `\n` ends a line in
 * a file (as sacreBLEU opens files), `\n`, `\r\n` or `\r` on stdin.
 */
export async function readTextLines(path: string, io: CliIo): Promise<string[]> {
  if (path === '-') return readAllLines({ name: '<stdin>', stream: io.stdin, encoding: 'utf-8', universalNewlines: true });
  return readAllLines({ name: path, path, encoding: 'utf-8', universalNewlines: false });
}

/** Lines as the metrics see them (sacreBLEU's `line.rstrip()`), in a new array. */
export function scoredLines(lines: readonly string[]): string[] {
  return lines.map((line) => pythonRstrip(line));
}

/** The file's name in messages. */
export function shownName(path: string): string {
  return path === '-' ? '<stdin>' : path;
}

/** `bleukit: error: …` (exit 1): a file the command cannot use, with what to do. */
export function inputError(message: string): CliError {
  return new CliError(1, [bleukitError(message)]);
}

/** Options of one metric given with another: they change nothing, and the user should know. */
export function unusedOptionWarnings(args: MatrixArguments, io: CliIo): void {
  const metric = args.command === 'self-bleu' ? 'self-bleu' : args.metric;
  const unused: string[] = [];
  for (const flag of args.given) {
    if (flag.startsWith('--chrf-') && metric !== 'chrf' && metric !== 'chrf++') unused.push(flag);
    else if (flag.startsWith('--ter-') && metric !== 'ter') unused.push(flag);
    else if (flag.startsWith('--ribes-') && metric !== 'ribes') unused.push(flag);
    else if ((flag === '--tokenize' || flag === '--spm-model') && !usesTokenizer(metric)) unused.push(flag);
    else if (flag === '--lowercase' && metric !== 'bleu') unused.push(flag);
  }
  const scored = metric === 'self-bleu' ? 'self-BLEU' : `-m ${metric}`;
  for (const flag of unused) io.writeErr(`bleukit: warning: ${flag} has no effect with ${scored}.\n`);
}

/** The bar of a run counting `label` (rows, sources, lines), on when `--progress` says so. */
export function matrixProgress(args: MatrixArguments, io: CliIo, label: string): Progress {
  const on = args.progress === 'always' || (args.progress === 'auto' && io.stderrIsTTY && !io.env['CI']);
  return createProgress(on, io.writeErr, { label, per: 1 });
}
