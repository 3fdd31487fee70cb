import type { Readable } from 'node:stream';

/** The process around the command: arguments, environment and streams (replaceable in tests). */
export interface CliIo {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  stdin: Readable;
  writeOut(text: string): void;
  writeErr(text: string): void;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
}
