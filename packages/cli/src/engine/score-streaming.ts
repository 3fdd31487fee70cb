import { statSync } from 'node:fs';
import { alignedBatches, LengthMismatch } from './aligned-batches.js';
import type { StatisticsJob } from './batch-scorer.js';
import { alignedByteBatches } from './byte-batches.js';
import { CliError } from '../cli-error.js';
import { JobQueue } from './job-queue.js';
import { readLineBatches } from '../input/line-source.js';
import type { CliArguments } from '../arguments/parse-arguments.js';
import { pythonCodec } from '../input/python-codecs.js';
import { fileInput, lengthError, lines, noSentenceError, rstripLines, splitReferences } from '../input/read-input.js';
import { BATCH } from './batch-sizes.js';
import { checksPeriods, DETOKENIZE_WARNINGS, flushWarnings, type Run } from '../run-context.js';

/** Batches for {@link scoreStreaming}: jobs and how many segments each holds. */
type JobStream = AsyncIterable<{ job: StatisticsJob; lines: number }>;

/** Lines decoded in this thread (stdin, `-nr`, other encodings, `.gz`, one thread). */
async function* lineJobs(run: Run, hypPath: string, hypSource?: AsyncIterable<string[]>): JobStream {
  const { args, log } = run;
  const hypSize = statSafe(hypPath);
  const sources = [
    hypSource ?? readLineBatches(fileInput(hypPath, run, (n) => run.progress.advance(n, hypSize))),
    ...args.refs.map((path) => readLineBatches(fileInput(path, run))),
  ];
  let line = 1;
  for await (const batch of alignedBatches(sources, BATCH)) {
    // Stdin lines come right-stripped already; file lines are stripped here, as sacreBLEU reads them.
    const hyps = hypSource ? (batch[0] as string[]) : rstripLines(batch[0] as string[]);
    const refs = args.numRefs > 1 ? splitReferences(batch[1] as string[], args.numRefs, line, log) : batch.slice(1).map(rstripLines);
    yield { job: { hyps, refs, segments: false, firstLine: line }, lines: hyps.length };
    line += hyps.length;
  }
}

/**
 * Raw UTF-8 bytes cut at line ends, decoded by whichever thread scores them: with workers, the
 * reading thread then only reads and counts newlines, so it keeps every thread fed.
 */
async function* byteJobs(run: Run, hypPath: string): JobStream {
  const hypSize = statSafe(hypPath);
  const batches = alignedByteBatches([hypPath, ...run.args.refs], run.engine.byteBatch, (n) => run.progress.advance(n, hypSize), run.notes);
  let line = 1;
  for await (const { lines, bytes } of batches) {
    yield { job: { bytes, segments: false, firstLine: line }, lines };
    line += lines;
  }
}

/** Whether {@link byteJobs} reads these inputs exactly as {@link lineJobs} would. */
function readsAsBytes(args: CliArguments, hypSource?: AsyncIterable<string[]>): boolean {
  if (hypSource !== undefined || args.jobs < 2 || args.numRefs > 1) return false;
  if ([...(args.input ?? []), ...args.refs].some((path) => path.endsWith('.gz'))) return false;
  return pythonCodec(args.encoding)?.name === 'utf-8';
}

/** The error reading `path` line by line gives (the one to show for bytes that failed), if any. */
async function lineReadingError(run: Run, path: string): Promise<unknown> {
  try {
    for await (const _ of readLineBatches(fileInput(path, run)));
  } catch (error) {
    return error;
  }
  return undefined;
}

function statSafe(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/**
 * One system from a file (or stdin), references from files: everything streamed in batches, so
 * memory stays flat however large the files are. Returns every metric's summed statistics.
 */
export async function scoreStreaming(run: Run, hypPath: string, hypSource?: AsyncIterable<string[]>): Promise<Float64Array> {
  const { args, log } = run;
  const asBytes = readsAsBytes(args, hypSource);
  const periodsChecked = checksPeriods(run);
  let periods = 0;
  let invalidInput: number | undefined;
  const queue = new JobQueue(run.engine, run.layout, 2 * Math.max(args.jobs, 1) + 1, (result) => {
    periods += result.periods ?? 0;
    invalidInput ??= result.invalidInput;
  });
  let line = 1;
  try {
    for await (const { job, lines } of asBytes ? byteJobs(run, hypPath) : lineJobs(run, hypPath, hypSource)) {
      job.countPeriods = periodsChecked && periods < 100;
      await queue.push(job);
      line += lines;
      if (invalidInput !== undefined) break;
    }
    await queue.finish();
    if (invalidInput !== undefined) throw new Error(`invalid UTF-8 in input ${invalidInput}`);
  } catch (error) {
    if (error instanceof LengthMismatch) {
      if (error.counts[0] === 0) throw noSentenceError(log, hypSource ? 'stdin' : hypPath, error.counts[1]);
      const [hypCount, ...refCounts] = error.counts;
      const detail = refCounts.map((count, k) => `${args.refs[k]} has ${lines(count)}`).join(', ');
      const hyp = run.notes.lineCount(hypSource ? '<stdin>' : hypPath, hypSource ? 'system 1 on stdin' : hypPath, hypCount as number);
      throw lengthError(log, `${hyp} but ${detail}; give one hypothesis line per reference line.${run.notes.mismatchHint([hypPath, ...args.refs])}`);
    }
    if (asBytes && !(error instanceof CliError)) {
      // Bytes that did not decode, or a read that failed: say it as the line reader says it.
      for (const path of [hypPath, ...args.refs]) {
        const readingError = await lineReadingError(run, path);
        if (readingError !== undefined) throw readingError;
      }
    }
    throw error;
  } finally {
    run.progress.done();
  }
  if (line === 1) throw noSentenceError(log, hypSource ? 'stdin' : hypPath, 0);
  flushWarnings(run);
  if (periods >= 100) for (const warning of DETOKENIZE_WARNINGS) log.warn(warning);
  return queue.totals;
}
