import { formatFixed, formatSignatureFields, type Metric, type MetricResult } from '@bleukit/core';
import { countTokenizedPeriods, type StatisticsJob } from './batch-scorer.js';
import { JobQueue, type SegmentSink } from './job-queue.js';
import { sortedForOutput } from '../arguments/metric-settings.js';
import { checkSystemCount, loadSystems, systemLineBatches, systemPaths } from '../input/read-input.js';
import { renderSingle, renderSystems, type ScoreColumn } from '../output/render-output.js';
import { BATCH, BYTE_BATCH, KEPT_BATCH } from './batch-sizes.js';
import { checksPeriods, DETOKENIZE_WARNINGS, flushWarnings, metricColumns, metricSegments, type Run } from '../run-context.js';
import { runSignificance } from '../output/significance.js';
import { renderSentenceTable } from '../output/sentence-table.js';

/**
 * Lines per batch of systems in memory. With worker threads, the test set is cut into a multiple
 * of `jobs` batches of even size, at most {@link BYTE_BATCH} lines, so that every thread has
 * batches of every system and as many of its own (a WMT test set of 2,074 lines: 6 batches of
 * 346); with one thread, {@link KEPT_BATCH} for several systems (whose batches keep their
 * references until the last system), else {@link BATCH}.
 */
/**
 * One system's job for a batch of lines from `firstLine` on. With several systems the batch's
 * references are kept in the threads under `key` (the batch's number), and the last system's job
 * lets them go.
 */
function batchJob(hyps: string[], refs: string[][], segments: StatisticsJob['segments'], firstLine: number, key: number | undefined, last: boolean): StatisticsJob {
  const job: StatisticsJob = { hyps, refs, segments, firstLine };
  if (key !== undefined) {
    job.refKey = key;
    if (last) job.dropRefs = true;
  }
  return job;
}

export function inMemoryBatch(lines: number, jobs: number, systems = 1): number {
  if (jobs <= 1) return systems > 1 ? KEPT_BATCH : BATCH;
  const batches = Math.ceil(Math.max(2 * jobs, Math.ceil(lines / BYTE_BATCH)) / jobs) * jobs;
  return Math.max(MIN_BATCH, Math.ceil(lines / batches));
}

/** Fewer lines a batch than this cost more in messages than they gain in balance. */
const MIN_BATCH = 64;

/**
 * Statistics of every system against in-memory references. The batches are handed to the engine
 * batch by batch, every system's in turn, without waiting for one to finish, so with `--jobs`
 * the threads share the work of all systems. Each batch of the test set has a reference key (with
 * several systems), so its references are tokenized once a thread and kept for the other systems
 * until the last system's job of that batch, which lets them go: the threads keep the tokens of
 * a few batches, not of the whole test set (at 100,000 lines, several hundred MB). With `keep`, each batch's per-segment statistics go to
 * `keep(system)` as they arrive instead of staying in the queues.
 */
export async function systemStatistics(run: Run, systems: string[][], refs: string[][], segments: boolean, keep?: (system: number) => SegmentSink): Promise<JobQueue[]> {
  const jobs = Math.max(run.args.jobs, 1);
  const size = inMemoryBatch((refs[0] ?? systems[0] ?? []).length, jobs, systems.length);
  const cache = systems.length > 1;
  const queues = systems.map((_, s) => new JobQueue(run.engine, run.layout, 2 * jobs + 1, undefined, keep?.(s)));
  const lines = (refs[0] ?? systems[0] ?? []).length;
  submit: for (let start = 0, key = 0; start < lines; start += size, key++) {
    // Every job carries its references (the same arrays for every system): the engine sends
    // them only to a thread that does not keep them yet.
    const batchRefs = refs.map((stream) => stream.slice(start, start + size));
    for (let s = 0; s < systems.length; s++) {
      const job = batchJob((systems[s] as string[]).slice(start, start + size), batchRefs, segments, start + 1, cache ? key : undefined, s === systems.length - 1);
      try {
        await (queues[s] as JobQueue).push(job);
      } catch {
        break submit;
      }
    }
  }
  // Once every job has finished, the error one thread would show: the first failed system's.
  await Promise.allSettled(queues.map((queue) => queue.finish()));
  for (const queue of queues) await queue.finish();
  return queues;
}

/** A sub-batch of lines, as {@link streamSystemStatistics} hands it out after its jobs. */
export type LinesSink = (first: number, refs: readonly string[][], systems: readonly string[][]) => void;

/** Lines read at a time from each file by {@link streamSystemStatistics}. */
const READ_BATCH = BATCH;

/**
 * {@link systemStatistics} of the system files `paths` against the reference files, read from
 * the files as they are scored (see `systemLineBatches`): memory holds a read batch of every file
 * and the jobs in flight, not the files. Each read batch is cut into the batches of
 * {@link inMemoryBatch} (of the whole test set when it fits in one read batch, else as for a
 * large one), every system's job of a batch submitted in turn with the batch's reference key;
 * `lines`, when given, then receives the batch's lines (the analyses count their words there,
 * while worker threads score). A job or `lines` that fails stops the scoring, not the reading:
 * the files are still read to their end, so that an error in them (bytes that are not UTF-8,
 * files of different lengths) is the one shown, as when they were read whole before scoring.
 */
export async function streamSystemStatistics(run: Run, paths: readonly string[], segments: boolean, keep?: (system: number) => SegmentSink, lines?: LinesSink): Promise<JobQueue[]> {
  const jobs = Math.max(run.args.jobs, 1);
  const cache = paths.length > 1;
  // No metric for the engine (analyze with BLEU alone, whose statistics come from its word counts):
  // the lines are only read and handed on.
  const score = run.specs.length > 0;
  const queues = paths.map((_, s) => new JobQueue(run.engine, run.layout, 2 * jobs + 1, undefined, keep?.(s)));
  const batches = systemLineBatches(run, paths, READ_BATCH)[Symbol.asyncIterator]();
  let stopped = false;
  let linesError: { error: unknown } | undefined;
  // With worker threads, each batch's lines as soon as its jobs are handed out, so that the
  // threads' results are taken in between; in one thread, the whole read batch's after its
  // jobs: what the scoring and the word counting each read stays in the processor's caches
  // longer (the counting's n-gram hash table: a tenth of the CPU time of analyze at 100,000
  // lines, counted 128 lines at a time between the scoring's batches).
  const give: LinesSink = (first, refs, systems) => {
    if (stopped || lines === undefined) return;
    try {
      lines(first, refs, systems);
    } catch (error) {
      linesError = { error };
      stopped = true;
    }
  };
  let key = 0;
  let next = await batches.next();
  // The batch after, read before this one is cut: when there is none, this one is the test set.
  let after = next.done ? next : await batches.next();
  const size = !next.done && after.done ? inMemoryBatch((next.value.systems[0] as string[]).length, jobs, paths.length) : jobs <= 1 ? inMemoryBatch(0, 1, paths.length) : BYTE_BATCH;
  while (!next.done) {
    const { first, refs, systems } = next.value;
    const count = (systems[0] as string[]).length;
    for (let start = 0; start < count && !stopped; start += size, key++) {
      // Every job carries its references (the same arrays for every system): the engine sends
      // them only to a thread that does not keep them yet.
      const batchRefs = refs.map((stream) => stream.slice(start, start + size));
      const batchSystems = systems.map((stream) => stream.slice(start, start + size));
      for (let s = 0; s < paths.length && score && !stopped; s++) {
        const job = batchJob(batchSystems[s] as string[], batchRefs, segments, first + start + 1, cache ? key : undefined, s === paths.length - 1);
        try {
          await (queues[s] as JobQueue).push(job);
        } catch {
          stopped = true;
        }
      }
      if (jobs > 1) give(first + start, batchRefs, batchSystems);
    }
    if (jobs <= 1) give(first, refs, systems);
    next = after;
    if (!next.done) after = await batches.next();
  }
  // Once every job has finished, the error one thread would show: the first failed system's.
  await Promise.allSettled(queues.map((queue) => queue.finish()));
  for (const queue of queues) await queue.finish();
  if (linesError !== undefined) throw linesError.error;
  return queues;
}

function concatSegments(parts: readonly Float64Array[]): Float64Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const all = new Float64Array(length);
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/**
 * Each metric's statistics of every segment, `[metric]`, in arrays that grow as batches come
 * (the number of segments is not known until the files end): no row of all metrics is kept.
 */
class MetricSegments {
  readonly #run: Run;
  #arrays: Float64Array[];
  #segments = 0;

  constructor(run: Run) {
    this.#run = run;
    this.#arrays = run.layout.sizes.map((size) => new Float64Array(1024 * size));
  }

  /** Takes a batch's rows (all metrics' statistics) for segments `first` on. */
  readonly sink: SegmentSink = (first, rows) => {
    const { width, offsets, sizes } = this.#run.layout;
    const count = rows.length / width;
    this.#segments = Math.max(this.#segments, first + count);
    this.#arrays = this.#arrays.map((array, m) => {
      const size = sizes[m] as number;
      let data = array;
      if (data.length < this.#segments * size) {
        data = new Float64Array(Math.max(2 * data.length, this.#segments * size));
        data.set(array);
      }
      const offset = offsets[m] as number;
      for (let i = 0; i < count; i++) data.set(rows.subarray(i * width + offset, i * width + offset + size), (first + i) * size);
      return data;
    });
  };

  /** Every segment's statistics, per metric. */
  get data(): Float64Array[] {
    return this.#arrays.map((array, m) => array.subarray(0, this.#segments * (this.#run.layout.sizes[m] as number)));
  }
}

/**
 * Several systems from files (no `-t`, no sentence level): read and scored batch by batch (see
 * {@link streamSystemStatistics}); the corpus statistics are sums, so memory does not grow with
 * the files. With `-pbs`/`-par` (or `-ci`), only each metric's statistics of every segment are kept.
 */
async function scoreFileSystems(run: Run): Promise<void> {
  const { args, log, io } = run;
  const paired = args.pairedAr || args.pairedBs;
  const paths = systemPaths(run);
  const names = paths.slice();
  if (paired) names[0] = `Baseline: ${names[0]}`;
  checkSystemCount(run, paths.length);
  const nrefs = args.numRefs > 1 ? args.numRefs : args.refs.length;
  const wantSegments = args.confidence || paired;
  const kept = wantSegments ? paths.map(() => new MetricSegments(run)) : undefined;
  const periodsChecked = checksPeriods(run);
  const periods = paths.map(() => 0);
  const stats = await streamSystemStatistics(run, paths, wantSegments, kept && ((s) => (kept[s] as MetricSegments).sink), (_first, _refs, systems) => {
    if (periodsChecked) systems.forEach((lines, s) => (periods[s] = (periods[s] as number) + countTokenizedPeriods(lines)));
  });
  flushWarnings(run);
  if (paths.length > 1) log.info(`Found ${paths.length} systems.`);
  for (const count of periods) if (count >= 100) for (const warning of DETOKENIZE_WARNINGS) log.warn(warning);
  if (kept !== undefined) {
    writeSignificance(run, names, nrefs, kept.map((system) => system.data), stats);
    return;
  }
  writeTotals(run, names, nrefs, stats);
}

/** The paired tests' table (-pbs/-par, with -ci): `segments[system][metric]`, every segment's statistics. */
function writeSignificance(run: Run, names: string[], nrefs: number, segments: Float64Array[][], stats: readonly JobQueue[]): void {
  const { args, log, io } = run;
  const totals = stats.map((queue) => run.metrics.map((_, m) => metricColumns(run, queue.totals, m)));
  const output = runSignificance({ args, log, metrics: run.metrics, render: run.render, names, nrefs, seed: io.env['SACREBLEU_SEED'], segments, totals }, sortedForOutput(run.specs));
  io.writeOut(`${output}\n`);
}

/** Each system's corpus scores, as one result or a table of systems. */
function writeTotals(run: Run, names: readonly string[], nrefs: number, stats: readonly JobQueue[]): void {
  const { args, io } = run;
  const order = sortedForOutput(run.specs);
  const results = stats.map((queue) => run.metrics.map((metric, m) => metric.scoreStatistics(metricColumns(run, queue.totals, m), nrefs)));
  if (stats.length === 1) {
    io.writeOut(`${renderSingle(order.map((m) => ({ metric: run.metrics[m] as Metric, result: (results[0] as MetricResult[])[m] as MetricResult })), run.render)}\n`);
    return;
  }
  const columns: ScoreColumn[] = order.map((m) => {
    const metric = run.metrics[m] as Metric;
    return {
      name: metric.name,
      signature: formatSignatureFields(metric.signatureFields(nrefs), args.short),
      cells: results.map((system) => formatFixed((system[m] as MetricResult).score, args.width)),
    };
  });
  io.writeOut(`${renderSystems(names, columns, run.render)}\n`);
}

/**
 * Systems and references in memory (stdin, a test set, sentence level), or several systems from
 * files as a stream: sentence scores, a multi-system table, or the significance tests.
 */
export async function scoreInMemory(run: Run, stdinLines?: string[]): Promise<void> {
  const { args, log, io } = run;
  if (args.input !== null && stdinLines === undefined && run.testSet === undefined && !args.sentenceLevel) return scoreFileSystems(run);
  const paired = args.pairedAr || args.pairedBs;
  const { names, systems, refs } = await loadSystems(run, stdinLines);
  flushWarnings(run);
  const nrefs = refs.length;

  if (args.sentenceLevel) {
    const [stats] = await systemStatistics(run, systems, refs, true);
    const rows = concatSegments((stats as JobQueue).segments);
    if (run.metrics.length > 1) {
      const segments = run.metrics.map((_, m) => metricSegments(run, rows, m));
      io.writeOut(renderSentenceTable({ metrics: run.metrics, segments, nrefs, width: args.width, json: args.format === 'json' && args.given.has('--format'), short: args.short }, log));
      return;
    }
    const metric = run.metrics[0];
    if (metric === undefined) return;
    const size = metric.statisticsSize;
    const segments = metricSegments(run, rows, 0);
    const out: string[] = [];
    for (let i = 0; i * size < segments.length; i++) {
      const result = metric.scoreStatistics(segments.subarray(i * size, (i + 1) * size), nrefs);
      out.push(metric.format(result, { width: args.width, scoreOnly: args.scoreOnly, short: args.short }));
    }
    io.writeOut(out.map((line) => `${line}\n`).join(''));
    return;
  }

  if (systems.length > 1) log.info(`Found ${systems.length} systems.`);
  const wantSegments = args.confidence || paired;
  const stats = await systemStatistics(run, systems, refs, wantSegments);
  if (checksPeriods(run)) {
    for (const system of systems) if (countTokenizedPeriods(system) >= 100) for (const warning of DETOKENIZE_WARNINGS) log.warn(warning);
  }
  if (wantSegments) {
    const rows = stats.map((queue) => concatSegments(queue.segments));
    writeSignificance(run, names, nrefs, rows.map((all) => run.metrics.map((_, m) => metricSegments(run, all, m))), stats);
    return;
  }
  writeTotals(run, names, nrefs, stats);
}
