// What the main thread and the report worker of `bleukit compare-mt` (compare-mt-worker.ts) say to
// each other: the command line and the reports the worker prints; back, each report's text or the
// error that stopped it, which the main thread then prints or throws in report order.
import { BleukitError } from '@bleukit/core';
import { CliError, bleukitError } from '../../cli-error.js';

/** The worker's one task: the command line, and the places (in report order) of the reports it prints. */
export interface ReportWorkerRequest {
  readonly argv: readonly string[];
  readonly indices: readonly number[];
}

/** An error as it crosses threads: a user's mistake keeps its exit status and lines. */
export interface CrossingError {
  readonly exitCode?: number;
  readonly lines?: readonly string[];
  readonly message: string;
  readonly stack?: string;
}

/** A report's text, or the error that stopped it (index -1: reading the files failed). */
export type ReportOutcome = { readonly index: number; readonly text: string } | { readonly index: number; readonly error: CrossingError };

/** The worker's one reply: its reports in order, up to the first error. */
export interface ReportWorkerReply {
  readonly outcomes: readonly ReportOutcome[];
}

/** `error` as it can cross to the main thread. */
export function describeError(error: unknown): CrossingError {
  if (error instanceof CliError) return { exitCode: error.exitCode, lines: [...error.lines], message: error.message };
  // A library's refusal is a user's mistake: one line, as run-cli prints it.
  if (BleukitError.isInstance(error)) {
    const message = (error as Error).message.replace(/^\[bleukit\] /, '');
    return { exitCode: 1, lines: [bleukitError(message)], message };
  }
  const e = error as Error;
  return e?.stack === undefined ? { message: String(e?.message ?? e) } : { message: String(e.message), stack: e.stack };
}

/** The error to throw in the main thread for one that crossed. */
export function crossedError(error: CrossingError): Error {
  if (error.lines !== undefined) return new CliError(error.exitCode ?? 1, error.lines);
  const rebuilt = new Error(error.message);
  if (error.stack !== undefined) rebuilt.stack = error.stack;
  return rebuilt;
}
