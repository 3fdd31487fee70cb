import { describe, expect, it } from 'vitest';
import type { JobResult, StatisticsJob } from './batch-scorer.js';
import { JobQueue } from './job-queue.js';
import type { StatisticsLayout } from '../arguments/metric-settings.js';
import type { StatisticsEngine } from './statistics-engine.js';

const layout: StatisticsLayout = { width: 2, offsets: [0], sizes: [2], ordered: [] };

/** An engine whose jobs finish when the test says: `settle(firstLine, error?)`. */
function manualEngine(): { engine: StatisticsEngine; settle(firstLine: number, error?: Error): void } {
  const waiting = new Map<number, { resolve(result: JobResult): void; reject(error: Error): void }>();
  return {
    engine: {
      tokenizerName: '',
      wordnet: undefined,
      byteBatch: 1,
      run: (job: StatisticsJob) =>
        new Promise<JobResult>((resolve, reject) => {
          waiting.set(job.firstLine ?? 1, { resolve, reject });
        }),
      close: async () => {},
    },
    settle(firstLine, error) {
      const job = waiting.get(firstLine);
      if (job === undefined) throw new Error(`no job at line ${firstLine}`);
      if (error) job.reject(error);
      else job.resolve({ totals: new Float64Array([firstLine, 1]), segments: new Float64Array([firstLine, 0]) });
    },
  };
}

const job = (firstLine: number): StatisticsJob => ({ hyps: ['a'], segments: true, firstLine });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('JobQueue', () => {
  it('keeps per-segment results in submission order, whatever order jobs finish in', async () => {
    const { engine, settle } = manualEngine();
    const queue = new JobQueue(engine, layout, 10);
    for (const line of [1, 2, 3]) await queue.push(job(line));
    for (const line of [3, 1, 2]) settle(line);
    await queue.finish();
    expect(queue.segments.map((rows) => rows[0])).toEqual([1, 2, 3]);
    expect(Array.from(queue.totals)).toEqual([6, 3]);
  });

  it("throws the earliest job's error, not the first to arrive, once every job has finished", async () => {
    const { engine, settle } = manualEngine();
    const queue = new JobQueue(engine, layout, 10);
    for (const line of [1, 2, 3]) await queue.push(job(line));
    settle(3, new Error('line 3'));
    await tick();
    expect(queue.failed).toBe(true);
    const finished = queue.finish();
    settle(2, new Error('line 2'));
    settle(1);
    await expect(finished).rejects.toThrow('line 2');
  });

  it('stops taking jobs after a failure, waiting for those in flight', async () => {
    const { engine, settle } = manualEngine();
    const queue = new JobQueue(engine, layout, 2);
    await queue.push(job(1));
    const second = queue.push(job(2));
    settle(2, new Error('line 2'));
    await tick();
    let done = false;
    const pushed = second.then(
      () => (done = true),
      () => (done = true),
    );
    await tick();
    // job 1 is still running: the error waits for it
    expect(done).toBe(false);
    settle(1, new Error('line 1'));
    await pushed;
    await expect(second).rejects.toThrow('line 1');
  });
});
