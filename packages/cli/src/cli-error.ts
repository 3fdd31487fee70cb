import { BleukitError } from '@bleukit/core';

/**
 * A user's mistake (bad flag, missing file, mismatched lines): printed without a stack trace,
 * then the process exits with {@link CliError.exitCode}.
 *
 * `lines` are printed to stderr as they are; callers put sacreBLEU's exact `sacreBLEU: …` log
 * lines first where sacreBLEU has a message for the case, and bleukit's own detail after them.
 */
export class CliError extends Error {
  /** Exit status: 1 usage/consistency, 2 argument errors and features not offered, 17 field counts. */
  readonly exitCode: number;
  /** Messages, one per stderr line, already prefixed. */
  readonly lines: readonly string[];

  constructor(exitCode: number, lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.lines = lines;
  }
}

/** `bleukit: error: <message>` — the form of bleukit's own user-error messages. */
export function bleukitError(message: string): string {
  return `bleukit: error: ${message}`;
}

/**
 * Prints a user's mistake as run-cli prints it — a {@link CliError}'s lines, or a library's
 * `BleukitError` as one `bleukit: error:` line — and returns the exit status; rethrows anything
 * else (a bug, whose stack trace is wanted).
 */
export function reportUserError(error: unknown, writeErr: (text: string) => void): number {
  if (error instanceof CliError) {
    writeErr(error.lines.map((line) => `${line}\n`).join(''));
    return error.exitCode;
  }
  if (BleukitError.isInstance(error)) {
    writeErr(`${bleukitError(error.message.replace(/^\[bleukit\] /, ''))}\n`);
    return 1;
  }
  throw error;
}

