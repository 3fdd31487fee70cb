import type { Worker } from 'node:worker_threads';
import type { Tokenizer } from '@bleukit/core';
import type { WordNet } from '@bleukit/wordnet';
import { loadSharedTokenizerData, loadTokenizer } from '../tokenizers/tokenizer-registry.js';
import { createBatchScorer, type JobResult, type ScorerSettings, type StatisticsJob } from './batch-scorer.js';
import { CliError } from '../cli-error.js';
import type { StartedWorker } from './early-workers.js';
import { needsWordNet, statisticsLayout, tokenizedSpec } from '../arguments/metric-settings.js';
import { readWordNetData, wordNetFrom } from './meteor-wordnet.js';
import { BATCH, BYTE_BATCH } from './batch-sizes.js';

/** Runs statistics jobs, in this thread or in worker threads; results do not depend on which. */
export interface StatisticsEngine {
  /** `-tok`'s tokenizer signature name (`13a`, `ja-mecab-0.996-IPA`, …); empty without BLEU, RIBES and METEOR. */
  readonly tokenizerName: string;
  /** METEOR's WordNet as this thread parsed it, when METEOR is scored. */
  readonly wordnet: WordNet | undefined;
  /** Lines per batch for inputs read as raw bytes (see `alignedByteBatches`). */
  readonly byteBatch: number;
  run(job: StatisticsJob): Promise<JobResult>;
  close(): Promise<void>;
}

/** What a thread scores with: `-tok`'s tokenizer and METEOR's WordNet, each when a metric needs it. */
export interface ScorerResources {
  tokenizer: Tokenizer | undefined;
  wordnet: WordNet | undefined;
}

/**
 * `-tok`'s tokenizer, when BLEU, RIBES or METEOR is one of the metrics (chrF and TER need none),
 * and METEOR's WordNet (from `settings.wordnet` when another thread read it).
 */
export async function loadScorerResources(settings: ScorerSettings): Promise<ScorerResources> {
  const spec = tokenizedSpec(settings.metrics);
  const tokenizer = spec === undefined ? undefined : await loadTokenizer(spec.tokenizer, spec.locale, spec.spmModel, settings.shared);
  const wordnet = needsWordNet(settings.metrics) ? wordNetFrom(settings.wordnet ?? (await readWordNetData())) : undefined;
  return { tokenizer, wordnet };
}

/**
 * `settings` with what `-tok`'s tokenizer is made from, and METEOR's WordNet file, loaded once for
 * every thread to share.
 */
async function withSharedData(settings: ScorerSettings): Promise<ScorerSettings> {
  const spec = tokenizedSpec(settings.metrics);
  const shared = spec === undefined ? undefined : await loadSharedTokenizerData(spec.tokenizer, spec.spmModel);
  const wordnet = needsWordNet(settings.metrics) ? await readWordNetData() : undefined;
  return { ...settings, ...(shared === undefined ? {} : { shared }), ...(wordnet === undefined ? {} : { wordnet }) };
}

/** In the main thread. */
function localEngine({ tokenizer, wordnet }: ScorerResources, settings: ScorerSettings): StatisticsEngine {
  const scorer = createBatchScorer(tokenizer, settings, wordnet);
  return {
    tokenizerName: tokenizer?.name ?? '',
    wordnet,
    byteBatch: BATCH,
    run: async (job) => scorer.score(job),
    close: async () => {},
  };
}

/** In the main thread. */
export async function createLocalEngine(settings: ScorerSettings): Promise<StatisticsEngine> {
  return localEngine(await loadScorerResources(settings), settings);
}

/** The parts of one batch that several threads scored (see `StatisticsJob.share`), as one result. */
function joinShares(parts: readonly JobResult[]): JobResult {
  const totals = new Float64Array((parts[0] as JobResult).totals.length);
  const result: JobResult = { totals };
  for (const part of parts) {
    for (let j = 0; j < totals.length; j++) totals[j] = (totals[j] as number) + (part.totals[j] as number);
    if (part.periods !== undefined) result.periods = (result.periods ?? 0) + part.periods;
    if (part.invalidInput !== undefined) result.invalidInput = Math.min(result.invalidInput ?? part.invalidInput, part.invalidInput);
  }
  return result;
}

/** A worker's answer to a job, on its own port (see `StartedWorker.replies`). */
export type JobReply =
  | { id: number; result: JobResult }
  | { id: number; error: { exitCode?: number; lines?: string[]; message: string; stack?: string } };

/** A worker's message once it has its settings: its tokenizer is loaded, or failed to load. */
export type WorkerReply =
  | { ready: true; tokenizerName: string }
  | { ready: false; error: { exitCode?: number; lines?: string[]; message: string; stack?: string } };

function toError(error: { exitCode?: number; lines?: string[]; message: string; stack?: string }): Error {
  if (error.exitCode !== undefined && error.lines !== undefined) return new CliError(error.exitCode, error.lines);
  const result = new Error(error.message);
  if (error.stack !== undefined) result.stack = error.stack;
  return result;
}

/**
 * `jobs` threads: this one and `jobs - 1` workers, each with its own tokenizer and matcher. This
 * thread reads the input (raw bytes where it can, see `alignedByteBatches`) and hands batches out;
 * it scores a batch itself whenever every worker already has {@link WORKER_QUEUE} batches, so no
 * core idles and only `jobs - 1` threads pay for a start and a warm-up. Before each batch it takes
 * the workers' finished results off their ports synchronously, so a worker gets its next batch
 * even while this thread reads and scores without a turn of the event loop. A job with a `refKey`
 * goes to the same thread (key mod jobs) while that thread keeps up, so its cached reference
 * tokens are reused by every system (see `keyedThread`). Sums of unordered columns are of integer
 * counts, so the order in which batches finish cannot change a score (ordered columns come back
 * per segment, summed in order by the caller).
 */
export async function createWorkerEngine(given: ScorerSettings, jobs: number): Promise<StatisticsEngine> {
  // Loaded only with --jobs: one thread never needs them.
  const { receiveMessageOnPort } = await import('node:worker_threads');
  const { takeWorkers } = await import('./early-workers.js');
  // Started early by the executable (see `startEarlyWorkers`), or now.
  const started = takeWorkers(jobs - 1);
  const workers = started.map(({ worker }) => worker);
  const replies = started.map((each) => each.replies);
  let settings: ScorerSettings;
  try {
    // ja-mecab's dictionary or a SentencePiece model is loaded here once and shared
    // (SharedArrayBuffer), not once a thread: one copy in memory, and no worker spends its start
    // reading and compiling it. WordNet's file is read here once too (each thread parses it).
    settings = await withSharedData(given);
  } catch (error) {
    await closeWorkers(started);
    throw error;
  }
  const pending = new Map<number, { resolve: (r: JobResult) => void; reject: (e: Error) => void }>();
  let failure: Error | undefined;
  const fail = (error: Error): void => {
    failure ??= error;
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };
  const onReply = (reply: JobReply): void => {
    const entry = pending.get(reply.id);
    if (entry === undefined) return;
    pending.delete(reply.id);
    if ('result' in reply) entry.resolve(reply.result);
    else entry.reject(toError(reply.error));
  };
  const names = started.map(
    ({ worker, replies: port, failure: early }) =>
      new Promise<string>((resolve, reject) => {
        if (early !== undefined) reject(early);
        worker.on('message', (reply: WorkerReply) => {
          if (reply.ready) resolve(reply.tokenizerName);
          else reject(toError(reply.error));
        });
        worker.on('error', (error) => {
          fail(error);
          reject(error);
        });
        port.on('message', onReply);
        worker.postMessage(settings);
      }),
  );
  let local: StatisticsEngine;
  let costly = false;
  try {
    // While the workers start.
    const resources = await loadScorerResources(settings);
    costly = resources.tokenizer?.costly === true;
    local = localEngine(resources, settings);
  } catch (error) {
    await closeWorkers(started);
    throw error;
  }
  // Reading and scoring start without waiting for the workers: a job posted to a worker that is
  // still starting waits in its queue, so its start overlaps this thread's work. A worker that
  // fails to start fails the jobs sent to it and every later one.
  Promise.all(names).catch(fail);
  // With a costly tokenizer (a segmenter with a dictionary), every thread gets every batch and
  // scores the segments of its share (by reference line), so each reference is segmented by one
  // thread only, not by every thread that happens to get a batch with it. Only for sums in any
  // order: not with per-segment results nor with columns summed in segment order (TER).
  const shares = costly && statisticsLayout(settings.metrics).ordered.length === 0;
  let nextId = 0;
  const inFlight = workers.map(() => 0);
  /** The reference keys each thread has been given (and keeps, see `StatisticsJob.refKey`). */
  const keys = Array.from({ length: jobs }, () => new Set<number>());
  /** A worker with room in its queue, the emptiest; or this thread when every worker has a full queue. */
  const leastLoaded = (): number => {
    let thread = 0;
    for (let w = 0; w < workers.length; w++) {
      if ((inFlight[w] as number) < WORKER_QUEUE && (thread === 0 || (inFlight[w] as number) < (inFlight[thread - 1] as number))) thread = w + 1;
    }
    return thread;
  };
  /**
   * The thread for a job with reference key `key`: its own thread (key mod jobs), which tokenizes
   * those references once for every system, while that thread can take it. Else an idle worker,
   * or the least loaded thread, which then tokenizes them too: a key's jobs go to a second thread
   * only when the first one is behind, so the threads end together however the systems' batches
   * differ in cost, at the price of some references tokenized twice. A job without its references
   * goes where they are kept.
   */
  const keyedThread = (key: number, hasRefs: boolean): number => {
    const own = key % jobs;
    if (!hasRefs) {
      const holder = (keys[own] as Set<number>).has(key) ? own : keys.findIndex((held) => held.has(key));
      return holder < 0 ? own : holder;
    }
    if (own > 0 && (inFlight[own - 1] as number) < WORKER_QUEUE) return own;
    const idle = inFlight.indexOf(0);
    if (idle >= 0) return idle + 1;
    return own === 0 ? 0 : leastLoaded();
  };
  /** Sends `job` to worker `index` (byte batches are shared memory: neither copied nor moved). */
  const send = (index: number, job: StatisticsJob): Promise<JobResult> => {
    const id = nextId++;
    inFlight[index] = (inFlight[index] as number) + 1;
    return new Promise<JobResult>((resolve, reject) => {
      pending.set(id, {
        resolve: (result) => {
          inFlight[index] = (inFlight[index] as number) - 1;
          resolve(result);
        },
        reject,
      });
      (workers[index] as Worker).postMessage({ id, job });
    });
  };
  return {
    tokenizerName: local.tokenizerName,
    wordnet: local.wordnet,
    // A costly tokenizer's batches that go to one thread each stay large: each thread keeps the
    // tokens of the lines it has seen, and with small batches every thread meets every repeated
    // reference (ja-mecab with TER, --jobs 2: 23% more CPU with 512 lines).
    byteBatch: costly && !shares ? BATCH : BYTE_BATCH,
    run(job) {
      if (failure) return Promise.reject(failure);
      if (shares && job.refKey === undefined && !job.segments) {
        // the workers' shares first, then this thread's
        const parts = workers.map((_, w) => send(w, { ...job, share: { index: w + 1, of: jobs } }));
        parts.push(local.run({ ...job, share: { index: 0, of: jobs } }));
        return Promise.all(parts).then(joinShares);
      }
      for (const port of replies) {
        for (let message = receiveMessageOnPort(port); message !== undefined; message = receiveMessageOnPort(port)) onReply(message.message as JobReply);
      }
      // Thread 0 is this one; worker w is thread w + 1.
      const thread = job.refKey === undefined ? leastLoaded() : keyedThread(job.refKey, job.refs !== undefined);
      if (job.refKey === undefined) return thread === 0 ? local.run(job) : send(thread - 1, job);
      const known = keys[thread] as Set<number>;
      const kept = known.has(job.refKey);
      if (!kept && job.refs !== undefined) known.add(job.refKey);
      let result: Promise<JobResult>;
      if (thread === 0) result = local.run(job);
      else if (!kept) result = send(thread - 1, job);
      else {
        // The worker keeps these references already: only the hypotheses travel.
        const { refs: _refs, ...hypotheses } = job;
        result = send(thread - 1, hypotheses);
      }
      if (job.dropRefs) {
        // Every other thread that keeps these references lets them go too, after the jobs it has
        // (an empty job of the key; its result is not needed).
        const key = job.refKey;
        keys.forEach((held, other) => {
          if (!held.delete(key) || other === thread) return;
          const forget: StatisticsJob = { hyps: [], refKey: key, segments: false, dropRefs: true };
          void (other === 0 ? local.run(forget) : send(other - 1, forget)).catch(() => {});
        });
      }
      return result;
    },
    close: () => closeWorkers(started),
  };
}

async function closeWorkers(started: readonly StartedWorker[]): Promise<void> {
  for (const { replies } of started) replies.close();
  await Promise.all(started.map(({ worker }) => worker.terminate()));
}

/** Batches a worker may have queued before this thread scores the next one itself. */
const WORKER_QUEUE = 3;

/** One thread (`jobs` = 1), or this thread and `jobs - 1` workers. */
export function createEngine(settings: ScorerSettings, jobs: number): Promise<StatisticsEngine> {
  return jobs <= 1 ? createLocalEngine(settings) : createWorkerEngine(settings, jobs);
}
