// Worker threads for `--jobs`, started as early as the executable can: a worker needs ≈ 30 ms to
// start and load its code, which then overlaps this thread's own start (loading the command,
// reading the arguments, opening the files) instead of delaying the worker's first batch.
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
 * `--jobs N` as the arguments give it (`--jobs N` or `--jobs=N`), read before they are parsed;
 * 1 when absent or not a whole number from 1 to 256 (the parser then says what is wrong).
 */
export function jobsInArguments(argv: readonly string[]): number {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = arg === '--jobs' ? argv[i + 1] : arg.startsWith('--jobs=') ? arg.slice('--jobs='.length) : undefined;
    if (value === undefined) continue;
    const jobs = /^\d{1,3}$/.test(value) ? Number(value) : 0;
    return jobs >= 1 && jobs <= 256 ? jobs : 1;
  }
  return 1;
}

/**
 * Starts the `--jobs N` run's `N - 1` workers before the command is loaded. They do not keep the
 * process alive until the engine takes them: a run that ends otherwise (an error, `--help`, a
 * command without workers) exits as it would without them.
 */
export function startEarlyWorkers(argv: readonly string[]): void {
  for (let w = 1; w < jobsInArguments(argv); w++) {
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
