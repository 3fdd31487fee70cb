// Worker thread of the statistics engine (started by `startWorker`): its first message is its
// settings; it loads `-tok`'s tokenizer and METEOR's WordNet once (when a metric needs them),
// says it is ready, then scores the batches that follow and answers each on the port it was given.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createBatchScorer, type BatchScorer, type ScorerSettings, type StatisticsJob } from './batch-scorer.js';
import { CliError } from '../cli-error.js';
import { loadScorerResources, type JobReply, type WorkerReply } from './statistics-engine.js';

function describe(error: unknown): { exitCode?: number; lines?: string[]; message: string; stack?: string } {
  if (error instanceof CliError) return { exitCode: error.exitCode, lines: [...error.lines], message: error.message };
  const e = error as Error;
  return e.stack === undefined ? { message: String(e?.message ?? e) } : { message: String(e.message), stack: e.stack };
}

// Results are copied, not transferred: they are small, and transferring detaches their buffers,
// after which V8 drops this thread's optimized code that reads typed arrays and checks every
// access for a detached buffer from then on (see `alignedByteBatches`).
function score(scorer: BatchScorer, replies: MessagePort, { id, job }: { id: number; job: StatisticsJob }): void {
  let reply: JobReply;
  try {
    reply = { id, result: scorer.score(job) };
  } catch (error) {
    reply = { id, error: describe(error) };
  }
  replies.postMessage(reply);
}

const port = parentPort;
if (port !== null) {
  const replies = workerData as MessagePort;
  let scorer: BatchScorer | undefined;
  // Jobs that come while the tokenizer loads wait here, in order.
  let waiting: { id: number; job: StatisticsJob }[] | undefined;
  port.on('message', (message: ScorerSettings | { id: number; job: StatisticsJob }) => {
    if (scorer !== undefined) return score(scorer, replies, message as { id: number; job: StatisticsJob });
    if (waiting !== undefined) return void waiting.push(message as { id: number; job: StatisticsJob });
    waiting = [];
    const settings = message as ScorerSettings;
    loadScorerResources(settings).then(
      ({ tokenizer, wordnet }) => {
        const ready = createBatchScorer(tokenizer, settings, wordnet);
        port.postMessage({ ready: true, tokenizerName: tokenizer?.name ?? '' } satisfies WorkerReply);
        for (const job of waiting ?? []) score(ready, replies, job);
        scorer = ready;
        waiting = undefined;
      },
      (error: unknown) => port.postMessage({ ready: false, error: describe(error) } satisfies WorkerReply),
    );
  });
}
