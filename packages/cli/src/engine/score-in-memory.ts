import { formatFixed, formatSignatureFields, type Metric, type MetricResult } from '@bleukit/core';
import { countTokenizedPeriods, type StatisticsJob } from './batch-scorer.js';
import { JobQueue } from './job-queue.js';
import { sortedForOutput } from '../arguments/metric-settings.js';
import { loadSystems } from '../input/read-input.js';
import { renderSingle, renderSystems, type ScoreColumn } from '../output/render-output.js';
import { BATCH } from './batch-sizes.js';
import { checksPeriods, DETOKENIZE_WARNINGS, flushWarnings, metricColumns, metricSegments, type Run } from '../run-context.js';
import { runSignificance } from '../output/significance.js';

/** Statistics of every system against in-memory references, sending the references once. */
export async function systemStatistics(run: Run, systems: string[][], refs: string[][], segments: boolean): Promise<JobQueue[]> {
  const results: JobQueue[] = [];
  const cache = systems.length > 1;
  for (let s = 0; s < systems.length; s++) {
    const hyps = systems[s] as string[];
    const queue = new JobQueue(run.engine, run.layout, 2 * Math.max(run.args.jobs, 1) + 1);
    for (let start = 0, key = 0; start < hyps.length; start += BATCH, key++) {
      const job: StatisticsJob = { hyps: hyps.slice(start, start + BATCH), segments, firstLine: start + 1 };
      if (cache) job.refKey = key;
      if (!cache || s === 0) job.refs = refs.map((stream) => stream.slice(start, start + BATCH));
      await queue.push(job);
    }
    await queue.finish();
    results.push(queue);
  }
  return results;
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
    // sacreBLEU allows one metric here (checked before reading).
    const [stats] = await systemStatistics(run, systems, refs, true);
    const rows = concatSegments((stats as JobQueue).segments);
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
