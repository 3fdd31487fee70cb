import type { CompareOptions, CompareResult } from './compare-analysis.js';
import type { SegmentDetail } from './describe-segment.js';
import type { ScoreInput, ScoreOutput } from './score-systems.js';

/** Messages from the page to the scoring worker. */
export type WorkerRequest =
  | { type: 'score'; id: number; input: ScoreInput }
  | { type: 'detail'; id: number; system: number; segment: number }
  /** The Compare view's analyses of the last score, with its options. */
  | { type: 'analyze'; id: number; options: CompareOptions };

/** Messages from the scoring worker to the page; `id` is the request's. */
export type WorkerResponse =
  | { type: 'progress'; id: number; phase: 'loading' | 'scoring'; fraction: number | undefined; message: string }
  | { type: 'result'; id: number; output: ScoreOutput }
  | { type: 'detail'; id: number; detail: SegmentDetail }
  | ({ type: 'analysis'; id: number } & CompareResult)
  | { type: 'error'; id: number; message: string };
