// Runs a task (block-tasks.ts) in this thread, or with `--jobs N` in N worker threads, each on one
// contiguous share of the items (as N processes would each take a part of the file), while this
// thread writes the output. Results are handed over in item order either way, so the output
// cannot depend on the number of threads. One thread streams: it holds one block at a time.
// Several threads finish their shares at different times: the blocks of later shares wait here
// until the shares before them are written (at most the output itself, never more).
import { Worker } from 'node:worker_threads';
import { CliError } from '../../cli-error.js';
import { createShareComputer, type BlockTask, type BlockTaskName } from './block-tasks.js';
import type { BlockReply, ShareRequest, WorkerError } from './block-worker.js';

/** A worker that loads its code (and `task`'s, when known) at once, then waits for its share. */
function startBlockWorker(task?: BlockTaskName): Worker {
  return new Worker(new URL('./block-worker.js', import.meta.url), { workerData: task ?? null });
}

const early: Worker[] = [];

/**
 * Starts the N workers of `--jobs N` before the command is loaded, so that their start (and the
 * loading of `task`'s code, the metric packages') overlaps this thread's; they do not keep the
 * process alive until a run takes them.
 */
export function startEarlyBlockWorkers(jobs: number, task: BlockTaskName): void {
  for (let w = 0; w < jobs; w++) {
    const worker = startBlockWorker(task);
    worker.unref();
    early.push(worker);
  }
}

function takeWorkers(count: number): Worker[] {
  const taken = early.splice(0, count);
  for (const worker of taken) worker.ref();
  for (const worker of early.splice(0)) void worker.terminate();
  while (taken.length < count) taken.push(startBlockWorker());
  return taken;
}

export interface BlockRun<Result> {
  task: BlockTask;
  /** Items in all (rows, sources, lines). */
  count: number;
  /** Items a block. */
  blockSize: number;
  /** Threads (1: this one computes). */
  jobs: number;
  /** Each block's result, in item order. */
  onBlock(start: number, end: number, result: Result): void;
  /** `items` more are done (as they finish, in any order: for the progress bar). */
  onProgress?(items: number): void;
}

function rebuild(error: WorkerError): Error {
  if (error.lines !== undefined) return new CliError(error.exitCode ?? 1, error.lines);
  const rebuilt = new Error(error.message);
  if (error.stack !== undefined) rebuilt.stack = error.stack;
  return rebuilt;
}

/** Items a block: at most about a million numbers of `width` each, and at least 16 blocks when there are that many items. */
export function blockSizeFor(count: number, width: number): number {
  return Math.max(1, Math.min(Math.ceil(count / 16), Math.floor((1 << 20) / Math.max(1, width))));
}

/** The `jobs` contiguous shares of `count` items, as equal as whole items allow. */
export function shares(count: number, jobs: number): [start: number, end: number][] {
  const parts = Math.max(1, Math.min(jobs, count));
  return Array.from({ length: parts }, (_, k) => [Math.floor((k * count) / parts), Math.floor(((k + 1) * count) / parts)]);
}

/** Runs every item; a worker's error (the first share's first) is thrown as one thread would throw it. */
export async function runBlocks<Result>(run: BlockRun<Result>): Promise<void> {
  const { count, blockSize } = run;
  const parts = shares(count, run.jobs);
  if (parts.length <= 1) {
    const compute = await createShareComputer(run.task);
    compute(0, count, blockSize, (start, end, result) => {
      run.onBlock(start, end, result as Result);
      run.onProgress?.(end - start);
    });
    return;
  }
  const workers = takeWorkers(parts.length);
  // Blocks that came before their turn, by first item; a share's error waits its turn too.
  const waiting = new Map<number, { end: number; result: Result }>();
  const errors = new Map<number, WorkerError>();
  let next = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const fail = (error: Error): void => {
        if (settled) return;
        settled = true;
        reject(error);
      };
      const flush = (): void => {
        for (let block = waiting.get(next); block !== undefined; block = waiting.get(next)) {
          waiting.delete(next);
          run.onBlock(next, block.end, block.result);
          next = block.end;
        }
        const error = errors.get(next);
        if (error !== undefined) throw rebuild(error);
        if (next === count && !settled) {
          settled = true;
          resolve();
        }
      };
      workers.forEach((worker, k) => {
        const [start, end] = parts[k] as [number, number];
        // Where this share stands: its next block's first item (an error is shown there).
        let reached = start;
        worker.on('error', fail);
        worker.on('message', (reply: BlockReply) => {
          try {
            if ('error' in reply) errors.set(reached, reply.error);
            else if ('result' in reply) {
              waiting.set(reply.start, { end: reply.end, result: reply.result as Result });
              reached = reply.end;
              run.onProgress?.(reply.end - reply.start);
            }
            flush();
          } catch (error) {
            fail(error as Error);
          }
        });
        worker.postMessage({ task: run.task, start, end, blockSize } satisfies ShareRequest);
      });
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
