// The command line run with the real process: its arguments, environment and streams.
import type { CliIo } from './cli-io.js';

/** A command line's runner (run-cli's `runCli`, or compare-mt's own). */
export type RunCli = (io: CliIo) => Promise<number>;

/** Runs `runCli` with the process's arguments, environment and streams, and sets the exit status. */
export async function runWithProcess(runCli: RunCli): Promise<void> {
  // A reader that stops early (`bleukit … | head`) closes the pipe: that is no error, so stop quietly
  // instead of printing Node's unhandled EPIPE trace. The reader already has what it wanted.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  process.exitCode = await runCli({
    argv: process.argv.slice(2),
    env: process.env,
    // Read only by a run that reads stdin: making Node's stdin stream costs a run from files time.
    get stdin() {
      return process.stdin;
    },
    writeOut: (text) => process.stdout.write(text),
    writeErr: (text) => process.stderr.write(text),
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
  });
}
