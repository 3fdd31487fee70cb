import type { CompareOptions, CompareResult } from './compare-analysis.js';
import type { SegmentDetail } from './describe-segment.js';
import type { WorkerRequest, WorkerResponse } from './score-protocol.js';
import type { ScoreInput, ScoreOutput } from './score-systems.js';

/** Progress of the current request: loading a tokenizer or scoring. */
export interface ScoringProgress {
  phase: 'loading' | 'scoring';
  /** 0–1, or `undefined` when the amount is unknown. */
  fraction: number | undefined;
  message: string;
}

/** The page's side of the scoring worker. */
export interface ScoringClient {
  /** Scores in the worker; a newer call supersedes (and cancels) an older one, which never settles. */
  score(input: ScoreInput, onProgress: (progress: ScoringProgress) => void): Promise<ScoreOutput>;
  /** Tokenizes and explains one segment of the last score. */
  detail(system: number, segment: number): Promise<SegmentDetail>;
  /** The Compare view's analyses of the last score, with `options`. */
  analyze(options: CompareOptions): Promise<CompareResult>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?: (progress: ScoringProgress) => void;
}

/** Starts the worker (Vite bundles it and its lazily loaded tokenizers as separate chunks). */
export function createScoringClient(): ScoringClient {
  const worker = new Worker(new URL('./score-worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let currentScore = 0;

  worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
    const message = event.data;
    const entry = pending.get(message.id);
    if (!entry) return;
    if (message.type === 'progress') {
      entry.onProgress?.({ phase: message.phase, fraction: message.fraction, message: message.message });
      return;
    }
    pending.delete(message.id);
    if (message.type === 'error') entry.reject(new Error(message.message));
    else if (message.type === 'result') entry.resolve(message.output);
    else if (message.type === 'detail') entry.resolve(message.detail);
    else entry.resolve({ data: message.data, html: message.html, text: message.text });
  });
  worker.addEventListener('error', (event) => {
    for (const entry of pending.values()) entry.reject(new Error(event.message || 'The scoring worker failed.'));
    pending.clear();
  });

  const send = <T>(request: WorkerRequest, entry: Omit<Pending, 'resolve' | 'reject'> = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      pending.set(request.id, { ...entry, resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage(request);
    });

  return {
    score(input, onProgress) {
      // The superseded request is dropped: the worker stops it at its next chunk.
      pending.delete(currentScore);
      currentScore = nextId++;
      return send<ScoreOutput>({ type: 'score', id: currentScore, input }, { onProgress });
    },
    detail(system, segment) {
      return send<SegmentDetail>({ type: 'detail', id: nextId++, system, segment });
    },
    analyze(options) {
      return send<CompareResult>({ type: 'analyze', id: nextId++, options });
    },
  };
}
