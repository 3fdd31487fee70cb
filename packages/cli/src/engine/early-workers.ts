// Worker threads for `--jobs`, started as early as the executable can: a worker needs ≈ 30 ms to
// start and load its code, which then overlaps this thread's own start (loading the command,
// reading the arguments, opening the files) instead of delaying the worker's first batch.
// Imported only with --jobs: one thread never loads node:worker_threads.
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';

/** A statistics worker (`statistics-worker.ts`) that waits for its settings, and the port it answers jobs on. */
export interface StartedWorker {
  worker: Worker;
  replies: MessagePort;
  /** An error the worker raised before the engine listened to it. */
  failure?: Error;
}

const early: StartedWorker[] = [];

/** Starts a statistics worker; it loads its code, then waits for its settings (the first message). */
export function startWorker(): StartedWorker {
  const channel = new MessageChannel();
  const worker = new Worker(new URL('./statistics-worker.js', import.meta.url), {
    workerData: channel.port2,
    transferList: [channel.port2],
  });
  const started: StartedWorker = { worker, replies: channel.port1 };
  worker.once('error', (error) => {
    started.failure = error;
  });
  return started;
}

/**
 * Starts the `N - 1` workers of a run with `--jobs N` before the command is loaded (see
 * `jobsInArguments`). They do not keep the process alive until the engine takes them: a run that
 * ends otherwise (an error, `--help`, a command without workers) exits as it would without them.
 */
export function startEarlyWorkers(jobs: number): void {
  for (let w = 1; w < jobs; w++) {
    const started = startWorker();
    started.worker.unref();
    early.push(started);
  }
}

/** `count` workers for the engine: those started early first, then new ones; early ones left over are ended. */
export function takeWorkers(count: number): StartedWorker[] {
  const taken = early.splice(0, count);
  for (const { worker } of taken) worker.ref();
  for (const { worker, replies } of early.splice(0)) {
    replies.close();
    void worker.terminate();
  }
  while (taken.length < count) taken.push(startWorker());
  return taken;
}
