// `bleukit pairwise HYPS [REFS]`: every hypothesis line against every reference line, as a TSV
// matrix on stdout, JSON, or a NumPy .npy file; with `--aggregate`, one column, each hypothesis
// against all the references at once.
import { CliError, bleukitError } from '../../cli-error.js';
import type { CliIo } from '../../cli-io.js';
import { blockSizeFor, runBlocks } from './block-runner.js';
import { checkAggregate, commandArguments, type MatrixArguments } from './matrix-arguments.js';
import { matrixMetricSpec } from './matrix-metric.js';
import { inputError, matrixProgress, readTextLines, scoredLines, shownName, unusedOptionWarnings } from './matrix-input.js';
import { createMatrixSink, type FormattedRows } from './matrix-sink.js';
import { matrixDescription } from './matrix-description.js';
import { checkRibesReferences } from './pairwise-scorer.js';
import type { PairwiseSettings } from './pairwise-task.js';

/** The output's format: `-f`, else `-o`'s extension (.npy), else TSV. */
function outputFormat(args: MatrixArguments): 'tsv' | 'json' | 'npy' {
  const npyPath = args.output?.toLowerCase().endsWith('.npy') === true;
  if (!args.formatGiven) return npyPath ? 'npy' : 'tsv';
  if (args.format === 'text') throw new CliError(2, [bleukitError('bleukit pairwise prints -f tsv (default), json or npy (with -o FILE.npy), not text.')]);
  if (npyPath && args.format !== 'npy') {
    throw new CliError(2, [bleukitError(`-o ${args.output} ends in .npy but -f ${args.format} writes text; leave -f out for a NumPy file, or name the file .${args.format}.`)]);
  }
  return args.format;
}

async function readSide(path: string, io: CliIo, side: string): Promise<string[]> {
  const lines = await readTextLines(path, io);
  if (lines.length === 0) throw inputError(`${shownName(path)} is empty: give the ${side}, one sentence a line.`);
  return scoredLines(lines);
}

/** Runs `bleukit pairwise ARGS`; returns the exit status. */
export async function runPairwiseCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = commandArguments('pairwise', argv, io);
  if (args === undefined) return 0;
  if (args.files.length === 0 || args.files.length > 2) {
    throw new CliError(2, [bleukitError(`bleukit pairwise takes HYPS and optionally REFS (default: HYPS itself), got ${args.files.length} files; e.g. bleukit pairwise sys.txt ref.txt -m chrf.`)]);
  }
  if (args.files.filter((file) => file === '-').length > 1) throw new CliError(2, [bleukitError('stdin (-) can be read once: give one of HYPS and REFS as a file.')]);
  const format = outputFormat(args);
  checkAggregate(args);
  unusedOptionWarnings(args, io);
  const [hypPath, refPath] = args.files as [string, string | undefined];
  const hyps = await readSide(hypPath, io, 'hypotheses');
  const refs = refPath === undefined ? null : await readSide(refPath, io, 'references');
  const spec = await matrixMetricSpec(args);
  await checkRibesReferences(spec, refs ?? hyps, (j) => `${shownName(refPath ?? hypPath)}:${j + 1}`);
  const columns = args.aggregate ? 1 : (refs ?? hyps).length;
  const sink = createMatrixSink({
    format,
    output: args.output,
    rows: hyps.length,
    columns,
    writeOut: io.writeOut,
    header: { ...matrixDescription(spec, args.aggregate), hyps: shownName(hypPath), refs: shownName(refPath ?? hypPath) },
  });
  const progress = matrixProgress(args, io, 'rows');
  const settings: PairwiseSettings = { spec, hyps, refs, aggregate: args.aggregate, format };
  try {
    await runBlocks<FormattedRows>({
      task: { name: 'pairwise', settings },
      count: hyps.length,
      blockSize: blockSizeFor(hyps.length, columns),
      jobs: args.jobs,
      onBlock: (_start, _end, rows) => sink.write(rows),
      onProgress: (rows) => progress.advance(rows, hyps.length),
    });
  } finally {
    progress.done();
    sink.close();
  }
  return 0;
}
