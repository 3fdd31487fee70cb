// compare-mt's report on two threads, when the files are large enough for it to pay: a worker
// (compare-mt-worker.ts) reads the files itself and prints the reports that draw nothing from the
// bootstraps' generator (n-gram differences, sentence examples), while this thread prints the
// others, drawing from the one generator in report order as compare-mt does. The texts are then
// written in report order, up to the first error, which is thrown: the same output, and the same
// error, as one thread gives.
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  checkCompareMtArguments,
  compareMtSteps,
  createReportContext,
  runCompareMtStep,
  type CompareMtArguments,
  type CorpusFiles,
} from '@bleukit/compare';
import { crossedError, type ReportWorkerReply, type ReportWorkerRequest } from './compare-mt-worker-protocol.js';

/** The worker's entry: beside this module, in the bundle as in tsc's output. */
const WORKER_URL = new URL('./compare-mt-worker.js', import.meta.url);

/**
 * Bytes of reference and outputs from which a second thread pays for its start (about 40 ms, and
 * a second reading of the files): about 3,000 lines of two systems.
 */
const WORKER_MIN_BYTES = 1 << 20;

/**
 * Whether to print the report on two threads: when a worker can start (its entry is built, a
 * second core is there) and the reference and outputs hold at least {@link WORKER_MIN_BYTES}.
 * `BLEUKIT_COMPARE_MT_WORKER=1` asks for the worker whatever the size, `=0` for one thread.
 */
export function wantsReportWorker(args: CompareMtArguments, env: Readonly<Record<string, string | undefined>>): boolean {
  const asked = env['BLEUKIT_COMPARE_MT_WORKER'];
  if (asked === '0' || !existsSync(fileURLToPath(WORKER_URL))) return false;
  if (!compareMtSteps(args).some((step) => step.drawsNoRandom)) return false;
  if (asked === '1') return true;
  if (availableParallelism() < 2) return false;
  let bytes = 0;
  for (const path of [args.refFile, ...args.outFiles]) {
    try {
      bytes += statSync(path).size;
    } catch {
      // Reading it will say what is wrong.
      return false;
    }
  }
  return bytes >= WORKER_MIN_BYTES;
}

type Outcome = { text: string } | { error: unknown };

/** Prints compare-mt's report of `argv` (parsed: `args`) on two threads; see the file's comment. */
export async function runWithReportWorker(args: CompareMtArguments, argv: readonly string[], files: CorpusFiles, write: (text: string) => void): Promise<void> {
  const steps = compareMtSteps(args);
  const worker = new Worker(WORKER_URL);
  const reply = new Promise<ReportWorkerReply>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the compare-mt report worker stopped (exit code ${code}) before it replied`)));
  });
  // Awaited below, unless this thread fails first.
  reply.catch(() => undefined);
  worker.postMessage({ argv, indices: steps.filter((step) => step.drawsNoRandom).map((step) => step.index) } satisfies ReportWorkerRequest);
  const outcomes = new Map<number, Outcome>();
  try {
    checkCompareMtArguments(args);
    const context = createReportContext(args, { files, write() {} });
    for (const step of steps) {
      if (step.drawsNoRandom) continue;
      try {
        outcomes.set(step.index, { text: runCompareMtStep(step, context) });
      } catch (error) {
        outcomes.set(step.index, { error });
        break;
      }
    }
    for (const outcome of (await reply).outcomes) outcomes.set(outcome.index, 'error' in outcome ? { error: crossedError(outcome.error) } : { text: outcome.text });
  } finally {
    void worker.terminate();
  }
  // The worker could not read the files, which this thread read: not expected, but not hidden.
  const unread = outcomes.get(-1);
  if (unread !== undefined && 'error' in unread) throw unread.error;
  for (const step of steps) {
    const outcome = outcomes.get(step.index);
    if (outcome === undefined) throw new Error(`compare-mt's report ${step.flag} ${step.profile} was not printed`);
    if ('error' in outcome) throw outcome.error;
    write(outcome.text);
  }
}
