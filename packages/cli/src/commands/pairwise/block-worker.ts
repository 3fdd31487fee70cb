// A `--jobs` worker of `bleukit pairwise`, `mbr` and `self-bleu` (started by `startBlockWorker`):
// its one message is its task (see block-tasks.ts) and its share of the items; it sets the task
// up, computes the share, and posts each block's result as it is done, then `end` (or the error).
import { parentPort, workerData } from 'node:worker_threads';
import { BleukitError } from '@bleukit/core';
import { CliError, bleukitError } from '../../cli-error.js';
import { BLOCK_TASKS, createShareComputer, type BlockTask, type BlockTaskName } from './block-tasks.js';

/** What a worker is asked: the task, and the items `[start, end)` in blocks of `blockSize`. */
export interface ShareRequest {
  task: BlockTask;
  start: number;
  end: number;
  blockSize: number;
}

/** A worker's messages. */
export type BlockReply =
  | { start: number; end: number; result: unknown }
  | { done: true }
  | { error: WorkerError };

/** An error as it crosses threads: a CliError keeps its exit status and lines. */
export interface WorkerError {
  exitCode?: number;
  lines?: string[];
  message: string;
  stack?: string;
}

export function describeError(error: unknown): WorkerError {
  if (error instanceof CliError) return { exitCode: error.exitCode, lines: [...error.lines], message: error.message };
  // A library's refusal is a user's mistake here too: one line, as run-cli prints it in this thread.
  if (BleukitError.isInstance(error)) {
    const message = (error as Error).message.replace(/^\[bleukit\] /, '');
    return { exitCode: 1, lines: [bleukitError(message)], message };
  }
  const e = error as Error;
  return e?.stack === undefined ? { message: String(e?.message ?? e) } : { message: String(e.message), stack: e.stack };
}

const port = parentPort;
if (port !== null) {
  // Started early for a known task: its code loads while the main thread reads the input.
  const early = workerData as BlockTaskName | null;
  if (early !== null) void BLOCK_TASKS[early]().catch(() => undefined);
  port.once('message', ({ task, start, end, blockSize }: ShareRequest) => {
    createShareComputer(task)
      .then((compute) => {
        // Results are copied, not transferred: detaching a buffer makes V8 check every
        // typed-array access of this thread for detachment from then on (see the statistics worker).
        compute(start, end, blockSize, (from, to, result) => port.postMessage({ start: from, end: to, result } satisfies BlockReply));
        port.postMessage({ done: true } satisfies BlockReply);
      })
      .catch((error: unknown) => port.postMessage({ error: describeError(error) } satisfies BlockReply));
  });
}
