import { formatFixed, formatSignatureFields, type Metric, type MetricResult } from '@bleukit/core';
import { countTokenizedPeriods, type StatisticsJob } from './batch-scorer.js';
import { JobQueue, type SegmentSink } from './job-queue.js';
import { sortedForOutput } from '../arguments/metric-settings.js';
import { loadSystems } from '../input/read-input.js';
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
      const job: StatisticsJob = { hyps: (systems[s] as string[]).slice(start, start + size), refs: batchRefs, segments, firstLine: start + 1 };
      if (cache) {
        job.refKey = key;
        if (s === systems.length - 1) job.dropRefs = true;
      }
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
 * Systems and references in memory (stdin, several systems, sentence level, significance):
 * sentence scores, a multi-system table, or the significance tests.
 */
export async function scoreInMemory(run: Run, stdinLines?: string[]): Promise<void> {
  const { args, log, io } = run;
  const paired = args.pairedAr || args.pairedBs;
  const { names, systems, refs } = await loadSystems(run, stdinLines);
  flushWarnings(run);
  const nrefs = refs.length;
  const order = sortedForOutput(run.specs);

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
    const output = runSignificance(
      {
        args,
        log,
        metrics: run.metrics,
        render: run.render,
        names,
        nrefs,
        seed: io.env['SACREBLEU_SEED'],
        segments: rows.map((all) => run.metrics.map((_, m) => metricSegments(run, all, m))),
        totals: stats.map((queue) => run.metrics.map((_, m) => metricColumns(run, queue.totals, m))),
      },
      order,
    );
    io.writeOut(`${output}\n`);
    return;
  }
  const results = stats.map((queue) => run.metrics.map((metric, m) => metric.scoreStatistics(metricColumns(run, queue.totals, m), nrefs)));
  if (systems.length === 1) {
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
