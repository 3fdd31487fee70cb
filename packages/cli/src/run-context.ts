import type { Metric } from '@bleukit/core';
import type { Readable } from 'node:stream';
import type { InputNotes } from './input-notes.js';
import type { Logger } from './logger.js';
import type { MetricSpec, StatisticsLayout } from './metric-settings.js';
import type { CliArguments } from './parse-arguments.js';
import type { Progress } from './progress.js';
import type { RenderOptions } from './render-output.js';
import type { StatisticsEngine } from './statistics-engine.js';
import type { TestSetReferences } from './test-set-input.js';

/** The process around the command: arguments, environment and streams (replaceable in tests). */
export interface CliIo {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  stdin: Readable;
  writeOut(text: string): void;
  writeErr(text: string): void;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
}

/** Segments per batch: large enough to amortize messages to workers, small enough to stay bounded. */
export const BATCH = 4096;

/**
 * Lines per batch of raw bytes for worker threads (`--jobs`, see `alignedByteBatches`): small, so
 * that the threads end together (no thread is left with several batches when the others are done)
 * and a batch's strings die young in V8's heap: with `--jobs 2` on 12.6 MB of WMT text, 9% less
 * CPU held to one core than batches of 4,096 lines (0.70 s against 0.77 s).
 */
export const BYTE_BATCH = 512;

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
