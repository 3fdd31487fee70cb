// Worker thread of the statistics engine: loads BLEU's tokenizer once (if BLEU is scored), then
// scores batches.
import { parentPort, workerData } from 'node:worker_threads';
import { createBatchScorer, type ScorerSettings, type StatisticsJob } from './batch-scorer.js';
import { CliError } from './cli-error.js';
import { loadBleuTokenizer, type WorkerReply } from './statistics-engine.js';

function describe(error: unknown): { exitCode?: number; lines?: string[]; message: string; stack?: string } {
  if (error instanceof CliError) return { exitCode: error.exitCode, lines: [...error.lines], message: error.message };
  const e = error as Error;
  return e.stack === undefined ? { message: String(e?.message ?? e) } : { message: String(e.message), stack: e.stack };
}

const port = parentPort;
if (port !== null) {
  const settings = workerData as ScorerSettings;
  loadBleuTokenizer(settings).then(
    (tokenizer) => {
      const scorer = createBatchScorer(tokenizer, settings);
      port.on('message', ({ id, job }: { id: number; job: StatisticsJob }) => {
        let reply: WorkerReply;
        const transfer: ArrayBuffer[] = [];
        try {
          const result = scorer.score(job);
          transfer.push(result.totals.buffer as ArrayBuffer);
          if (result.segments) transfer.push(result.segments.buffer as ArrayBuffer);
          if (result.ordered) transfer.push(result.ordered.buffer as ArrayBuffer);
          reply = { id, result };
        } catch (error) {
          reply = { id, error: describe(error) };
        }
        port.postMessage(reply, transfer);
      });
      port.postMessage({ ready: true, tokenizerName: tokenizer?.name ?? '' } satisfies WorkerReply);
    },
    (error: unknown) => port.postMessage({ ready: false, error: describe(error) } satisfies WorkerReply),
  );
}
