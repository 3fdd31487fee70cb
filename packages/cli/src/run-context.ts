import type { Metric } from '@bleukit/core';
import type { CliIo } from './cli-io.js';
import type { InputNotes } from './input/input-notes.js';
import type { Logger } from './output/logger.js';
import type { MetricSpec, StatisticsLayout } from './arguments/metric-settings.js';
import type { CliArguments } from './arguments/parse-arguments.js';
import type { Progress } from './output/progress.js';
import type { RenderOptions } from './output/render-output.js';
import type { StatisticsEngine } from './engine/statistics-engine.js';
import type { TestSetReferences } from './commands/test-sets/test-set-input.js';

/** What reading the input needs of a run (presets and `compare` read without an engine). */
export interface Reader {
  args: CliArguments;
  io: CliIo;
  log: Logger;
  /** bleukit's warnings about odd input (CR LF, BOM, NUL…), kept for line-count errors. */
  notes: InputNotes;
  /** `-t`: the test set's references (in memory) instead of reference files. */
  testSet?: TestSetReferences | undefined;
}

/** One scoring run: the input, the metrics and where their statistics sit. */
export interface Run extends Reader {
  engine: StatisticsEngine;
  /** The metrics in the order given on the command line, as data and as scorers. */
  specs: MetricSpec[];
  metrics: Metric[];
  layout: StatisticsLayout;
  render: RenderOptions;
  progress: Progress;
  /** Warnings sacreBLEU prints when it creates the metrics (after the input checks). */
  metricWarnings: string[];
}

/** The statistics of metric `m` out of a row (or a sum) of all metrics' statistics. */
export function metricColumns(run: Pick<Run, 'layout'>, stats: Float64Array, m: number): Float64Array {
  const offset = run.layout.offsets[m] as number;
  return stats.subarray(offset, offset + (run.layout.sizes[m] as number));
}

/** Every segment's statistics of metric `m`, out of rows of all metrics' statistics. */
export function metricSegments(run: Pick<Run, 'layout'>, rows: Float64Array, m: number): Float64Array {
  const { width, offsets, sizes } = run.layout;
  const offset = offsets[m] as number;
  const size = sizes[m] as number;
  const count = rows.length / width;
  const out = new Float64Array(count * size);
  for (let i = 0; i < count; i++) out.set(rows.subarray(i * width + offset, i * width + offset + size), i * size);
  return out;
}

/** sacreBLEU's "forgot to detokenize" warning, after 100 hypotheses end in " ." (BLEU only). */
export const DETOKENIZE_WARNINGS = [
  "That's 100 lines that end in a tokenized period ('.')",
  'It looks like you forgot to detokenize your test data, which may hurt your score.',
  "If you insist your data is detokenized, or don't care, you can suppress this message with the `force` parameter.",
];

/** Whether sacreBLEU would count tokenized periods: BLEU is scored and `--force` is not given. */
export function checksPeriods(run: Run): boolean {
  return !run.args.force && run.specs.some((spec) => spec.id === 'bleu');
}

export function flushWarnings(run: Run): void {
  for (const warning of run.metricWarnings) run.log.warn(warning);
  run.metricWarnings.length = 0;
}
