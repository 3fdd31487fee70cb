// `bleukit compare-mt` started on its own: bin.ts loads this module instead of run-cli.ts for it,
// so that a compare-mt run loads none of the scoring commands' modules (the tokenizer registry,
// the statistics engine, the test sets), which take a tenth of a small run's time to load.
import { reportUserError } from '../../cli-error.js';
import type { CliIo } from '../../cli-io.js';
import { runCompareMtCommand } from './compare-mt-command.js';

/** Runs `bleukit compare-mt ARGS` (`io.argv` starts with `compare-mt`), as run-cli's `runCli` runs it. */
export async function runCli(io: CliIo): Promise<number> {
  try {
    return await runCompareMtCommand(io.argv.slice(1), io);
  } catch (error) {
    return reportUserError(error, io.writeErr);
  }
}
